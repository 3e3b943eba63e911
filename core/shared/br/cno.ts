import { aplicarMascara, removerMascara, schemaNormalizado, somaPonderada, temDigitos, todosIguais } from './digitos.ts'

export const CNO_INVALIDO = 'CNO inválido'
export const CNO_OBRIGATORIO = 'CNO é obrigatório'

/** Strips the mask (`.`, `/`, `-`, spaces). */
export const normalizarCno = (input: string): string => removerMascara(input)

/**
 * Check digit (12th digit) of a CNO (Cadastro Nacional de Obras, IN RFB 1.845/2018). The CNO replaced the CEI
 * matrícula of works and keeps its 12-digit layout `00.000.00000/00`; we apply the CEI check digit published by
 * Receita/INSS (assumption: Receita publishes no separate CNO algorithm that we could confirm):
 * soma = Σ dígito × peso with weights 7,4,1,8,5,2,1,6,3,7,4 over the first 11 digits;
 * t = (dezena + unidade of soma) mod 10; dv = (10 - t) mod 10.
 */
export const calcularDvCno = (corpo11: string): string => {
  const soma = somaPonderada(corpo11, [7, 4, 1, 8, 5, 2, 1, 6, 3, 7, 4])
  const t = (Math.floor(soma / 10) % 10 + (soma % 10)) % 10
  return String((10 - t) % 10)
}

/** 12 digits (mask optional), not all the same digit, check digit right. */
export const validarCno = (input: string): boolean => {
  const cno = normalizarCno(input)
  return temDigitos(cno, 12) && !todosIguais(cno) && calcularDvCno(cno.slice(0, 11)) === cno.slice(11)
}

/** `00.000.00000/00`; the input is returned unchanged when it does not have 12 digits. */
export const formatarCno = (input: string): string => {
  const cno = normalizarCno(input)
  return temDigitos(cno, 12) ? aplicarMascara(cno, '##.###.#####/##') : input
}

/** Decodes a masked or bare CNO to its 12 digits; message 'CNO inválido' (use CNO_OBRIGATORIO for a missing one). */
export const CnoSchema = /* @__PURE__ */ schemaNormalizado(normalizarCno, validarCno, CNO_INVALIDO)
