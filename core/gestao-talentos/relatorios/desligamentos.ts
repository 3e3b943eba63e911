import { opcoes, referencias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { camposPeriodo, descreverPeriodo, juntar, nomeDe, quantosSelecionados, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADES_INDICADORES, camposLotacao, descreverLotacao, menuRelatorioTalentos, restringirAreasGeridas } from './comum.ts'
import { COLUNA_AREA, COLUNA_CARGO, ordenarPor, tempoDeEmpresa } from './pessoas.ts'

export const AGRUPAMENTOS_DESLIGAMENTOS = [
  { id: 'MOTIVO', name: 'Motivo' },
  { id: 'AREA', name: 'Área Organizacional' },
] as const
type AgrupamentoDesligamentos = (typeof AGRUPAMENTOS_DESLIGAMENTOS)[number]['id']
const CAMPO_GRUPO: Readonly<Record<AgrupamentoDesligamentos, string>> = { MOTIVO: 'motivo', AREA: 'area' }
export const SEM_MOTIVO = 'Motivo não informado'

/** Time in the company in words, the reason's name when none; by group, date and name. */
export const completarDesligamentos = (linhas: ReadonlyArray<Linha>, f: { readonly agrupamento: AgrupamentoDesligamentos }): ReadonlyArray<Linha> =>
  linhas
    .map((l) => ({ ...l, motivo: l['motivo'] ?? SEM_MOTIVO, tempoEmpresa: tempoDeEmpresa(String(l['admissao']), String(l['data'])) }))
    .sort(ordenarPor(CAMPO_GRUPO[f.agrupamento], 'data'))

/**
 * Desligamentos (spec 001 §7 Talent reports) — who left in a period: the dismissal date, the reason and its
 * observation, the area and cargo they held then (the last history row dated up to the dismissal), the admission
 * and the time in the company from admission to dismissal ('2 anos, 3 meses e 5 dias'). Grouped by reason or by
 * area, each group with its count and the grand total. A cancelled admission (payroll) never counts. Filters:
 * period, establishments (at least one), areas, cargos, reasons. A manager sees the areas they manage.
 */
export const consultaDesligamentos = defineConsulta({
  nome: 'gestao-talentos/desligamentos',
  autoridade: AUTORIDADES_INDICADORES,
  campos: {
    ...camposPeriodo('Data'),
    ...camposLotacao(),
    motivosIds: referencias({ label: 'Motivos de Desligamento', resource: 'gestao-talentos/motivo-desligamento' }),
    agrupamento: opcoes({ label: 'Agrupar por', required: true, default: 'MOTIVO', options: AGRUPAMENTOS_DESLIGAMENTOS }),
  },
  restringir: restringirAreasGeridas,
  regras: regrasPeriodo,
  colunas: () => [
    { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.2, total: 'contagem' },
    { campo: 'data', titulo: 'Desligamento', tipo: 'data' },
    { campo: 'motivo', titulo: 'Motivo', tipo: 'texto', largura: 1.6 },
    { campo: 'observacao', titulo: 'Observação', tipo: 'texto', largura: 2.2 },
    COLUNA_AREA,
    COLUNA_CARGO,
    { campo: 'admissao', titulo: 'Admissão', tipo: 'data' },
    { campo: 'tempoEmpresa', titulo: 'Tempo de empresa', tipo: 'texto', largura: 1.6 },
  ],
  agruparPor: (f) => CAMPO_GRUPO[f.agrupamento],
  completar: completarDesligamentos,
})
export type FiltroDesligamentos = FiltroSql<typeof consultaDesligamentos>

export const relatorioDesligamentos = defineRelatorio({
  consulta: consultaDesligamentos,
  titulo: 'Desligamentos',
  menu: menuRelatorioTalentos(4),
  orientacao: 'paisagem',
  descreverFiltro: (f) =>
    juntar([descreverPeriodo('Período', f), ...descreverLotacao(f), quantosSelecionados('Motivos', f.motivosIds), `Agrupado por ${nomeDe(AGRUPAMENTOS_DESLIGAMENTOS, f.agrupamento).toLowerCase()}`]),
})
