import type { Knex } from 'knex'

/**
 * Talent management's lookups (issue 14; spec 001 /gestao-talentos): occurrence kinds (with the absenteeism flag),
 * actions taken, document kinds and generations (birth-year ranges, also listed at /geral/geracoes). Tables written by
 * `rh dev migracao` from the declarations.
 */
const simples = (nome: string) => (t: Knex.CreateTableBuilder) => {
  t.increments('id')
  t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
  t.string('descricao', 100).notNullable()
  if (nome === 'tipos_ocorrencia') t.boolean('absenteismo').notNullable().defaultTo(false)
  t.boolean('ativo').notNullable().defaultTo(true)
  t.string('criado_em', 30)
  t.string('atualizado_em', 30)
  t.index(['empresa_id'])
}

export async function up(knex: Knex): Promise<void> {
  for (const tabela of ['tipos_ocorrencia', 'providencias', 'tipos_documento']) await knex.schema.createTable(tabela, simples(tabela))
  await knex.schema.createTable('geracoes', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.string('descricao', 60).notNullable()
    t.integer('ano_inicial').notNullable()
    t.integer('ano_final').notNullable()
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['empresa_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const tabela of ['geracoes', 'tipos_documento', 'providencias', 'tipos_ocorrencia']) await knex.schema.dropTableIfExists(tabela)
}
