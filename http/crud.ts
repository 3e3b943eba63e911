import { Either } from 'effect'
import { Hono, type Context } from 'hono'
import { podeAcessar, temAutoridade } from '../core/sessao/autoridades.ts'
import type { Ator } from '../core/shared/ator.ts'
import { atualizar, comPortasDoApp, criar, listar, obter, remover } from '../core/shared/crud.ts'
import type { ErroCampo } from '../core/shared/erros.ts'
import type { ListQuery } from '../core/shared/repositorio.ts'
import { campoLido, decodificarFiltros, filtrosAceitos, validar, type Acao, type Arquivo, type Resource } from '../core/shared/resource.ts'
import { EnvioDeArquivo } from '../core/shared/envio.ts'
import { executar, invalido, naoAutorizado, naoEncontrado, type Env } from './executar.ts'
import { responderArquivo } from './arquivos.ts'
import { analisarJson, lerEnvio, lerJson, lerQuery } from './corpo.ts'
import { documentar } from './openapi.ts'
import { origemDosLinks, origemExibida } from './origem.ts'

export const TAMANHO_PAGINA = 15
const MAX_PAGINA = 1000

export type Dialeto =
  | { readonly tipo: 'envelope'; readonly page: number; readonly size: number }
  | { readonly tipo: 'intervalo'; readonly inicio: number; readonly fim: number }
  | { readonly tipo: 'tudo' }

const RESERVADOS = new Set(['page', 'size', 'sort', 'range', 'filter', 'unpaged'])

const json = (s: string | undefined): unknown => (s === undefined ? undefined : analisarJson(s))

const inteiroNaoNegativo = (v: unknown, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max

/**
 * One handler, three list dialects (ARCHITECTURE §4): spec envelope (`page`/`size`), react-admin
 * (`range`/`sort`/`filter` + Content-Range) and `unpaged=true`. Plain query keys are filters too,
 * with comma-joined arrays.
 */
export const lerListagem = (r: Resource, qs: Record<string, string>): Either.Either<{ dialeto: Dialeto; query: ListQuery }, ErroCampo[]> => {
  const erros: ErroCampo[] = []
  let dialeto: Dialeto
  if (qs['range'] !== undefined) {
    const range = json(qs['range'])
    if (!Array.isArray(range) || range.length !== 2 || !inteiroNaoNegativo(range[0], 1e9) || !inteiroNaoNegativo(range[1], 1e9) || range[1] < range[0]) {
      erros.push({ field: 'range', message: 'Intervalo inválido' })
      dialeto = { tipo: 'tudo' }
    } else dialeto = { tipo: 'intervalo', inicio: range[0], fim: Math.min(range[1], range[0] + MAX_PAGINA - 1) }
  } else if (qs['unpaged'] === 'true') {
    dialeto = { tipo: 'tudo' }
  } else {
    const page = qs['page'] === undefined ? 0 : Number(qs['page'])
    const size = qs['size'] === undefined ? TAMANHO_PAGINA : Number(qs['size'])
    if (!inteiroNaoNegativo(page, 1e7)) erros.push({ field: 'page', message: 'Página inválida' })
    if (!inteiroNaoNegativo(size, MAX_PAGINA) || size === 0) erros.push({ field: 'size', message: `Tamanho de página deve estar entre 1 e ${MAX_PAGINA}` })
    dialeto = { tipo: 'envelope', page, size }
  }

  let sort: ListQuery['sort']
  const s = qs['sort']
  if (s !== undefined && s !== '') {
    const arr = s.startsWith('[') ? json(s) : s.split(',')
    if (!Array.isArray(arr) || typeof arr[0] !== 'string') erros.push({ field: 'sort', message: 'Ordenação inválida' })
    else {
      const ordem = String(arr[1] ?? 'ASC').toUpperCase()
      // An unknown key (a stored secret's column) is refused rather than silently ignored.
      if ((ordem !== 'ASC' && ordem !== 'DESC') || !(arr[0] === 'id' || arr[0] === 'empresaId' || campoLido(r, arr[0]))) erros.push({ field: 'sort', message: 'Ordenação inválida' })
      else sort = { field: arr[0], order: ordem }
    }
  }

  const filtro: Record<string, unknown> = {}
  if (qs['filter'] !== undefined) {
    const f = json(qs['filter'])
    if (typeof f !== 'object' || f === null || Array.isArray(f)) erros.push({ field: 'filter', message: 'Filtro inválido' })
    else Object.assign(filtro, f)
  }
  const declarados: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(qs)) {
    if (RESERVADOS.has(k)) continue
    const c = campoLido(r, k)
    filtro[k] = (k === 'id' || k === 'empresaId' || c?.storage === 'integer') && v.includes(',') ? v.split(',') : v
  }
  const permitidos = new Set(filtrosAceitos(r))
  for (const [k, v] of Object.entries(filtro)) {
    if (!permitidos.has(k)) {
      erros.push({ field: k, message: 'Filtro desconhecido' })
      continue
    }
    if (r.filtros && Object.hasOwn(r.filtros, k)) {
      declarados[k] = v
      delete filtro[k]
      continue
    }
    const valores = Array.isArray(v) ? v : [v]
    if (valores.length > 5000 || valores.some((x) => x !== null && typeof x === 'object')) {
      erros.push({ field: k, message: 'Filtro inválido' })
      continue
    }
    const numerico = k === 'id' || k === 'empresaId' || campoLido(r, k)?.storage === 'integer'
    if (numerico) {
      const nums = valores.map(Number)
      if (nums.some((n) => !Number.isSafeInteger(n))) erros.push({ field: k, message: 'Filtro inválido' })
      else filtro[k] = Array.isArray(v) ? nums : nums[0]
    } else if (typeof v === 'string' && v.length > 200) erros.push({ field: k, message: 'Filtro inválido' })
  }
  const decl = decodificarFiltros(r, declarados)
  if (Either.isLeft(decl)) erros.push(...decl.left)
  else Object.assign(filtro, decl.right)
  if (erros.length) return Either.left(erros)
  const range = intervaloDoDialeto(dialeto)
  return Either.right({ dialeto, query: { filter: filtro, ...(sort ? { sort } : {}), ...(range ? { range } : {}) } })
}

