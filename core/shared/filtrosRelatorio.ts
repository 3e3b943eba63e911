import { data, inteiro, opcoes } from './campos.ts'
import type { Linha } from './consulta.ts'
import { validarAnoRelatorio, validarPeriodo } from './datas.ts'
import type { ErroCampo } from './erros.ts'
import { formatarData, formatarInteiro, formatarMes, formatarPercentual } from './formatos.ts'

/**
 * Filter pieces and wording every module's reports share (spec 000 and 001 §5 report filters): the report year,
 * the period, Detalhado/Resumido, and the words that print a filter under the title.
 */

/**
 * Report year: the field only checks that it is an integer; the range 1900..current year comes from
 * `regrasAno` (it needs today), so every out-of-range year gets 'O ano deve estar entre 1900 e {ano}'.
 */
export const campoAno = () => inteiro({ label: 'Ano', required: true, min: -2_147_483_648 })
export const regrasAno = (ano: number, hoje: string): ReadonlyArray<ErroCampo> => validarAnoRelatorio(ano, hoje, 'ano')

/** Period (both required, end not before start). */
export const camposPeriodo = (rotulo: string) => ({
  dataIni: data({ label: `${rotulo} inicial`, required: true, obrigatorio: 'Data inicial é obrigatória' }),
  dataFim: data({ label: `${rotulo} final`, required: true, obrigatorio: 'Data final é obrigatória' }),
})
export const regrasPeriodo = (f: { readonly dataIni: string; readonly dataFim: string }) => validarPeriodo(f.dataIni, f.dataFim)
/** 'Período: mm/aaaa a mm/aaaa' of a month-range filter (mesIni, mesFim). */
export const descreverMeses = (f: { readonly mesIni: string; readonly mesFim: string }) => `Período: ${formatarMes(f.mesIni)} a ${formatarMes(f.mesFim)}`

export const descreverPeriodo = (rotulo: string, f: { readonly dataIni: string; readonly dataFim: string }) =>
  `${rotulo}: ${formatarData(f.dataIni)} a ${formatarData(f.dataFim)}`

/** Report-type selector (spec 001 §2 'Detalhado or Resumido'). */
export const TIPO_RELATORIO = [
  { id: 'R', name: 'Resumido' },
  { id: 'D', name: 'Detalhado' },
] as const
export const campoTipo = (padrao: 'R' | 'D' = 'R') => opcoes({ label: 'Tipo de Relatório', required: true, default: padrao, options: TIPO_RELATORIO })

export const nomeDe = (lista: ReadonlyArray<{ readonly id: string; readonly name: string }>, id: string) => lista.find((o) => o.id === id)?.name ?? id
export const quantosSelecionados = (rotulo: string, ids: ReadonlyArray<number> | undefined) =>
  ids?.length ? `${rotulo}: ${formatarInteiro(ids.length)} selecionado(s)` : ''

/** a of b in % with two decimals (0 when b is 0). */
export const percentual = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 100 : 0)
/** A rate of a summary line, written as the lists write it: '60,67%'. */
export const textoPercentual = (v: number) => formatarPercentual(v, 2, true)
/** A rate for the summary lines: '—' when there is nothing to divide by. */
export const textoTaxa = (a: number, b: number) => (b > 0 ? textoPercentual(percentual(a, b)) : '—')
export const somaDe = (linhas: ReadonlyArray<Linha>, campo: string) => linhas.reduce((a, l) => a + (Number(l[campo]) || 0), 0)
export const juntar = (partes: ReadonlyArray<string>) => partes.filter(Boolean).join('; ')
