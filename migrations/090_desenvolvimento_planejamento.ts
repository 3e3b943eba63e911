import type { Knex } from 'knex'

/**
 * Training planning (issue 17; spec 002 /desenvolvimento): LNT rounds and their lines (`cursos_lnt`: courses managers
 * propose, approved or rejected by HR, turned into classes), action-plan items and monthly hour-goal groups. Each table
 * written by `rh dev migracao desenvolvimento/<recurso>` from its declaration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lnts', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('descricao', 100).notNullable()
    t.string('data_inicio', 10).notNullable()
    t.string('data_fim', 10).notNullable()
    t.text('areas_organizacionais_ids').notNullable()
    t.string('situacao', 15).notNullable().defaultTo('ABERTA')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
  await knex.schema.createTable('cursos_lnt', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('lnt_id').notNullable().references('id').inTable('lnts').onDelete('RESTRICT')
    t.integer('area_organizacional_id').notNullable().references('id').inTable('areas_organizacionais').onDelete('RESTRICT')
    t.integer('curso_id').references('id').inTable('cursos').onDelete('RESTRICT')
    t.string('curso_sugerido', 100)
    t.text('colaboradores_ids').notNullable()
    t.text('justificativa').notNullable()
    t.string('prioridade', 5).notNullable().defaultTo('MEDIA')
    t.string('situacao', 9).notNullable().defaultTo('PENDENTE')
    t.integer('turma_id').references('id').inTable('turmas').onDelete('RESTRICT')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.index(['lnt_id'])
    t.index(['area_organizacional_id'])
    t.index(['curso_id'])
    t.index(['turma_id'])
  })
  await knex.schema.createTable('itens_plano_acao', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('lnt_id').references('id').inTable('lnts').onDelete('RESTRICT')
    t.string('nome', 255).notNullable()
    t.text('meta').notNullable()
    t.integer('responsavel_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.string('previsao_inicio', 10).notNullable()
    t.string('previsao_termino', 10)
    t.string('acompanhamento_inicio', 10)
    t.string('acompanhamento_termino', 10)
    t.string('acompanhamento_situacao', 12).notNullable().defaultTo('NAO_INICIADA')
    t.text('acompanhamento_observacao')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.index(['lnt_id'])
    t.index(['responsavel_id'])
  })
  await knex.schema.createTable('grupos_metas_horas', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('nome', 60).notNullable()
    t.text('metas').notNullable().defaultTo('[]')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('grupos_metas_horas')
  await knex.schema.dropTableIfExists('itens_plano_acao')
  await knex.schema.dropTableIfExists('cursos_lnt')
  await knex.schema.dropTableIfExists('lnts')
}
