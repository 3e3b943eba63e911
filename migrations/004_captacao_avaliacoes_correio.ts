import type { Knex } from 'knex'

// Job ads, candidate evaluation models and evaluations, competency levels. (The outbox `caixa_saida` of the
// mail port already exists since 001.) Questions, answers and the evaluation's copy of its questions are JSON text.
const tempos = (t: Knex.CreateTableBuilder) => {
  t.string('criado_em', 30)
  t.string('atualizado_em', 30)
}

const daEmpresa = (t: Knex.CreateTableBuilder) => {
  t.increments('id')
  t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
  t.index(['empresa_id'])
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('anuncios', (t) => {
    daEmpresa(t)
    t.string('titulo', 100).notNullable()
    t.integer('solicitacao_id').notNullable().references('id').inTable('solicitacoes_pessoal').onDelete('RESTRICT')
    t.text('descricao').notNullable()
    t.boolean('exibir_modulo_externo').notNullable().defaultTo(false)
    t.string('previsao_encerramento', 10)
    t.integer('dias_espera_nova_aplicacao')
    t.string('removed_at', 30)
    tempos(t)
    t.index(['solicitacao_id'])
  })

  await knex.schema.createTable('modelos_avaliacao_candidato', (t) => {
    daEmpresa(t)
    t.string('titulo', 250).notNullable()
    t.boolean('ativo').notNullable().defaultTo(true)
    t.decimal('percentual_minimo_aprovacao', 5, 2)
    t.text('observacao')
    t.text('perguntas').notNullable().defaultTo('[]')
    tempos(t)
  })

  await knex.schema.createTable('avaliacoes_candidato', (t) => {
    daEmpresa(t)
    t.integer('candidato_id').notNullable().references('id').inTable('candidatos').onDelete('RESTRICT')
    t.integer('solicitacao_id').references('id').inTable('solicitacoes_pessoal').onDelete('RESTRICT')
    t.integer('etapa_seletiva_id').notNullable().references('id').inTable('etapas_seletivas').onDelete('RESTRICT')
    t.integer('modelo_id').notNullable().references('id').inTable('modelos_avaliacao_candidato').onDelete('RESTRICT')
    t.string('data', 10).notNullable()
    t.boolean('respondida_parcialmente').notNullable().defaultTo(false)
    t.text('respostas').notNullable().defaultTo('[]')
    t.text('observacao')
    t.text('perguntas').notNullable().defaultTo('[]')
    t.decimal('pontuacao', 14, 2)
    t.integer('pontuacao_maxima')
    t.decimal('percentual', 5, 2)
    t.boolean('aprovado')
    tempos(t)
    t.index(['candidato_id'])
    t.index(['solicitacao_id'])
    t.index(['modelo_id'])
  })

  await knex.schema.createTable('niveis_competencia', (t) => {
    daEmpresa(t)
    t.string('descricao', 60).notNullable()
    t.integer('ordem').notNullable()
    t.decimal('percentual', 5, 2)
    tempos(t)
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const t of ['niveis_competencia', 'avaliacoes_candidato', 'modelos_avaliacao_candidato', 'anuncios']) await knex.schema.dropTableIfExists(t)
}
