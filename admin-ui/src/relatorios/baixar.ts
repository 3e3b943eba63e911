import { API, errosPorCampo, SEM_CONEXAO, type CorpoErro } from '../api/http.ts'
import { sessao } from '../sessao/estado.ts'
import { FALHA_RELATORIO, SEM_DADOS, type Formato } from '../../../core/shared/relatorio.ts'

export type ResultadoRelatorio =
  | { readonly tipo: 'ok'; readonly nome: string }
  | { readonly tipo: 'semDados' | 'falha' | 'negado'; readonly mensagem: string }
  | { readonly tipo: 'invalido'; readonly mensagem: string; readonly erros: Record<string, string> }

const nomeDoCabecalho = (cd: string | null, padrao: string) => /filename="?([^";]+)"?/.exec(cd ?? '')?.[1] ?? padrao

/** POSTs a report's filter and saves the answered file (name from Content-Disposition). */
export const baixarRelatorio = async (caminho: string, formato: Formato, filtro: unknown): Promise<ResultadoRelatorio> => {
  let r: Response
  try {
    r = await fetch(`${API}/${caminho}?formato=${formato}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(filtro),
    })
  } catch {
    return { tipo: 'falha', mensagem: SEM_CONEXAO }
  }
  if (r.ok) {
    const blob = await r.blob()
    const nome = nomeDoCabecalho(r.headers.get('content-disposition'), `relatorio.${formato}`)
    const url = URL.createObjectURL(blob)
    const a = Object.assign(document.createElement('a'), { href: url, download: nome })
    document.body.appendChild(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    return { tipo: 'ok', nome }
  }
  const corpo = (await r.json().catch(() => ({}))) as CorpoErro
  if (r.status === 401) {
    sessao.marcarExpirada()
    return { tipo: 'negado', mensagem: 'Sessão expirada.' }
  }
  if (r.status === 403) return { tipo: 'negado', mensagem: 'Não autorizado.' }
  if (r.status === 422 || corpo.code === 'SEM_DADOS') return { tipo: 'semDados', mensagem: SEM_DADOS }
  if (r.status === 400 && corpo.errors?.length) return { tipo: 'invalido', mensagem: corpo.message ?? 'Preencha os campos indicados', erros: errosPorCampo(corpo.errors) }
  return { tipo: 'falha', mensagem: FALHA_RELATORIO }
}

type Avisar = (mensagem: string, opcoes: { type: 'info' | 'warning' | 'error'; autoHideDuration?: number | null }) => void

/**
 * A report download's outcome told to the user: the field errors to show in the filter form (invalid filter), or
 * a notice (no data, denied, failure) and nothing.
 */
export const avisarResultado = (r: ResultadoRelatorio, avisar: Avisar): Record<string, string> | undefined => {
  if (r.tipo === 'ok') return undefined
  if (r.tipo === 'invalido') {
    avisar('Preencha os campos indicados', { type: 'warning' })
    return r.erros
  }
  avisar(r.mensagem, { type: r.tipo === 'semDados' ? 'info' : r.tipo === 'negado' ? 'warning' : 'error', autoHideDuration: r.tipo === 'semDados' ? 3000 : null })
  return undefined
}
