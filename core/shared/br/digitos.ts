import { Schema } from 'effect'

/**
 * Shared helpers for Brazilian identifiers: digit extraction, mask stripping and weighted check digits.
 */

/** Keeps only the characters 0-9. */
export const somenteDigitos = (input: string): string => input.replace(/\D/g, '')

/**
 * Removes the punctuation that masks use (`.`, `-`, `/`, `(`, `)`) and white space. Any other character is
 * kept on purpose, so `validarX` rejects inputs such as `123abc` instead of silently dropping the letters.
 */
export const removerMascara = (input: string): string => input.replace(/[.\-/()\s]/g, '')

/** True when the string is non-empty and every character equals the first (e.g. `11111111111`). */
export const todosIguais = (input: string): boolean => input.length > 0 && [...input].every((c) => c === input[0])

/** True when the string has exactly `tamanho` digits (0-9) and nothing else. */
export const temDigitos = (input: string, tamanho: number): boolean =>
  input.length === tamanho && /^\d+$/.test(input)

/** Value of a character in check-digit sums: its ASCII code minus 48 ('0'..'9' = 0..9, 'A' = 17 … 'Z' = 42). */
export const valorCaractere = (c: string): number => c.charCodeAt(0) - 48

/** Σ valor(caractere i) × peso i, over the first `pesos.length` characters. */
export const somaPonderada = (corpo: string, pesos: ReadonlyArray<number>): number => {
  let soma = 0
  for (let i = 0; i < pesos.length; i++) soma += valorCaractere(corpo.charAt(i)) * (pesos[i] ?? 0)
  return soma
}

/**
 * The usual Receita Federal modulo-11 check digit (CPF, CNPJ): resto = soma % 11; dv = resto < 2 ? 0 : 11 - resto.
 */
export const dvModulo11 = (corpo: string, pesos: ReadonlyArray<number>): number => {
  const resto = somaPonderada(corpo, pesos) % 11
  return resto < 2 ? 0 : 11 - resto
}

/**
 * Applies a mask where each `#` takes the next character of `valor`; other mask characters are copied.
 * The caller guarantees `valor` has exactly as many characters as the mask has `#`.
 */
export const aplicarMascara = (valor: string, mascara: string): string => {
  let i = 0
  let saida = ''
  for (const m of mascara) saida += m === '#' ? valor.charAt(i++) : m
  return saida
}

/**
 * `Schema.String` decoded to its normalised form and filtered by the validator; every failure (not a string,
 * invalid value) carries the same contractual message.
 */
export const schemaNormalizado = (
  normalizar: (input: string) => string,
  validar: (normalizado: string) => boolean,
  mensagem: string,
) =>
  Schema.transform(Schema.String.annotations({ message: () => mensagem }), Schema.String, {
    strict: true,
    decode: normalizar,
    encode: (s) => s,
  }).pipe(Schema.filter((s) => validar(s), { message: () => mensagem }))
