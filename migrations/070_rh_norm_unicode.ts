import type { Knex } from 'knex'

/**
 * PostgreSQL's rh_norm becomes what normalizarBusca (adapters/db/knex.ts) does in JavaScript and SQLite: Unicode NFD,
 * combining marks (U+0300–U+036F) removed, lower case. The translate() of migration 001 covered 27 accented letters
 * only (an 'ō' or a 'ș' kept its mark in PostgreSQL and lost it in the query's term) and, over multi-byte text, was
 * the slowest part of indexing résumé texts: 14 s of the 38 s taken to build the search index over 100,000 résumés
 * (109 MB), against 6 s for normalize + regexp_replace. Needs a UTF8 database and PostgreSQL 13; otherwise the old
 * function stays. What was computed with the old function (candidates' nome_busca, the résumé search index) is
 * computed again.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return
  const r = await knex.raw(`SELECT current_setting('server_encoding') AS codificacao, current_setting('server_version_num')::int AS versao`)
  const { codificacao, versao } = r.rows[0] as { codificacao: string; versao: number }
  if (codificacao !== 'UTF8' || versao < 130000) return
  await knex.raw(`CREATE OR REPLACE FUNCTION rh_norm(t text) RETURNS text AS $$
    SELECT lower(regexp_replace(normalize(t, NFD), '[\\u0300-\\u036f]', '', 'g')) $$ LANGUAGE SQL IMMUTABLE PARALLEL SAFE`)
  await knex.raw('UPDATE candidatos SET nome_busca = rh_norm(nome) WHERE nome_busca IS DISTINCT FROM rh_norm(nome)')
  await knex.raw('REINDEX INDEX candidatos_ocr_fts')
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return
  await knex.raw(`CREATE OR REPLACE FUNCTION rh_norm(t text) RETURNS text AS $$
      SELECT translate(lower(t), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy') $$ LANGUAGE SQL IMMUTABLE`)
  await knex.raw('REINDEX INDEX candidatos_ocr_fts')
}
