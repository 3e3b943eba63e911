import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Effect } from 'effect'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarKnex } from '../../../adapters/db/knex.ts'
import { migrar } from '../../../adapters/db/migrar.ts'
import { criarTentativas } from '../../../adapters/db/sessao.ts'
import { urlPostgres } from '../../support/banco.ts'

/**
 * The attempt counter every login and public portal action is throttled by (issue 11 #2: 100 parallel guesses
 * were all checked). However many reservations race, at most `maximo` get an id, on SQLite and PostgreSQL.
 */
const pg = urlPostgres()
const schema = `tentativas_${process.pid}`
const bancos: Array<[string, () => Promise<{ knex: Knex; limpar: () => Promise<void> }>]> = [
  [
    'SQLite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'rh-tentativas-'))
      const knex = criarKnex({ dataDir: dir })
      return { knex, limpar: async () => (await knex.destroy(), rmSync(dir, { recursive: true, force: true })) }
    },
  ],
  ...(pg
    ? ([
        [
          'PostgreSQL' as string,
          async () => {
            const adm = criarKnex({ url: pg })
            await adm.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
            await adm.raw(`CREATE SCHEMA ${schema}`)
            // Several connections, so the reservations really run at the same time.
            const knex = criarKnex({ url: pg, schema })
            return { knex, limpar: async () => (await knex.destroy(), await adm.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`), await adm.destroy()) }
          },
        ],
      ] satisfies Array<[string, () => Promise<{ knex: Knex; limpar: () => Promise<void> }>]>)
    : []),
]

describe.each(bancos)('tentativas em %s', (_nome, abrir) => {
  let knex: Knex
  let limpar: () => Promise<void>
  beforeAll(async () => {
    ;({ knex, limpar } = await abrir())
    await migrar(knex)
  }, 60_000)
  afterAll(() => limpar?.())

  it('100 reservas simultâneas: no máximo 5 contadas, as outras recusadas sem deixar rastro', async () => {
    const t = criarTentativas(knex)
    const desde = new Date(Date.now() - 15 * 60_000).toISOString()
    const ids = await Promise.all(Array.from({ length: 100 }, () => Effect.runPromise(t.reservar('cpf:corrida', desde, 5))))
    const aceitas = ids.filter((x) => x !== undefined)
    expect(aceitas.length).toBeGreaterThan(0)
    expect(aceitas.length).toBeLessThanOrEqual(5)
    expect(Number((await knex('tentativas_login').where('chave', 'cpf:corrida').count({ n: '*' }))[0]!['n'])).toBe(aceitas.length)
    // Past the limit nothing more is counted; giving one back frees its place.
    const cheias = await Promise.all(Array.from({ length: 5 - aceitas.length }, () => Effect.runPromise(t.reservar('cpf:corrida', desde, 5))))
    expect(cheias.every((x) => x !== undefined)).toBe(true)
    expect(await Effect.runPromise(t.reservar('cpf:corrida', desde, 5))).toBeUndefined()
    await Effect.runPromise(t.devolver(aceitas[0]!))
    expect(await Effect.runPromise(t.reservar('cpf:corrida', desde, 5))).toBeDefined()
    await Effect.runPromise(t.limpar('cpf:corrida'))
    expect(await Effect.runPromise(t.reservar('cpf:corrida', desde, 5))).toBeDefined()
  })
})
