import type { Knex } from 'knex'

/**
 * Training, class operations (issue 17): the installation's secrets (the key that signs the rotating QR codes of
 * class attendance; created on first use, shared by every server process), the attached documents of a class (JSON
 * list on the class; the files in the `Arquivos` store) and the participating companies of a course (JSON ids).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('segredos_instalacao', (t) => {
    t.string('nome', 50).primary()
    t.string('valor', 200).notNullable()
    t.string('criado_em', 30)
  })
  await knex.schema.alterTable('turmas', (t) => {
    t.text('documento_anexos').notNullable().defaultTo('[]')
  })
  await knex.schema.alterTable('cursos', (t) => {
    t.text('empresas_participantes_ids').notNullable().defaultTo('[]')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cursos', (t) => {
    t.dropColumn('empresas_participantes_ids')
  })
  await knex.schema.alterTable('turmas', (t) => {
    t.dropColumn('documento_anexos')
  })
  await knex.schema.dropTableIfExists('segredos_instalacao')
}
