import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { campoTipo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADE_TALENTOS, campoAreas, campoDataReferencia, campoEstabelecimentos, campoGrupos, menuRelatorio, restringirAreasGeridas } from './comum.ts'
import { descreverTalentos, talentosAgrupadosPor } from './talentos.ts'

const campos = {
  data: campoDataReferencia(),
  estabelecimentosIds: campoEstabelecimentos(),
  gruposOcupacionaisIds: campoGrupos(true),
  areasOrganizacionaisIds: campoAreas(false),
  tipo: campoTipo('D'),
}

/**
 * Talentos por Grupo Ocupacional — how the workforce and the payroll split among the occupational groups (gestão,
 * administrativo, técnico, operacional…) on the reference date: the people whose cargo (of the history row in
 * force) belongs to the chosen groups, in the chosen establishments (and areas). A manager sees only the areas they
 * manage. Detalhado: the people per group with count and payroll; Resumido: per group the headcount, payroll, mean,
 * lowest and highest salary.
 */
export const consultaTalentosGrupos = defineConsulta({
  nome: 'cargo-salario/talentos-grupos-ocupacionais',
  autoridade: AUTORIDADE_TALENTOS,
  campos,
  restringir: restringirAreasGeridas,
  ...talentosAgrupadosPor('grupo'),
})
export type FiltroTalentosGrupos = FiltroSql<typeof consultaTalentosGrupos>

export const relatorioTalentosGrupos = defineRelatorio({
  consulta: consultaTalentosGrupos,
  titulo: 'Talentos por Grupo Ocupacional',
  orientacao: 'paisagem',
  menu: menuRelatorio(6),
  descreverFiltro: descreverTalentos,
})
