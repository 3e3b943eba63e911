import { schemaNormalizado } from './digitos.ts'

export const EMAIL_INVALIDO = 'E-mail inválido'

/** Trims surrounding white space (the address itself is kept as typed). */
export const normalizarEmail = (input: string): string => input.trim()

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const ROTULO = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

/**
 * Pragmatic check, not full RFC 5322: `local@dominio.tld`, at most 254 characters, no spaces; the local part
 * (≤ 64) is dot-separated atoms of the usual characters; the domain has at least two labels of letters, digits
 * and inner hyphens, and a TLD of 2+ letters.
 */
export const validarEmail = (input: string): boolean => {
  const email = normalizarEmail(input)
  if (email.length > 254) return false
  const arroba = email.lastIndexOf('@')
  if (arroba <= 0) return false
  const local = email.slice(0, arroba)
  const rotulos = email.slice(arroba + 1).split('.')
  const tld = rotulos[rotulos.length - 1] ?? ''
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    rotulos.length >= 2 &&
    rotulos.every((r) => ROTULO.test(r)) &&
    /^[A-Za-z]{2,}$/.test(tld)
  )
}

/** Decodes to the trimmed address; message 'E-mail inválido'. */
export const EmailSchema = /* @__PURE__ */ schemaNormalizado(normalizarEmail, validarEmail, EMAIL_INVALIDO)