/** Offset and limit of a list dialect (none when unpaged). */
export const intervaloDoDialeto = (d: Dialeto) =>
  d.tipo === 'intervalo' ? { offset: d.inicio, limit: d.fim - d.inicio + 1 } : d.tipo === 'envelope' ? { offset: d.page * d.size, limit: d.size } : undefined

/** Answers a list in the dialect it was asked in: array, array + Content-Range, or the spec's page envelope. */
export const responderLista = (c: Context, dialeto: Dialeto, recurso: string, rows: ReadonlyArray<unknown>, total: number) => {
  if (dialeto.tipo === 'tudo') return c.json(rows)
  if (dialeto.tipo === 'intervalo') {
    const fim = rows.length ? dialeto.inicio + rows.length - 1 : dialeto.inicio
    c.header('Content-Range', `${recurso.split('/').pop()} ${dialeto.inicio}-${fim}/${total}`)
    c.header('Access-Control-Expose-Headers', 'Content-Range')
    return c.json(rows)
  }
  return c.json({
    content: rows,
    pageable: { paged: true, offset: dialeto.page * dialeto.size, pageNumber: dialeto.page, pageSize: dialeto.size },
    size: dialeto.size,
    number: dialeto.page,
    totalElements: total,
    totalPages: Math.ceil(total / dialeto.size),
  })
}

/** An id in a path or query: a positive integer that fits the database's integer; undefined otherwise (→ 404). */
export const idDe = (s: string | undefined) => (s !== undefined && /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : undefined)

export const idDaRota = (c: Context) => idDe(c.req.param('id'))

/** The route's parameters besides `:id` (`:docId`), each a positive integer; undefined (→ 404) when one is not. */
export const parametrosDaRota = (c: Context): Record<string, number> | undefined => {
  const out: Record<string, number> = {}
  for (const [k, v] of Object.entries(c.req.param() as Record<string, string>)) {
    if (k === 'id') continue
    const n = idDe(v)
    if (n === undefined) return undefined
    out[k] = n
  }
  return out
}

/** The acting staff user of a request. */
export const atorDe = (c: Context<Env>): Ator => {
  const ctx = c.get('ctx')
  return {
    escopo: ctx.escopo,
    usuario: { id: ctx.usuario.id, nome: ctx.usuario.nome },
    autoridades: ctx.autoridades,
    empresa: { id: ctx.empresa.id, nome: ctx.empresa.nome },
    sessao: ctx.sessao.token,
    ...(ctx.areasGeridas ? { areasGeridas: ctx.areasGeridas } : {}),
  }
}

