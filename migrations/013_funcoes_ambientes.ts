import type { Knex } from 'knex'

/**
 * SST's functions and environments (spec 002 /sst/funcoes, /sst/ambientes), declared now so that an employee's history
 * names what the person does and where (issue 12): the two tables (written by `rh dev migracao`) and the history's
 * optional columns, required by the company's `obrigarAmbienteFuncao` in core.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('funcoes', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('nome', 100).notNullable()
    t.boolean('ativa').notNullable().defaultTo(true)
    t.integer('cbo_id').references('id').inTable('cbo_ocupacoes').onDelete('RESTRICT')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.index(['cbo_id'])
  })
  await knex.schema.createTable('ambientes', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('nome', 100).notNullable()
    t.integer('estabelecimento_id').notNullable().references('id').inTable('estabelecimentos').onDelete('RESTRICT')
    t.boolean('ativo').notNullable().defaultTo(true)
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.index(['estabelecimento_id'])
  })
  await knex.schema.alterTable('colaborador_historicos', (t) => {
    t.integer('funcao_id').references('id').inTable('funcoes').onDelete('RESTRICT')
    t.integer('ambiente_id').references('id').inTable('ambientes').onDelete('RESTRICT')
    t.index(['funcao_id'])
    t.index(['ambiente_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('colaborador_historicos', (t) => {
    t.dropColumn('funcao_id')
    t.dropColumn('ambiente_id')
  })
  await knex.schema.dropTableIfExists('ambientes')
  await knex.schema.dropTableIfExists('funcoes')
}
