import { ehDataValida, ehMesValido } from './datas.ts'

/**
 * pt-BR display formats. Money is integer centavos; dates are `YYYY-MM-DD`. Formatters return their input
 * unchanged when it cannot be formatted; parsers return `undefined`.
 */

const agruparMilhares = (inteiro: string): string => inteiro.replace(/\B(?=(\d{3})+(?!\d))/g, '.')

/**
 * `R$ 1.234,56`, negatives `-R$ 1.234,56`. Built by hand (not Intl) so the space after R$ is a normal space in
 * every runtime. Expects integer centavos; a fractional value is first rounded to the nearest centavo.
 */
export const formatarDinheiro = (centavos: number): string => {
  if (!Number.isFinite(centavos)) return String(centavos)
  const c = Math.round(Math.abs(centavos))
  const reais = agruparMilhares(String(Math.floor(c / 100)))
  const texto = `R$ ${reais},${String(c % 100).padStart(2, '0')}`
  return centavos < 0 && c !== 0 ? `-${texto}` : texto
}

const DINHEIRO = /^(-)?\s*(?:R\$\s*)?(-)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/

/**
 * Money typed in pt-BR: optional `R$`, optional minus (before or after `R$`), thousands with `.` in groups of 3
 * or none, up to 2 decimals after `,` ('R$ 1.234,56', '1234,56', '1.234', '-R$ 0,5'). Returns centavos or
 * `undefined` (e.g. '1234.56' with a dot as decimal point is rejected, as pt-BR reads it as thousands).
 */
export const parseDinheiro = (texto: string): number | undefined => {
  const m = DINHEIRO.exec(texto.replace(/\u00a0|\u202f/g, ' ').trim())
  if (!m || (m[1] && m[2])) return undefined
  const reais = Number((m[3] ?? '').replace(/\./g, ''))
  const centavos = reais * 100 + Number((m[4] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(centavos)) return undefined
  return m[1] || m[2] ? -centavos || 0 : centavos
}

/** `2026-11-21` → `21/11/2026`. */
export const formatarData = (data: string): string => {
  if (!ehDataValida(data)) return data
  const [a, m, d] = data.split('-')
  return `${d}/${m}/${a}`
}

/** `11/2026` → `2026-11`; `undefined` for any other shape or an impossible month such as 13/2026. */
export const parseMes = (texto: string): string | undefined => {
  const m = /^(\d{2})\/(\d{4})$/.exec(texto.trim())
  if (!m) return undefined
  const mes = `${m[2]}-${m[1]}`
  return ehMesValido(mes) ? mes : undefined
}

/** `21/11/2026` → `2026-11-21`; `undefined` for any other shape or an impossible date such as 31/02/2026. */
export const parseData = (texto: string): string | undefined => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto.trim())
  if (!m) return undefined
  const iso = `${m[3]}-${m[2]}-${m[1]}`
  return ehDataValida(iso) ? iso : undefined
}

/** `2026-11-21` or `2026-11` → `11/2026`. */
export const formatarMes = (data: string): string => {
  const m = /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2})?$/.exec(data)
  if (!m || (data.length > 7 && !ehDataValida(data))) return data
  return `${m[2]}/${m[1]}`
}

