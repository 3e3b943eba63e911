import type { Knex } from 'knex'
import * as m001 from './001_plataforma.ts'

/** The one migration timeline, run on SQLite and PostgreSQL alike. Append; never edit a shipped one. */
export const MIGRACOES: ReadonlyArray<{ readonly nome: string; readonly up: (k: Knex) => Promise<void>; readonly down: (k: Knex) => Promise<void> }> = [
  { nome: '001_plataforma', ...m001 },
]
