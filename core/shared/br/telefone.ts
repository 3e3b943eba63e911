import { Schema } from 'effect'
import { aplicarMascara, removerMascara, schemaNormalizado } from './digitos.ts'

/** Message for a wrong DDD, landline or mobile part of a candidate contact. */
export const TELEFONE_PARTE_INVALIDA = 'Inválido'
/** Message for a phone that does not match `(AA) NNNNN-NNNN` / `(AA) NNNN-NNNN`. */
export const TELEFONE_FORMATADO_INVALIDO = 'Número inválido'
/** Message for the assistant credit-request phone (10 to 11 digits). */
export const TELEFONE_SOLICITACAO_INVALIDO = 'Número de telefone inválido.'

/** Strips the mask (`(`, `)`, `-`, `.`, spaces). */
export const normalizarTelefone = (input: string): string => removerMascara(input)

const digitosEntre = (input: string, min: number, max: number): boolean => {
  const t = normalizarTelefone(input)
  return /^\d+$/.test(t) && t.length >= min && t.length <= max
}

/** DDD: exactly 2 digits. */
export const validarDdd = (input: string): boolean => digitosEntre(input, 2, 2)
/** Landline: 8 or 9 digits (without DDD). */
export const validarFoneFixo = (input: string): boolean => digitosEntre(input, 8, 9)
/** Mobile: 9 digits (without DDD). */
export const validarCelular = (input: string): boolean => digitosEntre(input, 9, 9)
/** A whole phone: DDD + number, 10 (landline) or 11 (mobile) digits, mask optional. */
export const validarTelefone = (input: string): boolean => digitosEntre(input, 10, 11)
/** Credit-request phone: DDD + number, 10 to 11 digits (mask optional). */
export const validarTelefoneSolicitacao = validarTelefone

/** Exactly `(AA) NNNNN-NNNN` or `(AA) NNNN-NNNN`. */
export const validarTelefoneFormatado = (input: string): boolean => /^\(\d{2}\) \d{4,5}-\d{4}$/.test(input)

/**
 * Builds `(AA) NNNNN-NNNN` from 11 digits or `(AA) NNNN-NNNN` from 10 digits (mask in the input is ignored);
 * any other input is returned unchanged.
 */
export const formatarTelefone = (input: string): string => {
  const t = normalizarTelefone(input)
  if (!/^\d+$/.test(t)) return input
  if (t.length === 11) return aplicarMascara(t, '(##) #####-####')
  if (t.length === 10) return aplicarMascara(t, '(##) ####-####')
  return input
}

export const DddSchema = /* @__PURE__ */ schemaNormalizado(normalizarTelefone, validarDdd, TELEFONE_PARTE_INVALIDA)
export const FoneFixoSchema = /* @__PURE__ */ schemaNormalizado(normalizarTelefone, validarFoneFixo, TELEFONE_PARTE_INVALIDA)
export const CelularSchema = /* @__PURE__ */ schemaNormalizado(normalizarTelefone, validarCelular, TELEFONE_PARTE_INVALIDA)
/** Decodes a whole phone to its 10 or 11 digits; message 'Número inválido' (the spec's phone-format message). */
export const TelefoneSchema = /* @__PURE__ */ schemaNormalizado(normalizarTelefone, validarTelefone, TELEFONE_FORMATADO_INVALIDO)
/** Decodes to the 10 or 11 digits; message 'Número de telefone inválido.'. */
export const TelefoneSolicitacaoSchema = /* @__PURE__ */ schemaNormalizado(
  normalizarTelefone,
  validarTelefoneSolicitacao,
  TELEFONE_SOLICITACAO_INVALIDO,
)
/** Keeps the formatted text as is; message 'Número inválido'. */
export const TelefoneFormatadoSchema = /* @__PURE__ */ Schema.String.annotations({ message: () => TELEFONE_FORMATADO_INVALIDO }).pipe(
  Schema.filter(validarTelefoneFormatado, { message: () => TELEFONE_FORMATADO_INVALIDO }),
)
