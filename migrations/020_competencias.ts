import type { Knex } from 'knex'

/**
 * Competencies (issue 13): the CHA items of every kind in one table (`tipo` C/H/A) and their behaviours (the
 * criteria evaluations rate); the competency levels' dated history; the competency configurations of salary ranges
 * and employees (dated, their competency rows as JSON); the cargo's CHA lists with their complement texts.
 */
export async function up(knex: Knex): Promise<void> {
  const daEmpresa = (t: Knex.CreateTableBuilder) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
  }
  const tempos = (t: Knex.CreateTableBuilder) => {
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
  }
  await knex.schema.createTable('competencias', (t) => {
    daEmpresa(t)
    t.string('tipo', 1).notNullable()
    t.string('nome', 100).notNullable()
    t.text('areas_organizacionais').notNullable()
    t.text('observacao')
    t.boolean('solicitar_comentario').notNullable().defaultTo(false)
    t.text('cursos').notNullable()
    tempos(t)
    t.index(['empresa_id', 'tipo', 'nome'])
  })
  await knex.schema.createTable('criterios_avaliacao_competencia', (t) => {
    daEmpresa(t)
    t.integer('competencia_id').notNullable().references('id').inTable('competencias').onDelete('RESTRICT')
    t.string('descricao', 250).notNullable()
    t.integer('ordem').notNullable().defaultTo(0)
    tempos(t)
    t.index(['competencia_id', 'ordem'])
    t.index(['empresa_id'])
  })
  await knex.schema.createTable('niveis_competencia_historicos', (t) => {
    daEmpresa(t)
    t.string('data', 10).notNullable()
    t.string('data_fim', 10)
    t.boolean('considerar_percentual_minimo').notNullable().defaultTo(false)
    t.text('config_historicos_niveis').notNullable()
    tempos(t)
    t.index(['empresa_id', 'data'])
  })
  await knex.schema.createTable('config_niveis_competencia_faixas', (t) => {
    daEmpresa(t)
    t.integer('faixa_salarial_id').notNullable().references('id').inTable('faixas_salariais').onDelete('RESTRICT')
    t.string('data', 10).notNullable()
    t.string('data_fim', 10)
    t.text('configs_niveis_competencias').notNullable()
    tempos(t)
    t.index(['faixa_salarial_id', 'data'])
    t.index(['empresa_id', 'data'])
  })
  await knex.schema.createTable('config_niveis_competencia_colaboradores', (t) => {
    daEmpresa(t)
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.string('data', 10).notNullable()
    t.string('data_fim', 10)
    t.integer('faixa_salarial_id').references('id').inTable('faixas_salariais').onDelete('RESTRICT')
    t.text('configs_niveis_competencias').notNullable()
    tempos(t)
    t.index(['colaborador_id', 'data'])
    t.index(['empresa_id', 'data'])
    t.index(['faixa_salarial_id', 'data'])
  })
  await knex.schema.alterTable('cargos', (t) => {
    t.text('conhecimentos')
    t.text('complemento_conhecimento')
    t.text('habilidades')
    t.text('complemento_habilidade')
    t.text('atitudes')
    t.text('complemento_atitude')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cargos', (t) => {
    for (const c of ['conhecimentos', 'complemento_conhecimento', 'habilidades', 'complemento_habilidade', 'atitudes', 'complemento_atitude']) t.dropColumn(c)
  })
  for (const t of ['config_niveis_competencia_colaboradores', 'config_niveis_competencia_faixas', 'niveis_competencia_historicos', 'criterios_avaliacao_competencia', 'competencias']) {
    await knex.schema.dropTableIfExists(t)
  }
}
