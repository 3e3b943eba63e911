import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import { promisify } from 'node:util'
import { createGunzip, gunzip, gzip } from 'node:zlib'
import type { Knex } from 'knex'
import { carregarMigracoes } from '../../migrations/index.ts'
import { BOOKKEEPING, lerEsquema, ordemDeCarga, TABELAS_RECALCULAVEIS, tabelasDerivadas, type Coluna, type Tabela, type Tipo } from './esquema.ts'
import { ehPostgres, LINHAS_CRUAS, MMAP_SQLITE } from './knex.ts'
import { carregarReferencia, TABELAS_REFERENCIA } from './migrar.ts'
import { escritorTar, lerTar, type EntradaTar } from './tar.ts'

/**
 * Backup and restore of the whole installation (issue 18), one portable file for SQLite and PostgreSQL alike.
 *
 * The file is a tar (`tar -tf` lists it):
 * - `tabelas/<tabela>/<nnnn>.ndjson.gz`: the rows, one JSON array per line in the manifest's column order, at most
 *   PARTE rows (or about BYTES_PARTE characters) per part, each part gzip'd; values portable (booleans true/false, integers and decimals as numbers,
 *   dates and instants as ISO text, JSON as values, bytes as {"base64": …});
 * - `arquivos/<chave>`: the stored files (DATA_DIR/files), as they are (résumés, photos and PDFs are compressed
 *   already: deflating a gigabyte of them again took most of a backup's time);
 * - `manifesto.json`, last: product version, migrations applied, each table's columns, kinds and row count, and
 *   the size and SHA-256 of every part.
 * The rows are read in one snapshot (SQLite: one read transaction over WAL; PostgreSQL: REPEATABLE READ READ ONLY),
 * so writers keep going while it runs. A restore checks every part against the manifest before touching anything,
 * then rebuilds the schema at the backup's migration level, loads the rows, migrates forward, all in one
 * transaction. The rows of a part go in with one statement that reads the part's JSON in the database
 * (SQLite's json_each, PostgreSQL's json_array_elements), so a restore does no work per row in JavaScript.
 *
 * Format 1 (before 0.3) was the same tar gzip'd as a whole, with parts `<nnnn>.ndjson`; it is still restored.
 */

export const FORMATO = 'rh-backup'
export const VERSAO_FORMATO = 2
const PARTE = 5_000
const BYTES_PARTE = 4_000_000
/** PostgreSQL reads a table by pages of this many rows (keyset on id), each page a part. */
const PARTE_PG = 1_000

export interface ParteManifesto {
  readonly arquivo: string
  readonly bytes: number
  readonly sha256: string
}
export interface TabelaManifesto {
  readonly nome: string
  readonly colunas: ReadonlyArray<Coluna>
  readonly linhas: number
  /** Columns filled after every row is in (a table pointing at itself, or a cycle). */
  readonly adiadas: ReadonlyArray<string>
  readonly partes: ReadonlyArray<ParteManifesto & { readonly linhas: number }>
}
export interface Manifesto {
  readonly formato: string
  readonly versaoFormato: number
  readonly produto: string
  readonly versao: string
  readonly criadoEm: string
  readonly banco: 'sqlite' | 'postgresql'
  readonly migracoes: ReadonlyArray<string>
  readonly tabelas: ReadonlyArray<TabelaManifesto>
  readonly arquivos: ReadonlyArray<ParteManifesto & { readonly chave: string }>
}

/** An expected failure of a backup or restore, its message for the person (pt-BR). */
export class ErroBackup extends Error {}

export type Progresso = (feito: number, total: number, etapa: string) => void

const pacote = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { name: string; version: string }
export const VERSAO_PRODUTO = pacote.version

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const sha256DosPedacos = async (pedacos: AsyncIterable<Buffer>) => {
  const h = createHash('sha256')
  for await (const b of pedacos) h.write(b)
  h.end()
  return (h.read() as Buffer).toString('hex')
}
const comprimir = promisify(gzip)
const descomprimir = promisify(gunzip)

