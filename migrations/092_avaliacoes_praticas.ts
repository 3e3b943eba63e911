import type { Knex } from 'knex'

/**
 * Practical evaluations of certifications (issue 17; spec 002 /avaliacao/avaliacao-pratica): the evaluations with
 * their passing grade, each employee's results, and the certification's practical evaluations (JSON ids).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('avaliacoes_praticas', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('titulo', 100).notNullable()
    t.decimal('nota_minima', 4, 2).notNullable().defaultTo(7)
    t.text('observacao')
    t.boolean('ativo').notNullable().defaultTo(true)
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
  await knex.schema.createTable('colaboradores_avaliacoes_praticas', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('avaliacao_pratica_id').notNullable().references('id').inTable('avaliacoes_praticas').onDelete('RESTRICT')
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.string('data', 10).notNullable()
    t.decimal('nota', 4, 2).notNullable()
    t.text('observacao')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.index(['avaliacao_pratica_id'])
    t.index(['colaborador_id'])
  })
  await knex.schema.alterTable('certificacoes', (t) => {
    t.text('avaliacoes_praticas_ids').notNullable().defaultTo('[]')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('certificacoes', (t) => {
    t.dropColumn('avaliacoes_praticas_ids')
  })
  await knex.schema.dropTableIfExists('colaboradores_avaliacoes_praticas')
  await knex.schema.dropTableIfExists('avaliacoes_praticas')
}
