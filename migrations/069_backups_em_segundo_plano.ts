import type { Knex } from 'knex'

/**
 * Backups made from the UI run in the background (issue 18): the row exists from the start, with its state
 * ('gerando', 'concluido', 'falhou'), progress (0–100), the failure's message and when the job last reported
 * (`atualizado_em`: a 'gerando' row that stops reporting was interrupted, e.g. by a restart).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('backups', (t) => {
    t.string('situacao', 10).notNullable().defaultTo('concluido')
    t.integer('progresso').notNullable().defaultTo(100)
    t.string('mensagem', 500)
    t.string('atualizado_em', 30)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('backups', (t) => {
    t.dropColumn('situacao')
    t.dropColumn('progresso')
    t.dropColumn('mensagem')
    t.dropColumn('atualizado_em')
  })
}