const linhasDe = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Array<Record<string, unknown>>

const dataIso = (d: Date) => d.toISOString().slice(0, 10)

/** A value as the portable format writes it. */
export const normalizar = (v: unknown, tipo: Tipo): unknown => {
  if (v === null || v === undefined) return null
  switch (tipo) {
    case 'logico':
      return typeof v === 'boolean' ? v : Number(v) !== 0
    case 'inteiro':
    case 'numero': {
      if (typeof v === 'number') return v
      const n = Number(v)
      return Number.isFinite(n) && (tipo === 'numero' || Number.isSafeInteger(n)) ? n : String(v)
    }
    case 'data':
      return v instanceof Date ? dataIso(v) : String(v)
    case 'instante':
      return v instanceof Date ? v.toISOString() : String(v)
    case 'json':
      if (typeof v !== 'string') return v
      try {
        return JSON.parse(v)
      } catch {
        return v
      }
    case 'binario':
      return { base64: Buffer.from(v as Uint8Array).toString('base64') }
    default:
      return typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : Buffer.isBuffer(v) ? v.toString('utf8') : String(v)
  }
}

/** A portable value as the target database takes it. */
const paraBanco = (v: unknown, tipo: Tipo, pg: boolean): unknown => {
  if (v === null || v === undefined) return null
  switch (tipo) {
    case 'logico':
      return pg ? Boolean(v) : v ? 1 : 0
    case 'json':
      return JSON.stringify(v)
    case 'binario':
      return Buffer.from(String((v as { base64?: unknown }).base64 ?? ''), 'base64')
    default:
      return v
  }
}

/** Every file under `raiz`, as keys relative to it with '/' separators. */
const listarArquivos = async (raiz: string): Promise<string[]> => {
  if (!existsSync(raiz)) return []
  const out: string[] = []
  const andar = async (dir: string) => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const p = join(dir, e.name)
      if (e.isDirectory()) await andar(p)
      else if (e.isFile()) out.push(relative(raiz, p).split(sep).join('/'))
    }
  }
  await andar(raiz)
  return out.sort()
}

const lerMigracoesAplicadas = async (k: Knex) =>
  (await k.schema.hasTable('knex_migrations')) ? linhasDe(await k.raw('SELECT name FROM knex_migrations ORDER BY id').queryContext(LINHAS_CRUAS)).map((r) => String(r['name'])) : []

export interface OpcoesBackup {
  readonly arquivosDir: string
  readonly saida: string
  readonly progresso?: Progresso | undefined
}

/**
 * A table's rows as NDJSON lines of portable values in `colunas` order, from the snapshot `trx` reads: a part at a
 * time, of PARTE rows or BYTES_PARTE characters, whichever comes first (a résumé's text makes a row large).
 */
