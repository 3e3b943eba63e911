import { expect } from 'vitest'
import type { Hono } from 'hono'
import { DEMO } from '../../adapters/db/demo.ts'

export interface Resposta {
  readonly status: number
  readonly body: any
  readonly headers: Headers
}

/** A client over `app.request` that keeps the session cookie and sends the CSRF header on mutations. */
export const cliente = (app: Hono<any>) => {
  let cookie = ''
  const pedir = async (metodo: string, caminho: string, corpo?: unknown, o: { csrf?: boolean; tipo?: string } = {}): Promise<Resposta> => {
    const headers: Record<string, string> = {}
    if (cookie) headers['cookie'] = cookie
    if (metodo !== 'GET' && o.csrf !== false) headers['x-requested-with'] = 'XMLHttpRequest'
    let body: string | undefined
    if (corpo !== undefined) {
      headers['content-type'] = o.tipo ?? 'application/json'
      body = typeof corpo === 'string' ? corpo : JSON.stringify(corpo)
    }
    const res = await app.request(caminho, { method: metodo, headers, ...(body !== undefined ? { body } : {}) })
    const set = res.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]!.endsWith('=') ? '' : set.split(';')[0]!
    const texto = await res.text()
    let json: unknown = texto
    try {
      json = JSON.parse(texto)
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: json, headers: res.headers }
  }
  return {
    get: (c: string) => pedir('GET', c),
    post: (c: string, b?: unknown, o?: { csrf?: boolean; tipo?: string }) => pedir('POST', c, b, o),
    put: (c: string, b?: unknown, o?: { csrf?: boolean }) => pedir('PUT', c, b, o),
    patch: (c: string, b?: unknown) => pedir('PATCH', c, b),
    delete: (c: string, o?: { csrf?: boolean }) => pedir('DELETE', c, undefined, o),
    pedir,
    entrar: async (cpf: string = DEMO.cpf, senha: string = DEMO.senha, empresaId = 1) => {
      const r = await pedir('POST', '/api/login', { username: cpf, password: senha, empresaId })
      if (r.status !== 200) throw new Error(`login falhou: ${r.status} ${JSON.stringify(r.body)}`)
      return r
    },
    get cookie() {
      return cookie
    },
  }
}

/** POST /api/<caminho>, expecting 201 (the body in the failure message); the new id. */
export const criarNaApi = async (c: { post: (url: string, corpo: unknown) => Promise<{ status: number; body: any }> }, caminho: string, corpo: Record<string, unknown>) => {
  const r = await c.post(`/api/${caminho}`, corpo)
  expect(r.status, `${caminho} ${JSON.stringify(r.body)}`).toBe(201)
  return r.body.id as number
}
