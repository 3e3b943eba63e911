import type { Knex } from 'knex'
import { semearDemo } from '../../adapters/db/demo.ts'
import { criarKnex } from '../../adapters/db/knex.ts'
import { migrar } from '../../adapters/db/migrar.ts'

/**
 * The PostgreSQL test environments start from a template database holding the migrated demo (made once per run by
 * the first environment that needs it, under an advisory lock), copied by CREATE DATABASE … TEMPLATE in about a second
 * instead of migrating and seeding again (over 30 s each). The copy's data sit in schema ESQUEMA_MODELO, renamed to the
 * schema the test asked for, so the tests see what they saw before: their schema on the search path.
 */
const ESQUEMA_MODELO = 'rh_modelo'

/** `url` pointing at database `banco` (same server, user and options). */
export const urlDoBanco = (url: string, banco: string) => {
  const u = new URL(url)
  u.pathname = `/${banco}`
  return u.toString()
}

const comKnex = async <A>(url: string, f: (k: Knex) => Promise<A>) => {
  const k = criarKnex({ url })
  try {
    return await f(k)
  } finally {
    await k.destroy()
  }
}

const existe = (k: Knex, banco: string) => k.raw('SELECT 1 FROM pg_database WHERE datname = ?', [banco]).then((r) => r.rows.length > 0)

/**
 * Makes the template `modelo` unless it exists (the lock makes the other workers wait for the first one); `demo`
 * false: migrations and reference data only.
 */
const garantirModelo = (url: string, modelo: string, demo: boolean) =>
  comKnex(url, async (adm) => {
    const trava = await adm.client.acquireConnection()
    try {
      await adm.raw('SELECT pg_advisory_lock(hashtext(?))', [modelo]).connection(trava)
      if (await existe(adm, modelo)) return
      await adm.raw(`CREATE DATABASE "${modelo}"`)
      try {
        const k = criarKnex({ url: urlDoBanco(url, modelo), schema: ESQUEMA_MODELO })
        try {
          await k.raw(`CREATE SCHEMA ${ESQUEMA_MODELO}`)
          await migrar(k)
          if (demo) await semearDemo(k)
        } finally {
          await k.destroy()
        }
      } catch (e) {
        await adm.raw(`DROP DATABASE IF EXISTS "${modelo}" WITH (FORCE)`)
        throw e
      }
    } finally {
      await adm.raw('SELECT pg_advisory_unlock(hashtext(?))', [modelo]).connection(trava)
      await adm.client.releaseConnection(trava)
    }
  })

/** The name of the run's template without the demo (migrations and reference data only). */
const nomeMigrado = (modelo: string) => `${modelo}_migrado`

/**
 * A new database `banco` copied from this run's template (with the demo, or only migrated with `demo: false`), its
 * data in schema `schema`: answers its URL.
 */
export const copiarModeloPg = async (url: string, nome: string, banco: string, schema: string, o: { readonly demo?: boolean } = {}) => {
  const demo = o.demo !== false
  const modelo = demo ? nome : nomeMigrado(nome)
  await garantirModelo(url, modelo, demo)
  await comKnex(url, async (adm) => {
    await adm.raw(`DROP DATABASE IF EXISTS "${banco}" WITH (FORCE)`)
    for (let tentativa = 0; ; tentativa++) {
      try {
        await adm.raw(`CREATE DATABASE "${banco}" TEMPLATE "${modelo}"`)
        break
      } catch (e) {
        // Another worker copying the same template at the same instant: try again shortly.
        if (tentativa >= 20 || !/being accessed by other users/.test((e as Error).message)) throw e
        await new Promise((ok) => setTimeout(ok, 250))
      }
    }
  })
  const copia = urlDoBanco(url, banco)
  await comKnex(copia, (k) => k.raw(`ALTER SCHEMA ${ESQUEMA_MODELO} RENAME TO "${schema}"`))
  return copia
}

export const removerBancoPg = (url: string, banco: string) => comKnex(url, (adm) => adm.raw(`DROP DATABASE IF EXISTS "${banco}" WITH (FORCE)`))

/**
 * Starts making this run's two templates (global setup) while the first test files, SQLite ones, run: the worker
 * that first needs one waits on the lock instead of making it itself. Answers when both are made; a failure is
 * left to that test to meet and report (it tries again under the lock).
 */
export const adiantarModelosPg = (url: string, nome: string): Promise<void> =>
  garantirModelo(url, nome, true)
    .then(() => garantirModelo(url, nomeMigrado(nome), false))
    .catch(() => undefined)

/** Drops this run's templates (global teardown), when PostgreSQL tests ran. */
export const removerModeloPg = async (modelo: string) => {
  const url = process.env['TEST_DATABASE_URL']
  if (!url) return
  for (const m of [modelo, nomeMigrado(modelo)]) await removerBancoPg(url, m).catch(() => undefined)
}
