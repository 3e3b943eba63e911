import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import knexFactory, { type Knex } from 'knex'
import pg from 'pg'

/** A name's translation, remembered: every query renames the same few hundred columns again and again. */
const lembrando = (f: (s: string) => string) => {
  const vistos = new Map<string, string>()
  return (s: string) => {
    let r = vistos.get(s)
    if (r === undefined) {
      r = f(s)
      if (vistos.size < 10_000) vistos.set(s, r)
    }
    return r
  }
}
/** The database's name of a key (`nomeSocial` → `nome_social`). */
export const nomeDaColuna = lembrando((s) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))
const snake = nomeDaColuna
const camel = lembrando((s) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()))

const camelizarLinha = (v: Record<string, unknown>) => {
  const out: Record<string, unknown> = {}
  for (const k in v) out[camel(k)] = v[k]
  return out
}

const camelizar = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map((x) => (x && typeof x === 'object' && x.constructor === Object ? camelizarLinha(x as Record<string, unknown>) : camelizar(x)))
  if (v && typeof v === 'object' && v.constructor === Object) return camelizarLinha(v as Record<string, unknown>)
  return v
}

/** What this file uses of a better-sqlite3 connection and statement (the package ships no types). */
interface ConexaoSqlite {
  readonly open: boolean
  prepare(sql: string): unknown
  pragma(comando: string): unknown
  function(nome: string, opcoes: { readonly deterministic: boolean }, f: (s: unknown) => unknown): unknown
}
interface ComandoSqlite {
  readonly reader: boolean
  raw(ligado: boolean): ComandoSqlite
  columns(): ReadonlyArray<{ readonly name: string }>
  all(parametros: unknown): Array<unknown>
  run(parametros: unknown): unknown
  safeIntegers(ligado: boolean): unknown
}

/**
 * The comment that asks SQLite for a query's rows as arrays of values, the columns' names beside them
 * (`colunas` on the answer): a list reads 15 rows of 25 columns, and better-sqlite3 builds an object per row key by
 * key. Only the list reads them, by its plan (repositorio.ts); PostgreSQL answers objects as always.
 */
export const EM_LISTAS = 'rh:linhas-em-listas'

/** A statement answering arrays of values, with the column names on the answer. */
const emListas = (st: ComandoSqlite) => {
  st.raw(true)
  const colunas = st.columns().map((c) => c.name)
  return { reader: true, all: (p: unknown) => Object.assign(st.all(p), { colunas }), run: (p: unknown) => st.run(p), safeIntegers: (x: boolean) => st.safeIntegers(x) }
}

/**
 * better-sqlite3 statements kept by their SQL (knex prepares every query anew, and preparing a wide select costs
 * more than running it). A statement runs to completion synchronously, so one may serve every caller.
 */
const comCacheDeComandos = (conn: ConexaoSqlite) => {
  const preparar = conn.prepare.bind(conn)
  const cache = new Map<string, unknown>()
  const marca = `/* ${EM_LISTAS} */`
  conn.prepare = (sql: string) => {
    let st = cache.get(sql)
    if (st === undefined) {
      st = preparar(sql)
      if (sql.startsWith(marca)) st = emListas(st as ComandoSqlite)
      if (cache.size >= 500) cache.delete(cache.keys().next().value!)
      cache.set(sql, st)
    }
    return st
  }
}

/** Lower-case, accent-free text: the same function exists in SQLite (registered) and PostgreSQL (migration). */
export const normalizarBusca = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

export interface ConfigBanco {
  /** `postgres://…` for PostgreSQL; absent for the embedded SQLite file. */
  readonly url?: string | undefined
  /** Folder of the SQLite file (`./data` by default). */
  readonly dataDir?: string | undefined
  /** SQLite file name, or ':memory:'. */
  readonly arquivo?: string | undefined
  /** PostgreSQL schema (search_path), for isolated test runs. */
  readonly schema?: string | undefined
}

