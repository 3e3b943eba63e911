import { TEXTOS } from './textos.ts'

/** A per-field message of a FIELD_VALIDATION_VIOLATION answer. */
export interface ErroCampo {
  readonly field: string
  readonly message: string
}

/** A failed call, normalised (spec 000 §8): server message when readable, else a catalogue text. */
export class ErroApi extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: ReadonlyArray<ErroCampo> = [],
  ) {
    super(message)
    this.name = 'ErroApi'
  }
}

/** Connection failure code (spec 000 §8). */
export const API_INACESSIVEL = 'api-unreachable'

const MENSAGEM_POR_STATUS: Record<number, string> = {
  401: TEXTOS.sessaoExpirada,
  403: TEXTOS.naoAutorizado,
  404: TEXTOS.recursoNaoEncontrado,
}

const MUTANTES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface OpcoesRequisicao {
  readonly metodo?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Query parameters; undefined/null values are left out. */
  readonly query?: Record<string, string | number | null | undefined>
  /** Sent as `application/x-www-form-urlencoded`. */
  readonly form?: Record<string, string>
  /** Sent as JSON. */
  readonly json?: unknown
  readonly signal?: AbortSignal
}

const lerErrosCampo = (v: unknown): ErroCampo[] =>
  Array.isArray(v)
    ? v.flatMap((e) =>
        e && typeof e === 'object' && 'message' in e && typeof e.message === 'string'
          ? [{ field: String(('field' in e ? e.field : undefined) ?? ''), message: e.message }]
          : [],
      )
    : []

const lerJson = (texto: string): unknown => {
  try {
    return texto ? JSON.parse(texto) : undefined
  } catch {
    return undefined
  }
}

/** Calls `/api{caminho}` with the session cookie; resolves to the JSON body or rejects with an ErroApi. */
export const requisitar = async <T>(caminho: string, o: OpcoesRequisicao = {}): Promise<T> => {
  const metodo = o.metodo ?? (o.form || o.json !== undefined ? 'POST' : 'GET')
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v))
  const q = qs.toString()
  const url = `/api${caminho}${q ? `?${q}` : ''}`
  const headers: Record<string, string> = { Accept: 'application/json' }
  // CSRF defence of the server: every mutating request carries this header (else 403).
  if (MUTANTES.has(metodo)) headers['X-Requested-With'] = 'XMLHttpRequest'
  let body: BodyInit | undefined
  if (o.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8'
    body = new URLSearchParams(o.form).toString()
  } else if (o.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(o.json)
  }
  let resposta: Response
  try {
    resposta = await fetch(url, { method: metodo, headers, body, credentials: 'same-origin', signal: o.signal })
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e
    throw new ErroApi(0, API_INACESSIVEL, TEXTOS.semConexao)
  }
  const texto = await resposta.text().catch(() => '')
  const dados = lerJson(texto)
  if (resposta.ok) return dados as T
  const d = (dados && typeof dados === 'object' ? dados : {}) as Record<string, unknown>
  const mensagem = typeof d['message'] === 'string' && d['message'].trim() ? d['message'] : MENSAGEM_POR_STATUS[resposta.status]
  if (mensagem) return Promise.reject(new ErroApi(resposta.status, String(d['code'] ?? resposta.status), mensagem, lerErrosCampo(d['errors'])))
  // Bad gateway & co. from a proxy in front of a stopped server read as a connection failure.
  if (resposta.status === 502 || resposta.status === 503 || resposta.status === 504) throw new ErroApi(resposta.status, API_INACESSIVEL, TEXTOS.semConexao)
  throw new ErroApi(resposta.status, '500', TEXTOS.erro)
}

/** The message to show for any thrown value. */
export const mensagemDe = (e: unknown): string => (e instanceof ErroApi ? e.message : TEXTOS.erro)
