import type { Knex } from 'knex'

/**
 * Absences (issue 14; spec 002 /sst/afastamentos, /sst/colaborador-afastamentos, /sst/cids): the reasons with their
 * class, the employees' absences, their medical certificates (health data, LGPD art. 11) and the CID-10 table that
 * `carregarReferencia` fills from data-ref/cid10. Tables written by `rh dev migracao` from the declarations.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('afastamentos', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('descricao', 100).notNullable()
    t.string('classe', 17).notNullable().defaultTo('SIMPLES')
    t.boolean('ativo').notNullable().defaultTo(true)
    t.boolean('absenteismo').notNullable().defaultTo(false)
    t.boolean('inss').notNullable().defaultTo(false)
    t.string('codigo_a_c', 12)
    t.boolean('mandato_sindical').notNullable().defaultTo(false)
    t.boolean('mandato_eletivo').notNullable().defaultTo(false)
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
  await knex.schema.createTable('cids', (t) => {
    t.increments('id')
    t.string('codigo', 4).notNullable()
    t.string('descricao', 300).notNullable()
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.unique(['codigo'])
  })
  await knex.schema.createTable('colaborador_afastamentos', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('colaborador_id').notNullable().references('id').inTable('colaboradores').onDelete('RESTRICT')
    t.integer('afastamento_id').notNullable().references('id').inTable('afastamentos').onDelete('RESTRICT')
    t.string('data_inicio', 10).notNullable()
    t.string('data_fim', 10)
    t.text('observacao')
    t.string('cnpj_cessao_requisicao', 14)
    t.string('onus_cessao_requisicao', 21)
    t.string('cnpj_mandato_sindical', 14)
    t.string('onus_mandato_sindical', 22)
    t.string('cnpj_mandato_eletivo', 14)
    t.boolean('optou_remuneracao_cargo_mandato_eletivo').notNullable().defaultTo(false)
    t.integer('colaborador_afastamento_original_id').references('id').inTable('colaborador_afastamentos').onDelete('RESTRICT')
    t.string('status_a_c', 10).notNullable().defaultTo('AGUARDANDO')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id', 'data_inicio'])
    t.index(['colaborador_id', 'data_inicio'])
    t.index(['afastamento_id'])
    t.index(['colaborador_afastamento_original_id'])
  })
  await knex.schema.createTable('colaborador_afastamento_atestados', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('colaborador_afastamento_id').notNullable().references('id').inTable('colaborador_afastamentos').onDelete('RESTRICT')
    t.string('data', 10).notNullable()
    t.integer('dias').notNullable()
    t.integer('cid_id').references('id').inTable('cids').onDelete('RESTRICT')
    t.string('medico', 100)
    t.string('crm', 20)
    t.text('observacao')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
    t.index(['colaborador_afastamento_id'])
    t.index(['cid_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const tabela of ['colaborador_afastamento_atestados', 'colaborador_afastamentos', 'cids', 'afastamentos']) await knex.schema.dropTableIfExists(tabela)
}
