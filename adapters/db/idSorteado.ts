import { randomInt } from 'node:crypto'
import type { Knex } from 'knex'
import { ehPostgres } from './knex.ts'

/**
 * Inserts a row under an id drawn at random, never from a sequence (2^31 on SQLite's rowid, 2^48 on PostgreSQL's
 * bigint): the anonymous answers' tables, whose row order must not be the order of the submissions. A draw that
 * collides is drawn again; checked before inserting, since on PostgreSQL a failed insert aborts the caller's
 * transaction.
 */
export const inserirComIdSorteado = async (db: Knex, tabela: string, linha: Record<string, unknown>): Promise<void> => {
  const teto = ehPostgres(db) ? 2 ** 48 - 1 : 2 ** 31 - 1
  for (let tentativa = 0; ; tentativa++) {
    const id = randomInt(1, teto)
    if (tentativa < 5 && (await db(tabela).where({ id }).first('id'))) continue
    await db(tabela).insert({ id, ...linha })
    return
  }
}

/** A PostgreSQL transaction lock on a key (SQLite already runs one writing transaction at a time). */
export const travarNaTransacao = async (db: Knex, chave: string): Promise<void> => {
  if (ehPostgres(db)) await db.raw('select pg_advisory_xact_lock(hashtext(?))', [chave])
}
