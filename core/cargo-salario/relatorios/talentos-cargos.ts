import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { campoTipo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADE_TALENTOS, campoAreas, campoCargos, campoDataReferencia, campoEstabelecimentos, menuRelatorio, restringirAreasGeridas } from './comum.ts'
import { descreverTalentos, talentosAgrupadosPor } from './talentos.ts'

const campos = {
  data: campoDataReferencia(),
  estabelecimentosIds: campoEstabelecimentos(),
  cargosIds: campoCargos(true),
  areasOrganizacionaisIds: campoAreas(false),
  tipo: campoTipo('D'),
}

/**
 * Talentos por Cargo — who holds each cargo on the reference date, in which range and area, earning how much, and
 * what each cargo costs a month. Employees employed on the date (admitted, not yet dismissed, admission not
 * cancelled) whose history row in force is in the chosen establishments and cargos (and areas, when chosen); a
 * manager sees only the areas they manage. Detalhado groups the people by cargo with count and payroll; Resumido
 * gives per cargo the headcount, payroll, mean, lowest and highest salary.
 */
export const consultaTalentosCargos = defineConsulta({
  nome: 'cargo-salario/talentos-cargos',
  autoridade: AUTORIDADE_TALENTOS,
  campos,
  restringir: restringirAreasGeridas,
  ...talentosAgrupadosPor('cargo'),
})
export type FiltroTalentosCargos = FiltroSql<typeof consultaTalentosCargos>

export const relatorioTalentosCargos = defineRelatorio({
  consulta: consultaTalentosCargos,
  titulo: 'Talentos por Cargo',
  orientacao: 'paisagem',
  menu: menuRelatorio(4),
  descreverFiltro: descreverTalentos,
})
