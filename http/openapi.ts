import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { JSONSchema, Schema } from 'effect'
import { Hono, type MiddlewareHandler } from 'hono'
import type { Campo } from '../core/shared/campos.ts'
import { EnvioDeArquivo } from '../core/shared/envio.ts'
import { camposLidos, type Resource } from '../core/shared/resource.ts'
import type { Env } from './executar.ts'

/** An object of the document (or of a JSON Schema in it), built key by key. */
type Json = Record<string, unknown>

const comoJson = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {})

/** The object under `o[k]`, created when absent. */
const objetoEm = (o: Json, k: string): Json => {
  if (typeof o[k] !== 'object' || o[k] === null) o[k] = {}
  return comoJson(o[k])
}

const semDialeto = ({ $schema: _s, ...j }: JSONSchema.JsonSchema7Root): Json => j

/** The installed version (package.json), as the staff menu's version label shows it. */
const VERSAO: string = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')).version

/** The extras of a field the OpenAPI document shows beside its value Schema: label, maximum, options, default. */
const anotarCampo = (p: Json, c: Campo) => {
  delete p['title']
  delete p['$id']
  p['description'] = c.label
  if (c.max && (c.kind === 'texto' || c.kind === 'textoLongo' || c.kind === 'email')) p['maxLength'] = c.max
  if (c.options) {
    if (c.storage === 'json') p['items'] = { enum: c.options.map((o) => o.id) }
    else p['enum'] = c.options.map((o) => o.id)
  }
  if (c.default !== undefined) p['default'] = c.default
  if (c.writeOnly) p['writeOnly'] = true
  return p
}

/** JSON Schema of an Effect Schema, or a plain object when it cannot be expressed. */
const esquema = <A, I, R>(s: Schema.Schema<A, I, R>): Json => {
  try {
    return semDialeto(JSONSchema.make(s))
  } catch {
    return {}
  }
}

/** Body schema of a resource, from its Effect Schema, with the labels, maxima and options of its fields. */
const corpo = (r: Resource, modo: 'create' | 'update'): Json => {
  const j = esquema(modo === 'create' ? r.createSchema : r.updateSchema)
  for (const [k, c] of Object.entries(r.fields)) anotarCampo(objetoEm(objetoEm(j, 'properties'), k), c)
  return j
}

/** A record as the API returns it: its fields, and, read-only, its state fields and computed columns. */
const registro = (r: Resource): Json => {
  const props: Json = { id: { type: 'integer' } }
  if (r.scope === 'empresa') props['empresaId'] = { type: 'integer' }
  const doCorpo = comoJson(corpo(r, 'create')['properties'])
  for (const [k, c] of camposLidos(r)) {
    const doServidor = !Object.hasOwn(r.fields, k)
    props[k] = { ...(doServidor ? anotarCampo(esquema(c.value), c) : comoJson(doCorpo[k])), nullable: true, ...(doServidor ? { readOnly: true } : {}) }
  }
  if (r.softDelete) props['removedAt'] = { type: 'string', format: 'date-time', nullable: true, readOnly: true }
  return { type: 'object', properties: props }
}

/** The component name of a resource's record. */
const nomeDoRegistro = (r: Resource) => r.name.replace(/[/-]/g, '_')
const refRegistro = (r: Resource) => ({ $ref: `#/components/schemas/${nomeDoRegistro(r)}` })

const ERRO = {
  type: 'object',
  properties: {
    code: { type: 'string', example: 'FIELD_VALIDATION_VIOLATION' },
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
  },
}

