import type { Knex } from 'knex'
import { palavrasDaBusca } from '../../core/shared/busca.ts'
import { ehPostgres } from './knex.ts'

/**
 * The database side of big lists (core/shared/busca.ts): a substring index over a name's normalised copy, and
 * a count of rows per company kept by the database itself.
 *
 * - SQLite: an FTS5 table with the trigram tokenizer (`<tabela>_<coluna>_trgm`) holding the live rows' copy and a
 *   company token (`#12#`), kept by triggers; a search of words of 3 or more letters, and its count, are answered
 *   from that index without reading the (wide) rows.
 * - PostgreSQL: a GIN `gin_trgm_ops` index on the copy (pg_trgm), which serves `like '%…%'` per word.
 * - Both: `contagens (tabela, empresa_id, n)`, kept by triggers (row triggers on SQLite, statement triggers with
 *   transition tables on PostgreSQL), counting live rows (`removed_at is null`).
 */

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The FTS5 table of a searchable column (SQLite); `coluna` is the copy's column, `nome_busca`. */
export const tabelaTrigramas = (tabela: string, coluna: string) => `${tabela}_${snake(coluna)}_trgm`

/** Shortest word the trigram index can find; shorter ones are compared on the column itself. */
export const MINIMO_TRIGRAMA = 3

export interface OpcoesIndice {
  /** The table has `empresa_id` (company-owned rows): the index carries each row's company. */
  readonly empresa: boolean
  /** The table has `removed_at`: removed rows leave the index and the count. */
  readonly removido: boolean
}

const vivo = (o: OpcoesIndice, linha: 'new' | 'old') => (o.removido ? `${linha}.removed_at IS NULL` : '1 = 1')

/** The schema that holds pg_trgm (installed into `public` when missing), or undefined when it cannot be had. */
const esquemaTrigramas = async (knex: Knex): Promise<string | undefined> => {
  const achar = async () => {
    const r = await knex.raw(`SELECT n.nspname AS esquema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`)
    return (r.rows[0]?.esquema as string | undefined) ?? undefined
  }
  const ja = await achar()
  if (ja) return ja
  try {
    // In `public`, not in the migration's schema: dropping a (test) schema must not take the extension along.
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public')
  } catch (e) {
    console.warn(`pg_trgm indisponível (${(e as Error).message}): a busca por nome funciona, sem índice de trechos.`)
    return undefined
  }
  return achar()
}

/** Creates the substring index of `tabela.coluna` (the normalised copy) and fills it. */
export const criarIndiceBusca = async (knex: Knex, tabela: string, coluna: string, o: OpcoesIndice) => {
  const col = snake(coluna)
  const nome = tabelaTrigramas(tabela, coluna)
  if (ehPostgres(knex)) {
    const esquema = await esquemaTrigramas(knex)
    if (esquema) await knex.raw(`CREATE INDEX ${nome} ON ${tabela} USING gin (${col} "${esquema}".gin_trgm_ops)`)
    return
  }
  const empresaNova = o.empresa ? `'#' || new.empresa_id || '#'` : `''`
  await knex.raw(`CREATE VIRTUAL TABLE ${nome} USING fts5(texto, empresa, tokenize='trigram')`)
  await knex.raw(`CREATE TRIGGER ${nome}_ai AFTER INSERT ON ${tabela} WHEN ${vivo(o, 'new')} AND new.${col} IS NOT NULL BEGIN
    INSERT INTO ${nome}(rowid, texto, empresa) VALUES (new.id, new.${col}, ${empresaNova}); END`)
  await knex.raw(`CREATE TRIGGER ${nome}_ad AFTER DELETE ON ${tabela} BEGIN DELETE FROM ${nome} WHERE rowid = old.id; END`)
  const mudam = [col, ...(o.empresa ? ['empresa_id'] : []), ...(o.removido ? ['removed_at'] : [])].join(', ')
  await knex.raw(`CREATE TRIGGER ${nome}_au AFTER UPDATE OF ${mudam} ON ${tabela} BEGIN
    DELETE FROM ${nome} WHERE rowid = old.id;
    INSERT INTO ${nome}(rowid, texto, empresa) SELECT new.id, new.${col}, ${empresaNova} WHERE ${vivo(o, 'new')} AND new.${col} IS NOT NULL; END`)
  await knex.raw(
    `INSERT INTO ${nome}(rowid, texto, empresa) SELECT id, ${col}, ${o.empresa ? `'#' || empresa_id || '#'` : `''`} FROM ${tabela} WHERE ${o.removido ? 'removed_at IS NULL AND ' : ''}${col} IS NOT NULL`,
  )
}

