import type { Knex } from 'knex'

/**
 * The courses a cargo requires (issue 17 training reports; spec 002 `cursosIds` of the job role): a JSON list of
 * course ids on the cargo, read by matriz-treinamento and colaborador-sem-indicacao-treinamento.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cargos', (t) => {
    t.text('cursos_ids')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cargos', (t) => {
    t.dropColumn('cursos_ids')
  })
}