const respostasErro = {
  '400': { description: 'Dados inválidos (mensagens por campo)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } } },
  '401': { description: 'Sessão expirada.' },
  '403': { description: 'Não autorizado.' },
}

/** What a route's documentation says: its summary, its body (`null`: it reads none), what it answers and with which status. */
export interface Documentacao {
  readonly resumo: string
  readonly corpo?: Schema.Schema.Any | null
  readonly resposta?: 'arquivo' | { readonly registro: Resource } | Schema.Schema.Any
  readonly status?: number
}

const DOC = Symbol.for('rh/documentacao')

/**
 * A pass-through middleware that carries a route's documentation for the OpenAPI document:
 * `app.get('/geral/cep/:cep', documentar('Endereço de um CEP'), handler)`. The document lists every route of the
 * API (from Hono's route table), so a route without it still appears, summarised by its method and path.
 */
export const documentar = (resumo: string, doc: Omit<Documentacao, 'resumo'> = {}): MiddlewareHandler =>
  Object.assign<MiddlewareHandler, Record<symbol, Documentacao>>(async (_c, next) => next(), { [DOC]: { resumo, ...doc } })

const documentacaoDe = (handler: unknown): Documentacao | undefined => (handler as Record<symbol, Documentacao | undefined> | undefined)?.[DOC]

export interface RotaRegistrada {
  readonly method: string
  readonly path: string
  readonly handler: unknown
}

const METODOS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])

const BINARIO = { type: 'string', format: 'binary' }

/** An Effect Schema's JSON Schema inside the document: its definitions move to the components (`#/$defs/X` → `#/components/schemas/X`). */
const noDocumento = (s: Schema.Schema.Any, schemas: Json): Json => {
  const { $defs, ...j } = esquema(s)
  if (!$defs) return j
  // A definition may point at another (or at itself: a tree): their references move too.
  const { $defs: defs, ...k } = comoJson(JSON.parse(JSON.stringify({ ...j, $defs }).replaceAll('"#/$defs/', '"#/components/schemas/')))
  for (const [nome, v] of Object.entries(comoJson(defs))) schemas[nome] ??= v
  return k
}

const corpoDaOperacao = (metodo: string, doc: Documentacao | undefined, schemas: Json): Json => {
  if (doc?.corpo === EnvioDeArquivo) {
    const formulario = { type: 'object', properties: { arquivo: BINARIO }, additionalProperties: { type: 'string' } }
    return { requestBody: { content: { 'multipart/form-data': { schema: formulario } } } }
  }
  if (doc?.corpo) return { requestBody: { content: { 'application/json': { schema: noDocumento(doc.corpo, schemas) } } } }
  if (doc?.corpo === null || metodo === 'get' || metodo === 'delete') return {}
  return { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } }
}

const respostaDaOperacao = (doc: Documentacao | undefined, schemas: Json): Json => {
  const r = doc?.resposta
  if (r === 'arquivo') return { description: 'Arquivo', content: { 'application/octet-stream': { schema: BINARIO } } }
  if (r && 'registro' in r) return { description: 'OK', content: { 'application/json': { schema: refRegistro(r.registro) } } }
  if (r) return { description: 'OK', content: { 'application/json': { schema: noDocumento(r, schemas) } } }
  return { description: 'OK' }
}

/**
 * The routes other than the generic CRUD: one operation per method and path, from the documentation its route
 * carries. A documented route also replaces the generic description of its method and path (a declared action
 * that takes over `PUT /{id}` is what runs there).
 */
const rotasAvulsas = (rotas: ReadonlyArray<RotaRegistrada>, paths: Json, schemas: Json) => {
  for (const r of rotas) {
    if (!METODOS.has(r.method) || r.path.includes('*')) continue
    const caminho = `/api${r.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')}`.replace(/\/$/, '')
    const metodo = r.method.toLowerCase()
    const ops = objetoEm(paths, caminho)
    const doc = documentacaoDe(r.handler)
    const atual = ops[metodo]
    // A route's middlewares and handler are separate entries of the table: the first makes the operation.
    if (atual && (!doc || comoJson(atual)['x-avulsa'])) continue
    const parametros = [...caminho.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: m[1] === 'id' || m[1]!.endsWith('Id') ? 'integer' : 'string' } }))
    ops[metodo] = {
      tags: [caminho.split('/')[2] ?? 'api'],
      'x-avulsa': true,
      ...(doc ? { summary: doc.resumo } : {}),
      ...(parametros.length ? { parameters: parametros } : {}),
      ...corpoDaOperacao(metodo, doc, schemas),
      responses: { [String(doc?.status ?? 200)]: respostaDaOperacao(doc, schemas), ...respostasErro, '404': { description: 'O recurso solicitado não foi encontrado.' } },
    }
  }
}

