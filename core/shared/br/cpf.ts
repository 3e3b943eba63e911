import { aplicarMascara, dvModulo11, removerMascara, schemaNormalizado, temDigitos, todosIguais } from './digitos.ts'

export const CPF_INVALIDO = 'CPF inválido'

/** Strips the mask (`.`, `-`, spaces). */
export const normalizarCpf = (input: string): string => removerMascara(input)

/**
 * The two CPF check digits of a 9-digit body: modulo 11 with weights 10..2 (first) and 11..2 (second);
 * resto < 2 gives 0, otherwise 11 - resto.
 */
export const calcularDvCpf = (corpo9: string): string => {
  const dv1 = dvModulo11(corpo9, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const dv2 = dvModulo11(corpo9 + dv1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  return `${dv1}${dv2}`
}

/** 11 digits (mask optional), not all the same digit, both check digits right. */
export const validarCpf = (input: string): boolean => {
  const cpf = normalizarCpf(input)
  return temDigitos(cpf, 11) && !todosIguais(cpf) && calcularDvCpf(cpf.slice(0, 9)) === cpf.slice(9)
}

/** `000.000.000-00`; the input is returned unchanged when it does not have 11 digits. */
export const formatarCpf = (input: string): string => {
  const cpf = normalizarCpf(input)
  return temDigitos(cpf, 11) ? aplicarMascara(cpf, '###.###.###-##') : input
}

/** Decodes a masked or bare CPF to its 11 digits; message 'CPF inválido'. */
export const CpfSchema = /* @__PURE__ */ schemaNormalizado(normalizarCpf, validarCpf, CPF_INVALIDO)
