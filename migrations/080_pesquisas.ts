import type { Knex } from 'knex'

/**
 * Surveys (issue 16 part A; spec 002 /pesquisa): the surveys (questions and aspects of the questionnaire engine as
 * JSON, the audience as id lists), written by `rh dev migracao pesquisa/pesquisas`; the participations
 * (`colaborador_respostas`, one per employee and survey: unique), by `rh dev migracao pesquisa/colaborador-respostas`;
 * and the anonymous answers, which on purpose carry no employee, no timestamp and no sequential id (the adapter draws
 * the id at random), so nothing joins them to the participations (core/pesquisa/ports.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pesquisas', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('titulo', 250).notNullable()
    t.string('data_inicio', 10).notNullable()
    t.string('data_fim', 10).notNullable()
    t.boolean('anonima').notNullable().defaultTo(false)
    t.text('observacao')
    t.text('aspectos').notNullable().defaultTo('[]')
    t.text('perguntas').notNullable().defaultTo('[]')
    t.text('estabelecimentos_ids').notNullable().defaultTo('[]')
    t.text('areas_organizacionais_ids').notNullable().defaultTo('[]')
    t.text('cargos_ids').notNullable().defaultTo('[]')
    t.text('colaboradores_ids').notNullable().defaultTo('[]')
    t.boolean('liberada').notNullable().defaultTo(false)
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id', 'data_inicio'])
  })
  await knex.schema.createTable('colaborador_respostas', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('pesquisa_id').notNullable().references('id').inTable('pesquisas').onDelete('RESTRICT')
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.string('situacao', 1)
    t.boolean('anonima').notNullable().defaultTo(false)
    t.string('data_resposta', 10)
    t.text('respostas').notNullable().defaultTo('[]')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.unique(['pesquisa_id', 'colaborador_id'])
    t.index(['colaborador_id'])
  })
  await knex.schema.createTable('pesquisas_respostas_anonimas', (t) => {
    // Drawn at random by the adapter (never a sequence: the order of ids must not be the order of submissions). On
    // SQLite an INTEGER primary key is the rowid itself (no hidden sequential rowid beside it); on PostgreSQL a bigint.
    t.specificType('id', knex.client.config.client === 'pg' ? 'bigint' : 'integer').primary()
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('pesquisa_id').notNullable().references('id').inTable('pesquisas').onDelete('RESTRICT')
    t.text('respostas').notNullable()
    t.index(['pesquisa_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('pesquisas_respostas_anonimas')
  await knex.schema.dropTableIfExists('colaborador_respostas')
  await knex.schema.dropTableIfExists('pesquisas')
}
