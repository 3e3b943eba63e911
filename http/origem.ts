import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

const LOCAIS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** Is this the machine itself (development, the demo)? */
const ehLocal = (host: string) => LOCAIS.has(host) || host.endsWith('.localhost')

const avisados = new Set<string>()

/**
 * The origin links sent by e-mail may use. `APP_URL` when configured (the address the public reaches); without
 * it, the request's own origin only when that is the machine itself. Otherwise nothing: the Host header is the
 * client's to write (a request with `Host: evil.example` would mail a valid token pointing there), so the
 * e-mail is not sent and the server says why once per host.
 */
export const origemDosLinks = (c: Context): string | undefined => {
  const app = process.env['APP_URL']?.trim()
  if (app) return app.replace(/\/+$/, '')
  const url = new URL(c.req.url)
  if (ehLocal(url.hostname)) return url.origin
  if (!avisados.has(url.host)) {
    avisados.add(url.host)
    console.warn(`APP_URL não configurada: links por e-mail não são enviados a pedidos com Host "${url.host}". Defina APP_URL com o endereço público do sistema.`)
  }
  return undefined
}

/** The address shown to a signed-in staff user (not e-mailed): APP_URL, else the origin their browser used. */
export const origemExibida = (c: Context): string => process.env['APP_URL']?.trim().replace(/\/+$/, '') || new URL(c.req.url).origin

/** The client's address, for the throttling of logins and public forms (the first X-Forwarded-For hop only behind a trusted proxy). */
export const enderecoDoCliente = (c: Context): string => {
  if (process.env['TRUST_PROXY'] === 'true') {
    const xff = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (xff) return xff
  }
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido'
  } catch {
    return 'local'
  }
}
