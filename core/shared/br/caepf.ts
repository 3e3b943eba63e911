import { aplicarMascara, dvModulo11, removerMascara, schemaNormalizado, temDigitos, todosIguais } from './digitos.ts'

export const CAEPF_INVALIDO = 'CAEPF inválido'

/** Strips the mask (`.`, `/`, `-`, spaces). */
export const normalizarCaepf = (input: string): string => removerMascara(input)

/**
 * Check digits of a CAEPF (Cadastro de Atividade Econômica da Pessoa Física, IN RFB 1.828/2018): 9-digit CPF base
 * + 3-digit sequential + 2 check digits. Receita's rule: compute dv1 and dv2 over the 12 digits exactly like a
 * CNPJ (modulo 11, weights 5,4,3,2,9,8,7,6,5,4,3,2 then 6,5,4,3,2,9,8,7,6,5,4,3,2 with dv1 appended; resto < 2
 * gives 0, else 11 - resto), then add 12 to the two-digit number dv1dv2 and keep it mod 100
 * ("DV calculado + 12"). Cross-checked in the tests against `validation-br`'s CAEPF (which documents the same
 * rule with the equivalent weights 6..9,2..9 and dv = resto).
 */
export const calcularDvCaepf = (corpo12: string): string => {
  const dv1 = dvModulo11(corpo12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const dv2 = dvModulo11(corpo12 + dv1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return String((dv1 * 10 + dv2 + 12) % 100).padStart(2, '0')
}

/** 14 digits (mask optional), not all the same digit, check digits right. */
export const validarCaepf = (input: string): boolean => {
  const caepf = normalizarCaepf(input)
  return temDigitos(caepf, 14) && !todosIguais(caepf) && calcularDvCaepf(caepf.slice(0, 12)) === caepf.slice(12)
}

/** `000.000.000/000-00`; the input is returned unchanged when it does not have 14 digits. */
export const formatarCaepf = (input: string): string => {
  const caepf = normalizarCaepf(input)
  return temDigitos(caepf, 14) ? aplicarMascara(caepf, '###.###.###/###-##') : input
}

/** Decodes a masked or bare CAEPF to its 14 digits; message 'CAEPF inválido'. */
export const CaepfSchema = /* @__PURE__ */ schemaNormalizado(normalizarCaepf, validarCaepf, CAEPF_INVALIDO)
