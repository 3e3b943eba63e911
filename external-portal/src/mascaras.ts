import { formatarData } from '../../core/shared/formatos.ts'

/** Progressive CPF mask while typing: '1234' → '123.4', up to '000.000.000-00' (11 digits). */
export const mascararCpfDigitando = (texto: string): string => {
  const d = texto.replace(/\D/g, '').slice(0, 11)
  let s = d.slice(0, 3)
  if (d.length > 3) s += `.${d.slice(3, 6)}`
  if (d.length > 6) s += `.${d.slice(6, 9)}`
  if (d.length > 9) s += `-${d.slice(9, 11)}`
  return s
}

/** A date or date-time from the API (`YYYY-MM-DD…`) as dd/mm/aaaa; other shapes unchanged. */
export const dataBr = (valor: string): string => {
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(valor)?.[0]
  return iso ? formatarData(iso) : valor
}

/** The first `n` characters (whole code points) of a name. */
export const limitar = (texto: string, n: number): string => Array.from(texto).slice(0, n).join('').trimEnd()
