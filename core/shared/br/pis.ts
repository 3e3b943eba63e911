import { aplicarMascara, removerMascara, schemaNormalizado, somaPonderada, temDigitos, todosIguais } from './digitos.ts'

export const PIS_INVALIDO = 'O número PIS é inválido'

/** Strips the mask (`.`, `-`, spaces). */
export const normalizarPis = (input: string): string => removerMascara(input)

/**
 * PIS/PASEP/NIT check digit of a 10-digit body: weights 3,2,9,8,7,6,5,4,3,2; dv = 11 - (soma % 11), and a
 * result of 10 or 11 becomes 0.
 */
export const calcularDvPis = (corpo10: string): string => {
  const dv = 11 - (somaPonderada(corpo10, [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)
  return String(dv >= 10 ? 0 : dv)
}

/** 11 digits (mask optional), not all the same digit, check digit right. */
export const validarPis = (input: string): boolean => {
  const pis = normalizarPis(input)
  return temDigitos(pis, 11) && !todosIguais(pis) && calcularDvPis(pis.slice(0, 10)) === pis.slice(10)
}

/** `000.00000.00-0`; the input is returned unchanged when it does not have 11 digits. */
export const formatarPis = (input: string): string => {
  const pis = normalizarPis(input)
  return temDigitos(pis, 11) ? aplicarMascara(pis, '###.#####.##-#') : input
}

/** Decodes a masked or bare PIS/PASEP/NIT to its 11 digits; message 'O número PIS é inválido'. */
export const PisSchema = /* @__PURE__ */ schemaNormalizado(normalizarPis, validarPis, PIS_INVALIDO)
