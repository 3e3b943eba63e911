import { Effect } from 'effect'
import type { Knex } from 'knex'
import type { Campo } from '../../core/shared/campos.ts'
import { NaoEncontrado, RegraViolada, ValidacaoFalhou, type ErroCampo } from '../../core/shared/erros.ts'
import type { Escopo } from '../../core/shared/ports.ts'
import type { RepositorioService } from '../../core/shared/repositorio.ts'
import { campoLido, camposArmazenados, camposLidos, camposVisiveis, omitidosNaLista, porRecurso, type Registro, type Resource } from '../../core/shared/resource.ts'
import { chaveDeBusca, digitosDeCodigo, normalizarTermo, palavrasDaBusca } from '../../core/shared/busca.ts'
import { consultaTrigramas, contarPorEmpresa, contarTrigramas, haOutrasEmpresas, idsTrigramas, ondeBusca, planejarTrigramas, type FrequenciasTrigramas } from './busca.ts'
import { reencadear, vigenteEm } from './vigencia.ts'
import { ehPostgres, EM_LISTAS, LINHAS_CRUAS, nomeDaColuna, normalizarBusca } from './knex.ts'
import { lembrancasDe } from './lembrancas.ts'
import { consulta, emTransacao } from './transacao.ts'

export { conexao, consulta, emTransacao, transacaoAtual } from './transacao.ts'

const agoraIso = () => new Date().toISOString()

const decodificarValor = (c: Campo, v: unknown): unknown => {
  // A NULL column (a row written before the field existed, or outside the API) reads as the field's default.
  if (v === null || v === undefined) return c.default ?? null
  switch (c.storage) {
    case 'boolean':
      return v === true || v === 1 || v === '1' || v === 't'
    case 'integer':
      return typeof v === 'number' ? v : Number(v)
    case 'json':
      return typeof v === 'string' ? JSON.parse(v) : v
    default:
      return v
  }
}

const codificarValor = (c: Campo | undefined, v: unknown): unknown => {
  if (v === undefined || v === null) return null
  if (c?.storage === 'json') return JSON.stringify(v)
  return v
}

export const paraRegistro = (r: Resource, linha: Record<string, unknown>): Registro => {
  const out: Record<string, unknown> = { id: Number(linha['id']) }
  if (r.scope === 'empresa') out['empresaId'] = Number(linha['empresaId'])
  for (const [k, c] of camposLidos(r)) out[k] = decodificarValor(c, linha[k])
  if (r.softDelete) out['removedAt'] = linha['removedAt'] ?? null
  return out as Registro
}

/**
 * How a list row is read, once per declaration: each key the list carries (the record's keys but `omitidosNaLista`),
 * in the record's order, with its column's name as the driver gives it and its decoding. The row is read as the
 * driver answered it: no camelCase copy, no keys built to be deleted, on SQLite not even an object per row.
 */
const planoDaLista = porRecurso((r): ReadonlyArray<readonly [string, string, (v: unknown) => unknown]> => {
  const omitidos = new Set(omitidosNaLista(r))
  const plano: Array<readonly [string, string, (v: unknown) => unknown]> = []
  const ler = (k: string, f: (v: unknown) => unknown) => omitidos.has(k) || plano.push([k, nomeDaColuna(k), f])
  ler('id', Number)
  if (r.scope === 'empresa') ler('empresaId', Number)
  for (const [k, c] of camposLidos(r)) ler(k, (v) => decodificarValor(c, v))
  if (r.softDelete) ler('removedAt', (v) => v ?? null)
  return plano
})

/** The plan by the columns' positions in an answer of arrays (SQLite, `EM_LISTAS`): a column repeated counts as its last. */
const posicoesDaLista = porRecurso(() => new Map<string, ReadonlyArray<readonly [string, number, (v: unknown) => unknown]>>())

/** The list's records from the driver's rows: objects by column name, or arrays of values with their `colunas`. */
const registrosDaLista = (r: Resource, linhas: ReadonlyArray<unknown> & { readonly colunas?: ReadonlyArray<string> }): Array<Registro> => {
  const plano = planoDaLista(r)
  const colunas = linhas.colunas
  if (!colunas) {
    return linhas.map((l) => {
      const linha = l as Record<string, unknown>
      const out: Record<string, unknown> = {}
      for (const [k, coluna, ler] of plano) out[k] = ler(linha[coluna])
      return out as Registro
    })
  }
  const porColunas = posicoesDaLista(r)
  const chave = colunas.join(',')
  let posicoes = porColunas.get(chave)
  if (!posicoes) {
    posicoes = plano.map(([k, coluna, ler]) => [k, colunas.lastIndexOf(coluna), ler] as const)
    if (porColunas.size >= 100) porColunas.clear()
    porColunas.set(chave, posicoes)
  }
  return linhas.map((l) => {
    const valores = l as ReadonlyArray<unknown>
    const out: Record<string, unknown> = {}
    for (const [k, i, ler] of posicoes) out[k] = ler(i < 0 ? undefined : valores[i])
    return out as Registro
  })
}

