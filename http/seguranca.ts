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

/** Defence-in-depth headers on every answer (API, UIs, files). */
export const cabecalhosDeSeguranca: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('Content-Security-Policy', POLITICA_CONTEUDO)
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'same-origin')
  if (!c.res.headers.has('X-Frame-Options')) c.header('X-Frame-Options', 'SAMEORIGIN')
}