/**
 * Route parameters are positive integers (ids): the router itself says so, so `/:id` of a resource never takes a
 * word such as `historicos` (the path of another resource or of an action), whatever the order routes are mounted.
 */
export const numerico = (caminho: string) => caminho.replace(/(^|\/):([A-Za-z_]+)(?=\/|$)/g, '$1:$2{[0-9]+}')

/** Mounts one declared action: authority, id, body (JSON validated by its Schema, or an upload), the use case, its answer. */
const montarAcao = (app: Hono<Env>, r: Resource, a: Acao) => {
  const comId = /(^|\/):id(\/|$)/.test(a.caminho)
  const doc = { corpo: a.corpo ?? null, status: a.status ?? 200, ...(a.resposta ? { resposta: a.resposta === 'registro' ? { registro: r } : a.resposta } : {}) }
  app.on(a.metodo, numerico(`/${a.caminho}`), documentar(a.resumo, doc), async (c) => {
    const autoridades = c.get('ctx').autoridades
    const permitido = a.somenteAutoridade ? !!a.autoridade && temAutoridade(autoridades, a.autoridade) : podeAcessar(autoridades, r, a.modo) && (!a.autoridade || temAutoridade(autoridades, a.autoridade))
    if (!permitido) return naoAutorizado(c)
    const id = comId ? idDaRota(c) : 0
    const parametros = parametrosDaRota(c)
    if (id === undefined || parametros === undefined) return naoEncontrado(c)
    let corpo: unknown = {}
    if (a.corpo === EnvioDeArquivo) {
      const lido = await lerEnvio(c)
      if (lido instanceof Response) return lido
      corpo = lido
    } else if (a.corpo) {
      if (!(a.corpoOpcional && !c.req.header('content-type'))) {
        const lido = await lerJson(c)
        if (lido instanceof Response) return lido
        corpo = lido
      }
      if (!a.validadoNoCaso) {
        const v = validar(a.corpo, corpo ?? {})
        if (Either.isLeft(v)) return invalido(c, v.left.errors)
        corpo = v.right
      }
    }
    const origem = { links: () => origemDosLinks(c), exibida: () => origemExibida(c) }
    return executar(c, comPortasDoApp(a.executar(atorDe(c), { id, corpo, query: lerQuery(c), parametros, origem })), (res) =>
      a.resposta === 'arquivo' ? responderArquivo(c, res as Arquivo) : c.json(res as never, a.status ?? 200),
    )
  })
}

/**
 * Generic routes of one declared resource: its actions first (an action at `PUT /:id` or `POST /` takes the place of
 * the generic update or create), then list/get/create/update/delete. Ids are numeric in the router itself
 * (`numerico`), so no fixed path is ever taken for an id, whatever the mount order of the app.
 */
export const crudRoutes = (r: Resource) => {
  const app = new Hono<Env>()
  const pode = (c: Context<Env>, modo: 'ler' | 'escrever') => podeAcessar(c.get('ctx').autoridades, r, modo)

  for (const a of r.acoes ?? []) montarAcao(app, r, a)

  app.get('/', (c) => {
    if (!pode(c, 'ler')) return naoAutorizado(c)
    const lido = lerListagem(r, lerQuery(c))
    if (Either.isLeft(lido)) return invalido(c, lido.left, 'Parâmetros de consulta inválidos')
    const { dialeto, query } = lido.right
    return executar(c, listar(r, atorDe(c), query), ({ rows, total }) => responderLista(c, dialeto, r.name, rows, total))
  })

  app.get(numerico('/:id'), (c) => {
    if (!pode(c, 'ler')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    return executar(c, obter(r, atorDe(c), id), (reg) => c.json(reg))
  })

  if (r.readOnly) return app

  app.post('/', async (c) => {
    if (!pode(c, 'escrever')) return naoAutorizado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, criar(r, atorDe(c), corpo), (reg) => c.json(reg, 201))
  })

  app.put(numerico('/:id'), async (c) => {
    if (!pode(c, 'escrever')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, atualizar(r, atorDe(c), id, corpo), (reg) => c.json(reg))
  })

  app.delete(numerico('/:id'), (c) => {
    if (!pode(c, 'escrever')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    return executar(c, remover(r, atorDe(c), id), () => c.json({ id }))
  })

  return app
}
