import type { Knex } from 'knex'

/**
 * Salary ranges (issue 12): the status of a range's history row (1 waiting for the payroll system's
 * confirmation, 2 confirmed; spec 001 §3 "Faixa history … status") and the company's flag of integration with
 * the payroll system (`acIntegra`, spec 001 §3 Cargo "empresa (with acIntegra)"), which makes a range's payroll
 * code and description required.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('faixa_salarial_historicos', (t) => {
    t.integer('status').notNullable().defaultTo(2)
  })
  await knex.schema.alterTable('empresas', (t) => {
    t.boolean('ac_integra').notNullable().defaultTo(false)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('empresas', (t) => {
    t.dropColumn('ac_integra')
  })
  await knex.schema.alterTable('faixa_salarial_historicos', (t) => {
    t.dropColumn('status')
  })
}
