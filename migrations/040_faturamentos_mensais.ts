import type { Knex } from 'knex'

/** Monthly billing per company (issue 13, spec 001 §2 faturamentos-mensais): one amount in centavos per month 'YYYY-MM'. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('faturamentos_mensais', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('mes_ano', 7).notNullable()
    t.bigInteger('valor').notNullable()
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.unique(['empresa_id', 'mes_ano'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('faturamentos_mensais')
}
