import type { Context } from 'hono'
import { erro } from './executar.ts'

/** Reads a JSON body; a malformed or non-JSON body answers 400 instead of throwing. */
export const lerJson = async (c: Context): Promise<unknown> => {
  const tipo = c.req.header('content-type') ?? ''
  if (!tipo.includes('application/json')) return erro(c, 415, 'TIPO_NAO_SUPORTADO', 'Envie o corpo como application/json')
  try {
    return await c.req.json()
  } catch {
    return erro(c, 400, 'JSON_INVALIDO', 'Corpo da requisição inválido')
  }
}

/** Reads a JSON or form-encoded body (the portal login is form-encoded, spec 000 §7.2). */
export const lerFormOuJson = async (c: Context): Promise<unknown> => {
  const tipo = c.req.header('content-type') ?? ''
  if (tipo.includes('application/x-www-form-urlencoded') || tipo.includes('multipart/form-data')) {
    try {
      const f = await c.req.parseBody()
      return Object.fromEntries(Object.entries(f).filter(([, v]) => typeof v === 'string'))
    } catch {
      return erro(c, 400, 'CORPO_INVALIDO', 'Corpo da requisição inválido')
    }
  }
  return lerJson(c)
}
