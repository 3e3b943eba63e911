/**
 * What the first screen (session check, login) needs to talk to the API, without react-admin: it loads before
 * the application's code (main.tsx). `http.ts` builds the application's client on the same pieces.
 */

export const API = '/api'

export const SEM_CONEXAO = 'Não foi possível conectar à API do RH. Verifique sua conexão e tente novamente.'

/** Every mutation carries it (the server's CSRF check). */
export const CABECALHO_CSRF = { 'X-Requested-With': 'XMLHttpRequest' } as const

/** Error body of the API (ARCHITECTURE §4): `{code, message, errors:[{field, message}]}`. */
export interface CorpoErro {
  readonly code?: string
  readonly message?: string
  readonly errors?: ReadonlyArray<{ readonly field: string; readonly message: string }>
}

/**
 * Field errors in react-admin's server-side validation shape: `{ nome: '…', 'acessos.0.empresaId': '…' }`
 * (react-hook-form resolves dotted paths). Errors without a field become the form's root error.
 */
export const errosPorCampo = (errors: CorpoErro['errors'] = []): Record<string, string> => {
  const saida: Record<string, string> = {}
  for (const e of errors) {
    const chave = e.field ? e.field : 'root.serverError'
    if (!(chave in saida)) saida[chave] = e.message
  }
  return saida
}

/** A failed call: the HTTP status (0 when the API could not be reached) and the error body as the API sent it. */
export class ErroApi extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly corpo: CorpoErro,
  ) {
    super(message)
    this.name = 'ErroApi'
  }
}

/** A JSON call with the session cookie and the CSRF header; rejects with ErroApi. */
export const requisitar = async <T,>(url: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' = 'GET', corpo?: unknown): Promise<T> => {
  let res: Response
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...CABECALHO_CSRF, ...(corpo === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
    })
  } catch {
    throw new ErroApi(SEM_CONEXAO, 0, { code: 'api-unreachable', message: SEM_CONEXAO })
  }
  const texto = await res.text()
  let json: unknown
  try {
    json = JSON.parse(texto)
  } catch {
    // empty or not JSON
  }
  if (!res.ok) {
    const c = (typeof json === 'object' && json !== null ? json : {}) as CorpoErro
    throw new ErroApi(c.message || (res.status >= 500 ? 'Erro' : res.statusText) || 'Erro', res.status, c)
  }
  return json as T
}
