import type { Knex } from 'knex'
import { ehPostgres, LINHAS_CRUAS } from './knex.ts'

/**
 * The live schema as the database tells it (SQLite pragmas, PostgreSQL catalogue): the tables a backup copies,
 * whatever the modules add later. Migration bookkeeping, SQLite's own tables and full-text indexes (virtual
 * tables and their shadows, rebuilt by triggers from the rows) are not data.
 */

/** A column's kind in the portable format: how its values are written and read back on either database. */
export type Tipo = 'inteiro' | 'numero' | 'logico' | 'texto' | 'data' | 'instante' | 'json' | 'binario'

export interface Coluna {
  readonly nome: string
  readonly tipo: Tipo
}

export interface Tabela {
  readonly nome: string
  readonly colunas: ReadonlyArray<Coluna>
  /** Foreign keys: the column and the table it points at. */
  readonly referencias: ReadonlyArray<{ readonly coluna: string; readonly tabela: string }>
}

export const BOOKKEEPING = new Set(['knex_migrations', 'knex_migrations_lock'])

/**
 * Tables that follow from the others and are rebuilt by the product itself (the talent indicators' stored facts,
 * migration 074): a backup leaves them out; after a restore, the triggers have marked every person and the facts are
 * rebuilt by the first report that reads them.
 */
export const TABELAS_RECALCULAVEIS: ReadonlySet<string> = new Set([
  'indicadores_pendentes',
  'indicadores_talentos',
  'indicadores_dias',
  'indicadores_meses',
  'indicadores_abertas',
  'indicadores_saldos',
])

const tipoDe = (declarado: string): Tipo => {
  const t = declarado.toLowerCase()
  if (t.includes('bool')) return 'logico'
  if (t.includes('int')) return 'inteiro'
  if (/numeric|decimal|float|real|double/.test(t)) return 'numero'
  if (t.includes('json')) return 'json'
  if (/blob|bytea/.test(t)) return 'binario'
  if (/timestamp|datetime/.test(t)) return 'instante'
  if (t === 'date') return 'data'
  return 'texto'
}

const linhas = async (k: Knex, sql: string, params: ReadonlyArray<unknown> = []): Promise<Array<Record<string, unknown>>> => {
  const r = await k.raw(sql, params as Knex.RawBinding[]).queryContext(LINHAS_CRUAS)
  return (Array.isArray(r) ? r : r.rows) as Array<Record<string, unknown>>
}

/** Every data table with its columns (in the table's order) and foreign keys, by name. */
export const lerEsquema = async (k: Knex): Promise<ReadonlyArray<Tabela>> => {
  if (ehPostgres(k)) {
    const tabelas = await linhas(k, `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`)
    const colunas = await linhas(
      k,
      `SELECT table_name AS t, column_name AS c, data_type AS tipo FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
    )
    const fks = await linhas(
      k,
      `SELECT cl.relname AS t, a.attname AS c, rf.relname AS r FROM pg_constraint co
         JOIN pg_class cl ON cl.oid = co.conrelid JOIN pg_class rf ON rf.oid = co.confrelid
         JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = ANY (co.conkey)
       WHERE co.contype = 'f' AND co.connamespace = current_schema()::regnamespace`,
    )
    return tabelas
      .map((x) => String(x['t']))
      .filter((t) => !BOOKKEEPING.has(t))
      .map((t) => ({
        nome: t,
        colunas: colunas.filter((c) => c['t'] === t).map((c) => ({ nome: String(c['c']), tipo: tipoDe(String(c['tipo'])) })),
        referencias: fks.filter((f) => f['t'] === t).map((f) => ({ coluna: String(f['c']), tabela: String(f['r']) })),
      }))
  }
  const lista = await linhas(k, `PRAGMA table_list`)
  const nomes = lista
    .filter((x) => x['schema'] === 'main' && x['type'] === 'table' && !String(x['name']).startsWith('sqlite_') && !BOOKKEEPING.has(String(x['name'])))
    .map((x) => String(x['name']))
    .sort()
  const out: Tabela[] = []
  for (const t of nomes) {
    const info = await linhas(k, `PRAGMA table_info("${t}")`)
    const fks = await linhas(k, `PRAGMA foreign_key_list("${t}")`)
    out.push({
      nome: t,
      colunas: info.map((c) => ({ nome: String(c['name']), tipo: tipoDe(String(c['type'] ?? '')) })),
      referencias: fks.map((f) => ({ coluna: String(f['from']), tabela: String(f['table']) })),
    })
  }
  return out
}

/**
 * Tables written by the database's own triggers (row counts, search copies): their rows follow from the others,
 * so a restore puts them last and replaces what the triggers wrote with the backup's rows.
 */
export const tabelasDerivadas = async (k: Knex): Promise<ReadonlySet<string>> => {
  const corpos = ehPostgres(k)
    ? await linhas(
        k,
        `SELECT c.relname AS t, p.prosrc AS corpo FROM pg_trigger g JOIN pg_proc p ON p.oid = g.tgfoid JOIN pg_class c ON c.oid = g.tgrelid
         WHERE NOT g.tgisinternal AND c.relnamespace = current_schema()::regnamespace`,
      )
    : await linhas(k, `SELECT tbl_name AS t, sql AS corpo FROM sqlite_master WHERE type = 'trigger'`)
  const alvos = new Set<string>()
  for (const r of corpos) {
    for (const m of String(r['corpo']).matchAll(/(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?/gi)) {
      if (m[1]!.toLowerCase() !== String(r['t']).toLowerCase()) alvos.add(m[1]!.toLowerCase())
    }
  }
  return alvos
}

/**
 * The order that inserts every table after the tables it points at. A cycle (or a table pointing at itself) is
 * broken by `adiadas`: columns inserted empty and filled once every row is in.
 */
export const ordemDeCarga = (tabelas: ReadonlyArray<Tabela>, derivadas: ReadonlySet<string>) => {
  const nomes = new Set(tabelas.map((t) => t.nome))
  const adiadas = new Map<string, Set<string>>()
  const restantes = new Map(tabelas.map((t) => [t.nome, t]))
  const ordem: string[] = []
  const dependeDe = (t: Tabela) => t.referencias.filter((r) => nomes.has(r.tabela) && !adiadas.get(t.nome)?.has(r.coluna))
  const adiar = (t: Tabela, coluna: string) => {
    const s = adiadas.get(t.nome) ?? new Set<string>()
    s.add(coluna)
    adiadas.set(t.nome, s)
  }
  for (const t of tabelas) for (const r of t.referencias) if (r.tabela === t.nome) adiar(t, r.coluna)
  while (restantes.size) {
    const pronta = [...restantes.values()].find((t) => dependeDe(t).every((r) => !restantes.has(r.tabela)))
    if (pronta) {
      ordem.push(pronta.nome)
      restantes.delete(pronta.nome)
      continue
    }
    // A cycle: the first remaining table waits for no one; its links to the others are filled afterwards.
    const t = [...restantes.values()][0]!
    for (const r of dependeDe(t)) if (restantes.has(r.tabela)) adiar(t, r.coluna)
  }
  const final = [...ordem.filter((t) => !derivadas.has(t)), ...ordem.filter((t) => derivadas.has(t))]
  return { ordem: final, adiadas: new Map([...adiadas].map(([t, s]) => [t, [...s]])) }
}
