import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { criarKnex, type ConfigBanco } from '../../adapters/db/knex.ts'

/** PostgreSQL suites run when TEST_DATABASE_URL is set; with REQUIRE_POSTGRES=1 (CI) its absence is a failure. */
export const urlPostgres = (): string | undefined => {
  const url = process.env['TEST_DATABASE_URL']
  if (url) return url
  if (process.env['REQUIRE_POSTGRES'] === '1') throw new Error('REQUIRE_POSTGRES=1 mas TEST_DATABASE_URL não foi definido')
  console.warn('\n*** TESTES EM POSTGRESQL PULADOS: defina TEST_DATABASE_URL=postgres://… ***\n')
  return undefined
}

/** The databases an HTTP suite runs on, as `describe.each` rows: SQLite always, PostgreSQL with TEST_DATABASE_URL. */
export const bancosHttp = (): ReadonlyArray<{ readonly nome: string; readonly url?: string }> => {
  const url = urlPostgres()
  return [{ nome: 'SQLite' }, ...(url ? [{ nome: 'PostgreSQL', url }] : [])]
}

/**
 * SQLite only, for route files whose SQL already runs on both databases in a contract suite (every consulta's SQL
 * in `consultas`, the realignments' bulk SQL in `reajustes-sql`, the indicators in `indicadores-gestao-talentos`, the
 * backup round trip in `cli/backup`): the second run repeated the same SQL through HTTP and cost minutes of CI.
 */
export const bancoHttpSqlite = (): ReadonlyArray<{ readonly nome: string; readonly url?: string }> => [{ nome: 'SQLite' }]

/** Inserts one row straight into the database (test fixtures) and answers its id, on SQLite and PostgreSQL alike. */
export const inserirLinha = async (knex: Knex, tabela: string, linha: Record<string, unknown>): Promise<number> => {
  const [r] = await knex(tabela).insert(linha).returning('id')
  return Number(typeof r === 'object' && r !== null ? (r as { id: unknown }).id : r)
}

export interface BancoDeTeste {
  readonly knex: Knex
  readonly pg: boolean
  /** How to open another connection to the same database (another server process would). */
  readonly config: ConfigBanco
  readonly preparar: () => Promise<void>
  readonly limpar: () => Promise<void>
}

/**
 * The databases a contract test runs on, as `describe.each` rows: SQLite in a temp folder always, and a fresh
 * PostgreSQL schema (`<prefixo>_<pid>`, dropped at the end) when TEST_DATABASE_URL is set.
 */
export const bancosDeTeste = (prefixo: string): Array<[string, () => BancoDeTeste]> => {
  const bancos: Array<[string, () => BancoDeTeste]> = [
    [
      'SQLite',
      () => {
        const dir = mkdtempSync(join(tmpdir(), `rh-${prefixo}-`))
        const knex = criarKnex({ dataDir: dir })
        return {
          knex,
          pg: false,
          config: { dataDir: dir },
          preparar: async () => undefined,
          limpar: async () => {
            await knex.destroy()
            rmSync(dir, { recursive: true, force: true })
          },
        }
      },
    ],
  ]
  const url = urlPostgres()
  if (url) {
    const schema = `${prefixo}_${process.pid}`
    bancos.push([
      'PostgreSQL',
      () => {
        const knex = criarKnex({ url, schema })
        return {
          knex,
          pg: true,
          config: { url, schema },
          preparar: async () => {
            await knex.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
            await knex.raw(`CREATE SCHEMA ${schema}`)
          },
          limpar: async () => {
            await knex.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
            await knex.destroy()
          },
        }
      },
    ])
  }
  return bancos
}

/** The audit table the repository writes to, for contract tests that build their own tables. */
export const criarTabelaAuditoria = (knex: Knex) =>
  knex.schema.createTable('auditoria', (t) => {
    t.increments('id')
    t.string('em', 30)
    t.integer('usuario_id')
    t.integer('empresa_id')
    t.string('entidade', 100)
    t.integer('entidade_id')
    t.string('acao', 20)
    t.text('antes')
    t.text('depois')
  })
