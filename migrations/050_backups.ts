import type { Knex } from 'knex'

/** Backups made from Utilitários › Backup (issue 18): the file under DATA_DIR/backups, when, its size and who made it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('backups', (t) => {
    t.increments('id')
    t.string('em', 30).notNullable()
    t.integer('usuario_id').notNullable()
    t.string('autor', 100).notNullable()
    t.string('arquivo', 200).notNullable()
    t.bigInteger('tamanho').notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('backups')
}