/** Columns that may be sorted on: the id and every scalar field, state field and computed column. */
export const ordenaveis = (r: Resource) => ['id', ...camposLidos(r).filter(([, c]) => c.storage !== 'json').map(([k]) => k)]

/**
 * What a module's adapter adds to the generic list of one resource: the SQL of its computed columns (an
 * expression over the resource's table, by column name; in a list it may read the list's filter, `{}` elsewhere)
 * and the conditions of its `predicado` filters.
 */
export interface ExtensaoSql {
  readonly colunas?: Readonly<Record<string, (db: Knex, filtro: Readonly<Record<string, unknown>>) => string>>
  readonly predicados?: Readonly<Record<string, (qb: Knex.QueryBuilder, valor: unknown, db: Knex) => void>>
}
export type ExtensoesSql = Readonly<Record<string, ExtensaoSql>>

/** Declared computed columns and predicate filters that no adapter supplies SQL for (must be none). */
export const extensoesFaltando = (recursos: ReadonlyArray<Resource>, ext: ExtensoesSql): ReadonlyArray<string> =>
  recursos.flatMap((r) => [
    ...Object.keys(r.colunas ?? {}).filter((k) => !ext[r.name]?.colunas?.[k]).map((k) => `${r.name}: coluna ${k}`),
    ...Object.entries(r.filtros ?? {})
      .filter(([k, f]) => f.op === 'predicado' && !ext[r.name]?.predicados?.[k])
      .map(([k]) => `${r.name}: filtro ${k}`),
    // A dated history keeps its rows' end in the state field dataFim; its owner is one of its fields.
    ...(r.vigencia && (!r.estado?.['dataFim'] || !(r.fields[r.vigencia.dono] || (r.vigencia.dono === 'empresaId' && r.scope === 'empresa')) || r.softDelete)
      ? [`${r.name}: vigência pede o campo de estado dataFim, o dono entre os campos (ou a empresa) e nenhuma remoção lógica`]
      : []),
    ...Object.entries(r.filtros ?? {})
      .filter(([, f]) => f.op === 'vigente' && !r.vigencia)
      .map(([k]) => `${r.name}: filtro ${k} vigente sem vigência declarada`),
    // The manager scope names the id, a field or computed column, or a predicate filter.
    ...(r.escopoGestor && r.escopoGestor !== 'id' && !campoLido(r, r.escopoGestor) && r.filtros?.[r.escopoGestor]?.op !== 'predicado' ? [`${r.name}: escopoGestor ${r.escopoGestor} desconhecido`] : []),
    // A word search needs the searchable field's copy and index (declared with `busca: true`).
    ...Object.entries(r.filtros ?? {})
      .filter(([k, f]) => f.op === 'busca' && !r.fields[f.coluna ?? k]?.busca)
      .map(([k, f]) => `${r.name}: filtro ${k} busca em ${f.coluna ?? k}, que não é um campo com busca`),
  ])

const comoLista = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v])

/** A searchable field written is written again as its normalised copy (`nomeBusca`), which lists search and sort on. */
const comCopiasDeBusca = (r: Resource, linha: Record<string, unknown>) => {
  for (const [k, c] of Object.entries(r.fields)) {
    if (!c.busca || !(k in linha)) continue
    const v = linha[k]
    linha[chaveDeBusca(k)] = typeof v === 'string' ? normalizarTermo(v) : null
  }
  return linha
}

/** Above this many matches, a search sorted by its name walks the name's index instead of sorting the matches. */
const LIMIAR_PERCORRER = 300

const booleanoDeFiltro = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1'

/** A lone search (SQLite): its FTS5 query, and the company tokens that query carries. */
interface Busca {
  readonly ftsSo: string | undefined
  readonly tokens: ReadonlyArray<number> | undefined
}

/** What counting a list found: its total, and for a lone search its tokens and (when few) its matches. */
interface Contagem {
  readonly tokens: ReadonlyArray<number> | undefined
  readonly total: number
  readonly achados: ReadonlyArray<number> | undefined
}

