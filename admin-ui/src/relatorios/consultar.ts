import { HttpError } from 'react-admin'
import type { Consulta, ResultadoConsulta } from '../../../core/shared/consulta.ts'
import type { Campos, Entrada } from '../../../core/shared/resource.ts'
import { API, httpClient } from '../api/http.ts'

/** A filter as the query string of GET /api/<caminho>: lists comma-joined, empty values left out. */
export const queryDoFiltro = (filtro: Record<string, unknown>) => {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(filtro)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) continue
    q.set(k, Array.isArray(v) ? v.join(',') : String(v))
  }
  return q
}

export type RespostaConsulta = { readonly tipo: 'ok'; readonly resultado: ResultadoConsulta<unknown> } | { readonly tipo: 'erro'; readonly mensagem: string; readonly erros: Record<string, string> }

/**
 * Runs a consulta on the server; its rows come back in one shape whatever the spec's answer (bare rows or the whole
 * result). `filtro` is the screen's form, which submits only once the consulta's own validation passed.
 */
export const consultarNoServidor = async <C extends Campos>(q: Consulta<C, object>, filtro: Record<string, unknown>): Promise<RespostaConsulta> => {
  try {
    const { json } = await httpClient(`${API}/${q.caminho}?${queryDoFiltro(filtro)}`)
    const resultado = Array.isArray(json) ? { filtro, colunas: q.colunas(filtro as Entrada<C>), linhas: json, totais: null } : (json as ResultadoConsulta<unknown>)
    return { tipo: 'ok', resultado }
  } catch (e) {
    const corpo = (e instanceof HttpError ? e.body : {}) as { errors?: Record<string, string>; message?: string }
    return { tipo: 'erro', mensagem: corpo.message ?? (e instanceof Error ? e.message : 'Erro'), erros: corpo.errors ?? {} }
  }
}
