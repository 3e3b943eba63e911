import { aplicarMascara, removerMascara, schemaNormalizado, temDigitos } from './digitos.ts'

export const CEP_INVALIDO = 'Cep não pode ser nulo'

/** Strips the mask (`-`, `.`, spaces). */
export const normalizarCep = (input: string): string => removerMascara(input)

/** Exactly 8 digits after stripping the mask (the postal-code lookup needs all 8). */
export const validarCep = (input: string): boolean => temDigitos(normalizarCep(input), 8)

/** `00000-000`; the input is returned unchanged when it does not have 8 digits. */
export const formatarCep = (input: string): string => {
  const cep = normalizarCep(input)
  return temDigitos(cep, 8) ? aplicarMascara(cep, '#####-###') : input
}

/** Decodes a masked or bare CEP to its 8 digits; message 'Cep não pode ser nulo' (the spec's wording). */
export const CepSchema = /* @__PURE__ */ schemaNormalizado(normalizarCep, validarCep, CEP_INVALIDO)
