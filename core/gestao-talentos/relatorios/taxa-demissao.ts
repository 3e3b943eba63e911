import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { descreverMeses, juntar } from '../../shared/filtrosRelatorio.ts'
import { arredondar, formatarMes } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADES_INDICADORES, camposLotacao, camposMeses, descreverLotacao, menuRelatorioTalentos, regrasMeses, restringirAreasGeridas } from './comum.ts'
import { FORMULA_TAXA_DEMISSAO, taxaDemissao } from './pessoas.ts'

const linhaTaxa = (mes: string | null, headcountInicio: number, headcountFim: number, qtdDemitidos: number): Linha => ({
  mes: mes === null ? null : formatarMes(mes),
  headcountInicio,
  headcountFim,
  headcountMedio: arredondar((headcountInicio + headcountFim) / 2),
  qtdDemitidos,
  taxa: arredondar(taxaDemissao(qtdDemitidos, headcountInicio, headcountFim)),
})

/** The SQL's months (`mesAno`, `headcountInicio`, `headcountFim`, `qtdDemitidos`) as printed, in order. */
export const completarTaxaDemissao = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> =>
  [...linhas]
    .sort((a, b) => (String(a['mesAno']) < String(b['mesAno']) ? -1 : 1))
    .map((l) => ({ mesAno: l['mesAno'] ?? null, ...linhaTaxa(String(l['mesAno']), Number(l['headcountInicio'] ?? 0), Number(l['headcountFim'] ?? 0), Number(l['qtdDemitidos'] ?? 0)) }))

/** The whole period: the dismissals summed over the headcount on its first and last days. */
export const totalTaxaDemissao = (linhas: ReadonlyArray<Linha>): Linha => {
  const primeiro = linhas[0]
  const ultimo = linhas[linhas.length - 1]
  return linhaTaxa(null, Number(primeiro?.['headcountInicio'] ?? 0), Number(ultimo?.['headcountFim'] ?? 0), linhas.reduce((a, l) => a + Number(l['qtdDemitidos'] ?? 0), 0))
}

/**
 * Taxa de demissão (spec 001 §7 Talent reports) — how many of the workforce were dismissed, month by month:
 * Taxa de demissão = Demitidos / Headcount médio × 100, Headcount médio = (headcount no início + headcount no fim) /
 * 2 (`taxaDemissao`). Headcount on a date = admitted by then and not dismissed before it (core's `headcountEm`: the
 * first and last days of the month); demitidos = dismissal date inside the month; a cancelled admission never
 * counts. The period's line: the dismissals summed over the headcount on its first and last days. Each person
 * counts by the history row in force on that date (establishment, area, cargo); a manager sees the areas they
 * manage. At most 36 months.
 */
export const consultaTaxaDemissao = defineConsulta({
  nome: 'gestao-talentos/taxa-demissao',
  autoridade: AUTORIDADES_INDICADORES,
  campos: { ...camposMeses(), ...camposLotacao() },
  restringir: restringirAreasGeridas,
  regras: regrasMeses,
  colunas: () => [
    { campo: 'mes', titulo: 'Mês/Ano', tipo: 'texto' },
    { campo: 'headcountInicio', titulo: 'Headcount no início', tipo: 'inteiro' },
    { campo: 'headcountFim', titulo: 'Headcount no fim', tipo: 'inteiro' },
    { campo: 'headcountMedio', titulo: 'Headcount médio', tipo: 'decimal' },
    { campo: 'qtdDemitidos', titulo: 'Demitidos', tipo: 'inteiro' },
    { campo: 'taxa', titulo: 'Taxa de demissão (%)', tipo: 'percentual' },
  ],
  completar: completarTaxaDemissao,
  totalizar: totalTaxaDemissao,
  grafico: { categoria: 'mes', valores: ['taxa'] },
})
export type FiltroTaxaDemissao = FiltroSql<typeof consultaTaxaDemissao>

export const relatorioTaxaDemissao = defineRelatorio({
  consulta: consultaTaxaDemissao,
  titulo: 'Taxa de Demissão',
  menu: menuRelatorioTalentos(11),
  tela: 'tabela',
  descreverFiltro: (f) => juntar([descreverMeses(f), ...descreverLotacao(f), FORMULA_TAXA_DEMISSAO]),
  resumo: () => [{ rotulo: 'Fórmula', valor: FORMULA_TAXA_DEMISSAO }],
})
