import type { Knex } from 'knex'

/**
 * The employee's extended situations (spec 001 §3: G admission awaiting the payroll's confirmation, C admission
 * cancelled, U dismissal awaiting confirmation): what the payroll integration says of the record, null when it has
 * confirmed it or the company is not integrated.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('colaboradores', (t) => {
    t.string('status_folha', 1)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('colaboradores', (t) => {
    t.dropColumn('status_folha')
  })
}
