import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ARQUIVO_GRANDE, TAMANHO_MAXIMO_ARQUIVO, type ArquivoEnviado, type Envio } from '../core/shared/envio.ts'
import { erro, invalido } from './executar.ts'

/** Deepest nesting of arrays/objects a body or query may have: forms nest a few levels; 3,000 levels overflowed the stack. */
export const PROFUNDIDADE_MAXIMA = 32

export const INVALIDO = Symbol.for('invalido')

/** How deep `texto`'s JSON nests, counted in one pass outside strings; stops as soon as it passes `limite`. */
const profundidade = (texto: string, limite: number) => {
  let nivel = 0
  let maximo = 0
  let emTexto = false
  for (let i = 0; i < texto.length; i++) {
    const ch = texto.charCodeAt(i)
    if (emTexto) {
      if (ch === 92) i++ // backslash: skip the escaped character
      else if (ch === 34) emTexto = false
      continue
    }
    if (ch === 34) emTexto = true
    else if (ch === 91 || ch === 123) {
      if (++nivel > maximo && (maximo = nivel) > limite) return maximo
    } else if (ch === 93 || ch === 125) nivel--
  }
  return maximo
}

/** Parses JSON text, refusing malformed or over-deep input (INVALIDO) before it reaches a decoder. */
export const analisarJson = (texto: string): unknown => {
  if (profundidade(texto, PROFUNDIDADE_MAXIMA) > PROFUNDIDADE_MAXIMA) return INVALIDO
  try {
    return JSON.parse(texto)
  } catch {
    return INVALIDO
  }
}

/** Largest JSON or form body (an upload may carry a file of TAMANHO_MAXIMO_ARQUIVO: see `lerEnvio`). */
export const TAMANHO_MAXIMO_CORPO = 2 * 1024 * 1024
/** Largest body of any request: an upload's file, its fields and the multipart framing (base64 in JSON is 4/3 larger). */
const TAMANHO_MAXIMO_ENVIO = TAMANHO_MAXIMO_ARQUIVO + 1024 * 1024

const ehFormulario = (c: Context) => (c.req.header('content-type') ?? '').includes('multipart/form-data')
const corpoGrande = (c: Context) => erro(c, 413, 'CORPO_GRANDE', 'O corpo da requisição é grande demais.')
const arquivoGrande = (c: Context) => erro(c, 413, 'CORPO_GRANDE', ARQUIVO_GRANDE)
const declaradoAcimaDe = (c: Context, max: number) => Number(c.req.header('content-length') ?? 0) > max

/**
 * The ceiling of every request's body (the largest upload): past it, 413 before anything reads it. Each reader
 * below keeps its own, smaller limit, so a route needs no list of which paths take files.
 */
export const limiteDoCorpo: MiddlewareHandler = bodyLimit({ maxSize: TAMANHO_MAXIMO_ENVIO, onError: (c) => (ehFormulario(c) ? arquivoGrande(c) : corpoGrande(c)) })

const corpoInvalido = (c: Context) => erro(c, 400, 'JSON_INVALIDO', 'Corpo da requisição inválido')

/** Reads a JSON body; a malformed, over-deep, too large or non-JSON body answers 400/413/415 instead of throwing. */
export const lerJson = async (c: Context, o: { readonly vazio?: unknown; readonly max?: number } = {}): Promise<unknown> => {
  const tipo = c.req.header('content-type') ?? ''
  const max = o.max ?? TAMANHO_MAXIMO_CORPO
  if (declaradoAcimaDe(c, max)) return corpoGrande(c)
  const texto = await c.req.text().catch(() => undefined)
  if (texto !== undefined && texto.length > max) return corpoGrande(c)
  if (o.vazio !== undefined && (texto ?? '').trim() === '') return o.vazio
  if (!tipo.includes('application/json')) return erro(c, 415, 'TIPO_NAO_SUPORTADO', 'Envie o corpo como application/json')
  const corpo = texto === undefined ? INVALIDO : analisarJson(texto)
  return corpo === INVALIDO ? corpoInvalido(c) : corpo
}

/** Reads a JSON or form-encoded body (the portal login is form-encoded, spec 000 §7.2). */
export const lerFormOuJson = async (c: Context): Promise<unknown> => {
  const tipo = c.req.header('content-type') ?? ''
  if (tipo.includes('application/x-www-form-urlencoded') || tipo.includes('multipart/form-data')) {
    if (declaradoAcimaDe(c, TAMANHO_MAXIMO_CORPO)) return corpoGrande(c)
    try {
      const f = await c.req.parseBody()
      return Object.fromEntries(Object.entries(f).filter(([, v]) => typeof v === 'string'))
    } catch {
      return erro(c, 400, 'CORPO_INVALIDO', 'Corpo da requisição inválido')
    }
  }
  return lerJson(c)
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * Reads an upload (an action whose `corpo` is `EnvioDeArquivo`, the portal's attachments): multipart/form-data,
 * the file in the part `arquivo` or `anexo` and the other parts as text fields, or JSON with
 * `arquivo`/`anexo: {nome, conteudo (base64)}`. `campos` keeps only the named text fields (all when absent).
 */
export const lerEnvio = async (c: Context, o: { readonly campos?: ReadonlyArray<string> } = {}): Promise<Envio | Response> => {
  if (declaradoAcimaDe(c, TAMANHO_MAXIMO_ENVIO)) return arquivoGrande(c)
  const aceito = (k: string) => !o.campos || o.campos.includes(k)
  if (ehFormulario(c)) {
    let form: Record<string, string | File | (string | File)[]>
    try {
      form = await c.req.parseBody()
    } catch {
      return erro(c, 400, 'CORPO_INVALIDO', 'Corpo da requisição inválido')
    }
    const campos: Record<string, unknown> = {}
    let arquivo: ArquivoEnviado | undefined
    for (const [k, v] of Object.entries(form)) {
      const x = Array.isArray(v) ? v[0] : v
      if (typeof x === 'string') {
        if (aceito(k)) campos[k] = x
      } else if (x && (k === 'arquivo' || k === 'anexo') && x.size > 0) arquivo = { nome: x.name || 'arquivo', conteudo: new Uint8Array(await x.arrayBuffer()) }
    }
    return { campos, ...(arquivo ? { arquivo } : {}) }
  }
  const corpo = await lerJson(c, { max: TAMANHO_MAXIMO_ENVIO })
  if (corpo instanceof Response) return corpo
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return invalido(c, [{ field: '', message: 'Corpo da requisição inválido' }])
  const { arquivo: a, anexo: b, ...resto } = corpo as Record<string, unknown>
  const campos = Object.fromEntries(Object.entries(resto).filter(([k]) => aceito(k)))
  const f = a ?? b
  if (f === undefined || f === null) return { campos }
  const { nome, conteudo } = (typeof f === 'object' ? f : {}) as { nome?: unknown; conteudo?: unknown }
  if (typeof conteudo !== 'string' || !BASE64.test(conteudo) || (nome !== undefined && typeof nome !== 'string')) {
    return invalido(c, [{ field: a !== undefined ? 'arquivo' : 'anexo', message: 'Arquivo inválido' }])
  }
  return { campos, arquivo: { nome: nome ?? 'arquivo', conteudo: new Uint8Array(Buffer.from(conteudo, 'base64')) } }
}

/** The URL's query; a key given more than once (`ids=1&ids=2`) is read as the comma list filters take (`ids=1,2`). */
export const lerQuery = (c: Context): Record<string, string> => Object.fromEntries(Object.entries(c.req.queries()).map(([k, vs]) => [k, vs.join(',')]))
