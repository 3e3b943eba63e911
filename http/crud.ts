import { Effect, Either } from 'effect'
import { Hono, type Context } from 'hono'
import { podeAcessar } from '../core/sessao/autoridades.ts'
import { ValidacaoFalhou, type ErroCampo } from '../core/shared/erros.ts'
import { Repositorio, type ListQuery } from '../core/shared/ports.ts'
import { decodificar, type Resource } from '../core/shared/resource.ts'
import { filtraveis } from '../adapters/db/repositorio.ts'
import { executar, invalido, naoAutorizado, naoEncontrado, type Env } from './executar.ts'
import { lerJson } from './corpo.ts'

export const TAMANHO_PAGINA = 15
const MAX_PAGINA = 1000

export type Dialeto =
  | { readonly tipo: 'envelope'; readonly page: number; readonly size: number }
  | { readonly tipo: 'intervalo'; readonly inicio: number; readonly fim: number }
  | { readonly tipo: 'tudo' }

const RESERVADOS = new Set(['page', 'size', 'sort', 'range', 'filter', 'unpaged'])

const json = (s: string | undefined): unknown => {
  if (s === undefined) return undefined
  try {
    return JSON.parse(s)
  } catch {
    return Symbol.for('invalido')
  }
}

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
      if (ordem !== 'ASC' && ordem !== 'DESC') erros.push({ field: 'sort', message: 'Ordenação inválida' })
      else sort = { field: arr[0], order: ordem }
    }
  }

  const filtro: Record<string, unknown> = {}
  if (qs['filter'] !== undefined) {
    const f = json(qs['filter'])
    if (typeof f !== 'object' || f === null || Array.isArray(f)) erros.push({ field: 'filter', message: 'Filtro inválido' })
    else Object.assign(filtro, f)
  }
  for (const [k, v] of Object.entries(qs)) {
    if (RESERVADOS.has(k)) continue
    const c = r.fields[k]
    filtro[k] = (k === 'id' || k === 'empresaId' || c?.storage === 'integer') && v.includes(',') ? v.split(',') : v
  }
  const permitidos = new Set(filtraveis(r))
  for (const [k, v] of Object.entries(filtro)) {
    if (!permitidos.has(k)) {
      erros.push({ field: k, message: 'Filtro desconhecido' })
      continue
    }
    const valores = Array.isArray(v) ? v : [v]
    if (valores.length > 5000 || valores.some((x) => x !== null && typeof x === 'object')) {
      erros.push({ field: k, message: 'Filtro inválido' })
      continue
    }
    const numerico = k === 'id' || k === 'empresaId' || r.fields[k]?.storage === 'integer'
    if (numerico) {
      const nums = valores.map(Number)
      if (nums.some((n) => !Number.isSafeInteger(n))) erros.push({ field: k, message: 'Filtro inválido' })
      else filtro[k] = Array.isArray(v) ? nums : nums[0]
    } else if (typeof v === 'string' && v.length > 200) erros.push({ field: k, message: 'Filtro inválido' })
  }
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

export const idDaRota = (c: Context) => {
  const s = c.req.param('id') ?? ''
  return /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : undefined
}

/** Generic list/get/create/update/delete routes of one declared resource. */
export const crudRoutes = (r: Resource) => {
  const app = new Hono<Env>()
  const pode = (c: Context<Env>, modo: 'ler' | 'escrever') => podeAcessar(c.get('ctx').autoridades, r, modo)

  app.get('/', (c) => {
    if (!pode(c, 'ler')) return naoAutorizado(c)
    const lido = lerListagem(r, c.req.query())
    if (Either.isLeft(lido)) return invalido(c, lido.left, 'Parâmetros de consulta inválidos')
    const { dialeto, query } = lido.right
    return executar(
      c,
      Effect.flatMap(Repositorio, (repo) => repo.list(r, c.get('ctx').escopo, query)),
      ({ rows, total }) => responderLista(c, dialeto, r.name, rows, total),
    )
  })

  app.get('/:id', (c) => {
    if (!pode(c, 'ler')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    return executar(
      c,
      Effect.flatMap(Repositorio, (repo) => repo.get(r, c.get('ctx').escopo, id)),
      (reg) => c.json(reg),
    )
  })

  if (r.readOnly) return app

  const gravar = (c: Context<Env>, corpo: unknown, id?: number) => {
    const modo = id === undefined ? 'create' : 'update'
    return Effect.gen(function* () {
      // An absent row answers 404 before its body is judged.
      if (id !== undefined) yield* Effect.flatMap(Repositorio, (repo) => repo.get(r, c.get('ctx').escopo, id))
      const entrada = yield* Either.match(decodificar(r, corpo, modo), { onLeft: Effect.fail, onRight: Effect.succeed })
      const escopo = c.get('ctx').escopo
      if (r.validar) {
        const erros = yield* r.validar(entrada, { escopo, modo, ...(id !== undefined ? { id } : {}) })
        if (erros.length) return yield* ValidacaoFalhou.campos(erros)
      }
      const dados = r.prepare ? yield* r.prepare(entrada, modo) : entrada
      const repo = yield* Repositorio
      return id === undefined ? yield* repo.create(r, escopo, dados) : yield* repo.update(r, escopo, id, dados)
    })
  }

  app.post('/', async (c) => {
    if (!pode(c, 'escrever')) return naoAutorizado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, gravar(c, corpo), (reg) => c.json(reg, 201))
  })

  app.put('/:id', async (c) => {
    if (!pode(c, 'escrever')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, gravar(c, corpo, id), (reg) => c.json(reg))
  })

  app.delete('/:id', (c) => {
    if (!pode(c, 'escrever')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    return executar(
      c,
      Effect.flatMap(Repositorio, (repo) => repo.remove(r, c.get('ctx').escopo, id)),
      () => c.json({ id }),
    )
  })

  return app
}