/** Undoes `criarIndiceBusca` (the table's own triggers and indexes go with the table). */
export const removerIndiceBusca = async (knex: Knex, tabela: string, coluna: string) => {
  const nome = tabelaTrigramas(tabela, coluna)
  if (ehPostgres(knex)) await knex.raw(`DROP INDEX IF EXISTS ${nome}`)
  else {
    for (const s of ['ai', 'ad', 'au']) await knex.raw(`DROP TRIGGER IF EXISTS ${nome}_${s}`)
    await knex.raw(`DROP TABLE IF EXISTS ${nome}`)
  }
}

/** Undoes `criarContagem`: its triggers, its function (PostgreSQL) and its rows. */
export const removerContagem = async (knex: Knex, tabela: string) => {
  const pg = ehPostgres(knex)
  for (const s of ['ai', 'ad', 'au']) await knex.raw(pg ? `DROP TRIGGER IF EXISTS contagens_${tabela}_${s} ON ${tabela}` : `DROP TRIGGER IF EXISTS contagens_${tabela}_${s}`)
  if (pg) await knex.raw(`DROP FUNCTION IF EXISTS contagens_${tabela}()`)
  if (await knex.schema.hasTable('contagens')) await knex('contagens').where('tabela', tabela).delete()
}

/** The table of counts (once, before the first `criarContagem`). */
export const criarTabelaContagens = (knex: Knex) =>
  knex.schema.createTable('contagens', (t) => {
    t.string('tabela', 60).notNullable()
    t.integer('empresa_id').notNullable()
    t.bigInteger('n').notNullable().defaultTo(0)
    t.primary(['tabela', 'empresa_id'])
  })

/** Keeps the number of live rows of each company of a company-owned `tabela` in `contagens`, and fills it. */
export const criarContagem = async (knex: Knex, tabela: string, o: Omit<OpcoesIndice, 'empresa'>) => {
  const vivos = o.removido ? 'WHERE removed_at IS NULL' : ''
  if (ehPostgres(knex)) {
    const f = `contagens_${tabela}`
    await knex.raw(`CREATE FUNCTION ${f}() RETURNS trigger AS $$ BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE contagens c SET n = c.n - d.k FROM (SELECT empresa_id, count(*) AS k FROM velhas ${vivos} GROUP BY empresa_id) d
          WHERE c.tabela = '${tabela}' AND c.empresa_id = d.empresa_id;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO contagens (tabela, empresa_id, n) SELECT '${tabela}', empresa_id, count(*) FROM novas ${vivos} GROUP BY empresa_id
          ON CONFLICT (tabela, empresa_id) DO UPDATE SET n = contagens.n + excluded.n;
      END IF;
      RETURN NULL; END $$ LANGUAGE plpgsql`)
    await knex.raw(`CREATE TRIGGER ${f}_ai AFTER INSERT ON ${tabela} REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION ${f}()`)
    await knex.raw(`CREATE TRIGGER ${f}_ad AFTER DELETE ON ${tabela} REFERENCING OLD TABLE AS velhas FOR EACH STATEMENT EXECUTE FUNCTION ${f}()`)
    await knex.raw(`CREATE TRIGGER ${f}_au AFTER UPDATE ON ${tabela} REFERENCING OLD TABLE AS velhas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION ${f}()`)
  } else {
    const mais = (l: 'new') => `INSERT INTO contagens (tabela, empresa_id, n) SELECT '${tabela}', ${l}.empresa_id, 1 WHERE ${vivo({ ...o, empresa: true }, l)}
      ON CONFLICT (tabela, empresa_id) DO UPDATE SET n = n + 1;`
    const menos = (l: 'old') => `UPDATE contagens SET n = n - 1 WHERE tabela = '${tabela}' AND empresa_id = ${l}.empresa_id AND ${vivo({ ...o, empresa: true }, l)};`
    await knex.raw(`CREATE TRIGGER contagens_${tabela}_ai AFTER INSERT ON ${tabela} BEGIN ${mais('new')} END`)
    await knex.raw(`CREATE TRIGGER contagens_${tabela}_ad AFTER DELETE ON ${tabela} BEGIN ${menos('old')} END`)
    await knex.raw(`CREATE TRIGGER contagens_${tabela}_au AFTER UPDATE OF empresa_id${o.removido ? ', removed_at' : ''} ON ${tabela} BEGIN ${menos('old')} ${mais('new')} END`)
  }
  await knex.raw(`INSERT INTO contagens (tabela, empresa_id, n) SELECT '${tabela}', empresa_id, count(*) FROM ${tabela} ${vivos} GROUP BY empresa_id`)
}

