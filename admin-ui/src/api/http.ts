import { fetchUtils, HttpError } from 'react-admin'
import { CABECALHO_CSRF, type CorpoErro, ErroApi, errosPorCampo, SEM_CONEXAO } from './requisicao.ts'

export { API, type CorpoErro, errosPorCampo, SEM_CONEXAO } from './requisicao.ts'

/** Turns an API failure into an HttpError whose message is the spec's text and whose body carries field errors. */
export const converterErro = (e: unknown): HttpError => {
  if (e instanceof ErroApi) return converterErro(new HttpError(e.message, e.status, e.corpo))
  if (e instanceof HttpError) {
    const corpo = (typeof e.body === 'object' && e.body !== null ? e.body : {}) as CorpoErro
    const message = corpo.message || (e.status >= 500 ? 'Erro' : e.message) || 'Erro'
    const { errors, ...resto } = corpo
    const campos = errors?.length ? { errors: errosPorCampo(errors) } : {}
    return new HttpError(message, e.status, { ...resto, ...campos, message })
  }
  return new HttpError(SEM_CONEXAO, 0, { code: 'api-unreachable', message: SEM_CONEXAO })
}

/**
 * fetchJson with the session cookie and the CSRF header every mutation needs (`X-Requested-With`);
 * failures are normalised by `converterErro`.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' })
  for (const [k, v] of Object.entries(CABECALHO_CSRF)) headers.set(k, v)
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' })
  } catch (e) {
    throw converterErro(e)
  }
}

export const enviarJson = (url: string, method: 'POST' | 'PUT' | 'PATCH', corpo?: unknown) =>
  httpClient(url, { method, ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }) })

/** The message of a failed call (the server's pt-BR text) and its field errors. */
export const erroDe = (e: unknown): { readonly mensagem: string; readonly campos: Record<string, string> } => {
  if (e instanceof ErroApi) return erroDe(converterErro(e))
  if (e instanceof HttpError) {
    const corpo = (e.body ?? {}) as { errors?: Record<string, string> }
    return { mensagem: e.message || 'Erro', campos: corpo.errors ?? {} }
  }
  return { mensagem: e instanceof Error ? e.message : 'Erro', campos: {} }
}

/**
 * multipart/form-data upload (fetchJson would set a JSON content type), the file in the part `anexo`. `R` is what
 * the endpoint answers; an empty or non-JSON answer gives `{}`. Failures are `converterErro`'s HttpError.
 */
export const enviarFormulario = async <R extends object>(
  url: string,
  metodo: string,
  campos: Readonly<Record<string, string | undefined>>,
  arquivo?: File,
): Promise<Partial<R>> => {
  const form = new FormData()
  for (const [k, v] of Object.entries(campos)) if (v !== undefined && v !== '') form.append(k, v)
  if (arquivo) form.append('anexo', arquivo)
  const res = await fetch(url, { method: metodo, body: form, credentials: 'same-origin', headers: { ...CABECALHO_CSRF, Accept: 'application/json' } })
  const texto = await res.text()
  let corpo: unknown = {}
  try {
    corpo = JSON.parse(texto)
  } catch {
    /* empty or not JSON */
  }
  if (!res.ok) {
    const message = typeof corpo === 'object' && corpo !== null && 'message' in corpo ? corpo.message : undefined
    throw converterErro(new HttpError(message ?? res.statusText, res.status, corpo))
  }
  return corpo as Partial<R>
}
