/**
 * Which SQLite driver for the embedded database? Same workload through Knex on better-sqlite3 and on
 * sqlite3: bulk insert in one transaction, point reads by id, and a filtered, sorted, paged list
 * (what the generic repository does most). sqlite3 is not a dependency: install it anywhere and put
 * its node_modules on NODE_PATH to compare; otherwise only better-sqlite3 is measured.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import knexFactory from 'knex'

const LINHAS = 20_000
const LEITURAS = 2_000
const LISTAS = 300

const medir = async (client: 'better-sqlite3' | 'sqlite3') => {
  const dir = mkdtempSync(join(tmpdir(), 'rh-bench-'))
  const k = knexFactory({
    client,
    connection: { filename: join(dir, 'b.sqlite') },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  })
  try {
    await k.raw('pragma journal_mode = WAL')
    await k.schema.createTable('t', (t) => {
      t.increments('id')
      t.integer('empresa_id')
      t.string('nome', 100)
      t.integer('ordem')
      t.index(['empresa_id'])
    })
    const t0 = performance.now()
    await k.transaction(async (trx) => {
      for (let i = 0; i < LINHAS; i += 500) {
        await trx('t').insert(Array.from({ length: 500 }, (_, j) => ({ empresa_id: ((i + j) % 5) + 1, nome: `Registro ${i + j}`, ordem: (i + j) % 999 })))
      }
    })
    const t1 = performance.now()
    for (let i = 1; i <= LEITURAS; i++) await k('t').where('id', (i * 7919) % LINHAS || 1).first()
    const t2 = performance.now()
    for (let i = 0; i < LISTAS; i++) {
      await k('t').where('empresa_id', (i % 5) + 1).where('nome', 'like', '%9%').orderBy('ordem', 'desc').offset(i % 10 * 15).limit(15)
    }
    const t3 = performance.now()
    return { client, insercaoMs: Math.round(t1 - t0), leiturasPorSeg: Math.round(LEITURAS / ((t2 - t1) / 1000)), listasPorSeg: Math.round(LISTAS / ((t3 - t2) / 1000)) }
  } finally {
    await k.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

export const benchDriverSqlite = async () => {
  const resultados = [await medir('better-sqlite3')]
  try {
    resultados.push(await medir('sqlite3'))
  } catch (e) {
    console.log(`sqlite3 não disponível (${e instanceof Error ? e.message.split('\n')[0] : e}); medindo só better-sqlite3`)
  }
  console.table(resultados)
  return resultados
}
