import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Knex } from 'knex'

export interface Migracao {
  readonly nome: string
  readonly up: (k: Knex) => Promise<void>
  readonly down: (k: Knex) => Promise<void>
}

/** `NNN_assunto.ts`: the number orders the one timeline, run on SQLite and PostgreSQL alike. */
const ARQUIVO = /^\d{3}_[a-z0-9_]+\.ts$/

/**
 * The migrations of this folder, in file-name order. A new migration is a new file here (append; never edit a
 * shipped one); there is no list to keep.
 */
export const carregarMigracoes = async (): Promise<ReadonlyArray<Migracao>> => {
  const nomes = readdirSync(import.meta.dirname)
    .filter((n) => ARQUIVO.test(n))
    .sort()
  return Promise.all(
    nomes.map(async (n) => {
      const m = (await import(pathToFileURL(join(import.meta.dirname, n)).href)) as Omit<Migracao, 'nome'>
      return { nome: n.replace(/\.ts$/, ''), up: m.up, down: m.down }
    }),
  )
}
