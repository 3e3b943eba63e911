import type { Knex } from 'knex'

/**
 * Employees' occurrences (issue 14; spec 001 /gestao-talentos/ocorrencias): written by `rh dev migracao
 * gestao-talentos/ocorrencias` from its declaration, plus the index of the period lists and indicators.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ocorrencias', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.integer('tipo_ocorrencia_id').notNullable().references('id').inTable('tipos_ocorrencia').onDelete('RESTRICT')
    t.string('data_inicio', 10).notNullable()
    t.string('data_fim', 10)
    t.text('observacao')
    t.integer('providencia_id').references('id').inTable('providencias').onDelete('RESTRICT')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id', 'data_inicio'])
    t.index(['colaborador_id'])
    t.index(['tipo_ocorrencia_id'])
    t.index(['providencia_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ocorrencias')
}
