import type { Knex } from 'knex'

/**
 * A collective realignment writes 20,000 lines in one statement (adapters/cargo-salario/reajustes.ts); PostgreSQL
 * checks each foreign key of each row one by one (a trigger per row and key: most of the statement's time). The
 * line's position columns (establishment, area, environment, cargo, range, function, index) are copied from the
 * employee's history row, whose own keys were checked when it was written, and a line edited by hand goes through
 * the repository, which checks each reference in the company and refuses to remove a row still referenced
 * (`emUso`); so those seven keys go. The keys that say whose line it is (company, table, employee) stay.
 * Applying and cancelling then write each line's `historico_id` (not indexed): with room left in each page
 * (fillfactor 80, PostgreSQL) that update stays on the page without touching the line's indexes (a HOT update).
 */
const COPIADAS = ['estabelecimento_id', 'area_organizacional_id', 'ambiente_id', 'cargo_id', 'faixa_salarial_id', 'funcao_id', 'indice_id'] as const

const REFERENCIADA: Record<(typeof COPIADAS)[number], string> = {
  estabelecimento_id: 'estabelecimentos',
  area_organizacional_id: 'areas_organizacionais',
  ambiente_id: 'ambientes',
  cargo_id: 'cargos',
  faixa_salarial_id: 'faixas_salariais',
  funcao_id: 'funcoes',
  indice_id: 'indices',
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reajustes_colaboradores', (t) => {
    for (const c of COPIADAS) t.dropForeign([c])
  })
  if (knex.client.config.client === 'pg') await knex.raw('alter table reajustes_colaboradores set (fillfactor = 80)')
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') await knex.raw('alter table reajustes_colaboradores reset (fillfactor)')
  await knex.schema.alterTable('reajustes_colaboradores', (t) => {
    for (const c of COPIADAS) t.foreign(c).references('id').inTable(REFERENCIADA[c]).onDelete('RESTRICT')
  })
}
