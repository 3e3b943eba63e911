import type { Knex } from 'knex'

/**
 * The talent indicators (absenteeism, turnover: adapters/gestao-talentos/indicadores.ts) walk a company's people →
 * their history rows → the absences starting while each row is in force. These indexes hold every column that walk
 * reads, so on SQLite it never reads the wide table rows (a third of the time at 20,000 employees) and PostgreSQL can
 * scan them index-only. The history index supersedes (colaborador_id, data), kept for the rest of the code's plans.
 */
const INDICES = [
  ['colaboradores', ['empresa_id', 'id', 'data_admissao', 'data_desligamento', 'status_folha'], 'colaboradores_indicadores'],
  ['colaborador_historicos', ['colaborador_id', 'data', 'data_fim', 'estabelecimento_id', 'area_organizacional_id', 'cargo_id'], 'colaborador_historicos_indicadores'],
  ['ocorrencias', ['colaborador_id', 'data_inicio', 'data_fim', 'tipo_ocorrencia_id'], 'ocorrencias_indicadores'],
  ['colaborador_afastamentos', ['colaborador_id', 'data_inicio', 'data_fim', 'afastamento_id'], 'colaborador_afastamentos_indicadores'],
] as const

export async function up(knex: Knex): Promise<void> {
  for (const [tabela, colunas, nome] of INDICES) await knex.schema.alterTable(tabela, (t) => t.index([...colunas], nome))
}

export async function down(knex: Knex): Promise<void> {
  for (const [tabela, , nome] of INDICES) await knex.schema.alterTable(tabela, (t) => t.dropIndex([], nome))
}
