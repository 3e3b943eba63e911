import type { Knex } from 'knex'

/**
 * The employee's exit interview by link (issue 14 "Dismissals": "by the employee through a link, once"): the links HR
 * sends (only the token's SHA-256 is stored, with its expiry; spent or voided once), and the mark on the interview that
 * the employee answered it themselves.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('links_entrevista_desligamento', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('CASCADE')
    t.integer('modelo_id').notNullable().references('id').inTable('modelos_entrevista_desligamento').onDelete('CASCADE')
    /** The dismissal the link answers (cancelling or changing it leaves the link without a dismissal to answer). */
    t.string('data_desligamento', 10).notNullable()
    t.string('token_hash', 64).notNullable().unique()
    t.string('criado_em', 30).notNullable()
    t.string('expira_em', 30).notNullable()
    /** Spent: the interview was recorded through it. */
    t.string('usado_em', 30)
    /** Voided: a newer link was sent, or the dismissal was cancelled. */
    t.string('invalidado_em', 30)
    /** The user who sent it; the address it was mailed to (null: handed over by HR). */
    t.integer('usuario_id').notNullable()
    t.string('email', 200)
    t.index(['colaborador_id'])
  })
  await knex.schema.alterTable('entrevistas_desligamento', (t) => {
    t.boolean('respondida_pelo_talento').notNullable().defaultTo(false)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('entrevistas_desligamento', (t) => t.dropColumn('respondida_pelo_talento'))
  await knex.schema.dropTableIfExists('links_entrevista_desligamento')
}