export const dataDirPadrao = () => resolve(process.env['DATA_DIR'] ?? 'data')

/** `decimal(p, s)` columns come back as numbers on PostgreSQL too (node-postgres gives NUMERIC as text), as on SQLite. */
const tipoPg = (oid: number, formato: string): unknown =>
  oid === pg.types.builtins.NUMERIC ? (v: string) => Number(v) : pg.types.getTypeParser(oid, formato === 'binary' ? 'binary' : 'text')

/** The query context of a query whose rows are wanted as the driver gives them (columns' own names, no copy). */
export const LINHAS_CRUAS = Object.freeze({ linhasCruas: true })

/**
 * A select answered as arrays of values in the order of its columns on both databases (SQLite by `EM_LISTAS`,
 * PostgreSQL by node-postgres' array row mode): no object per row and no renaming, for reads of tens of thousands
 * of rows (an evaluation's 30,000 answers).
 */
export const emArrays = <B extends Knex.QueryBuilder>(b: B): B => b.queryContext(LINHAS_CRUAS).comment(EM_LISTAS).options({ rowMode: 'array' }) as B

/** Knex with camelCase in code and snake_case in the database. */
export const criarKnex = (cfg: ConfigBanco = {}): Knex => {
  const comum = {
    wrapIdentifier: (valor: string, origem: (v: string) => string) => origem(typeof valor !== 'string' || valor === '*' ? valor : snake(valor)),
    // A query marked `queryContext(LINHAS_CRUAS)` gets the driver's rows as they are (column names), read by a plan.
    postProcessResponse: (r: unknown, contexto: unknown) => (contexto === LINHAS_CRUAS ? r : camelizar(r)),
  }
  if (cfg.url && /^postgres(ql)?:\/\//.test(cfg.url)) {
    return knexFactory({
      client: 'pg',
      connection: { connectionString: cfg.url, types: { getTypeParser: tipoPg } },
      pool: { min: 0, max: 10 },
      ...(cfg.schema ? { searchPath: [cfg.schema] } : {}),
      ...comum,
    })
  }
  let filename = cfg.arquivo ?? 'rh.sqlite'
  if (filename !== ':memory:') {
    const dir = cfg.dataDir ?? dataDirPadrao()
    mkdirSync(dir, { recursive: true })
    filename = join(dir, filename)
  }
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: ConexaoSqlite, done: (err: Error | null, conn: unknown) => void) => {
        conn.pragma('journal_mode = WAL')
        conn.pragma('foreign_keys = ON')
        conn.pragma('busy_timeout = 5000')
        // Pages read through the OS's file cache mapping instead of a copy per read: big lists touch many wide rows.
        conn.pragma(`mmap_size = ${MMAP_SQLITE}`)
        // Table statistics, as SQLite advises for long-lived connections: without them the planner takes any equality on
        // an indexed column (empresa_id = ?) for a handful of rows, and an employee list filtered by area scanned the
        // whole company. Analyses only what needs it (bounded by analysis_limit); again every hour.
        conn.pragma('analysis_limit = 1000')
        conn.pragma('optimize = 0x10002')
        const otimizar = setInterval(() => (conn.open ? conn.pragma('optimize') : clearInterval(otimizar)), 3_600_000)
        otimizar.unref()
        comCacheDeComandos(conn)
        conn.function('rh_norm', { deterministic: true }, (s: unknown) => (s == null ? null : normalizarBusca(String(s))))
        // Names this connection in the database's write stamp (adapters/db/lembrancas.ts): a new one counts again from 0.
        const id = randomBytes(8).toString('hex')
        conn.function('rh_conexao', { deterministic: true }, () => id)
        done(null, conn)
      },
    },
    ...comum,
  })
}

/** Bytes of the SQLite file each connection maps into memory. */
export const MMAP_SQLITE = 268_435_456

export const ehPostgres = (k: Knex) => k.client.config.client === 'pg'
