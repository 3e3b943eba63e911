import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { finished } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import type { Knex } from 'knex'
import { carregarMigracoes } from '../../migrations/index.ts'
import { BOOKKEEPING, lerEsquema, ordemDeCarga, tabelasDerivadas, type Coluna, type Tabela, type Tipo } from './esquema.ts'
import { ehPostgres, LINHAS_CRUAS } from './knex.ts'
import { carregarReferencia, TABELAS_REFERENCIA } from './migrar.ts'
import { escritorTar, lerTar } from './tar.ts'

/**
 * Backup and restore of the whole installation (issue 18), one portable file for SQLite and PostgreSQL alike.
 *
 * The file is a gzip'd tar (`tar -tzf` lists it):
 * - `tabelas/<tabela>/<nnnn>.ndjson`: the rows, one JSON array per line in the manifest's column order, at most
 *   PARTE rows per part; values portable (booleans true/false, integers and decimals as numbers, dates and
 *   instants as ISO text, JSON as values, bytes as {"base64": …});
 * - `arquivos/<chave>`: the stored files (DATA_DIR/files), as they are;
 * - `manifesto.json`, last: product version, migrations applied, each table's columns, kinds and row count, and
 *   the size and SHA-256 of every part.
 * The rows are read in one snapshot (SQLite: one read transaction over WAL; PostgreSQL: REPEATABLE READ READ ONLY),
 * so writers keep going while it runs. A restore checks every part against the manifest before touching anything,
 * then rebuilds the schema at the backup's migration level, loads the rows, migrates forward, all in one
 * transaction.
 */

export const FORMATO = 'rh-backup'
export const VERSAO_FORMATO = 1
const PARTE = 5_000

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

/** Writes the backup file (first as `<saida>.parcial`, renamed when complete) and answers its manifest. */
export const gerarBackup = async (k: Knex, o: OpcoesBackup): Promise<Manifesto> => {
  const pg = ehPostgres(k)
  const parcial = `${o.saida}.parcial`
  await mkdir(dirname(resolve(parcial)), { recursive: true })
  const arquivoSaida = createWriteStream(parcial)
  const gz = createGzip({ level: 1 })
  gz.pipe(arquivoSaida)
  const tar = escritorTar(gz)
  const chaves = await listarArquivos(o.arquivosDir)
  const bytesArquivos = (await Promise.all(chaves.map(async (c) => (await stat(join(o.arquivosDir, c))).size))).reduce((a, b) => a + b, 0)
  try {
    const tabelasManifesto: TabelaManifesto[] = []
    let migracoes: ReadonlyArray<string> = []
    const ler = async (trx: Knex.Transaction) => {
      migracoes = await lerMigracoesAplicadas(trx)
      const esquema = await lerEsquema(trx)
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
        const temId = t.colunas.some((c) => c.nome === 'id')
        let ultimo: unknown = undefined
        let deslocamento = 0
        for (;;) {
          const q = trx.from(nome).select('*').limit(PARTE).queryContext(LINHAS_CRUAS)
          if (temId) {
            if (ultimo !== undefined) q.where('id', '>', ultimo as number)
            q.orderBy('id')
          } else q.orderBy(t.colunas.map((c) => c.nome)).offset(deslocamento)
          const lote = linhasDe(await q)
          if (!lote.length) break
          const texto = lote.map((r) => JSON.stringify(t.colunas.map((c) => normalizar(r[c.nome], c.tipo)))).join('\n') + '\n'
          const conteudo = Buffer.from(texto)
          const arquivo = `tabelas/${nome}/${String(partes.length + 1).padStart(4, '0')}.ndjson`
          await tar.entrada(arquivo, conteudo)
          partes.push({ arquivo, bytes: conteudo.length, sha256: sha256(conteudo), linhas: lote.length })
          ultimo = lote[lote.length - 1]!['id']
          deslocamento += lote.length
          feito += lote.length * 100
          o.progresso?.(feito, total, nome)
          if (lote.length < PARTE) break
        }
        tabelasManifesto.push({ nome, colunas: t.colunas, linhas: partes.reduce((a, p) => a + p.linhas, 0), adiadas: adiadas.get(nome) ?? [], partes })
      }
      return { total, feito }
    }
    const andamento = pg ? await k.transaction(ler, { isolationLevel: 'repeatable read', readOnly: true }) : await k.transaction(ler)
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
      const soma = await tar.entradaDe(arquivo, tamanho, createReadStream(caminho), (n) => {
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
    gz.end()
    await finished(arquivoSaida)
    await rename(parcial, o.saida)
    return manifesto
  } catch (e) {
    gz.destroy()
    arquivoSaida.destroy()
    await rm(parcial, { force: true })
    throw e
  }
}

/** The entries of a backup file, read as a stream; a damaged gzip or tar is the person's 'corrupted' message. */
async function* entradas(arquivo: string) {
  const fonte = createReadStream(arquivo).pipe(createGunzip())
  try {
    yield* lerTar(fonte)
  } catch (e) {
    if (e instanceof ErroBackup) throw e
    throw new ErroBackup(`Arquivo de backup corrompido ou incompleto (${e instanceof Error ? e.message : String(e)}).`)
  } finally {
    fonte.destroy()
  }
}

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
        manifesto = JSON.parse(e.conteudo.toString('utf8')) as Manifesto
      } catch {
        throw new ErroBackup('Arquivo de backup corrompido: o manifesto não pode ser lido.')
      }
    } else vistos.set(e.nome, { bytes: e.conteudo.length, sha256: sha256(e.conteudo) })
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
      const destino = new Map((await lerEsquema(trx)).map((t) => [t.nome, t]))
      const derivadas = await tabelasDerivadas(trx)
      const limpas = new Set<string>()
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
          const adiadas = new Set(t.adiadas)
          const linhasParte = e.conteudo.toString('utf8').split('\n').filter(Boolean)
          const registros = linhasParte.map((l) => {
            const valores = JSON.parse(l) as unknown[]
            const r: Record<string, unknown> = {}
            const depois: Record<string, unknown> = {}
            t.colunas.forEach((c, i) => {
              const v = paraBanco(valores[i], tipos.get(c.nome)!, pg)
              if (adiadas.has(c.nome) && v !== null) {
                depois[c.nome] = v
                r[c.nome] = null
              } else r[c.nome] = v
            })
            if (Object.keys(depois).length) pendentes.push({ tabela: t.nome, id: r['id'], valores: depois })
            return r
          })
          const lote = Math.max(1, Math.min(500, Math.floor(30_000 / Math.max(1, t.colunas.length))))
          for (let i = 0; i < registros.length; i += lote) await trx(t.nome).insert(registros.slice(i, i + lote))
          linhas += registros.length
          feito += registros.length * 100
          o.progresso?.(feito, total, t.nome)
        } else if (e.nome.startsWith('arquivos/')) {
          const destinoArquivo = resolve(preparo, e.nome.slice('arquivos/'.length))
          if (!destinoArquivo.startsWith(resolve(preparo) + sep)) throw new ErroBackup(`Backup inválido: caminho de arquivo fora da pasta (${e.nome}).`)
          await mkdir(dirname(destinoArquivo), { recursive: true })
          await writeFile(destinoArquivo, e.conteudo)
          feito += e.conteudo.length
          o.progresso?.(feito, total, 'arquivos')
        }
      }
      for (const p of pendentes) await trx(p.tabela).where('id', p.id as number).update(p.valores)
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
