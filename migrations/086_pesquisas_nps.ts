import type { Knex } from 'knex'

/**
 * NPS rounds (issue 16; spec 002 /pesquisa/nps): a round is a survey of its own kind, kept in `pesquisas` (`nps` true)
 * so the employee's answering, the participations, the anonymous store and the results' SQL serve it unchanged; its
 * questions (the 0–10 grade and the optional comment) are built from `pergunta`, the question's text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pesquisas', (t) => {
    t.boolean('nps').notNullable().defaultTo(false)
    t.string('pergunta', 1000)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pesquisas', (t) => {
    t.dropColumn('pergunta')
    t.dropColumn('nps')
  })
}
