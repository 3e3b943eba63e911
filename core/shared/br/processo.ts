import { aplicarMascara, removerMascara, schemaNormalizado, temDigitos } from './digitos.ts'

export const PROCESSO_INVALIDO = 'Número do processo inválido'

/** `administrativo`: 17 digits (NUP); `judicial`: 20 digits (CNJ numbering). */
export type TipoProcesso = 'administrativo' | 'judicial'

const TAMANHO: Record<TipoProcesso, number> = { administrativo: 17, judicial: 20 }

/** Strips the mask (`.`, `-`, `/`, spaces). */
export const normalizarNumeroProcesso = (input: string): string => removerMascara(input)

/**
 * 17 digits (administrative) or 20 digits (judicial), as the spec and eSocial's nrProcJud ask; without `tipo`
 * either length is accepted. Only the length is checked (no CNJ/NUP check digit), like the product's forms.
 */
export const validarNumeroProcesso = (input: string, tipo?: TipoProcesso): boolean => {
  const n = normalizarNumeroProcesso(input)
  return tipo ? temDigitos(n, TAMANHO[tipo]) : temDigitos(n, 17) || temDigitos(n, 20)
}

/**
 * 20 digits as CNJ `NNNNNNN-DD.AAAA.J.TR.OOOO`, 17 digits as NUP `NNNNN.NNNNNN/AAAA-DD`; anything else unchanged.
 */
export const formatarNumeroProcesso = (input: string): string => {
  const n = normalizarNumeroProcesso(input)
  if (temDigitos(n, 20)) return aplicarMascara(n, '#######-##.####.#.##.####')
  if (temDigitos(n, 17)) return aplicarMascara(n, '#####.######/####-##')
  return input
}

/** Decodes to the 17 or 20 digits; message 'Número do processo inválido'. */
export const NumeroProcessoSchema = /* @__PURE__ */ schemaNormalizado(
  normalizarNumeroProcesso,
  (n) => validarNumeroProcesso(n),
  PROCESSO_INVALIDO,
)
