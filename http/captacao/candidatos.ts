import { Hono, type Context } from 'hono'
import { ARQUIVO_GRANDE, TAMANHO_MAXIMO_ARQUIVO, enviarCurriculo, gravarAnexo, type ArquivoEnviado } from '../../core/captacao/anexarDocumentoCandidato.ts'
import { candidatos } from '../../core/captacao/candidatos.ts'
import { podeAcessar } from '../../core/sessao/autoridades.ts'
import { lerJson } from '../corpo.ts'
import { atorDe, idDaRota, parametrosDaRota } from '../crud.ts'
import { erro, executar, invalido, naoAutorizado, naoEncontrado, type Env } from '../executar.ts'
import { documentar } from '../openapi.ts'

type C = Context<Env>

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * An upload's body: multipart/form-data (the file in `arquivo` or `anexo`, the other parts as text fields) or
 * JSON with `arquivo`/`anexo: {nome, conteudo (base64)}`. The one reason these routes are not declared actions,
 * whose bodies are JSON.
 */
const lerUpload = async (c: C): Promise<{ campos: Record<string, unknown>; arquivo?: ArquivoEnviado } | Response> => {
  const tamanho = Number(c.req.header('content-length') ?? 0)
  if (tamanho > TAMANHO_MAXIMO_ARQUIVO * 1.4 + 64 * 1024) return erro(c, 413, 'CORPO_GRANDE', ARQUIVO_GRANDE)
  const tipo = c.req.header('content-type') ?? ''
  if (tipo.includes('multipart/form-data')) {
    let form: Record<string, string | File | (string | File)[]>
    try {
      form = await c.req.parseBody()
    } catch {
      return erro(c, 400, 'CORPO_INVALIDO', 'Corpo da requisição inválido')
    }
    const campos: Record<string, unknown> = {}
    let enviado: ArquivoEnviado | undefined
    for (const [k, v] of Object.entries(form)) {
      const x = Array.isArray(v) ? v[0] : v
      if (typeof x === 'string') campos[k] = x
      else if (x && (k === 'arquivo' || k === 'anexo') && x.size > 0) enviado = { nome: x.name || 'arquivo', conteudo: new Uint8Array(await x.arrayBuffer()) }
    }
    return { campos, ...(enviado ? { arquivo: enviado } : {}) }
  }
  const corpo = await lerJson(c)
  if (corpo instanceof Response) return corpo
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return invalido(c, [{ field: '', message: 'Corpo da requisição inválido' }])
  const { arquivo: a, anexo: b, ...campos } = corpo as Record<string, unknown>
  const f = a ?? b
  if (f === undefined || f === null) return { campos }
  const { nome, conteudo } = (typeof f === 'object' ? f : {}) as { nome?: unknown; conteudo?: unknown }
  if (typeof conteudo !== 'string' || !BASE64.test(conteudo) || (nome !== undefined && typeof nome !== 'string')) {
    return invalido(c, [{ field: a !== undefined ? 'arquivo' : 'anexo', message: 'Arquivo inválido' }])
  }
  return { campos, arquivo: { nome: nome ?? 'arquivo', conteudo: new Uint8Array(Buffer.from(conteudo, 'base64')) } }
}

/** An upload route of one candidate: the resource's write authority, its ids (404 when malformed), then the body. */
const upload =
  (f: (c: C, id: number, parametros: Readonly<Record<string, number>>, up: { campos: Record<string, unknown>; arquivo?: ArquivoEnviado }) => Response | Promise<Response>) =>
  async (c: C) => {
    if (!podeAcessar(c.get('ctx').autoridades, candidatos, 'escrever')) return naoAutorizado(c)
    const id = idDaRota(c)
    const parametros = parametrosDaRota(c)
    if (id === undefined || parametros === undefined) return naoEncontrado(c)
    const up = await lerUpload(c)
    return up instanceof Response ? up : f(c, id, parametros, up)
  }

/**
 * The candidate's uploads (the résumé file, attachments). Every other candidate route is the declaration's:
 * generic list/get and declared actions (core/captacao/index.ts).
 */
export const rotasCandidatos = () => {
  const app = new Hono<Env>()
  const base = `/${candidatos.name}/:id`
  app.put(
    `${base}/ocr`,
    documentar('Envia o arquivo do currículo (texto extraído para pesquisa)'),
    upload((c, id, _p, up) => executar(c, enviarCurriculo(atorDe(c), id, up.arquivo), (r) => c.json(r))),
  )
  app.post(
    `${base}/documentos-anexos`,
    documentar('Anexa um documento ao candidato'),
    upload((c, id, _p, up) => executar(c, gravarAnexo(atorDe(c), id, up.campos, up.arquivo), (r) => c.json(r, 201))),
  )
  app.put(
    `${base}/documentos-anexos/:docId`,
    documentar('Altera o anexo do candidato'),
    upload((c, id, p, up) => executar(c, gravarAnexo(atorDe(c), id, up.campos, up.arquivo, p['docId']), (r) => c.json(r))),
  )
  return app
}
