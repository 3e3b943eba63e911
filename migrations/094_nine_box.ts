import type { Knex } from 'knex'

/**
 * Nine box of a performance evaluation (issue 15; spec 002 §3 "Nine box"): the date, the four thresholds (whole
 * percentages) and the nine boxes' titles and descriptions (JSON {nomeclatura, descricao} each). One per evaluation.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('nine_box', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('avaliacao_desempenho_id').notNullable().references('id').inTable('avaliacoes_desempenho').onDelete('RESTRICT')
    t.string('data', 10).notNullable()
    t.integer('percentual_baixo_potencial')
    t.integer('percentual_alto_potencial')
    t.integer('percentual_baixo_desempenho')
    t.integer('percentual_alto_desempenho')
    for (let n = 1; n <= 9; n++) t.text(`box${n}`)
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.unique(['avaliacao_desempenho_id'])
    t.index(['empresa_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('nine_box')
}
