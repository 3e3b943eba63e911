import { HttpError } from 'react-admin'
import { historico } from '../../../../core/captacao/solicitacoes-pessoal.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { dataProvider } from '../../api/dataProvider.ts'
import { converterErro } from '../../api/http.ts'

/** The session company's request settings (spec 000 §3.11), as core's `configDaEmpresa` answers them. */
export type ConfigSolicitacoes = ResultadoAcao<'captacao/solicitacoes-pessoal', 'configuracao'>

/** Records the result of the current stage (keeps the record's other values). */
export const registrarResultado = async (historicoId: number, apto: 'S' | 'N' | null) => {
  const { data: h } = await dataProvider.getOne(historico.name, { id: historicoId })
  return chamarAcao('captacao/historico', 'resultado', {
    id: historicoId,
    corpo: { data: h['data'], responsavel: h['responsavel'] ?? undefined, observacao: h['observacao'] ?? undefined, apto },
  })
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

export { erroDe } from '../../api/http.ts'
