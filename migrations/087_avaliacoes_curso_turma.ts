import type { Knex } from 'knex'

/**
 * Course and class evaluations (issues 16 and 17; spec 002 /desenvolvimento/avaliacao-curso, modelos-avaliacao-aluno,
 * /pesquisa/avaliacoes-turma): the course evaluation models and the student evaluation models (questions of the
 * questionnaire engine as JSON), which evaluations a course uses (`cursos.avaliacao_cursos`), the class
 * evaluations (one per class and course evaluation: unique) with the trainees' answers (one per trainee: unique), and
 * the student evaluations (one per class, trainee and model: unique). Tables written by `rh dev migracao <recurso>`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('avaliacoes_curso', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('titulo', 250).notNullable()
    t.boolean('ativo').notNullable().defaultTo(true)
    t.text('observacao')
    t.text('aspectos').notNullable().defaultTo('[]')
    t.text('perguntas').notNullable().defaultTo('[]')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
  await knex.schema.alterTable('cursos', (t) => {
    t.text('avaliacao_cursos').notNullable().defaultTo('[]')
  })
  await knex.schema.createTable('modelos_avaliacao_aluno', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('titulo', 250).notNullable()
    t.boolean('ativo').notNullable().defaultTo(true)
    t.decimal('percentual_minimo_aprovacao', 5, 2)
    t.text('observacao')
    t.text('perguntas').notNullable().defaultTo('[]')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
  await knex.schema.createTable('avaliacoes_aluno', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('turma_id').notNullable().references('id').inTable('turmas').onDelete('RESTRICT')
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.integer('modelo_id').notNullable().references('id').inTable('modelos_avaliacao_aluno').onDelete('RESTRICT')
    t.text('respostas').notNullable().defaultTo('[]')
    t.text('observacao')
    t.text('perguntas').notNullable().defaultTo('[]')
    t.decimal('pontuacao', 14, 2)
    t.integer('pontuacao_maxima')
    t.decimal('percentual', 5, 2)
    t.boolean('aprovado')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.unique(['turma_id', 'colaborador_id', 'modelo_id'])
    t.index(['colaborador_id'])
    t.index(['modelo_id'])
  })
  await knex.schema.createTable('avaliacoes_turma', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('turma_id').notNullable().references('id').inTable('turmas').onDelete('RESTRICT')
    t.integer('avaliacao_curso_id').notNullable().references('id').inTable('avaliacoes_curso').onDelete('RESTRICT')
    t.boolean('liberada').notNullable().defaultTo(false)
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.unique(['turma_id', 'avaliacao_curso_id'])
    t.index(['avaliacao_curso_id'])
  })
  await knex.schema.createTable('avaliacoes_turma_respostas', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('avaliacao_turma_id').notNullable().references('id').inTable('avaliacoes_turma').onDelete('RESTRICT')
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.string('situacao', 1)
    t.string('data_resposta', 10)
    t.text('respostas').notNullable().defaultTo('[]')
    t.string('digitada_por', 100)
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.unique(['avaliacao_turma_id', 'colaborador_id'])
    t.index(['colaborador_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('avaliacoes_turma_respostas')
  await knex.schema.dropTableIfExists('avaliacoes_turma')
  await knex.schema.dropTableIfExists('avaliacoes_aluno')
  await knex.schema.dropTableIfExists('modelos_avaliacao_aluno')
  await knex.schema.alterTable('cursos', (t) => {
    t.dropColumn('avaliacao_cursos')
  })
  await knex.schema.dropTableIfExists('avaliacoes_curso')
}
