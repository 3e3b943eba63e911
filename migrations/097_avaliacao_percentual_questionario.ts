import type { Knex } from 'knex'

/**
 * The questionnaire % of a performance-evaluation answer, stored when it is sent (the model's questions are locked
 * once answered, so it never changes): the results of all evaluated read it instead of parsing every answer. Null for
 * answers recorded before, or without a scored question; the results then score the answers as before.
 */
export async function up(knex: Knex): Promise<void> {
  for (const tabela of ['participantes_avaliacao_desempenho', 'avaliacoes_desempenho_respostas_anonimas'])
    await knex.schema.alterTable(tabela, (t) => {
      t.decimal('percentual_questionario', 5, 2)
    })
}

export async function down(knex: Knex): Promise<void> {
  for (const tabela of ['participantes_avaliacao_desempenho', 'avaliacoes_desempenho_respostas_anonimas'])
    await knex.schema.alterTable(tabela, (t) => {
      t.dropColumn('percentual_questionario')
    })
}
