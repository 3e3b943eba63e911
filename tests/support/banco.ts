import type { Knex } from 'knex'

/** PostgreSQL suites run when TEST_DATABASE_URL is set; with REQUIRE_POSTGRES=1 (CI) its absence is a failure. */
export const urlPostgres = (): string | undefined => {
  const url = process.env['TEST_DATABASE_URL']
  if (url) return url
  if (process.env['REQUIRE_POSTGRES'] === '1') throw new Error('REQUIRE_POSTGRES=1 mas TEST_DATABASE_URL não foi definido')
  console.warn('\n*** TESTES EM POSTGRESQL PULADOS: defina TEST_DATABASE_URL=postgres://… ***\n')
  return undefined
}

/** Inserts one row straight into the database (test fixtures) and answers its id, on SQLite and PostgreSQL alike. */
export const inserirLinha = async (knex: Knex, tabela: string, linha: Record<string, unknown>): Promise<number> => {
  const [r] = await knex(tabela).insert(linha).returning('id')
  return Number(typeof r === 'object' && r !== null ? (r as { id: unknown }).id : r)
}
