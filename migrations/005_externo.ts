import type { Knex } from 'knex'

/**
 * Candidate portal (issue 4): the LGPD consent log, password-recovery tokens and the spent bot-check
 * challenges. Rate limits reuse `tentativas_login` (keys `cadastro:…`, `recuperar:…`, `amigo:…`).
 */
export async function up(knex: Knex): Promise<void> {
  // Kept when the candidate deletes the account (proof of consent); no FK so the row outlives a removal.
  await knex.schema.createTable('consentimentos', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('candidato_id').notNullable()
    /** SHA-256 (hex, first 16) of the company's `politicaSeguranca` text accepted. */
    t.string('versao_politica', 64).notNullable()
    t.string('aceito_em', 30).notNullable()
    t.string('origem', 20).notNullable()
    t.index(['candidato_id'])
  })
  await knex.schema.createTable('tokens_recuperacao', (t) => {
    t.increments('id')
    t.integer('candidato_id').notNullable().references('id').inTable('candidatos').onDelete('CASCADE')
    t.string('token_hash', 64).notNullable().unique()
    t.string('criado_em', 30).notNullable()
    t.string('expira_em', 30).notNullable()
    t.string('usado_em', 30)
    t.index(['candidato_id'])
  })
  await knex.schema.createTable('desafios_usados', (t) => {
    t.string('assinatura', 128).primary()
    t.string('em', 30).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('desafios_usados')
  await knex.schema.dropTableIfExists('tokens_recuperacao')
  await knex.schema.dropTableIfExists('consentimentos')
}
