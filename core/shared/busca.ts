/**
 * Text search on names (candidates, employees…): a field declared with `busca: true` keeps a normalised copy
 * (`<campo>Busca`) that the list searches and sorts on. A search finds the records whose name has every word
 * typed, in any order, each anywhere in the name ('silva ana' finds 'Ana Maria da Silva'; 'mar' finds 'Maria').
 */

/** Lower-case, accent-free, single-spaced: the stored search key and the form of the words searched. */
export const normalizarTermo = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** The words of a search, normalised, without repeats (a word inside another adds nothing), at most 10. */
export const palavrasDaBusca = (texto: string): ReadonlyArray<string> => {
  const todas = [...new Set(normalizarTermo(texto).split(' ').filter((p) => p.length > 0))]
  return todas.filter((p, i) => !todas.some((q, j) => j !== i && q.length > p.length && q.includes(p))).slice(0, 10)
}

/** The stored key of a searchable field: `nome` → `nomeBusca`. */
export const chaveDeBusca = (campo: string) => `${campo}Busca`

/**
 * A search term that is a code rather than a name: digits with the usual punctuation of CPF, CNPJ or a
 * registration number, at least 3 digits ('123.456' finds the CPFs that start with 123456).
 */
export const digitosDeCodigo = (texto: string): string | undefined => {
  const t = texto.trim()
  if (!/^[\d.\-/\s]+$/.test(t)) return undefined
  const d = t.replace(/\D/g, '')
  return d.length >= 3 ? d : undefined
}
