import type { Knex } from 'knex'

/**
 * Salary realignments (issue 13): the tables (tabelas de reajuste, type C talento / F faixa / I índice) and their
 * lines per employee, salary range and index. A line keeps what it proposes (the columns of the history row the
 * table writes when applied) and the snapshot of what was in force when it was built (`*_atual`); `historico_id`
 * is the history row the table wrote, which cancelling removes.
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
  const daTabela = (t: Knex.CreateTableBuilder) =>
    t.integer('tabela_reajuste_colaborador_id').notNullable().references('id').inTable('tabelas_reajustes_colaboradores').onDelete('RESTRICT')
  await knex.schema.createTable('tabelas_reajustes_colaboradores', (t) => {
    daEmpresa(t)
    t.string('nome', 100).notNullable()
    t.string('data', 10).notNullable()
    t.string('tipo_reajuste', 1).notNullable()
    t.boolean('dissidio').notNullable().defaultTo(false)
    t.text('observacao')
    t.string('situacao', 1).notNullable().defaultTo('R')
    t.boolean('aprovada').notNullable().defaultTo(false)
    t.boolean('existe_historico_confirmado').notNullable().defaultTo(false)
    t.string('aplicada_em', 30)
    tempos(t)
    t.index(['empresa_id', 'tipo_reajuste', 'data'])
  })
  await knex.schema.createTable('reajustes_colaboradores', (t) => {
    daEmpresa(t)
    daTabela(t)
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.integer('estabelecimento_id').notNullable().references('id').inTable('estabelecimentos').onDelete('RESTRICT')
    t.integer('area_organizacional_id').notNullable().references('id').inTable('areas_organizacionais').onDelete('RESTRICT')
    t.integer('ambiente_id').references('id').inTable('ambientes').onDelete('RESTRICT')
    t.integer('cargo_id').notNullable().references('id').inTable('cargos').onDelete('RESTRICT')
    t.integer('faixa_salarial_id').references('id').inTable('faixas_salariais').onDelete('RESTRICT')
    t.integer('funcao_id').references('id').inTable('funcoes').onDelete('RESTRICT')
    t.integer('tipo_salario').notNullable().defaultTo(3)
    t.integer('indice_id').references('id').inTable('indices').onDelete('RESTRICT')
    t.decimal('quantidade', 10, 4)
    t.bigInteger('salario')
    t.string('observacao', 255)
    // What was in force when the line was built.
    t.integer('estabelecimento_id_atual')
    t.integer('area_organizacional_id_atual')
    t.integer('ambiente_id_atual')
    t.integer('cargo_id_atual')
    t.integer('faixa_salarial_id_atual')
    t.integer('funcao_id_atual')
    t.integer('tipo_salario_atual')
    t.integer('indice_id_atual')
    t.decimal('quantidade_atual', 10, 4)
    t.bigInteger('salario_atual')
    t.integer('historico_id')
    tempos(t)
    t.unique(['tabela_reajuste_colaborador_id', 'colaborador_id'])
    t.index(['empresa_id'])
    t.index(['colaborador_id'])
  })
  await knex.schema.createTable('reajustes_faixas_salariais', (t) => {
    daEmpresa(t)
    daTabela(t)
    t.integer('faixa_salarial_id').notNullable().references('id').inTable('faixas_salariais').onDelete('RESTRICT')
    t.integer('tipo').notNullable().defaultTo(3)
    t.integer('indice_id').references('id').inTable('indices').onDelete('RESTRICT')
    t.decimal('quantidade', 10, 4)
    t.bigInteger('valor')
    t.integer('tipo_atual')
    t.integer('indice_id_atual')
    t.decimal('quantidade_atual', 10, 4)
    t.bigInteger('valor_atual')
    t.integer('historico_id')
    tempos(t)
    t.unique(['tabela_reajuste_colaborador_id', 'faixa_salarial_id'])
    t.index(['empresa_id'])
  })
  await knex.schema.createTable('reajustes_indices', (t) => {
    daEmpresa(t)
    daTabela(t)
    t.integer('indice_id').notNullable().references('id').inTable('indices').onDelete('RESTRICT')
    t.bigInteger('valor').notNullable()
    t.bigInteger('valor_atual')
    t.integer('historico_id')
    tempos(t)
    t.unique(['tabela_reajuste_colaborador_id', 'indice_id'])
    t.index(['empresa_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const t of ['reajustes_indices', 'reajustes_faixas_salariais', 'reajustes_colaboradores', 'tabelas_reajustes_colaboradores']) await knex.schema.dropTableIfExists(t)
}
