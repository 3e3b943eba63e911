import type { Knex } from 'knex'

/**
 * Training and development, certifications (issue 17): certificate models (logos and frame as JSON), the course's
 * certificate model, certifications (their courses as JSON ids) and the issued certificates with their public code.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('modelos_certificado', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('nome', 100).notNullable()
    t.string('titulo', 200).notNullable()
    t.text('texto').notNullable()
    t.text('logos').notNullable().defaultTo('[]')
    t.text('molduras').notNullable().defaultTo('[]')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
  await knex.schema.alterTable('cursos', (t) => {
    t.integer('modelo_certificado_id').references('id').inTable('modelos_certificado').onDelete('RESTRICT')
  })
  await knex.schema.createTable('certificacoes', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('nome', 100).notNullable()
    t.integer('periodicidade').notNullable()
    t.integer('certificacao_pre_requisito_id').references('id').inTable('certificacoes').onDelete('RESTRICT')
    t.text('cursos_ids').notNullable().defaultTo('[]')
    t.integer('modelo_certificado_id').references('id').inTable('modelos_certificado').onDelete('RESTRICT')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
  await knex.schema.createTable('certificados', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.integer('turma_id').notNullable().references('id').inTable('turmas').onDelete('RESTRICT')
    t.integer('curso_id').notNullable().references('id').inTable('cursos').onDelete('RESTRICT')
    t.string('codigo', 10).notNullable().unique()
    t.string('emitido_em', 10).notNullable()
    t.boolean('revogado').notNullable().defaultTo(false)
    t.string('motivo_revogacao', 500)
    t.string('revogado_em', 10)
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.index(['turma_id'])
    t.index(['colaborador_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('certificados')
  await knex.schema.dropTableIfExists('certificacoes')
  await knex.schema.alterTable('cursos', (t) => {
    t.dropColumn('modelo_certificado_id')
  })
  await knex.schema.dropTableIfExists('modelos_certificado')
}
