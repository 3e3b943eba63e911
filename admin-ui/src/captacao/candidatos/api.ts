import { HttpError } from 'react-admin'
import { candidatos } from '../../../../core/captacao/candidatos.ts'
import { diaEmSaoPaulo } from '../../../../core/shared/datas.ts'
import { chamarAcao, enviarArquivoAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { API } from '../../api/http.ts'

export const URL_CANDIDATOS = `${API}/${candidatos.name}`

/** An attachment as the API answers it (core's `listarAnexos`: the stored record without the storage key). */
export type Anexo = ResultadoAcao<'captacao/candidatos', 'documentos-anexos'>[number]

export const validaCpf = (cpf: string, candidatoId?: number) => chamarAcao('captacao/candidatos', 'valida-cpf', { query: { cpf, candidatoId: candidatoId || undefined } })

export const homonimos = (nome: string, candidatoId?: number) => chamarAcao('captacao/candidatos', 'candidatos-homonimos', { query: { nome, candidatoId: candidatoId || undefined } })

export const listarAnexos = (id: number) => chamarAcao('captacao/candidatos', 'documentos-anexos', { id })

/** Uploads a file with the metadata of an attachment (new, or replacing `docId`'s). */
export const enviarAnexo = (id: number, docId: number | undefined, campos: Readonly<Record<string, string | undefined>>, arquivo?: File) =>
  docId ? enviarArquivoAcao('captacao/candidatos', 'altera-documento-anexo', { id, parametros: { docId } }, campos, arquivo) : enviarArquivoAcao('captacao/candidatos', 'anexa-documento', { id }, campos, arquivo)

/** Uploads the résumé file (its text becomes searchable). */
export const enviarCurriculo = (id: number, arquivo: File) => enviarArquivoAcao('captacao/candidatos', 'envia-curriculo', { id }, {}, arquivo)

/** A failed call as these screens read it: its message and the field errors `converterErro` put in its body. */
export const falhaDe = (e: unknown): { readonly mensagem: string; readonly campos: Readonly<Record<string, string>> | undefined } => ({
  mensagem: e instanceof Error ? e.message : 'Erro',
  campos: e instanceof HttpError ? (e.body as { readonly errors?: Readonly<Record<string, string>> } | null | undefined)?.errors : undefined,
})

export const removerAnexo = (id: number, docId: number) => chamarAcao('captacao/candidatos', 'remove-documento-anexo', { id, parametros: { docId } })

/** POSTs and saves the answer as a file (name from Content-Disposition). */
export const baixar = async (url: string, metodo: 'GET' | 'POST' = 'GET', corpo?: unknown) => {
  const res = await fetch(url, {
    method: metodo,
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(corpo === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
  })
  if (!res.ok) {
    let msg = 'Erro'
    try {
      msg = ((await res.json()) as { message?: string }).message ?? msg
    } catch {
      /* not JSON */
    }
    throw new Error(msg)
  }
  const disp = res.headers.get('content-disposition') ?? ''
  const nome = /filename\*=UTF-8''([^;]+)/.exec(disp)?.[1]
  const arquivo = nome ? decodeURIComponent(nome) : (/filename="([^"]+)"/.exec(disp)?.[1] ?? 'arquivo')
  const blob = await res.blob()
  const a = document.createElement('a')
  a.href = URL.createObjectURL(blob)
  a.download = arquivo
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000)
  return arquivo
}

export const verificarPendenciasEmLote = (candidatosIds: ReadonlyArray<number>) => chamarAcao('captacao/candidatos', 'verificar-pendencias-em-lote', { corpo: { candidatosIds } })

export const removerEmLote = (candidatosIds: ReadonlyArray<number>) => chamarAcao('captacao/candidatos', 'remove-candidato-em-lote', { corpo: { candidatosIds } })

/** Today in São Paulo (`AAAA-MM-DD`), as the server's clock says it. */
export const hojeSp = () => diaEmSaoPaulo(Date.now())
