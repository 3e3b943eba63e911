import type { ErroCampo } from './erros.ts'

/**
 * Pure calendar rules on `YYYY-MM-DD` strings. "Today" always comes in as `hoje`; UTC `Date` is used internally
 * only for day arithmetic, so no time zone or daylight-saving shift can move a date.
 */

export const DATA_INICIAL_OBRIGATORIA = 'Data inicial é obrigatória'
export const DATA_FINAL_OBRIGATORIA = 'Data final é obrigatória'
export const DATA_FINAL_INFERIOR = 'Data final inferior a data inicial.'
export const DATA_INVALIDA = 'Data inválida'
export const DATA_ADMISSAO_OBRIGATORIA = 'Data de Admissão é obrigatória'
export const DATA_ADMISSAO_FUTURA = 'A data de admissão deve ser igual ou anterior a data atual'
export const ANO_OBRIGATORIO = 'Ano é obrigatório'
export const ANO_MINIMO = 1900
export const mensagemAnoForaDoIntervalo = (anoAtual: number) => `O ano deve estar entre ${ANO_MINIMO} e ${anoAtual}`

const DIA_MS = 86_400_000
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

export const ehBissexto = (ano: number): boolean => (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0

/** Days in month `mes` (1-12) of `ano`. */
export const diasNoMes = (ano: number, mes: number): number =>
  mes === 2 ? (ehBissexto(ano) ? 29 : 28) : [4, 6, 9, 11].includes(mes) ? 30 : 31

/** True for a real calendar date written `YYYY-MM-DD` (years 0001-9999); rejects 2026-02-30, 2026-13-01… */
export const ehDataValida = (data: string): boolean => {
  const m = ISO.exec(data)
  if (!m) return false
  const ano = Number(m[1])
  const mes = Number(m[2])
  const dia = Number(m[3])
  return ano >= 1 && mes >= 1 && mes <= 12 && dia >= 1 && dia <= diasNoMes(ano, mes)
}

/** Days from 1970-01-01 to a proleptic Gregorian date (days and months out of range carry over, as Date does). */
const diasDesdeEpoca = (a: number, m: number, d: number): number => {
  const y = m <= 2 ? a - 1 : a
  const era = Math.floor(y / 400)
  const anoDaEra = y - era * 400
  const diaDoAno = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1
  return era * 146097 + anoDaEra * 365 + Math.floor(anoDaEra / 4) - Math.floor(anoDaEra / 100) + diaDoAno - 719468
}

// Plain arithmetic (no Date objects): the indicators call these thousands of times per report.
const paraUtc = (data: string): number => {
  const i = data.indexOf('-')
  const j = data.indexOf('-', i + 1)
  return diasDesdeEpoca(Number(data.slice(0, i)), Number(data.slice(i + 1, j)), Number(data.slice(j + 1))) * DIA_MS
}

const deUtc = (ms: number): string => {
  const z = Math.floor(ms / DIA_MS) + 719468
  const era = Math.floor(z / 146097)
  const diaDaEra = z - era * 146097
  const anoDaEra = Math.floor((diaDaEra - Math.floor(diaDaEra / 1460) + Math.floor(diaDaEra / 36524) - Math.floor(diaDaEra / 146096)) / 365)
  const diaDoAno = diaDaEra - (365 * anoDaEra + Math.floor(anoDaEra / 4) - Math.floor(anoDaEra / 100))
  const mp = Math.floor((5 * diaDoAno + 2) / 153)
  const d = diaDoAno - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  const a = anoDaEra + era * 400 + (m <= 2 ? 1 : 0)
  return `${String(a).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`
}

/**
 * São Paulo's offset from UTC. Fixed at −03:00 since daylight saving was abolished in 2019 (Decreto 9.772/2019);
 * the one place that knows it (the product's instants are UTC, its calendar days São Paulo's).
 */
export const FUSO_SAO_PAULO = '-03:00'
const FUSO_SAO_PAULO_MS = -3 * 3_600_000

/**
 * An instant typed `YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±hh:mm]` as its UTC ISO string (a time without a zone is São
 * Paulo's); undefined when it is none (2025-02-30T10:00, 25:00).
 */
export const instanteUtc = (texto: string): string | undefined => {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.exec(texto.trim())
  if (!m) return undefined
  const [, dia = '', h, min, seg = '00', zona = FUSO_SAO_PAULO] = m
  if (!ehDataValida(dia) || Number(h) > 23 || Number(min) > 59 || Number(seg) > 59) return undefined
  const t = Date.parse(`${dia}T${h}:${min}:${seg}${zona}`)
  return Number.isNaN(t) ? undefined : new Date(t).toISOString()
}

/** The UTC ISO instant at which calendar day `data` starts in São Paulo (2026-03-10 → 2026-03-10T03:00:00.000Z). */
export const inicioDoDiaEmSaoPaulo = (data: string): string => new Date(paraUtc(data) - FUSO_SAO_PAULO_MS).toISOString()

/** The São Paulo calendar day (`YYYY-MM-DD`) of a UTC instant given in milliseconds. */
export const diaEmSaoPaulo = (instanteMs: number): string => deUtc(instanteMs + FUSO_SAO_PAULO_MS)

/** `AAAAMMDD-HHMMSS` of an instant on São Paulo's clock: for file names a person reads beside the screen's dates. */
export const carimboEmSaoPaulo = (instanteMs: number): string =>
  new Date(instanteMs + FUSO_SAO_PAULO_MS).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')

/** Whole days from `inicio` to `fim` (positive when `fim` is later, 0 for the same day). */
export const diasEntre = (inicio: string, fim: string): number => Math.round((paraUtc(fim) - paraUtc(inicio)) / DIA_MS)

/** The date `dias` days after `data` (negative goes back). */
export const adicionarDias = (data: string, dias: number): string => deUtc(paraUtc(data) + dias * DIA_MS)

/**
 * The date `meses` months after `data`; the day is clamped to the last day of the target month
 * (2026-01-31 + 1 month = 2026-02-28).
 */
export const adicionarMeses = (data: string, meses: number): string => {
  const [a, m, d] = data.split('-').map(Number)
  const total = (a ?? 0) * 12 + ((m ?? 1) - 1) + meses
  const ano = Math.floor(total / 12)
  const mes = (total % 12) + 1
  const dia = Math.min(d ?? 1, diasNoMes(ano, mes))
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`
}

/**
 * Whole months from `inicio` to `fim`: the largest n with `adicionarMeses(inicio, n)` ≤ `fim` (0 when `fim` is
 * before a month has passed; negative when `fim` comes first). 2026-01-31 → 2026-02-28 is 1 month, as the
 * clamped addition says.
 */
export const mesesCompletosEntre = (inicio: string, fim: string): number => {
  const [a1, m1] = inicio.split('-').map(Number)
  const [a2, m2] = fim.split('-').map(Number)
  let n = ((a2 ?? 0) - (a1 ?? 0)) * 12 + ((m2 ?? 1) - (m1 ?? 1))
  while (adicionarMeses(inicio, n) > fim) n--
  while (adicionarMeses(inicio, n + 1) <= fim) n++
  return n
}

/** Day of the week: 0 = domingo … 6 = sábado. */
export const diaDaSemana = (data: string): number => (((paraUtc(data) / DIA_MS + 4) % 7) + 7) % 7

/** Monday to Friday. */
export const ehDiaUtil = (data: string): boolean => {
  const d = diaDaSemana(data)
  return d >= 1 && d <= 5
}

/** True for a month written `YYYY-MM` (years 0001-9999, months 01-12). */
export const ehMesValido = (mes: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(mes) && mes.slice(0, 4) !== '0000'

/** True for a time of day written `HH:MM` (00:00 to 23:59). */
export const ehHoraValida = (hora: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(hora)

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const mesDe = (data: string): string => data.slice(0, 7)

/** First and last day of a `YYYY-MM` month. */
export const limitesDoMes = (mes: string): { readonly inicio: string; readonly fim: string } => {
  const i = mes.indexOf('-')
  return { inicio: `${mes}-01`, fim: `${mes}-${String(diasNoMes(Number(mes.slice(0, i)), Number(mes.slice(i + 1)))).padStart(2, '0')}` }
}

const vazio = (v: string | null | undefined): v is null | undefined | '' => v === undefined || v === null || v === ''

/**
 * Date-range form group: both dates required ('Data inicial é obrigatória', 'Data final é obrigatória');
 * 'Data final inferior a data inicial.' on the end field when end < start (the same day is fine). A filled but
 * impossible date gives 'Data inválida'.
 */
export const validarPeriodo = (
  dataIni: string | null | undefined,
  dataFim: string | null | undefined,
  campos: { readonly inicio: string; readonly fim: string } = { inicio: 'dataIni', fim: 'dataFim' },
): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if (vazio(dataIni)) erros.push({ field: campos.inicio, message: DATA_INICIAL_OBRIGATORIA })
  else if (!ehDataValida(dataIni)) erros.push({ field: campos.inicio, message: DATA_INVALIDA })
  if (vazio(dataFim)) erros.push({ field: campos.fim, message: DATA_FINAL_OBRIGATORIA })
  else if (!ehDataValida(dataFim)) erros.push({ field: campos.fim, message: DATA_INVALIDA })
  if (erros.length === 0 && (dataFim as string) < (dataIni as string))
    erros.push({ field: campos.fim, message: DATA_FINAL_INFERIOR })
  return erros
}

/** Admission date: required, a real date, and not after `hoje`. */
export const validarDataAdmissao = (
  dataAdmissao: string | null | undefined,
  hoje: string,
  campo = 'dataAdmissao',
): ReadonlyArray<ErroCampo> => {
  if (vazio(dataAdmissao)) return [{ field: campo, message: DATA_ADMISSAO_OBRIGATORIA }]
  if (!ehDataValida(dataAdmissao)) return [{ field: campo, message: DATA_INVALIDA }]
  return dataAdmissao > hoje ? [{ field: campo, message: DATA_ADMISSAO_FUTURA }] : []
}

/**
 * Report year: required, an integer from 1900 to the year of `hoje` ('O ano deve estar entre 1900 e {ano}').
 * Accepts a number or the digits typed in the form.
 */
export const validarAnoRelatorio = (
  ano: number | string | null | undefined,
  hoje: string,
  campo = 'ano',
): ReadonlyArray<ErroCampo> => {
  if (ano === undefined || ano === null || (typeof ano === 'string' && ano.trim() === ''))
    return [{ field: campo, message: ANO_OBRIGATORIO }]
  const anoAtual = Number(hoje.slice(0, 4))
  const n = typeof ano === 'number' ? ano : /^\s*\d+\s*$/.test(ano) ? Number(ano) : Number.NaN
  return Number.isInteger(n) && n >= ANO_MINIMO && n <= anoAtual
    ? []
    : [{ field: campo, message: mensagemAnoForaDoIntervalo(anoAtual) }]
}