const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A word as an FTS5 string (double quotes doubled). */
const frase = (p: string) => `"${p.replace(/"/g, '""')}"`

/**
 * The FTS5 query of these words (all of them, any order) within these companies, when the trigram index can
 * answer it alone (every word of 3 letters or more); otherwise undefined.
 */
export const consultaTrigramas = (palavras: ReadonlyArray<string>, empresas: ReadonlyArray<number> | undefined): string | undefined => {
  if (!palavras.length || palavras.some((p) => p.length < MINIMO_TRIGRAMA)) return undefined
  const texto = palavras.map((p) => `texto : ${frase(p)}`).join(' AND ')
  return empresas ? `${texto} AND empresa : (${empresas.map((e) => frase(`#${e}#`)).join(' OR ')})` : texto
}

/**
 * Restricts `b` to the rows whose copy `tabela.coluna` has every word of `termo`: through the trigram index for
 * words of 3 letters or more (SQLite), `like` for the others; on PostgreSQL `like` per word, which the GIN
 * trigram index serves.
 */
export const ondeBusca = (
  db: Knex,
  w: Knex.QueryBuilder,
  tabela: string,
  coluna: string,
  termo: string,
  empresas: ReadonlyArray<number> | undefined,
  /**
   * Many matches in the list's order: compare each word on the copy while walking the sorted index (a page of
   * frequent words is found within a few hundred entries), without the trigram index.
   */
  percorrer = false,
) => {
  const palavras = palavrasDaBusca(termo)
  if (!palavras.length) return
  const longas = ehPostgres(db) || percorrer ? [] : palavras.filter((p) => p.length >= MINIMO_TRIGRAMA)
  const fts = consultaTrigramas(longas, empresas)
  const t = tabelaTrigramas(tabela, coluna)
  if (fts) w.whereRaw(`??.id in (select rowid from ${t} where ${t} match ?)`, [tabela, fts])
  for (const p of palavras) if (!fts || p.length < MINIMO_TRIGRAMA) w.whereRaw(`?? like ? escape '\\'`, [`${tabela}.${coluna}`, `%${escaparLike(p)}%`])
}

/**
 * How a lone search asks the trigram index (SQLite): an FTS5 query, and the words each match must still contain
 * (`conferir`, compared on the indexed copy), when the query asks less than every word.
 */
export interface ConsultaTrigramas {
  readonly fts: string
  readonly conferir: ReadonlyArray<string>
}

/**
 * How many rows of an index hold each trigram, learnt once per process and table (an estimate: it only chooses
 * how to search, never what is found).
 */
export type FrequenciasTrigramas = Map<string, number>

const trigramas = (p: string) => Array.from({ length: p.length - 2 }, (_, i) => p.slice(i, i + 3))

/** Reading a position of a trigram's list costs about this many times less than checking a row's copy. */
const CUSTO_CONFERIR = 20

/**
 * The cheapest way to find the rows having every word (each of 3 letters or more): each word as a phrase of its
 * trigrams, which reads every trigram's list; or, for several words, only the rarest trigram of each word, the
 * rows found then checked for every word. 'heitor teixeira' reads 'hei' and 'tei' (a few thousand rows each)
 * instead of 'eir' and 'ira' too (tens of thousands), and checks the few hundred rows having both.
 */
