/** The company of the portal travels in the URL query `empresaId` (spec 000 §2.4). */

export type ParametroEmpresa =
  | { readonly tipo: 'ausente' }
  | { readonly tipo: 'invalida'; readonly valor: string }
  | { readonly tipo: 'valida'; readonly id: number }

/** Absent, numeric, or anything else (non-numeric, empty) which the portal refuses. */
export const lerEmpresaId = (query: URLSearchParams): ParametroEmpresa => {
  const valor = query.get('empresaId')
  if (valor === null) return { tipo: 'ausente' }
  const v = valor.trim()
  return /^\d{1,15}$/.test(v) ? { tipo: 'valida', id: Number(v) } : { tipo: 'invalida', valor }
}

/** A positive integer query parameter (e.g. solicitacaoId), else undefined. */
export const lerInteiro = (query: URLSearchParams, nome: string): number | undefined => {
  const v = query.get(nome)?.trim()
  return v && /^\d{1,15}$/.test(v) ? Number(v) : undefined
}

/** `/externo{caminho}` with the given query (undefined values left out); empresaId first. */
export const urlExterna = (caminho: string, query: Record<string, string | number | undefined> = {}): string => {
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') qs.set(k, String(v))
  const q = qs.toString()
  return `/externo${caminho}${q ? `?${q}` : ''}`
}
