import type { Knex } from 'knex'
import { criarContagem, criarIndiceBusca, criarTabelaContagens, removerContagem, removerIndiceBusca } from '../adapters/db/busca.ts'

/**
 * Big lists (issue 11): the count of rows per company kept by the database (`contagens`), and the candidates'
 * name searched through a trigram index over `nome_busca` (FTS5 on SQLite, pg_trgm on PostgreSQL).
 * Candidates are not soft-removed in the lists (an anonymised one still shows), so every row counts.
 */
export async function up(knex: Knex): Promise<void> {
  await criarTabelaContagens(knex)
  await criarContagem(knex, 'candidatos', { removido: false })
  await criarIndiceBusca(knex, 'candidatos', 'nomeBusca', { empresa: true, removido: false })
}

export async function down(knex: Knex): Promise<void> {
  await removerIndiceBusca(knex, 'candidatos', 'nomeBusca')
  await removerContagem(knex, 'candidatos')
  await knex.schema.dropTableIfExists('contagens')
}
