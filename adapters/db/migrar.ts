import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Knex } from 'knex'
import { carregarMigracoes, type Migracao } from '../../migrations/index.ts'

const fonte: Knex.MigrationSource<Migracao> = {
  getMigrations: async () => [...(await carregarMigracoes())],
  getMigrationName: (m) => m.nome,
  getMigration: async (m) => ({ up: m.up, down: m.down }),
}

export const DATA_REF = resolve(import.meta.dirname, '../../data-ref')

/** Minimal CSV reader for the shipped reference files (quoted fields, BOM; `;` for the CID-10 files). */
export const lerCsv = (arquivo: string, separador = ','): Array<Record<string, string>> => {
  const texto = readFileSync(resolve(DATA_REF, arquivo), 'utf8').replace(/^\uFEFF/, '')
  const linhas = texto.split(/\r?\n/).filter((l) => l.trim() !== '')
  const campos = (l: string) => {
    const out: string[] = []
    let atual = ''
    let aspas = false
    for (let i = 0; i < l.length; i++) {
      const c = l[i]!
      if (aspas) {
        if (c === '"' && l[i + 1] === '"') {
          atual += '"'
          i++
        } else if (c === '"') aspas = false
        else atual += c
      } else if (c === '"') aspas = true
      else if (c === separador) {
        out.push(atual)
        atual = ''
      } else atual += c
    }
    out.push(atual)
    return out
  }
  const [cab, ...resto] = linhas
  const nomes = campos(cab!)
  return resto.map((l) => Object.fromEntries(campos(l).map((v, i) => [nomes[i]!, v])))
}

const inserirEmLotes = async (k: Knex, tabela: string, linhas: ReadonlyArray<Record<string, unknown>>) => {
  await k.transaction(async (trx) => {
    for (let i = 0; i < linhas.length; i += 500) await trx(tabela).insert(linhas.slice(i, i + 500))
  })
}

const contar = async (k: Knex, tabela: string) => Number((await k(tabela).count({ n: '*' }))[0]?.['n'] ?? 0)

/**
 * The CID-10 (DATASUS V2008, data-ref/cid10/LEIAME.md): every subcategory, and the categories that have
 * subdivisions (those without one are already in the subcategories file with their 3-character code).
 */
const linhasCid10 = () => {
  const sub = lerCsv('cid10/subcategorias.csv', ';')
  const codigos = new Set(sub.map((c) => c['codigo']))
  return [...lerCsv('cid10/categorias.csv', ';').filter((c) => !codigos.has(c['codigo'])), ...sub]
    .map((c) => ({ codigo: c['codigo']!, descricao: c['descricao']! }))
    .sort((a, b) => (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : 0))
}

/** The tables `carregarReferencia` fills: a database with rows only there is empty (a restore may go into it). */
export const TABELAS_REFERENCIA: ReadonlyArray<string> = ['estados', 'cidades', 'cbo_ocupacoes', 'cids']

/** IBGE UFs and municipalities, the CBO list and the CID-10, loaded once (idempotent). */
export const carregarReferencia = async (k: Knex) => {
  if ((await contar(k, 'estados')) === 0) {
    await inserirEmLotes(
      k,
      'estados',
      lerCsv('ibge/estados.csv').map((e) => ({ id: Number(e['codigo_uf']), sigla: e['uf'], nome: e['nome'], codigoIbge: Number(e['codigo_uf']) })),
    )
  }
  if ((await contar(k, 'cidades')) === 0) {
    await inserirEmLotes(
      k,
      'cidades',
      lerCsv('ibge/municipios.csv').map((m) => ({
        id: Number(m['codigo_ibge']),
        nome: m['nome'],
        estadoId: Number(m['codigo_uf']),
        codigoIbge: Number(m['codigo_ibge']),
        ddd: m['ddd'] ? Number(m['ddd']) : null,
      })),
    )
  }
  if ((await contar(k, 'cbo_ocupacoes')) === 0) {
    await inserirEmLotes(k, 'cbo_ocupacoes', lerCsv('cbo/cbo2002_ocupacao.csv').map((c) => ({ codigo: c['codigo'], titulo: c['titulo'] })))
  }
  if ((await k.schema.hasTable('cids')) && (await contar(k, 'cids')) === 0) await inserirEmLotes(k, 'cids', linhasCid10())
}

/** Runs pending migrations, then loads the reference data. */
export const migrar = async (k: Knex) => {
  const [, aplicadas] = (await k.migrate.latest({ migrationSource: fonte })) as [number, string[]]
  await carregarReferencia(k)
  return aplicadas
}

export const desfazerTudo = (k: Knex) => k.migrate.rollback({ migrationSource: fonte }, true)