const formatoSaoPaulo = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An ISO instant (`2026-11-21T13:05:00Z`) as `dd/mm/aaaa hh:mm` in America/Sao_Paulo time. */
export const formatarDataHora = (instante: string): string => {
  const ms = Date.parse(instante)
  if (Number.isNaN(ms)) return instante
  const p = Object.fromEntries(formatoSaoPaulo.formatToParts(new Date(ms)).map((x) => [x.type, x.value]))
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

const DECIMAL = /^(-)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?\s*%?$/

/**
 * A number typed in pt-BR: thousands with `.` in groups of 3 or none, decimals after `,`, an optional minus and a
 * trailing '%' ('1.234,5', '12,75%', '-3'). `undefined` for anything else ('1234.5' reads as thousands in pt-BR
 * and is rejected). The number of decimals is kept, so the field's rule can report too many.
 */
export const parseDecimal = (texto: string): number | undefined => {
  const m = DECIMAL.exec(texto.replace(/\u00a0|\u202f/g, ' ').trim())
  if (!m) return undefined
  const n = Number(`${(m[2] ?? '').replace(/\./g, '')}${m[3] ? `.${m[3]}` : ''}`)
  if (!Number.isFinite(n)) return undefined
  return m[1] ? -n || 0 : n
}

/** A whole number with the pt-BR thousands separator: 5571 → '5.571'. */
export const formatarInteiro = (valor: number): string => formatarDecimal(valor, 0)

/** The list footer of spec 000 §2.7, with the count grouped: '5.571 registro(s) encontrado(s).' */
export const registrosEncontrados = (total: number): string => `${formatarInteiro(total)} registro(s) encontrado(s).`

/**
 * A percentage in pt-BR, the sign right after the number as in the lists: 12.5 → '12,5%' (up to `casas`
 * decimals); with `fixo` always `casas` decimals, for report columns: 60.666 → '60,67%', 45 → '45,00%'.
 */
export const formatarPercentual = (valor: number, casas = 2, fixo = false): string =>
  Number.isFinite(valor) ? `${formatarDecimal(valor, casas, fixo)}%` : String(valor)

/**
 * A number in pt-BR with up to `casas` decimals, trailing zeros trimmed: 1.5 → '1,5', 2 → '2'; with `fixo`
 * always `casas` decimals (columns of reports stay aligned): 1.5 → '1,50'.
 */
export const formatarDecimal = (valor: number, casas = 2, fixo = false): string => {
  const texto = arredondar(valor, casas).toFixed(casas)
  const [inteiro = '0', fracao = ''] = texto.replace('-', '').split('.')
  const f = fixo ? fracao : fracao.replace(/0+$/, '')
  const sinal = texto.startsWith('-') && /[1-9]/.test(texto) ? '-' : ''
  return `${sinal}${agruparMilhares(inteiro)}${f ? `,${f}` : ''}`
}

/**
 * Compares texts in pt-BR order (accents and case as Brazilians sort names), like `a.localeCompare(b, 'pt-BR')` but
 * with one collator built once: `localeCompare` with a locale builds one per call, which shows when sorting thousands.
 */
export const compararTexto: (a: string, b: string) => number = new Intl.Collator('pt-BR').compare

/**
 * Rounds half away from zero to `casas` decimals on the decimal representation, so 1.005 → 1.01 (plain
 * Math.round(x * 100) / 100 gives 1). This is the rounding used for every chart value and percentage shown.
 */
export const arredondar = (valor: number, casas = 2): number => {
  const abs = Math.abs(valor)
  if (!Number.isFinite(valor) || abs >= 1e15) return valor
  const fator = 10 ** casas
  const m = abs * fator
  // Fast path (results of thousands of answers round often): away from a half, the product's rounding is the
  // decimal text's, and an integer over an exact power of ten is the nearest double, as the text form is.
  const frac = m - Math.floor(m)
  const r =
    casas >= 0 && casas <= 15 && m < 1e9 && Math.abs(frac - 0.5) > 1e-6
      ? Math.round(m) / fator
      : // o deslocamento decimal via texto só vale sem notação exponencial (|x| < 1e21 e não minúsculo)
        /e/i.test(String(abs))
        ? Math.round(m) / fator
        : Number(`${Math.round(Number(`${abs}e${casas}`))}e-${casas}`)
  return valor < 0 && r !== 0 ? -r : r
}

/** True when `valor` has at most `casas` decimals (checked on the decimal text, so 0.1 + 0.2 is rejected). */
export const temNoMaximoCasas = (valor: number, casas: number): boolean => {
  if (!Number.isFinite(valor)) return false
  const texto = String(Math.abs(valor))
  if (/e/i.test(texto)) return arredondar(valor, casas) === valor
  return (texto.split('.')[1] ?? '').length <= casas
}

const UNIDADES = ['Bytes', 'KB', 'MB', 'GB'] as const

/**
 * File size with base 1024: below 1 KB in Bytes ('512 Bytes'), then KB, MB, GB with up to 2 decimals
 * ('1,5 KB'). A value that rounds to 1024 of a unit moves up (1048575 Bytes → '1 MB'). Negative or
 * non-finite sizes count as 0.
 */
export const formatarTamanhoArquivo = (bytes: number): string => {
  const b = Number.isFinite(bytes) && bytes > 0 ? Math.round(bytes) : 0
  if (b < 1024) return `${b} Bytes`
  let u = 1
  // centésimos da unidade: b * 100 / 1024^u é exato em binário, então o arredondamento não sofre com ponto flutuante
  let centesimos = Math.round((b * 100) / 1024 ** u)
  while (u < UNIDADES.length - 1 && centesimos >= 1024 * 100) {
    u++
    centesimos = Math.round((b * 100) / 1024 ** u)
  }
  return `${formatarDecimal(centesimos / 100)} ${UNIDADES[u]}`
}

/**
 * Time-input digits shown as hours:minutes: the last two digits are the minutes, the rest the hours, unpadded
 * ('0830' → '08:30', '830' → '8:30', '12000' → '120:00' for hour totals). With 2 digits or fewer the user is
 * still typing the hours, so they are returned as is. Non-digits are dropped.
 */
export const formatarHora = (digitos: string): string => {
  const d = digitos.replace(/\D/g, '')
  return d.length <= 2 ? d : `${d.slice(0, -2)}:${d.slice(-2)}`
}

/**
 * `H:MM` (hours unbounded, minutes 00-59) → total minutes; also accepts the bare digits of `formatarHora`
 * ('0830'). `undefined` when it is not a time.
 */
export const parseHora = (texto: string): number | undefined => {
  const t = texto.trim()
  const m = /^(\d+):([0-5]\d)$/.exec(/^\d{3,}$/.test(t) ? formatarHora(t) : t)
  if (!m) return undefined
  const minutos = Number(m[1]) * 60 + Number(m[2])
  return Number.isSafeInteger(minutos) ? minutos : undefined
}

/** Minutes → `H:MM` (510 → '8:30', 0 → '0:00'); the inverse of `parseHora` for non-negative integers. */
export const formatarMinutos = (minutos: number): string => {
  const m = Math.max(0, Math.round(minutos))
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`
}

/**
 * Progressive input masks for typing (presentation only): `#` takes the next typed character; literal characters
 * appear once there is something after them. Complete values are formatted with the formatters above.
 */
export const mascararParcial = (valor: string, mascara: string): string => {
  let i = 0
  let saida = ''
  for (const m of mascara) {
    if (i >= valor.length) break
    saida += m === '#' ? valor.charAt(i++) : m
  }
  return saida
}

export const tamanhoMascara = (mascara: string) => [...mascara].filter((c) => c === '#').length

export const MASCARA_CPF = '###.###.###-##'
export const MASCARA_CNPJ = '##.###.###/####-##'
export const MASCARA_DATA = '##/##/####'
export const MASCARA_CEP = '#####-###'
export const MASCARA_HORA = '##:##'
export const MASCARA_MES = '##/####'
export const MASCARA_PIS = '###.#####.##-#'

/** The digits of a typed text under a mask: `mascararDigitos('12a345', MASCARA_CEP)` → `12345`, `123456` → `12345-6`. */
export const mascararDigitos = (texto: string, mascara: string): string =>
  mascararParcial(texto.replace(/\D/g, '').slice(0, tamanhoMascara(mascara)), mascara)

/** A number without DDD while typing: up to 9 digits, a hyphen before the last four ('99123-4567', '3234-5678'). */
export const mascararFoneDigitando = (input: string): string => {
  const d = input.replace(/\D/g, '').slice(0, 9)
  return d.length > 4 ? `${d.slice(0, -4)}-${d.slice(-4)}` : d
}

/** A date being typed: complete and valid → `YYYY-MM-DD`; otherwise the masked text as typed (so validation reports it). */
export const lerDataDigitada = (texto: string): string | undefined => {
  const m = mascararDigitos(texto, MASCARA_DATA)
  return parseData(m) ?? (m || undefined)
}

/** The text a date input shows for a stored value: `YYYY-MM-DD` → dd/mm/aaaa; anything else as it is. */
export const mostrarDataDigitada = (valor: unknown): string => (typeof valor === 'string' ? formatarData(valor) : '')

/** A whole phone while typing: '(11) 3234-5678', '(11) 99123-4567'; up to 11 digits, DDD first. */
export const mascararTelefoneDigitando = (input: string): string => {
  const d = input.replace(/\D/g, '').slice(0, 11)
  return d.length <= 2 ? (d ? `(${d}` : '') : `(${d.slice(0, 2)}) ${mascararFoneDigitando(d.slice(2))}`
}

/** A month being typed: complete and valid → `YYYY-MM`; otherwise the masked text as typed (so validation reports it). */
export const lerMesDigitado = (texto: string): string | undefined => {
  const m = mascararDigitos(texto, MASCARA_MES)
  return parseMes(m) ?? (m || undefined)
}

/** The text a month input shows for a stored value: `YYYY-MM` → mm/aaaa; anything else as it is. */
export const mostrarMesDigitado = (valor: unknown): string => (typeof valor === 'string' ? formatarMes(valor) : '')

/** A time of day being typed: the masked digits ('0830' → '08:30'); validation reports an incomplete or impossible one. */
export const lerHoraDigitada = (texto: string): string | undefined => mascararDigitos(texto, MASCARA_HORA) || undefined