async function* lotesDe(trx: Knex.Transaction, pg: boolean, t: Tabela): AsyncGenerator<ReadonlyArray<string>> {
  const colunas = t.colunas.map((c) => `"${c.nome}"`).join(', ')
  const temId = t.colunas.some((c) => c.nome === 'id')
  const ordem = temId ? '"id"' : colunas
  const linha = (r: ReadonlyArray<unknown>) => JSON.stringify(t.colunas.map((c, i) => normalizar(r[i], c.tipo)))
  if (!pg) {
    // One statement over the whole table, its rows as arrays: the transaction's connection is this backup's alone.
    const conexao = (await (trx.client as { acquireConnection: () => Promise<unknown> }).acquireConnection()) as {
      prepare: (sql: string) => { raw: (ligado: boolean) => { iterate: () => IterableIterator<unknown[]> } }
    }
    let lote: string[] = []
    let tamanho = 0
    for (const r of conexao.prepare(`/* rh:backup */ SELECT ${colunas} FROM "${t.nome}" ORDER BY ${ordem}`).raw(true).iterate()) {
      const l = linha(r)
      lote.push(l)
      tamanho += l.length
      if (lote.length === PARTE || tamanho >= BYTES_PARTE) {
        yield lote
        lote = []
        tamanho = 0
      }
    }
    if (lote.length) yield lote
    return
  }
  let ultimo: unknown = undefined
  for (let deslocamento = 0; ; ) {
    const depois = temId && ultimo !== undefined ? ` WHERE "id" > ?` : ''
    const pular = temId ? '' : ` OFFSET ${deslocamento}`
    const q = trx.raw(`SELECT ${colunas} FROM "${t.nome}"${depois} ORDER BY ${ordem} LIMIT ${PARTE_PG}${pular}`, depois ? [ultimo as number] : []).options({ rowMode: 'array' }).queryContext(LINHAS_CRUAS)
    const lote = ((await q) as { rows: unknown[][] }).rows
    if (!lote.length) return
    yield lote.map(linha)
    if (temId) ultimo = lote[lote.length - 1]![t.colunas.findIndex((c) => c.nome === 'id')]
    deslocamento += lote.length
    if (lote.length < PARTE_PG) return
  }
}

/** Writes the backup file (first as `<saida>.parcial`, renamed when complete) and answers its manifest. */
export const gerarBackup = async (k: Knex, o: OpcoesBackup): Promise<Manifesto> => {
  const pg = ehPostgres(k)
  const parcial = `${o.saida}.parcial`
  await mkdir(dirname(resolve(parcial)), { recursive: true })
  const arquivoSaida = createWriteStream(parcial)
  const tar = escritorTar(arquivoSaida)
  const chaves = await listarArquivos(o.arquivosDir)
  const bytesArquivos = (await Promise.all(chaves.map(async (c) => (await stat(join(o.arquivosDir, c))).size))).reduce((a, b) => a + b, 0)
  try {
    const tabelasManifesto: TabelaManifesto[] = []
    let migracoes: ReadonlyArray<string> = []
    const ler = async (trx: Knex.Transaction) => {
      migracoes = await lerMigracoesAplicadas(trx)
      const esquema = (await lerEsquema(trx)).filter((t) => !TABELAS_RECALCULAVEIS.has(t.nome))
      const { ordem, adiadas } = ordemDeCarga(esquema, await tabelasDerivadas(trx))
      const porNome = new Map(esquema.map((t) => [t.nome, t]))
      const contagens = new Map<string, number>()
      for (const t of ordem) contagens.set(t, Number(linhasDe(await trx.raw(`SELECT count(*) AS n FROM "${t}"`).queryContext(LINHAS_CRUAS))[0]?.['n'] ?? 0))
      // Files count by their bytes, a row as 100 bytes: one bar for the whole backup.
      const total = [...contagens.values()].reduce((a, b) => a + b, 0) * 100 + bytesArquivos
      let feito = 0
      for (const nome of ordem) {
        const t = porNome.get(nome)!
        const partes: Array<ParteManifesto & { linhas: number }> = []
        // A part is compressed (zlib's threads) while the next one is read and written out as text.
        let anterior: Promise<void> = Promise.resolve()
        for await (const lote of lotesDe(trx, pg, t)) {
          const texto = lote.join('\n') + '\n'
          const arquivo = `tabelas/${nome}/${String(partes.length + 1).padStart(4, '0')}.ndjson.gz`
          const parte = { arquivo, bytes: 0, sha256: '', linhas: lote.length }
          partes.push(parte)
          const comprimido = comprimir(Buffer.from(texto), { level: 1 })
          const vez = anterior
          anterior = (async () => {
            const conteudo = await comprimido
            await vez
            await tar.entrada(arquivo, conteudo)
            parte.bytes = conteudo.length
            parte.sha256 = sha256(conteudo)
            feito += parte.linhas * 100
            o.progresso?.(feito, total, nome)
          })()
          anterior.catch(() => undefined)
          await vez
        }
        await anterior
        tabelasManifesto.push({ nome, colunas: t.colunas, linhas: partes.reduce((a, p) => a + p.linhas, 0), adiadas: adiadas.get(nome) ?? [], partes })
      }
      return { total, feito }
    }
    // SQLite: read through its page cache, not a memory map of the file (mapped pages read once count in the process's memory).
    if (!pg) await k.raw('PRAGMA mmap_size = 0')
    const andamento = pg
      ? await k.transaction(ler, { isolationLevel: 'repeatable read', readOnly: true })
      : await k.transaction(ler).finally(() => k.raw(`PRAGMA mmap_size = ${MMAP_SQLITE}`))
    let feito = andamento.feito
    const arquivos: Array<ParteManifesto & { chave: string }> = []
    for (const chave of chaves) {
      const caminho = join(o.arquivosDir, chave)
      let tamanho: number
      try {
        tamanho = (await stat(caminho)).size
      } catch {
        continue // removed since it was listed
      }
      const arquivo = `arquivos/${chave}`
      const soma = await tar.entradaDe(arquivo, tamanho, createReadStream(caminho, { highWaterMark: 1 << 20 }), (n) => {
        feito += n
        o.progresso?.(feito, andamento.total, 'arquivos')
      })
      arquivos.push({ chave, arquivo, bytes: tamanho, sha256: soma })
    }
    const manifesto: Manifesto = {
      formato: FORMATO,
      versaoFormato: VERSAO_FORMATO,
      produto: pacote.name,
      versao: VERSAO_PRODUTO,
      criadoEm: new Date().toISOString(),
      banco: pg ? 'postgresql' : 'sqlite',
      migracoes,
      tabelas: tabelasManifesto,
      arquivos,
    }
    await tar.entrada('manifesto.json', Buffer.from(JSON.stringify(manifesto, null, 1)))
    await tar.fim()
    arquivoSaida.end()
    await finished(arquivoSaida)
    await rename(parcial, o.saida)
    return manifesto
  } catch (e) {
    arquivoSaida.destroy()
    await rm(parcial, { force: true })
    throw e
  }
}

