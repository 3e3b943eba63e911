import type { Knex } from 'knex'

/**
 * Experience-period follow-ups answered (issue 15; spec 002 /talentos/{id}/colaboradores-questionarios): one row per
 * employee × follow-up model (tipo A) answered by the manager of the employee's area or by HR, identified (never
 * anonymous): the evaluator, the day, the answers and a copy of the questions answered, the score of the questionnaire
 * engine and the approval against the model's minimum. `lembretes_acompanhamento` keeps the reminder e-mails sent, one
 * per company, day and manager, so sending twice on a day sends nothing more.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('colaboradores_questionarios', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.integer('modelo_avaliacao_id').notNullable().references('id').inTable('modelos_avaliacao').onDelete('RESTRICT')
    t.integer('periodo_experiencia_id').references('id').inTable('periodos_experiencia').onDelete('RESTRICT')
    t.integer('avaliador_id').references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.integer('avaliador_usuario_id')
    t.string('avaliador_nome', 200)
    t.string('data', 10).notNullable()
    t.text('respostas').notNullable().defaultTo('[]')
    t.text('perguntas').notNullable().defaultTo('[]')
    t.text('observacao')
    t.decimal('pontuacao', 16, 2)
    t.integer('pontuacao_maxima')
    t.decimal('percentual', 5, 2)
    t.boolean('aprovado')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.unique(['colaborador_id', 'modelo_avaliacao_id'])
    t.index(['empresa_id', 'data'])
    t.index(['modelo_avaliacao_id'])
    t.index(['periodo_experiencia_id'])
  })
  await knex.schema.createTable('lembretes_acompanhamento', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('data', 10).notNullable()
    t.integer('gestor_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.integer('quantidade').notNullable()
    t.unique(['empresa_id', 'data', 'gestor_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('lembretes_acompanhamento')
  await knex.schema.dropTableIfExists('colaboradores_questionarios')
}
