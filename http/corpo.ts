import type { Context } from 'hono'
import { erro } from './executar.ts'

/** Deepest nesting of arrays/objects a body or query may have: forms nest a few levels; 3,000 levels overflowed the stack. */
export const PROFUNDIDADE_MAXIMA = 32

export const INVALIDO = Symbol.for('invalido')

/** How deep `texto`'s JSON nests, counted in one pass outside strings; stops as soon as it passes `limite`. */
const profundidade = (texto: string, limite: number) => {
  let nivel = 0
  let maximo = 0
  let emTexto = false
  for (let i = 0; i < texto.length; i++) {
    const ch = texto.charCodeAt(i)
    if (emTexto) {
      if (ch === 92) i++ // backslash: skip the escaped character
      else if (ch === 34) emTexto = false
      continue
    }
    if (ch === 34) emTexto = true
    else if (ch === 91 || ch === 123) {
      if (++nivel > maximo && (maximo = nivel) > limite) return maximo
    } else if (ch === 93 || ch === 125) nivel--
  }
  return maximo
}

/** Parses JSON text, refusing malformed or over-deep input (INVALIDO) before it reaches a decoder. */
export const analisarJson = (texto: string): unknown => {
  if (profundidade(texto, PROFUNDIDADE_MAXIMA) > PROFUNDIDADE_MAXIMA) return INVALIDO
  try {
    return JSON.parse(texto)
  } catch {
    return INVALIDO
  }
}

const corpoInvalido = (c: Context) => erro(c, 400, 'JSON_INVALIDO', 'Corpo da requisição inválido')

/** Reads a JSON body; a malformed, over-deep or non-JSON body answers 400/415 instead of throwing. */
export const lerJson = async (c: Context, o: { vazio?: unknown } = {}): Promise<unknown> => {
  const tipo = c.req.header('content-type') ?? ''
  const texto = await c.req.text().catch(() => undefined)
  if (o.vazio !== undefined && (texto ?? '').trim() === '') return o.vazio
  if (!tipo.includes('application/json')) return erro(c, 415, 'TIPO_NAO_SUPORTADO', 'Envie o corpo como application/json')
  const corpo = texto === undefined ? INVALIDO : analisarJson(texto)
  return corpo === INVALIDO ? corpoInvalido(c) : corpo
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
