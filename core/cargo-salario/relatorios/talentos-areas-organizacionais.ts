import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { campoTipo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADE_TALENTOS, campoAreas, campoCargos, campoDataReferencia, campoEstabelecimentos, menuRelatorio, restringirAreasGeridas } from './comum.ts'
import { descreverTalentos, talentosAgrupadosPor } from './talentos.ts'

const campos = {
  data: campoDataReferencia(),
  estabelecimentosIds: campoEstabelecimentos(),
  areasOrganizacionaisIds: campoAreas(true),
  cargosIds: campoCargos(false),
  tipo: campoTipo('D'),
}

/**
 * Talentos por Área Organizacional — the headcount and payroll of each area on the reference date: who works there
 * (history row in force in the chosen areas and establishments; cargos when chosen), in which cargo and range, for
 * how much. Areas print with their place in the tree ('Diretoria > Operações > Produção'), in tree order; only the
 * chosen areas themselves, not those below them. A manager sees only the areas they manage. Detalhado: the people
 * per area with count and payroll; Resumido: per area the headcount, payroll, mean, lowest and highest salary.
 */
export const consultaTalentosAreas = defineConsulta({
  nome: 'cargo-salario/talentos-areas-organizacionais',
  autoridade: AUTORIDADE_TALENTOS,
  campos,
  restringir: restringirAreasGeridas,
  ...talentosAgrupadosPor('area'),
})
export type FiltroTalentosAreas = FiltroSql<typeof consultaTalentosAreas>

export const relatorioTalentosAreas = defineRelatorio({
  consulta: consultaTalentosAreas,
  titulo: 'Talentos por Área Organizacional',
  orientacao: 'paisagem',
  menu: menuRelatorio(5),
  descreverFiltro: descreverTalentos,
})
