import type { Knex } from 'knex'

/**
 * Surveys, part B (issue 16, results segmented by area and cargo): each submitted answer carries the area and the
 * cargo of the employee at submission. Identified answers keep them on the participation (`colaborador_respostas`);
 * anonymous ones in `pesquisas_respostas_anonimas`, beside the answers and never with the employee. Older answers
 * stay without them (null: they count in the whole survey's results, in no segment).
 */
export async function up(knex: Knex): Promise<void> {
  for (const tabela of ['colaborador_respostas', 'pesquisas_respostas_anonimas']) {
    await knex.schema.alterTable(tabela, (t) => {
      t.integer('area_organizacional_id')
      t.integer('cargo_id')
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const tabela of ['colaborador_respostas', 'pesquisas_respostas_anonimas']) {
    await knex.schema.alterTable(tabela, (t) => {
      t.dropColumn('area_organizacional_id')
      t.dropColumn('cargo_id')
    })
  }
}
