import type { MiddlewareHandler } from 'hono'

/**
 * What the browser may load and run for any answer of this server: scripts only from here (no inline script,
 * no eval), styles from here plus inline ones (MUI/emotion write style tags), images from here and data:/blob:
 * URLs (logos, photos, previews), requests only to this origin, no plugins, not framed by other sites.
 */
export const POLITICA_CONTEUDO = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

const CABECALHOS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', POLITICA_CONTEUDO],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'same-origin'],
]

/**
 * Defence-in-depth headers on every answer (API, UIs, files). Set before the handler runs, so the answer is built
 * with them: a header set on a finished answer makes Hono copy it into a stream, which costs every list its
 * fastest path out. An answer built apart from the context (a Response returned as is) gets them afterwards.
 */
export const cabecalhosDeSeguranca: MiddlewareHandler = async (c, next) => {
  for (const [k, v] of CABECALHOS) c.header(k, v)
  c.header('X-Frame-Options', 'SAMEORIGIN')
  await next()
  const h = c.res.headers
  if (CABECALHOS.some(([k, v]) => h.get(k) !== v)) for (const [k, v] of CABECALHOS) c.header(k, v)
  if (!h.has('X-Frame-Options')) c.header('X-Frame-Options', 'SAMEORIGIN')
}