export const documentoOpenApi = (recursos: ReadonlyArray<Resource>, rotas: ReadonlyArray<RotaRegistrada> = []) => {
  const paths: Json = {}
  const schemas: Json = { Erro: ERRO }
  for (const r of recursos) {
    schemas[nomeDoRegistro(r)] = registro(r)
    const ref = refRegistro(r)
    const tag = [r.name.split('/')[0]]
    const lista = {
      tags: tag,
      summary: `Lista ${r.label}`,
      description:
        'Três dialetos: `page`/`size` (envelope {content, pageable, size, totalElements}); `range=[0,24]&sort=["campo","ASC"]&filter={…}` (array + Content-Range); `unpaged=true` (array). Demais parâmetros são filtros.',
      parameters: [
        ...['page', 'size', 'sort', 'range', 'filter', 'unpaged'].map((n) => ({ name: n, in: 'query', schema: { type: 'string' } })),
        ...Object.entries(r.filtros ?? {}).map(([n, f]) => ({
          name: n,
          in: 'query',
          description: f.campo.label,
          schema: f.campo.options ? { enum: f.campo.options.map((o) => o.id) } : esquema(f.campo.value),
        })),
      ],
      responses: { '200': { description: 'OK', content: { 'application/json': { schema: { oneOf: [{ type: 'array', items: ref }, { type: 'object' }] } } } }, ...respostasErro },
    }
    const item: Json = { get: { tags: tag, summary: `${r.labelSingular} por id`, responses: { '200': { description: 'OK', content: { 'application/json': { schema: ref } } }, '404': { description: 'O recurso solicitado não foi encontrado.' } } } }
    const colecao: Json = { get: lista }
    paths[`/api/${r.name}`] = colecao
    if (!r.readOnly) {
      colecao['post'] = {
        tags: tag,
        summary: `Cria ${r.labelSingular}`,
        requestBody: { content: { 'application/json': { schema: corpo(r, 'create') } } },
        responses: { '201': { description: 'Criado', content: { 'application/json': { schema: ref } } }, ...respostasErro },
      }
      item['put'] = {
        tags: tag,
        summary: `Altera ${r.labelSingular}`,
        requestBody: { content: { 'application/json': { schema: corpo(r, 'update') } } },
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: ref } } }, ...respostasErro },
      }
      item['delete'] = { tags: tag, summary: `Remove ${r.labelSingular}`, responses: { '200': { description: 'Removido' }, ...respostasErro } }
    }
    paths[`/api/${r.name}/{id}`] = { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], ...item }
  }
  rotasAvulsas(rotas, paths, schemas)
  return {
    openapi: '3.0.3',
    info: { title: 'RH — API', version: VERSAO, description: 'Mutações exigem o cabeçalho X-Requested-With: XMLHttpRequest. Sessão por cookie (POST /api/login).' },
    paths,
    components: { schemas },
  }
}

const escapar = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** `/api/openapi.json` and a plain, dependency-free browsable page at `/api/docs`. */
export const rotasDocumentacao = (recursos: ReadonlyArray<Resource>, rotas: () => ReadonlyArray<RotaRegistrada> = () => []) => {
  // Built on first request: by then every route of the API is registered.
  let pronto: ReturnType<typeof documentoOpenApi> | undefined
  const documento = () => (pronto ??= documentoOpenApi(recursos, rotas()))
  const app = new Hono<Env>()
  app.get('/openapi.json', documentar('Documento OpenAPI desta API (público)'), (c) => c.json(documento()))
  app.get('/docs', documentar('Página com as rotas desta API (público)'), (c) => {
    const doc = documento()
    const linhas = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(comoJson(ops))
        .filter(([m]) => m !== 'parameters')
        .map(([m, op]) => `<tr><td><code>${m.toUpperCase()}</code></td><td><code>${escapar(p)}</code></td><td>${escapar(String(comoJson(op)['summary'] ?? ''))}</td></tr>`),
    )
    return c.html(
      `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>RH — API</title><style>body{font:14px system-ui;margin:2rem}td{padding:.2rem .8rem;border-bottom:1px solid #eee}h1{color:#FF850A}</style><h1>RH — API</h1><p>${escapar(doc.info.description)} Documento completo: <a href="/api/openapi.json">/api/openapi.json</a>.</p><table>${linhas.join('')}</table></html>`,
    )
  })
  return app
}
