import type { Knex } from 'knex'

/** Attempts older than a day are purged as new ones arrive (adapters/db/sessao.ts); this index keeps that cheap. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tentativas_login', (t) => {
    t.index(['em'], 'tentativas_login_em_index')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tentativas_login', (t) => {
    t.dropIndex(['em'], 'tentativas_login_em_index')
  })
}
