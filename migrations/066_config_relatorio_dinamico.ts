import type { Knex } from 'knex'

/**
 * The dynamic talent report's saved choice (issue 14; spec 001 §7 `talento-dinamico/config-relatorio-dinamico`):
 * the columns in their order and the title, one row per user and company. Removing the user or the company
 * removes it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('configs_relatorio_dinamico', (t) => {
    t.increments('id')
    t.integer('usuario_id').notNullable().references('id').inTable('usuarios').onDelete('CASCADE')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('CASCADE')
    t.text('colunas_dinamicas').notNullable()
    t.string('titulo', 100)
    t.string('atualizado_em', 30)
    t.unique(['usuario_id', 'empresa_id'])
    t.index(['empresa_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('configs_relatorio_dinamico')
}
