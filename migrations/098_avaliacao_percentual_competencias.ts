import type { Knex } from 'knex'

const PARES = 'participantes_avaliacao_desempenho'
const ANONIMAS = 'avaliacoes_desempenho_respostas_anonimas'
const HISTORICOS = 'colaborador_historicos'

/**
 * The competency % of a performance-evaluation answer, stored when it is sent with the key of what it was scored
 * against (the competencies the evaluated's salary range requires and the levels in force on the evaluation's final
 * date, core/avaliacao/resultados.ts `chaveDosRequisitos`): while the key still matches, the results of all
 * evaluated read the stored % and never the levels given; when the requirements changed, they score the levels again.
 *
 * The indexes cover the read of a whole evaluation's figures (results, nine box): it then never visits the rows,
 * whose answers' text makes them large (on SQLite, 30,000 pairs cost about 100 ms of page reads otherwise). PostgreSQL
 * takes the columns it only returns as INCLUDE; SQLite has no INCLUDE, so they close the key.
 */
export async function up(knex: Knex): Promise<void> {
  for (const tabela of [PARES, ANONIMAS])
    await knex.schema.alterTable(tabela, (t) => {
      t.decimal('percentual_competencias', 5, 2)
      t.string('chave_competencias', 16)
    })
  const pg = knex.client.config.client === 'pg'
  const figuras = ['percentual_questionario', 'percentual_competencias', 'chave_competencias']
  const indice = (nome: string, tabela: string, chave: ReadonlyArray<string>, inclui: ReadonlyArray<string>) =>
    knex.raw(pg ? `create index ${nome} on ${tabela} (${chave.join(', ')}) include (${inclui.join(', ')})` : `create index ${nome} on ${tabela} (${[...chave, ...inclui].join(', ')})`)
  await indice(`${PARES}_figuras`, PARES, ['avaliacao_desempenho_id', 'empresa_id', 'avaliado_id'], ['avaliador_id', 'papel', 'situacao', 'anonima', ...figuras])
  // Replaces migration 096's (evaluation, evaluated, id): same order, with the company and the figures.
  await indice(`${ANONIMAS}_figuras`, ANONIMAS, ['avaliacao_desempenho_id', 'empresa_id', 'avaliado_id', 'id'], ['papel', ...figuras])
  await knex.schema.alterTable(ANONIMAS, (t) => {
    t.dropIndex([], `${ANONIMAS}_avaliado_id`)
  })
  // The position each evaluated held on the final date (cargo, salary range, area) of thousands of people at once.
  await indice(`${HISTORICOS}_posicao`, HISTORICOS, ['colaborador_id', 'data', 'id'], ['faixa_salarial_id', 'cargo_id', 'area_organizacional_id'])
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(HISTORICOS, (t) => {
    t.dropIndex([], `${HISTORICOS}_posicao`)
  })
  await knex.schema.alterTable(ANONIMAS, (t) => {
    t.index(['avaliacao_desempenho_id', 'avaliado_id', 'id'], `${ANONIMAS}_avaliado_id`)
    t.dropIndex([], `${ANONIMAS}_figuras`)
  })
  await knex.schema.alterTable(PARES, (t) => {
    t.dropIndex([], `${PARES}_figuras`)
  })
  for (const tabela of [PARES, ANONIMAS])
    await knex.schema.alterTable(tabela, (t) => {
      t.dropColumn('percentual_competencias')
      t.dropColumn('chave_competencias')
    })
}
