import { aplicarMascara, dvModulo11, removerMascara, schemaNormalizado, todosIguais } from './digitos.ts'

export const CNPJ_INVALIDO = 'CNPJ inválido'

const PESOS_DV1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const
const PESOS_DV2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const

/** Strips the mask (`.`, `/`, `-`, spaces) and upper-cases letters (alphanumeric CNPJ). */
export const normalizarCnpj = (input: string): string => removerMascara(input).toUpperCase()

/**
 * The two CNPJ check digits of a 12-character body (IN RFB 2.229/2024, alphanumeric CNPJ from July 2026):
 * each character is worth its ASCII code minus 48 ('0'..'9' = 0..9, 'A' = 17 … 'Z' = 42), then modulo 11 with
 * weights 5,4,3,2,9,8,7,6,5,4,3,2 and 6,5,4,3,2,9,8,7,6,5,4,3,2; resto < 2 gives 0, otherwise 11 - resto.
 * For all-digit bodies this is exactly the classic numeric CNPJ rule.
 */
export const calcularDvCnpj = (corpo12: string): string => {
  const dv1 = dvModulo11(corpo12, PESOS_DV1)
  const dv2 = dvModulo11(corpo12 + dv1, PESOS_DV2)
  return `${dv1}${dv2}`
}

/** 12 characters 0-9/A-Z plus 2 numeric check digits (mask and lower case accepted), not all the same character. */
export const validarCnpj = (input: string): boolean => {
  const cnpj = normalizarCnpj(input)
  return /^[0-9A-Z]{12}\d{2}$/.test(cnpj) && !todosIguais(cnpj) && calcularDvCnpj(cnpj.slice(0, 12)) === cnpj.slice(12)
}

/** `AA.AAA.AAA/AAAA-00`; the input is returned unchanged when it cannot be masked. */
export const formatarCnpj = (input: string): string => {
  const cnpj = normalizarCnpj(input)
  return /^[0-9A-Z]{12}\d{2}$/.test(cnpj) ? aplicarMascara(cnpj, '##.###.###/####-##') : input
}

/** Decodes a masked or bare CNPJ (numeric or alphanumeric) to its 14 upper-case characters; message 'CNPJ inválido'. */
export const CnpjSchema = /* @__PURE__ */ schemaNormalizado(normalizarCnpj, validarCnpj, CNPJ_INVALIDO)
