import { HttpError } from 'react-admin'
import type { AnexoGravado, ArquivoGuardado } from '../../../../core/captacao/ports.ts'
import { API, converterErro, enviarJson, httpClient } from '../../api/http.ts'

export const URL_CANDIDATOS = `${API}/captacao/candidatos`

/** An attachment as the API answers it: the stored record without the company and the storage key. */
export type Anexo = Omit<AnexoGravado, 'empresaId' | 'anexo'> & { readonly anexo: Omit<ArquivoGuardado, 'arquivo'> | null }

export const validaCpf = async (cpf: string, candidatoId?: number) =>
  (await httpClient(`${URL_CANDIDATOS}/valida-cpf?cpf=${cpf}${candidatoId ? `&candidatoId=${candidatoId}` : ''}`)).json as {
    readonly valido: boolean
    readonly mensagem: string | null
    readonly candidato: { readonly id: number; readonly nome: string } | null
  }

export const homonimos = async (nome: string, candidatoId?: number) =>
  (await httpClient(`${URL_CANDIDATOS}/candidatos-homonimos?nome=${encodeURIComponent(nome)}${candidatoId ? `&candidatoId=${candidatoId}` : ''}`)).json as ReadonlyArray<{
    readonly id: number
    readonly nome: string
    readonly cpf: string | null
    readonly empresaId: number
    readonly dataNascimento: string | null
  }>

export const listarAnexos = async (id: number) => (await httpClient(`${URL_CANDIDATOS}/${id}/documentos-anexos`)).json as ReadonlyArray<Anexo>

/** multipart/form-data upload (fetchJson would set a JSON content type). */
export const enviarFormulario = async (url: string, metodo: 'POST' | 'PUT', campos: Record<string, string | undefined>, arquivo?: File) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(campos)) if (v !== undefined && v !== '') form.append(k, v)
  if (arquivo) form.append('anexo', arquivo)
  const res = await fetch(url, { method: metodo, body: form, credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } })
  const texto = await res.text()
  let corpo: any = {}
  try {
    corpo = JSON.parse(texto)
  } catch {
    /* empty or not JSON */
  }
  if (!res.ok) {
    throw converterErro(new HttpError(corpo?.message ?? res.statusText, res.status, corpo))
  }
  return corpo
}

export const removerAnexo = (id: number, docId: number) => httpClient(`${URL_CANDIDATOS}/${id}/documentos-anexos/${docId}`, { method: 'DELETE' })

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

export const verificarPendenciasEmLote = async (candidatosIds: ReadonlyArray<number>) =>
  (await enviarJson(`${URL_CANDIDATOS}/verificar-pendencias-em-lote`, 'POST', { candidatosIds })).json as {
    readonly total: number
    readonly porStatus: Record<string, number>
  }

export const removerEmLote = async (candidatosIds: ReadonlyArray<number>) =>
  (await enviarJson(`${URL_CANDIDATOS}/remove-candidato-em-lote`, 'POST', { candidatosIds })).json as { readonly removidos: number }

/** Today in São Paulo (`AAAA-MM-DD`), as the server's clock says it. */
export const hojeSp = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
