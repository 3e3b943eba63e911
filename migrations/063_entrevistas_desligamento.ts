import type { Knex } from 'knex'

/**
 * Exit interviews (issue 14 "Dismissals"; spec 001 /gestao-talentos/modelos-entrevista-desligamento and
 * talentos/{talentoId}/entrevista-desligamento): the models (questions of the questionnaire engine, as JSON) and the
 * interviews (answers and the copy of the questions answered). Written by `rh dev migracao` from the declarations,
 * plus the index of the report (interviews by dismissal date).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('modelos_entrevista_desligamento', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('titulo', 250).notNullable()
    t.boolean('ativo').notNullable().defaultTo(true)
    t.text('observacao')
    t.text('perguntas').notNullable().defaultTo('[]')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
  await knex.schema.createTable('entrevistas_desligamento', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.integer('modelo_id').notNullable().references('id').inTable('modelos_entrevista_desligamento').onDelete('RESTRICT')
    t.string('data', 10).notNullable()
    t.text('respostas').notNullable().defaultTo('[]')
    t.text('observacao')
    t.string('data_desligamento', 10)
    t.text('perguntas').notNullable().defaultTo('[]')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id', 'data_desligamento'])
    t.index(['colaborador_id'])
    t.index(['modelo_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('entrevistas_desligamento')
  await knex.schema.dropTableIfExists('modelos_entrevista_desligamento')
}
