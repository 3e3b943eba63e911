import { formatarData, MASCARA_CEP, MASCARA_CPF, mascararDigitos } from '../../core/shared/formatos.ts'

/** Progressive CPF mask while typing: '1234' → '123.4', up to '000.000.000-00' (11 digits). */
export const mascararCpfDigitando = (texto: string): string => mascararDigitos(texto, MASCARA_CPF)

/** Progressive CEP mask while typing: up to '00000-000'. */
export const mascararCepDigitando = (texto: string): string => mascararDigitos(texto, MASCARA_CEP)

/** A date or date-time from the API (`YYYY-MM-DD…`) as dd/mm/aaaa; other shapes unchanged. */
export const dataBr = (valor: string): string => {
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(valor)?.[0]
  return iso ? formatarData(iso) : valor
}

/** The first `n` characters (whole code points) of a name. */
/** At most `n` characters; a cut text ends with '…' (the whole one goes in the element's title). */
export const limitar = (texto: string, n: number): string => {
  const letras = Array.from(texto)
  return letras.length <= n ? texto : `${letras.slice(0, n - 1).join('').trimEnd()}…`
}