/** The first bytes of a file. */
const inicioDe = async (arquivo: string, n: number) => {
  for await (const b of createReadStream(arquivo, { start: 0, end: n - 1 })) return b as Buffer
  return Buffer.alloc(0)
}

/** A damaged gzip or tar, as the person's 'corrupted' message. */
const corrompido = (e: unknown) =>
  e instanceof ErroBackup ? e : new ErroBackup(`Arquivo de backup corrompido ou incompleto (${e instanceof Error ? e.message : String(e)}).`)

/** The entries of a backup file, read as a stream (lerTar's rules); damage anywhere is ErroBackup. */
export async function* entradas(arquivo: string): AsyncGenerator<EntradaTar> {
  // Format 1 was gzip'd as a whole (magic 1f 8b); format 2 is a plain tar.
  const inteiroComprimido = (await inicioDe(arquivo, 2)).equals(Buffer.from([0x1f, 0x8b]))
  const bruto = createReadStream(arquivo, { highWaterMark: 1 << 20 })
  const fonte = inteiroComprimido ? bruto.pipe(createGunzip()) : bruto
  try {
    for await (const e of lerTar(fonte)) {
      yield {
        nome: e.nome,
        tamanho: e.tamanho,
        conteudo: () => e.conteudo().catch((x: unknown) => Promise.reject(corrompido(x))),
        pedacos: async function* () {
          try {
            yield* e.pedacos()
          } catch (x) {
            throw corrompido(x)
          }
        },
      }
    }
  } catch (e) {
    throw corrompido(e)
  } finally {
    fonte.destroy()
    bruto.destroy()
  }
}

/** A part's NDJSON text (format 2 parts are gzip'd one by one). */
const textoDaParte = async (nome: string, conteudo: Buffer) => (nome.endsWith('.gz') ? await descomprimir(conteudo) : conteudo).toString('utf8')

