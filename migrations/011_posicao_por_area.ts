import type { Knex } from 'knex'

/**
 * The employees of an area, cargo or establishment on a date (the employee list's filters and the manager scope):
 * the rows of that area in force on the date, read from an index alone — (area, data, data_fim, colaborador) — as an
 * uncorrelated subquery the database runs once (the company's column led the old indexes, which made the filter a
 * subquery per employee: seconds at 20,000 employees). An area, cargo or establishment belongs to one company.
 * And a company's rows in force on a date (the organisation chart's headcount): the last rows (data_fim null) and the
 * ones replaced later, two ranges of (empresa_id, data_fim, data, area, colaborador) instead of all the company's rows.
 */
const COLUNAS = ['area_organizacional_id', 'cargo_id', 'estabelecimento_id'] as const

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('colaborador_historicos', (t) => {
    for (const c of COLUNAS) {
      t.dropIndex(['empresa_id', c, 'data'])
      t.index([c, 'data', 'data_fim', 'colaborador_id'], `colaborador_historicos_${c}_vigencia`)
    }
    t.index(['empresa_id', 'data_fim', 'data', 'area_organizacional_id', 'colaborador_id'], 'colaborador_historicos_vigentes')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('colaborador_historicos', (t) => {
    t.dropIndex([], 'colaborador_historicos_vigentes')
    for (const c of COLUNAS) {
      t.dropIndex([], `colaborador_historicos_${c}_vigencia`)
      t.index(['empresa_id', c, 'data'])
    }
  })
}