export const planejarTrigramas = async (
  db: Knex,
  tabela: string,
  coluna: string,
  palavras: ReadonlyArray<string>,
  empresas: ReadonlyArray<number> | undefined,
  frequencias: FrequenciasTrigramas,
): Promise<ConsultaTrigramas | undefined> => {
  const frases = consultaTrigramas(palavras, empresas)
  if (frases === undefined) return undefined
  if (palavras.length < 2) return { fts: frases, conferir: [] }
  const nome = tabelaTrigramas(tabela, coluna)
  const frequencia = async (t: string | undefined) => {
    const chave = `${nome}|${t ?? ''}`
    let n = frequencias.get(chave)
    if (n === undefined) {
      // The rows of the index, estimated by its highest rowid (counting them all reads the whole index).
      const r = (await (t === undefined ? db.raw(`select max(rowid) as n from ${nome}`) : db.raw(`select count(*) as n from ${nome} where ${nome} match ?`, [`texto : ${frase(t)}`]))) as Array<{ n: number }>
      n = Number(r[0]?.n ?? 0)
      if (frequencias.size >= 50_000) frequencias.clear()
      frequencias.set(chave, n)
    }
    return n
  }
  const total = Math.max(1, await frequencia(undefined))
  let custoFrases = 0
  const raras: string[] = []
  let custoRaras = 0
  let achadosRaras = total
  for (const p of palavras) {
    let rara: [string, number] | undefined
    for (const t of trigramas(p)) {
      const n = await frequencia(t)
      custoFrases += n
      if (!rara || n < rara[1]) rara = [t, n]
    }
    raras.push(rara![0])
    custoRaras += rara![1]
    achadosRaras *= rara![1] / total
  }
  if (custoRaras + CUSTO_CONFERIR * achadosRaras >= custoFrases) return { fts: frases, conferir: [] }
  return { fts: consultaTrigramas(raras, empresas)!, conferir: palavras }
}

const conferencia = (nome: string, c: ConsultaTrigramas) => c.conferir.map(() => ` and instr(${nome}.texto, ?) > 0`).join('')

/** The first `limite` live rows matching the search, by rowid (SQLite). */
export const idsTrigramas = async (db: Knex, tabela: string, coluna: string, consulta: ConsultaTrigramas, limite: number): Promise<ReadonlyArray<number>> => {
  const nome = tabelaTrigramas(tabela, coluna)
  const r = (await db.raw(`select rowid as id from ${nome} where ${nome} match ?${conferencia(nome, consulta)} limit ?`, [consulta.fts, ...consulta.conferir, limite])) as Array<{ id: number }>
  return r.map((x) => Number(x.id))
}

/** How many live rows match the search, read from the index alone (SQLite). */
export const contarTrigramas = async (db: Knex, tabela: string, coluna: string, consulta: ConsultaTrigramas) => {
  const nome = tabelaTrigramas(tabela, coluna)
  const r = (await db.raw(`select count(*) as n from ${nome} where ${nome} match ?${conferencia(nome, consulta)}`, [consulta.fts, ...consulta.conferir])) as Array<{ n: number }>
  return Number(r[0]?.n ?? 0)
}

/**
 * Do rows of other companies than these exist in `tabela` (by `contagens`)? When not (one company, or every
 * company asked), a search needs no company token, the index's most frequent one.
 */
export const haOutrasEmpresas = async (db: Knex, tabela: string, empresas: ReadonlyArray<number>) => {
  const r = await db('contagens').where('tabela', tabela).whereNotIn('empresaId', [...empresas]).where('n', '>', 0).first('empresaId')
  return r !== undefined
}

/** The live rows of these companies, from `contagens`. */
export const contarPorEmpresa = async (db: Knex, tabela: string, empresas: ReadonlyArray<number>) => {
  const r = await db('contagens').where('tabela', tabela).whereIn('empresaId', [...empresas]).sum({ n: 'n' })
  return Number(r[0]?.['n'] ?? 0)
}