/**
 * Reads the whole file once and checks it: the manifest, every part's size and SHA-256, a version this product
 * can restore. Touches nothing; answers the manifest.
 */
export const verificarBackup = async (arquivo: string): Promise<Manifesto> => {
  if (!existsSync(arquivo)) throw new ErroBackup(`Arquivo não encontrado: ${arquivo}`)
  const vistos = new Map<string, { bytes: number; sha256: string }>()
  let manifesto: Manifesto | undefined
  for await (const e of entradas(arquivo)) {
    if (e.nome === 'manifesto.json') {
      try {
        manifesto = JSON.parse((await e.conteudo()).toString('utf8')) as Manifesto
      } catch {
        throw new ErroBackup('Arquivo de backup corrompido: o manifesto não pode ser lido.')
      }
    } else {
      vistos.set(e.nome, { bytes: e.tamanho, sha256: await sha256DosPedacos(e.pedacos()) })
    }
  }
  if (!manifesto || manifesto.formato !== FORMATO) throw new ErroBackup('Este arquivo não é um backup do RH (manifesto ausente).')
  if (manifesto.versaoFormato > VERSAO_FORMATO) throw new ErroBackup(`Este backup usa um formato mais novo (${manifesto.versaoFormato}) que o deste RH (${VERSAO_FORMATO}): atualize o sistema antes de restaurar.`)
  const partes = [...manifesto.tabelas.flatMap((t) => t.partes), ...manifesto.arquivos]
  for (const p of partes) {
    const v = vistos.get(p.arquivo)
    if (!v) throw new ErroBackup(`Arquivo de backup incompleto: falta a parte ${p.arquivo}.`)
    if (v.bytes !== p.bytes || v.sha256 !== p.sha256) throw new ErroBackup(`Arquivo de backup corrompido: a soma SHA-256 da parte ${p.arquivo} não confere.`)
  }
  const conhecidas = new Set((await carregarMigracoes()).map((m) => m.nome))
  const novas = manifesto.migracoes.filter((m) => !conhecidas.has(m))
  if (novas.length) {
    throw new ErroBackup(
      `Este backup foi gerado por uma versão mais nova do RH (${manifesto.versao}, migração ${novas[novas.length - 1]}) que esta (${VERSAO_PRODUTO}): atualize o sistema antes de restaurar.`,
    )
  }
  return manifesto
}

/** Rows in the tables that are not reference data (the database is empty when none). */
export const linhasDeDados = async (k: Knex) => {
  let n = 0
  for (const t of await lerEsquema(k)) {
    if (TABELAS_REFERENCIA.includes(t.nome)) continue
    n += Number(linhasDe(await k.raw(`SELECT count(*) AS n FROM "${t.nome}"`).queryContext(LINHAS_CRUAS))[0]?.['n'] ?? 0)
  }
  return n
}

/** Drops every table of the schema (SQLite: full-text tables first, children before parents). */
const apagarTudo = async (trx: Knex.Transaction, pg: boolean) => {
  if (pg) {
    const ts = linhasDe(await trx.raw(`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`).queryContext(LINHAS_CRUAS))
    for (const t of ts) await trx.raw(`DROP TABLE IF EXISTS "${String(t['t'])}" CASCADE`)
    return
  }
  const virtuais = linhasDe(await trx.raw(`PRAGMA table_list`).queryContext(LINHAS_CRUAS)).filter((x) => x['schema'] === 'main' && x['type'] === 'virtual')
  for (const v of virtuais) await trx.raw(`DROP TABLE IF EXISTS "${String(v['name'])}"`)
  const esquema = await lerEsquema(trx)
  const { ordem } = ordemDeCarga(esquema, new Set())
  for (const t of [...ordem].reverse()) await trx.raw(`DROP TABLE IF EXISTS "${t}"`)
  for (const t of BOOKKEEPING) await trx.raw(`DROP TABLE IF EXISTS "${t}"`)
}

