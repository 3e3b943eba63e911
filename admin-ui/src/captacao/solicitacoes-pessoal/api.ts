import { HttpError } from 'react-admin'
import type { Quadro } from '../../../../core/captacao/pipeline.ts'
import { API, converterErro, enviarJson, httpClient } from '../../api/http.ts'

export const URL_SOLICITACOES = `${API}/captacao/solicitacoes-pessoal`
const URL_VINCULO = `${API}/captacao/candidato-solicitacao`

export interface ConfigSolicitacoes {
  readonly solPessoalExibirSalario: boolean
  readonly solPessoalExibirColabSubstituido: boolean
  readonly solPessoalObrigarDadosComplementares: boolean
  readonly solPessoalReabrirSolicitacao: boolean
  readonly obrigarAmbienteFuncao: boolean
  readonly maxCandidataCargo: number
}

export const obterConfig = async () => (await httpClient(`${URL_SOLICITACOES}/configuracao`)).json as ConfigSolicitacoes

/** PUT {id}/status|suspende|libera|cancela|encerra|reabre. */
export const executarAcao = async (id: number, acao: string, corpo: Record<string, unknown> = {}) =>
  (await enviarJson(`${URL_SOLICITACOES}/${id}/${acao}`, 'PUT', corpo)).json as Record<string, unknown>

export const obterQuadro = async (id: number) => (await httpClient(`${URL_SOLICITACOES}/${id}/quadro`)).json as Quadro

export const obterClone = async (id: number) => (await httpClient(`${URL_SOLICITACOES}/${id}/clone`)).json as Record<string, unknown>

export const vincularCandidatos = (id: number, candidatosIds: ReadonlyArray<number>) => enviarJson(`${URL_SOLICITACOES}/${id}/candidatos`, 'POST', { candidatosIds })

export const moverCandidato = (linkId: number, etapaSeletivaId: number) => enviarJson(`${URL_VINCULO}/${linkId}/etapa`, 'PUT', { etapaSeletivaId })

export const contratarCandidato = async (linkId: number) =>
  (await enviarJson(`${URL_VINCULO}/${linkId}/contratar`, 'POST', {})).json as { readonly todasPreenchidas: boolean; readonly solicitacao: Record<string, unknown> }

export const removerDaSolicitacao = (linkId: number) => httpClient(`${URL_VINCULO}/${linkId}`, { method: 'DELETE' })

/** Records the result of the current stage (keeps the record's other values). */
export const registrarResultado = async (historicoId: number, apto: 'S' | 'N' | null) => {
  const { json } = await httpClient(`${API}/captacao/historico/${historicoId}`)
  const h = json as Record<string, unknown>
  return enviarJson(`${API}/captacao/historico/${historicoId}`, 'PUT', { data: h['data'], responsavel: h['responsavel'] ?? undefined, observacao: h['observacao'] ?? undefined, apto })
}

/** Downloads a file answer (Content-Disposition carries the name). */
export const baixarArquivo = async (url: string) => {
  let res: Response
  try {
    res = await fetch(url, { credentials: 'same-origin' })
  } catch (e) {
    throw converterErro(e)
  }
  if (!res.ok) {
    const corpo = await res.json().catch(() => ({}))
    throw converterErro(new HttpError(String(corpo?.message ?? 'Erro'), res.status, corpo))
  }
  const nome = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'arquivo'
  const blob = await res.blob()
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = nome
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/** The message of a failed call (the server's pt-BR text) and its field errors. */
export const erroDe = (e: unknown): { readonly mensagem: string; readonly campos: Record<string, string> } => {
  if (e instanceof HttpError) {
    const corpo = (e.body ?? {}) as { errors?: Record<string, string> }
    return { mensagem: e.message || 'Erro', campos: corpo.errors ?? {} }
  }
  return { mensagem: e instanceof Error ? e.message : 'Erro', campos: {} }
}
