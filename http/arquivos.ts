import type { Context } from 'hono'
import type { Arquivo } from '../core/shared/resource.ts'

/**
 * File names and types of downloads. An uploaded file keeps its name for the user, but never its path parts,
 * control characters or quotes, and the browser is always told to save it (never to render it as a page).
 */

/** The uploader's name reduced to a plain file name: no folders ('../../'), control characters, quotes; at most 150 characters. */
export const nomeSeguro = (nome: string, padrao = 'arquivo') => {
  const base = nome.normalize('NFC').split(/[\\/]/).pop() ?? ''
  const limpo = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127 && !'"*:<>?|'.includes(ch))
    .join('')
    .replace(/^[.\s]+/, '')
    .trim()
  if (!limpo) return padrao
  const ponto = limpo.lastIndexOf('.')
  const ext = ponto > 0 && limpo.length - ponto <= 10 ? limpo.slice(ponto) : ''
  return limpo.length > 150 ? limpo.slice(0, 150 - ext.length) + ext : limpo
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export const disposicaoAnexo = (nome: string) => {
  const seguro = nomeSeguro(nome)
  const ascii = seguro.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.\- ()]+/g, '_') || 'arquivo'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(seguro)}`
}

/** Types a download keeps; anything else (HTML, SVG, scripts) goes out as bytes to save. */
const TIPOS_SEGUROS = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/json',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/rtf',
])

export const tipoDeDownload = (tipo: string | null | undefined) => {
  const t = (tipo ?? '').split(';')[0]!.trim().toLowerCase()
  return TIPOS_SEGUROS.has(t) ? t : 'application/octet-stream'
}

/**
 * A download: its safe type, its name in Content-Disposition, and never kept by a shared cache (résumés, reports
 * and exports carry personal data).
 */
export const responderArquivo = (c: Context, a: Arquivo) =>
  c.body(a.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': tipoDeDownload(a.tipo),
    'Content-Disposition': disposicaoAnexo(a.nomeArquivo),
    'Access-Control-Expose-Headers': 'Content-Disposition',
    'Cache-Control': 'private, no-store',
  })
