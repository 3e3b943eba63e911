import type { Knex } from 'knex'

/**
 * Evaluations (issue 15; spec 002 /avaliacao): the questionnaire models of performance and experience follow-up
 * (questions and aspects of the questionnaire engine as JSON), the experience periods, the performance evaluations,
 * their participants (one row per evaluated × evaluator, with the role and, while a draft or when identified, the
 * answers) and the anonymous answers, which on purpose carry no evaluator, no timestamp and no sequential id (the
 * adapter draws the id at random), so nothing joins them to the participants (core/avaliacao/ports.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('periodos_experiencia', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('nome', 100).notNullable()
    t.integer('dias').notNullable()
    t.boolean('ativo').notNullable().defaultTo(true)
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
  await knex.schema.createTable('modelos_avaliacao', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('titulo', 250).notNullable()
    t.text('observacao')
    t.boolean('ativo').notNullable().defaultTo(true)
    t.string('tipo', 1).notNullable()
    t.decimal('percentual_minimo_aprovacao', 5, 2)
    t.integer('periodo_experiencia_id').references('id').inTable('periodos_experiencia').onDelete('RESTRICT')
    t.text('aspectos').notNullable().defaultTo('[]')
    t.text('perguntas').notNullable().defaultTo('[]')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id', 'tipo'])
  })
  await knex.schema.createTable('avaliacoes_desempenho', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('titulo', 250).notNullable()
    t.string('data_ini', 10).notNullable()
    t.string('data_fim', 10).notNullable()
    t.string('tipo', 3).notNullable()
    t.integer('formato').notNullable().defaultTo(0)
    t.integer('modelo_avaliacao_id').references('id').inTable('modelos_avaliacao').onDelete('RESTRICT')
    t.boolean('anonima').notNullable().defaultTo(false)
    t.boolean('permite_auto_avaliacao').notNullable().defaultTo(false)
    t.boolean('avaliar_competencias_cargo').notNullable().defaultTo(false)
    t.boolean('avaliar_somente_competencias').notNullable().defaultTo(false)
    t.boolean('exibir_nivel_competencia_exigido').notNullable().defaultTo(false)
    t.boolean('nota_questionario_manual').notNullable().defaultTo(false)
    t.boolean('considera_resp_coresp_hierarquia').notNullable().defaultTo(false)
    t.boolean('exibe_resultado_auto_avaliacao').notNullable().defaultTo(false)
    t.boolean('exibir_performance_profissional').notNullable().defaultTo(false)
    t.text('pesos_papeis').notNullable().defaultTo('[]')
    t.text('observacao')
    t.boolean('liberada').notNullable().defaultTo(false)
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id', 'data_ini'])
  })
  await knex.schema.createTable('participantes_avaliacao_desempenho', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('avaliacao_desempenho_id').notNullable().references('id').inTable('avaliacoes_desempenho').onDelete('RESTRICT')
    t.integer('avaliado_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.integer('avaliador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.string('papel', 1).notNullable()
    t.string('situacao', 1).notNullable().defaultTo('N')
    t.boolean('anonima').notNullable().defaultTo(false)
    t.string('data_resposta', 10)
    t.text('respostas').notNullable().defaultTo('[]')
    t.text('competencias').notNullable().defaultTo('[]')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.unique(['avaliacao_desempenho_id', 'avaliado_id', 'avaliador_id'])
    t.index(['empresa_id'])
    t.index(['avaliador_id'])
    t.index(['avaliado_id'])
  })
  await knex.schema.createTable('avaliacoes_desempenho_respostas_anonimas', (t) => {
    // Drawn at random by the adapter, as the surveys' anonymous answers (migration 080).
    t.specificType('id', knex.client.config.client === 'pg' ? 'bigint' : 'integer').primary()
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('avaliacao_desempenho_id').notNullable().references('id').inTable('avaliacoes_desempenho').onDelete('RESTRICT')
    t.integer('avaliado_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.string('papel', 1).notNullable()
    t.text('respostas').notNullable()
    t.text('competencias').notNullable().defaultTo('[]')
    t.index(['avaliacao_desempenho_id', 'avaliado_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('avaliacoes_desempenho_respostas_anonimas')
  await knex.schema.dropTableIfExists('participantes_avaliacao_desempenho')
  await knex.schema.dropTableIfExists('avaliacoes_desempenho')
  await knex.schema.dropTableIfExists('modelos_avaliacao')
  await knex.schema.dropTableIfExists('periodos_experiencia')
}
