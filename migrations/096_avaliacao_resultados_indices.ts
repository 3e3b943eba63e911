import type { Knex } from 'knex'

/**
 * The results of an evaluation read its anonymous answers by evaluated and then by their random id (never in the order
 * they were written): this index serves that order without a sort, for the whole evaluation or one evaluated (on
 * SQLite the id is the rowid, already at the end of the old index; on PostgreSQL a sort of every answer spilled to disk).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('avaliacoes_desempenho_respostas_anonimas', (t) => {
    t.index(['avaliacao_desempenho_id', 'avaliado_id', 'id'], 'avaliacoes_desempenho_respostas_anonimas_avaliado_id')
    t.dropIndex(['avaliacao_desempenho_id', 'avaliado_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('avaliacoes_desempenho_respostas_anonimas', (t) => {
    t.index(['avaliacao_desempenho_id', 'avaliado_id'])
    t.dropIndex(['avaliacao_desempenho_id', 'avaliado_id', 'id'], 'avaliacoes_desempenho_respostas_anonimas_avaliado_id')
  })
}