export const criarRepositorio = (
  knex: Knex,
  recursos: () => ReadonlyArray<Resource>,
  extensoes: ExtensoesSql = {},
  /** Tests lower the threshold to walk the sorted index with few rows. */
  opcoes: { readonly limiarPercorrer?: number } = {},
): RepositorioService => {
  const limiarPercorrer = opcoes.limiarPercorrer ?? LIMIAR_PERCORRER
  const pg = ehPostgres(knex)
  const faltando = extensoesFaltando(recursos(), extensoes)
  if (faltando.length) throw new Error(`SQL não fornecido para: ${faltando.join(', ')}`)
  /** SQL of a computed column, or the qualified stored column. */
  const expressao = (db: Knex, r: Resource, coluna: string, filtro: Readonly<Record<string, unknown>> = {}) => {
    const sql = extensoes[r.name]?.colunas?.[coluna]
    return sql ? db.raw(`(${sql(db, filtro)})`) : `${r.table}.${coluna}`
  }
  const paraSql = (db: Knex, ex: string | Knex.Raw) => (typeof ex === 'string' ? db.raw('??', [ex]) : ex)
  const emLista = (db: Knex, b: Knex.QueryBuilder, ex: string | Knex.Raw, valores: unknown[]) => {
    if (typeof ex === 'string') b.whereIn(ex, valores as Knex.Value[])
    else if (!valores.length) b.whereRaw('1 = 0')
    else b.whereRaw(`? in (${valores.map(() => '?').join(', ')})`, [ex, ...(valores as Knex.Value[])])
  }
  /** The stored columns a list reads, already quoted for this database: the same for every list of the resource. */
  const colunasDaLista = porRecurso((r) => {
    const omitir = new Set(omitidosNaLista(r))
    const sistema = ['id', ...(r.scope === 'empresa' ? ['empresaId'] : []), ...(r.softDelete ? ['removedAt'] : [])]
    const lidos = camposLidos(r).filter(([k]) => !omitir.has(k) && !(r.colunas && Object.hasOwn(r.colunas, k)))
    const nomes = [...sistema, ...lidos.map(([k]) => k)].map((k) => `${r.table}.${k}`)
    return knex.raw(nomes.map(() => '??').join(', '), nomes).toSQL().sql
  })
  /** A list (`filtro` given) leaves out what its rows do not carry (`omitidosNaLista`): those columns are not even read. */
  const selecionar = (db: Knex, r: Resource, b: Knex.QueryBuilder, filtro?: Readonly<Record<string, unknown>>) => {
    const omitir = filtro ? omitidosNaLista(r) : []
    if (!omitir.length) b.select(`${r.table}.*`)
    else b.select(db.raw(colunasDaLista(r)))
    for (const k of Object.keys(r.colunas ?? {})) {
      if (!omitir.includes(k)) b.select(db.raw(`(${extensoes[r.name]!.colunas![k]!(db, filtro ?? {})}) as ??`, [k]))
    }
    return b
  }
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  const transaction = emTransacao(knex)
  const lembrancas = lembrancasDe(knex)
  const frequencias: FrequenciasTrigramas = new Map()

  const escopar = (r: Resource, e: Escopo, qb: Knex.QueryBuilder, incluirRemovidos = false) => {
    if (r.scope === 'empresa') qb.whereIn(`${r.table}.empresaId`, [...e.empresasVisiveis])
    if (r.scope === 'propria') qb.whereIn(`${r.table}.id`, [...e.empresasVisiveis])
    if (r.softDelete && !incluirRemovidos) qb.whereNull(`${r.table}.removedAt`)
    return qb
  }

  const buscarLinha = (r: Resource, e: Escopo, id: number) =>
    Effect.flatMap(
      q((db) => selecionar(db, r, escopar(r, e, db(r.table).where(`${r.table}.id`, id))).first()),
      (linha: Record<string, unknown> | undefined) =>
        linha ? Effect.succeed(linha) : Effect.fail(new NaoEncontrado({ recurso: r.name, id })),
    )

  /**
   * Where a change is logged: the company the record belongs to (each of them for a shared record), else the
   * session's. A company's own changes go to its log; its creation and removal, to the log of the session that did them.
   */
  const empresasDaMudanca = (e: Escopo, r: Resource, id: number, antes?: unknown, depois?: unknown): ReadonlyArray<number> => {
    const regs = [antes, depois].filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null)
    if (r.scope === 'propria') return regs.length === 2 ? [id] : [e.empresaId]
    const donas =
      r.scope === 'empresa' ? regs.map((x) => Number(x['empresaId'])).filter((n) => n > 0).slice(0, 1) : r.empresasDoRegistro ? [...new Set(regs.flatMap((x) => r.empresasDoRegistro!(x)))] : []
    return donas.length ? donas : [e.empresaId]
  }

  /**
   * One entry per company the change belongs to, each with that company's part of a shared record (`parteDe`):
   * a company whose part did not change gets no entry, unless none changed.
   */
  const auditar = (e: Escopo, r: Resource, id: number, acao: 'criar' | 'alterar' | 'remover', antes?: unknown, depois?: unknown) => {
    const parte = (x: unknown, empresaId: number) => (x === undefined ? null : JSON.stringify(r.parteDe && typeof x === 'object' && x !== null ? r.parteDe(x as Registro, empresaId) : x))
    const todas = empresasDaMudanca(e, r, id, antes, depois).map((empresaId) => ({ empresaId, antes: parte(antes, empresaId), depois: parte(depois, empresaId) }))
    const mudaram = todas.filter((x) => x.antes !== x.depois)
    return q((db) =>
      db('auditoria').insert(
        (mudaram.length ? mudaram : todas).map((x) => ({ em: agoraIso(), usuarioId: e.usuarioId, entidade: r.name, entidadeId: id, acao, ...x })),
      ),
    )
  }

  /** Unique fields (case/accent-insensitive) and references that must exist in the same scope. */
  const conferir = (r: Resource, e: Escopo, dados: Record<string, unknown>, empresaId: number | undefined, id?: number) =>
    Effect.gen(function* () {
      const erros: ErroCampo[] = []
      for (const [k, c] of camposArmazenados(r)) {
        const v = dados[k]
        if (v === undefined || v === null) continue
        if (c.unique) {
          const existe = yield* q((db) => {
            const b = db(r.table).select('id')
            if (typeof v === 'string') b.whereRaw('rh_norm(??) = ?', [k.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`), normalizarBusca(v)])
            else b.where(k, v as Knex.Value)
            if (r.scope === 'empresa' && empresaId !== undefined) b.where('empresaId', empresaId)
            if (r.softDelete) b.whereNull('removedAt')
            if (id !== undefined) b.whereNot('id', id)
            return b.first()
          })
          if (existe) erros.push({ field: k, message: c.unique })
        }
        if (c.reference) {
          const alvo = recursos().find((x) => x.name === c.reference)
          if (!alvo) continue
          const ids = [...new Set(comoLista(v).map(Number))]
          if (alvo === r && id !== undefined && ids.includes(id)) {
            erros.push({ field: k, message: `${c.label} inválid${c.missingMessage.endsWith('a') ? 'a' : 'o'}` })
            continue
          }
          const achados = yield* q((db) => {
            const b = escopar(alvo, e, db(alvo.table).whereIn(`${alvo.table}.id`, ids))
            if (alvo.scope === 'empresa' && empresaId !== undefined && !c.referenciaOutrasEmpresas) b.where(`${alvo.table}.empresaId`, empresaId)
            return b.count({ n: '*' })
          })
          if (Number(achados[0]?.['n'] ?? 0) !== ids.length) erros.push({ field: k, message: `${c.label}: registro não encontrado` })
        }
      }
      if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    })

  const paraLinha = (r: Resource, dados: Record<string, unknown>, modo: 'create' | 'update') => {
    const linha: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(dados)) {
      const c = campoLido(r, k)
      if (c?.writeOnly) continue
      if (r.colunas && Object.hasOwn(r.colunas, k)) continue
      linha[k] = codificarValor(c, v)
    }
    // PUT replaces the record: fields left out are cleared, except write-only ones (kept unless given).
    if (modo === 'update') for (const k of camposVisiveis(r)) if (!(k in linha)) linha[k] = null
    return comCopiasDeBusca(r, linha)
  }

  /** Rows of other resources that point at (r, id): removing it would leave them dangling. */
  const emUso = (r: Resource, id: number) =>
    Effect.gen(function* () {
      for (const outro of recursos()) {
        if (r.scope === 'propria' && outro.scope === 'empresa') {
          const n = yield* q((db) => db(outro.table).where('empresaId', id).count({ n: '*' }))
          if (Number(n[0]?.['n'] ?? 0) > 0) return outro.label
        }
        for (const [k, c] of Object.entries(outro.fields)) {
          // A reference to any declaration over the same rows (the knowledge items are rows of the competencies).
          if (c.reference !== r.name && (!c.reference || recursos().find((x) => x.name === c.reference)?.table !== r.table)) continue
          const col = k.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)
          const n = yield* q((db) => {
            const b = db(outro.table)
            if (c.storage === 'json') {
              b.whereRaw(pg ? `(',' || trim(both '[]' from ??) || ',') like ?` : `(',' || trim(??, '[]') || ',') like ?`, [col, `%,${id},%`])
            } else b.where(k, id)
            if (outro.softDelete) b.whereNull('removedAt')
            return b.count({ n: '*' })
          })
          if (Number(n[0]?.['n'] ?? 0) > 0) return outro.label
        }
      }
      if (r.name === 'utilitario/perfis' || r.scope === 'propria') {
        const chave = r.scope === 'propria' ? 'empresaId' : 'perfilId'
        const n = yield* q((db) => db('usuarios').where('acessos', 'like', `%"${chave}":${id}}%`).orWhere('acessos', 'like', `%"${chave}":${id},%`).count({ n: '*' }))
        if (Number(n[0]?.['n'] ?? 0) > 0) return 'Usuários'
      }
      return undefined
    })

  /** Is this filter value a restriction at all ('' and nulls are not; a declared `valor` may say "all": 'T')? */
  const restringe = (r: Resource, k: string, v: unknown) => {
    if (v === undefined || v === null || v === '' || k === 'empresaId') return false
    const declarado = r.filtros?.[k]
    if (declarado?.valor && declarado.valor(v) === undefined) return false
    if ((declarado?.op === 'busca' || (k === 'q' && !declarado)) && !palavrasDaBusca(String(v)).length) return false
    return true
  }

  /** The searchable field a filter searches (a declared `busca`, or a filter named after a searchable field). */
  const campoBuscado = (r: Resource, k: string): string | undefined => {
    const declarado = r.filtros?.[k]
    if (declarado) return declarado.op === 'busca' ? (declarado.coluna ?? k) : undefined
    return r.fields[k]?.busca ? k : undefined
  }

  const list: RepositorioService['list'] = (r, e, query) =>
    Effect.gen(function* () {
      const f = query.filter
      // The companies asked for, within the visible ones: one company is an equality the indexes serve.
      const empresas =
        r.scope === 'empresa' ? (f['empresaId'] === undefined ? [e.empresaId] : comoLista(f['empresaId']).map(Number)).filter((x) => e.empresasVisiveis.includes(x)) : undefined
      const ativos = Object.entries(f).filter(([k, v]) => restringe(r, k, v))
      // The manager scope is one more condition: the shortcuts below (kept counts, a lone search) do not apply.
      const gestor = r.escopoGestor && query.areas ? { chave: r.escopoGestor, areas: [...query.areas] } : undefined
      const sort = query.sort && ordenaveis(r).includes(query.sort.field) ? query.sort : r.sort
      const ordenaBusca = r.fields[sort.field]?.busca === true
      // One word search and nothing else (SQLite): its count comes from the trigram index alone.
      const [soBusca] = ativos.length === 1 && !gestor ? ativos : []
      const colunaSo = soBusca ? campoBuscado(r, soBusca[0]) : undefined
      const prefixado = soBusca && r.filtros?.[soBusca[0]]?.prefixo && digitosDeCodigo(String(soBusca[1])) !== undefined
      const buscaSo = !pg && colunaSo && !prefixado && !query.incluirRemovidos
      /** The FTS5 query of a lone search (SQLite), with the company tokens it needs (`tokens`, see `contar`). */
      const ftsDe = (tokens: ReadonlyArray<number> | undefined) => (buscaSo ? consultaTrigramas(palavrasDaBusca(String(soBusca![1])), tokens) : undefined)

      /**
       * `percorrer`: many matches, walked in the name's order; `achados`: the few matches of a lone search,
       * already read from its index (the page then picks among them instead of searching again).
       */
      const base = (db: Knex, busca: Busca, percorrer = false, achados?: ReadonlyArray<number>) => {
        const { ftsSo, tokens } = busca
        const b = db(r.table)
        if (r.scope === 'empresa') {
          if (empresas!.length === 1) b.where(`${r.table}.empresaId`, empresas![0]!)
          else b.whereIn(`${r.table}.empresaId`, empresas!)
        }
        if (r.scope === 'propria') b.whereIn(`${r.table}.id`, [...e.empresasVisiveis])
        if (r.softDelete && !query.incluirRemovidos) b.whereNull(`${r.table}.removedAt`)
        if (gestor) {
          const predicado = r.filtros?.[gestor.chave]?.op === 'predicado' ? extensoes[r.name]?.predicados?.[gestor.chave] : undefined
          if (predicado) predicado(b, gestor.areas, db)
          else if (!gestor.areas.length) b.whereRaw('1 = 0')
          else emLista(db, b, gestor.chave === 'id' ? `${r.table}.id` : expressao(db, r, gestor.chave), gestor.areas)
        }
        const buscar = (w: Knex.QueryBuilder, campo: string, termo: string) =>
          ondeBusca(db, w, r.table, chaveDeBusca(campo), termo, ftsSo ? tokens : r.scope === 'empresa' ? empresas : undefined, percorrer)
        for (const [k, v] of ativos) {
          const buscado = campoBuscado(r, k)
          if (buscado) {
            const prefixo = r.filtros?.[k]?.prefixo
            const digitos = prefixo ? digitosDeCodigo(String(v)) : undefined
            if (achados) b.whereIn(`${r.table}.id`, [...achados])
            else if (digitos && prefixo)
              b.where((w) => w.where((x) => buscar(x, buscado, String(v))).orWhere((x) => x.where(`${r.table}.${prefixo}`, '>=', digitos).where(`${r.table}.${prefixo}`, '<', `${digitos}:`)))
            else buscar(b, buscado, String(v))
            continue
          }
          if (k === 'q' && !r.filtros?.['q']) {
            const termo = `%${normalizarBusca(String(v))}%`
            const textos = camposVisiveis(r).filter((x) => r.fields[x]!.filter === 'like')
            // A number typed in the search box also finds the record by its code.
            const codigo = /^\d{1,9}$/.test(String(v).trim()) ? Number(String(v).trim()) : undefined
            if (textos.length || codigo !== undefined)
              b.where((w) => {
                textos.forEach((x) => (r.fields[x]!.busca ? w.orWhere((y) => buscar(y, x, String(v))) : w.orWhereRaw('rh_norm(??) like ?', [`${r.table}.${x}`, termo])))
                if (codigo !== undefined) w.orWhere(`${r.table}.id`, codigo)
              })
            continue
          }
          if (k === 'id') {
            b.whereIn(`${r.table}.id`, comoLista(v).map(Number))
            continue
          }
          const declarado = r.filtros?.[k]
          if (declarado) {
            if (declarado.op === 'predicado') {
              extensoes[r.name]!.predicados![k]!(b, v, db)
              continue
            }
            if (declarado.op === 'vigente') {
              vigenteEm(b, r.table, String(v))
              continue
            }
            const alvo = declarado.valor ? declarado.valor(v) : v
            if (alvo === undefined) continue
            const col = declarado.coluna ?? k
            const cc = col === 'id' ? undefined : campoLido(r, col)
            const ex = expressao(db, r, col, f)
            if (declarado.op === 'like') b.whereRaw(`rh_norm(?) like ?`, [paraSql(db, ex), `%${normalizarBusca(String(alvo))}%`])
            else if (cc?.storage === 'boolean') b.whereRaw(`? = ?`, [paraSql(db, ex), booleanoDeFiltro(alvo)])
            else if (Array.isArray(alvo)) emLista(db, b, ex, alvo)
            else b.whereRaw(`? ${declarado.op === 'gte' ? '>=' : declarado.op === 'lte' ? '<=' : '='} ?`, [paraSql(db, ex), alvo as Knex.Value])
            continue
          }
          const c = campoLido(r, k)
          if (!c) continue
          const ex = expressao(db, r, k, f)
          if (c.storage === 'boolean') b.whereRaw(`? = ?`, [paraSql(db, ex), booleanoDeFiltro(v)])
          else if (c.filter === 'like' && !Array.isArray(v)) b.whereRaw('rh_norm(?) like ?', [paraSql(db, ex), `%${normalizarBusca(String(v))}%`])
          else emLista(db, b, ex, comoLista(v))
        }
        return b
      }

      // Counting is most of a big list's cost: the unfiltered count is kept by the database, a lone word search
      // is counted on its index; anything else is counted as listed.
      const contar = Effect.gen(function* () {
        // Without rows of other companies (counted per company), the search needs no company token.
        const tokens =
          r.scope === 'empresa' && buscaSo && (!r.contagemPorEmpresa || (yield* q((db) => haOutrasEmpresas(db, r.table, empresas!)))) ? empresas : undefined
        const ftsSo = ftsDe(tokens)
        const plano = ftsSo ? yield* q((db) => planejarTrigramas(db, r.table, chaveDeBusca(colunaSo!), palavrasDaBusca(String(soBusca![1])), tokens, frequencias)) : undefined
        // A lone search reads its first matches from the index: few, and they are the answer (the count is theirs).
        const poucos = plano ? yield* q((db) => idsTrigramas(db, r.table, chaveDeBusca(colunaSo!), plano, limiarPercorrer + 1)) : undefined
        const achados = poucos && poucos.length <= limiarPercorrer ? poucos : undefined
        const total: number = yield* q((db) => {
          if (r.contagemPorEmpresa && empresas && !ativos.length && !query.incluirRemovidos && !gestor) return contarPorEmpresa(db, r.table, empresas)
          if (achados) return Promise.resolve(achados.length)
          if (plano) return contarTrigramas(db, r.table, chaveDeBusca(colunaSo!), plano)
          return base(db, { ftsSo, tokens })
            .count({ n: '*' })
            .then((x) => Number(x[0]?.['n'] ?? 0))
        })
        return { tokens, total, achados } as Contagem
      })
      // A count that depends on the rows alone (no filter, or one search: not the clock, not who asks beyond the
      // companies) is remembered while no process writes to the database; the page itself is always read.
      const lembravel = !gestor && !query.incluirRemovidos && (!ativos.length || (soBusca !== undefined && colunaSo !== undefined))
      const { tokens, total, achados } = lembravel
        ? yield* lembrancas.lembrar(
            JSON.stringify([
              'lista',
              r.name,
              r.table,
              limiarPercorrer,
              empresas ?? null,
              r.scope === 'propria' ? e.empresasVisiveis : null,
              // A search is its words and, for a code, its digits: 'Silva' and ' silva ' are one search.
              soBusca ? [soBusca[0], palavrasDaBusca(String(soBusca[1])), digitosDeCodigo(String(soBusca[1])) ?? null] : null,
            ]),
            contar,
          )
        : yield* contar
      const ftsSo = ftsDe(tokens)
      if (achados?.length === 0) return { rows: [], total }
      const linhas: Array<unknown> & { readonly colunas?: ReadonlyArray<string> } = yield* q((db) => {
        // Many matches of a search, in the order of the searched name: walk the name's index and stop at the page.
        const b = selecionar(db, r, base(db, { ftsSo, tokens }, !!ftsSo && !achados && ordenaBusca, achados), query.filter).queryContext(LINHAS_CRUAS).comment(EM_LISTAS)
        const ordem = sort.order === 'DESC' ? 'desc' : 'asc'
        if (ordenaBusca) b.orderBy(`${r.table}.${chaveDeBusca(sort.field)}`, ordem)
        else {
          const campo = sort.field === 'id' ? undefined : campoLido(r, sort.field)
          const ex = paraSql(db, expressao(db, r, sort.field, query.filter))
          // Words sort as people read them (accents and case aside); dates, codes and numbers as stored.
          if (campo && ['texto', 'textoLongo', 'email'].includes(campo.kind)) b.orderByRaw(`rh_norm(?) ${ordem}`, [ex])
          else b.orderByRaw(`? ${ordem}`, [ex])
        }
        // Ties in the same direction, so that one index (its last column is the id) serves the whole order.
        b.orderBy(`${r.table}.id`, ordenaBusca ? ordem : 'asc')
        if (query.range) b.offset(query.range.offset).limit(query.range.limit)
        return b
      })
      return { rows: registrosDaLista(r, linhas) as never[], total }
    })

  // The record's shape is its declaration's (RegistroDe): paraRegistro builds exactly those keys.
  const get: RepositorioService['get'] = (r, e, id) => Effect.map(buscarLinha(r, e, id), (l) => paraRegistro(r, l) as never)

  /**
   * A dated history's rows after a write (a resource's `vigencia`): one row per owner and date, and each row's
   * `dataFim` the next one's date, for the owners before and after the write. In the write's transaction.
   */
  const reencadearVigencia = (r: Resource, donos: ReadonlyArray<unknown>, id?: number) =>
    Effect.gen(function* () {
      const v = r.vigencia
      if (!v) return
      const ids = donos.map(Number).filter((x) => Number.isSafeInteger(x) && x > 0)
      if (id !== undefined) {
        const linha = yield* q((db) => db(r.table).where('id', id).first('data', v.dono))
        if (linha) {
          const mesmas = yield* q((db) => db(r.table).where({ [v.dono]: linha[v.dono], data: linha['data'] }).count({ n: '*' }))
          if (Number(mesmas[0]?.['n'] ?? 0) > 1) return yield* ValidacaoFalhou.campos([{ field: 'data', message: v.dataRepetida }])
        }
      }
      yield* q((db) => reencadear(db, r.table, v.dono, ids))
    })

  const create: RepositorioService['create'] = (r, e, dados) =>
    transaction(
      Effect.gen(function* () {
        const empresaId = r.scope === 'empresa' ? e.empresaId : undefined
        yield* conferir(r, e, dados, empresaId)
        const agora = agoraIso()
        const linha = { ...paraLinha(r, dados, 'create'), ...(empresaId !== undefined ? { empresaId } : {}), criadoEm: agora, atualizadoEm: agora }
        const ret: Array<unknown> = yield* q((db) => db(r.table).insert(linha).returning('id'))
        const primeiro = ret[0] as { id?: number } | number
        const id = Number(typeof primeiro === 'object' ? primeiro.id : primeiro)
        yield* reencadearVigencia(r, r.vigencia ? [r.vigencia.dono === 'empresaId' ? empresaId : dados[r.vigencia.dono]] : [], id)
        const registro = paraRegistro(r, yield* Effect.orDie(buscarLinha(r, { ...e, empresasVisiveis: [...e.empresasVisiveis, id] }, id)))
        yield* auditar(e, r, id, 'criar', undefined, registro)
        return registro as never
      }),
    )

  const update: RepositorioService['update'] = (r, e, id, dados) =>
    transaction(
      Effect.gen(function* () {
        const atual = yield* buscarLinha(r, e, id)
        const antes = paraRegistro(r, atual)
        const empresaId = r.scope === 'empresa' ? Number(atual['empresaId']) : undefined
        yield* conferir(r, e, dados, empresaId, id)
        yield* q((db) => db(r.table).where('id', id).update({ ...paraLinha(r, dados, 'update'), atualizadoEm: agoraIso() }))
        yield* reencadearVigencia(r, r.vigencia ? [atual[r.vigencia.dono], dados[r.vigencia.dono]] : [], id)
        const depois = paraRegistro(r, yield* buscarLinha(r, e, id))
        yield* auditar(e, r, id, 'alterar', antes, depois)
        return depois as never
      }),
    )

  const alterar: RepositorioService['alterar'] = (r, e, id, mudancas) =>
    transaction(
      Effect.gen(function* () {
        const atual = yield* buscarLinha(r, e, id)
        const antes = paraRegistro(r, atual)
        const empresaId = r.scope === 'empresa' ? Number(atual['empresaId']) : undefined
        yield* conferir(r, e, mudancas, empresaId, id)
        const linha: Record<string, unknown> = {}
        for (const [k, v] of Object.entries(mudancas)) {
          // Keys that are not fields (a password's hash from `prepare`) are stored, never returned.
          if (r.colunas && Object.hasOwn(r.colunas, k)) continue
          linha[k] = codificarValor(campoLido(r, k), v)
        }
        yield* q((db) => db(r.table).where('id', id).update({ ...comCopiasDeBusca(r, linha), atualizadoEm: agoraIso() }))
        yield* reencadearVigencia(r, r.vigencia ? [atual[r.vigencia.dono], mudancas[r.vigencia.dono]] : [], id)
        const depois = paraRegistro(r, yield* buscarLinha(r, e, id))
        yield* auditar(e, r, id, 'alterar', antes, depois)
        return depois as never
      }),
    )

  const remove: RepositorioService['remove'] = (r, e, id) =>
    transaction(
      Effect.gen(function* () {
        const antes = paraRegistro(r, yield* buscarLinha(r, e, id))
        if (r.softDelete) {
          yield* q((db) => db(r.table).where('id', id).update({ removedAt: agoraIso() }))
        } else {
          const onde = yield* emUso(r, id)
          if (onde) return yield* new RegraViolada({ message: `Não é possível remover: o registro está em uso em ${onde}.`, code: 'EM_USO' })
          yield* q((db) => db(r.table).where('id', id).delete())
        }
        if (r.vigencia) yield* q((db) => reencadear(db, r.table, r.vigencia!.dono, [Number(antes[r.vigencia!.dono])]))
        yield* auditar(e, r, id, 'remover', antes, undefined)
      }),
    )

  return { list, get, create, update, alterar, remove, transaction }
}
