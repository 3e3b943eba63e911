import { camposPeriodo, descreverPeriodo, juntar, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { formatarData, formatarMes } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { calcularTurnover, FORMULA_TURNOVER } from '../indicadores.ts'
import {
  AUTORIDADES_INDICADORES,
  camposLotacao,
  descreverLotacao,
  MAXIMO_MESES,
  menuRelatorioTalentos,
  PERIODO_LONGO,
  restringirAreasGeridas,
  trechosMensais,
} from './comum.ts'

export const FORMULA_TURNOVER_COMPLETA = `Turnover = ${FORMULA_TURNOVER}; Headcount médio = (headcount no início + headcount no fim) / 2; datas exatas (dia, mês e ano)`

/** A stretch's row: its dates as printed and the turnover of the stretch (2 decimals). */
export const completarTurnover = (l: Linha): Linha => {
  const inicio = String(l['inicio'])
  const fim = String(l['fim'])
  const t = calcularTurnover({
    empresaNome: '',
    admissoes: Number(l['qtdAdmitidos'] ?? 0),
    demissoes: Number(l['qtdDemitidos'] ?? 0),
    headcountInicio: Number(l['headcountInicio'] ?? 0),
    headcountFim: Number(l['headcountFim'] ?? 0),
  })
  return { ...l, mes: formatarMes(String(l['mesAno'])), periodo: `${formatarData(inicio)} a ${formatarData(fim)}`, media: t.media }
}

/** The whole period: admissions and dismissals summed, headcount on its first and last days. */
export const totalTurnover = (linhas: ReadonlyArray<Linha>): Linha => {
  const soma = (c: string) => linhas.reduce((a, l) => a + Number(l[c] ?? 0), 0)
  const ordenadas = [...linhas].sort((a, b) => (String(a['inicio']) < String(b['inicio']) ? -1 : 1))
  const t = calcularTurnover({
    empresaNome: '',
    admissoes: soma('qtdAdmitidos'),
    demissoes: soma('qtdDemitidos'),
    headcountInicio: Number(ordenadas[0]?.['headcountInicio'] ?? 0),
    headcountFim: Number(ordenadas[ordenadas.length - 1]?.['headcountFim'] ?? 0),
  })
  return {
    mes: null,
    periodo: ordenadas.length ? `${formatarData(String(ordenadas[0]!['inicio']))} a ${formatarData(String(ordenadas[ordenadas.length - 1]!['fim']))}` : null,
    headcountInicio: ordenadas[0]?.['headcountInicio'] ?? null,
    headcountFim: ordenadas[ordenadas.length - 1]?.['headcountFim'] ?? null,
    qtdAdmitidos: t.qtdAdmitidos,
    qtdDemitidos: t.qtdDemitidos,
    media: t.media,
  }
}

/**
 * Indicador de Turnover (spec 001 §9) — how much the workforce turned over in a period given by exact dates (day,
 * month and year, so a period that starts or ends mid-month differs from the full-month report):
 * Turnover = ((Admitidos + Demitidos) / 2) / Headcount médio × 100, Headcount médio = (headcount no início +
 * headcount no fim) / 2 (`turnover` in core/gestao-talentos/indicadores.ts). One row per month of the period, clipped
 * to the period's dates; the total is the whole period (admissions and dismissals summed, headcount on its first and
 * last days). Headcount on a date = admitted by then and not dismissed before it (`headcountEm`); admitted/dismissed =
 * admission/dismissal date inside the stretch; a cancelled admission never counts. Each person counts by the history
 * row in force on that date (establishment, area, cargo); a manager sees the areas they manage. At most 36 months.
 */
export const consultaTurnover = defineConsulta({
  nome: 'gestao-talentos/indicador-turnover',
  autoridade: AUTORIDADES_INDICADORES,
  campos: { ...camposPeriodo('Data'), ...camposLotacao() },
  restringir: restringirAreasGeridas,
  regras: (f) => {
    const erros = regrasPeriodo(f)
    return erros.length ? erros : trechosMensais(f.dataIni, f.dataFim).length > MAXIMO_MESES ? [{ field: 'dataFim', message: PERIODO_LONGO }] : []
  },
  colunas: () => [
    { campo: 'mes', titulo: 'Mês/Ano', tipo: 'texto' },
    { campo: 'periodo', titulo: 'Período', tipo: 'texto', largura: 2 },
    { campo: 'headcountInicio', titulo: 'Headcount no início', tipo: 'inteiro' },
    { campo: 'headcountFim', titulo: 'Headcount no fim', tipo: 'inteiro' },
    { campo: 'qtdAdmitidos', titulo: 'Admitidos', tipo: 'inteiro' },
    { campo: 'qtdDemitidos', titulo: 'Demitidos', tipo: 'inteiro' },
    { campo: 'media', titulo: 'Turnover (%)', tipo: 'percentual' },
  ],
  completar: (linhas) => linhas.map(completarTurnover),
  totalizar: totalTurnover,
  grafico: { categoria: 'mes', valores: ['media'] },
})
export type FiltroTurnover = FiltroSql<typeof consultaTurnover>

export const relatorioTurnover = defineRelatorio({
  consulta: consultaTurnover,
  titulo: 'Indicador de Turnover',
  menu: menuRelatorioTalentos(2),
  tela: 'tabela',
  descreverFiltro: (f) => juntar([descreverPeriodo('Período', f), ...descreverLotacao(f), FORMULA_TURNOVER_COMPLETA]),
  resumo: () => [{ rotulo: 'Fórmula', valor: FORMULA_TURNOVER_COMPLETA }],
})