export interface OpcoesRestauracao {
  readonly arquivo: string
  readonly arquivosDir: string
  readonly substituir: boolean
  readonly progresso?: Progresso | undefined
}

export interface ResultadoRestauracao {
  readonly manifesto: Manifesto
  readonly linhas: number
  readonly arquivos: number
  /** Migrations the product had beyond the backup's, applied after the rows were loaded. */
  readonly migradas: ReadonlyArray<string>
}

/** The indexes that are neither unique nor a constraint's, with the SQL that makes each. */
const indicesSecundarios = async (trx: Knex.Transaction, pg: boolean) =>
  linhasDe(
    await trx
      .raw(
        pg
          ? `SELECT i.indexname AS nome, i.indexdef AS sql FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = current_schema()::regnamespace
             JOIN pg_index x ON x.indexrelid = c.oid
             WHERE i.schemaname = current_schema() AND NOT x.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)`
          : `SELECT name AS nome, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%'`,
      )
      .queryContext(LINHAS_CRUAS),
  ).map((r) => ({ nome: String(r['nome']), sql: String(r['sql']) }))

/** PostgreSQL's foreign keys of the schema, with the definition that makes each again. */
const chavesEstrangeiras = async (trx: Knex.Transaction) =>
  linhasDe(
    await trx
      .raw(
        `SELECT c.relname AS tabela, k.conname AS nome, pg_get_constraintdef(k.oid) AS definicao FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
         WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace ORDER BY c.relname, k.conname`,
      )
      .queryContext(LINHAS_CRUAS),
  ).map((r) => ({ tabela: String(r['tabela']), nome: String(r['nome']), definicao: String(r['definicao']) }))

/** Each table's columns with their PostgreSQL type, without modifiers (a value too long for varchar(n) is an error, not cut). */
const tiposDoPostgres = async (trx: Knex.Transaction) => {
  const r = linhasDe(
    await trx
      .raw(
        `SELECT c.relname AS t, a.attname AS c, format_type(a.atttypid, NULL) AS tipo FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
      )
      .queryContext(LINHAS_CRUAS),
  )
  const out = new Map<string, Map<string, string>>()
  for (const l of r) {
    const t = out.get(String(l['t'])) ?? new Map<string, string>()
    t.set(String(l['c']), String(l['tipo']))
    out.set(String(l['t']), t)
  }
  return out
}

/**
 * The statement that inserts a part: its lines joined as one JSON array, the one parameter, read by the database.
 * `porLinha`: the column indexes left empty here and set row by row afterwards (the manifest's deferred columns, and
 * bytes, which SQLite cannot decode from base64).
 */
const insercaoDe = (t: TabelaManifesto, tipos: ReadonlyMap<string, Tipo>, pg: boolean, tiposPg: ReadonlyMap<string, string> | undefined) => {
  const adiadas = new Set(t.adiadas)
  const porLinha: number[] = []
  const expressoes = t.colunas.map((c, i) => {
    const tipo = tipos.get(c.nome)!
    if (adiadas.has(c.nome) || (tipo === 'binario' && !pg)) {
      porLinha.push(i)
      return 'NULL'
    }
    if (!pg) return tipo === 'json' ? `nullif(value -> ${i}, 'null')` : `value ->> ${i}`
    const tipoPg = tiposPg?.get(c.nome) ?? 'text'
    if (tipo === 'json') return `nullif((e -> ${i})::text, 'null')::${tipoPg}`
    if (tipo === 'binario') return `decode(e -> ${i} ->> 'base64', 'base64')`
    return `(e ->> ${i})::${tipoPg}`
  })
  const colunas = t.colunas.map((c) => `"${c.nome}"`).join(', ')
  const de = pg ? 'jsonb_array_elements(?::jsonb) AS x(e)' : 'json_each(?)'
  return { sql: `INSERT INTO "${t.nome}" (${colunas}) SELECT ${expressoes.join(', ')} FROM ${de}`, porLinha }
}

/** Restores a backup (see the top of this file). Nothing changes unless everything went in. */
export const restaurarBackup = async (k: Knex, o: OpcoesRestauracao): Promise<ResultadoRestauracao> => {
  const manifesto = await verificarBackup(o.arquivo)
  if (!o.substituir && (await linhasDeDados(k)) > 0) {
    throw new ErroBackup('O banco de destino não está vazio: use --substituir para apagar os dados atuais e restaurar o backup.')
  }
  const pg = ehPostgres(k)
  const migracoes = await carregarMigracoes()
  const doBackup = new Set(manifesto.migracoes)
  const antes = migracoes.filter((m) => doBackup.has(m.nome))
  const depois = migracoes.filter((m) => !doBackup.has(m.nome))
  const porParte = new Map(manifesto.tabelas.flatMap((t) => t.partes.map((p) => [p.arquivo, t] as const)))
  const total = manifesto.tabelas.reduce((a, t) => a + t.linhas, 0) * 100 + manifesto.arquivos.reduce((a, f) => a + f.bytes, 0)
  const preparo = `${o.arquivosDir}.restaurando`
  await rm(preparo, { recursive: true, force: true })
  await mkdir(preparo, { recursive: true })
  let linhas = 0
  try {
    await k.transaction(async (trx) => {
      if (!pg) await trx.raw('PRAGMA defer_foreign_keys = ON')
      await apagarTudo(trx, pg)
      await trx.schema.createTable('knex_migrations', (t) => {
        t.increments('id').primary()
        t.string('name')
        t.integer('batch')
        t.timestamp('migration_time')
      })
      await trx.schema.createTable('knex_migrations_lock', (t) => {
        t.increments('index').primary()
        t.integer('is_locked')
      })
      await trx('knex_migrations_lock').insert({ isLocked: 0 })
      for (const m of antes) await m.up(trx)
      // Inserting into an indexed table keeps every index up to date row by row; building an index once the rows are
      // in is several times faster (a search index over résumé texts most of all). Unique ones stay: they guard the load.
      const secundarios = await indicesSecundarios(trx, pg)
      for (const i of secundarios) await trx.raw(`DROP INDEX "${i.nome}"`)
      // PostgreSQL checks a foreign key row by row as rows go in; added back after the load, it checks each table in
      // one pass (as pg_restore does). SQLite defers them to the commit (above).
      const estrangeiras = pg ? await chavesEstrangeiras(trx) : []
      for (const f of estrangeiras) await trx.raw(`ALTER TABLE "${f.tabela}" DROP CONSTRAINT "${f.nome}"`)
      const destino = new Map((await lerEsquema(trx)).map((t) => [t.nome, t]))
      const derivadas = await tabelasDerivadas(trx)
      const limpas = new Set<string>()
      const insercoes = new Map<string, ReturnType<typeof insercaoDe>>()
      const tiposPg = pg ? await tiposDoPostgres(trx) : new Map<string, Map<string, string>>()
      const pendentes: Array<{ tabela: string; id: unknown; valores: Record<string, unknown> }> = []
      let feito = 0
      for await (const e of entradas(o.arquivo)) {
        const t = porParte.get(e.nome)
        if (t) {
          const alvo: Tabela | undefined = destino.get(t.nome)
          if (!alvo) throw new ErroBackup(`Backup incompatível: a tabela ${t.nome} não existe no esquema de destino.`)
          const tipos = new Map(alvo.colunas.map((c) => [c.nome, c.tipo]))
          for (const c of t.colunas) if (!tipos.has(c.nome)) throw new ErroBackup(`Backup incompatível: a coluna ${t.nome}.${c.nome} não existe no esquema de destino.`)
          if (derivadas.has(t.nome) && !limpas.has(t.nome)) {
            await trx.raw(`DELETE FROM "${t.nome}"`)
            limpas.add(t.nome)
          }
          const linhasParte = (await textoDaParte(e.nome, await e.conteudo())).split('\n').filter(Boolean)
          const { sql, porLinha } = insercoes.get(t.nome) ?? insercaoDe(t, tipos, pg, tiposPg.get(t.nome))
          insercoes.set(t.nome, { sql, porLinha })
          if (linhasParte.length) await trx.raw(sql, ['[' + linhasParte.join(',') + ']'])
          // Columns filled once every row is in (and bytes): from JavaScript, row by row; few tables have them.
          if (porLinha.length) {
            const iId = t.colunas.findIndex((c) => c.nome === 'id')
            for (const l of linhasParte) {
              const valores = JSON.parse(l) as unknown[]
              const depois = Object.fromEntries(porLinha.map((i) => [t.colunas[i]!.nome, paraBanco(valores[i], tipos.get(t.colunas[i]!.nome)!, pg)]).filter(([, v]) => v !== null))
              if (Object.keys(depois).length) pendentes.push({ tabela: t.nome, id: valores[iId], valores: depois })
            }
          }
          linhas += linhasParte.length
          feito += linhasParte.length * 100
          o.progresso?.(feito, total, t.nome)
        } else if (e.nome.startsWith('arquivos/')) {
          const destinoArquivo = resolve(preparo, e.nome.slice('arquivos/'.length))
          if (!destinoArquivo.startsWith(resolve(preparo) + sep)) throw new ErroBackup(`Backup inválido: caminho de arquivo fora da pasta (${e.nome}).`)
          await mkdir(dirname(destinoArquivo), { recursive: true })
          const saida = createWriteStream(destinoArquivo)
          for await (const b of e.pedacos()) {
            if (!saida.write(b)) await once(saida, 'drain')
            feito += b.length
            o.progresso?.(feito, total, 'arquivos')
          }
          saida.end()
          await finished(saida)
        }
      }
      for (const p of pendentes) await trx(p.tabela).where('id', p.id as number).update(p.valores)
      // The indexes dropped for the load are built again, each in one pass (before the migrations that may change them).
      if (pg) await trx.raw(`SET LOCAL maintenance_work_mem = '256MB'`)
      for (const i of secundarios) await trx.raw(i.sql)
      for (const f of estrangeiras) await trx.raw(`ALTER TABLE "${f.tabela}" ADD CONSTRAINT "${f.nome}" ${f.definicao}`)
      for (const m of depois) await m.up(trx)
      const agora = new Date()
      const aplicadas = [...antes, ...depois].map((m) => ({ name: m.nome, batch: 1, migrationTime: pg ? agora : agora.getTime() }))
      for (let i = 0; i < aplicadas.length; i += 200) await trx('knex_migrations').insert(aplicadas.slice(i, i + 200))
      if (pg) {
        const seqs = linhasDe(
          await trx
            .raw(
              `SELECT table_name AS t, column_name AS c, pg_get_serial_sequence(quote_ident(table_name), column_name) AS s FROM information_schema.columns
               WHERE table_schema = current_schema() AND column_default LIKE 'nextval%'`,
            )
            .queryContext(LINHAS_CRUAS),
        )
        for (const s of seqs) {
          if (!s['s']) continue
          await trx.raw(`SELECT setval(?, coalesce((SELECT max("${String(s['c'])}") FROM "${String(s['t'])}"), 0) + 1, false)`, [String(s['s'])])
        }
      }
    })
  } catch (e) {
    await rm(preparo, { recursive: true, force: true })
    throw e
  }
  // The rows are in; the files take the place of the old ones (kept aside until the swap is done).
  const anterior = `${o.arquivosDir}.anterior`
  await rm(anterior, { recursive: true, force: true })
  if (existsSync(o.arquivosDir)) await rename(o.arquivosDir, anterior)
  await rename(preparo, o.arquivosDir)
  await rm(anterior, { recursive: true, force: true })
  await carregarReferencia(k)
  return { manifesto, linhas, arquivos: manifesto.arquivos.length, migradas: depois.map((m) => m.nome) }
}
