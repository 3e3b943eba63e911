import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { inject } from 'vitest'
import { semearDemo } from '../../adapters/db/demo.ts'
import { criarKnex, type ConfigBanco } from '../../adapters/db/knex.ts'
import { migrar } from '../../adapters/db/migrar.ts'
import { copiarModeloPg, removerBancoPg, urlDoBanco } from './modeloPg.ts'

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
 * Which of this run's prepared databases a test starts from (tests/globalSetup.ts, tests/support/modeloPg.ts):
 * `migrado` holds the migrations and the reference data, `demo` the demo company besides. Copying one takes about a
 * second where migrating took several and seeding the demo over 30 on PostgreSQL; the migrations and the seeding
 * still run once per run, on both databases, to make them.
 */
export type Modelo = 'migrado' | 'demo'

/** The SQLite template file of this run, when this runs under vitest's global setup. */
const arquivoModelo = (modelo: Modelo): string | undefined => {
  if (!process.env['VITEST']) return undefined
  const arquivo = inject(modelo === 'demo' ? 'modeloDemo' : 'modeloMigrado')
  return arquivo && existsSync(arquivo) ? arquivo : undefined
}

/** Puts a copy of this run's SQLite template `modelo` in `dir` (rh.sqlite): false when there is none to copy. */
export const copiarModeloSqlite = (dir: string, modelo: Modelo): boolean => {
  const arquivo = arquivoModelo(modelo)
  if (arquivo) copyFileSync(arquivo, join(dir, 'rh.sqlite'))
  return arquivo !== undefined
}

/** Without a template (outside vitest's global setup): what the template holds, made here. */
const fazerModelo = async (knex: Knex, modelo: Modelo) => {
  await migrar(knex)
  if (modelo === 'demo') await semearDemo(knex)
}

/**
 * The databases a contract test runs on, as `describe.each` rows: SQLite in a temp folder always, and a fresh
 * PostgreSQL schema (`<prefixo>_<pid>`, dropped at the end) when TEST_DATABASE_URL is set. With `modelo`, each starts
 * as a copy of this run's migrated database (with the demo for `demo`) once `preparar` has run; without, empty.
 */
export const bancosDeTeste = (prefixo: string, o: { readonly modelo?: Modelo } = {}): Array<[string, () => BancoDeTeste]> => {
  const modelo = o.modelo
  const bancos: Array<[string, () => BancoDeTeste]> = [
    [
      'SQLite',
      () => {
        const dir = mkdtempSync(join(tmpdir(), `rh-${prefixo}-`))
        const copiado = modelo ? copiarModeloSqlite(dir, modelo) : true
        const knex = criarKnex({ dataDir: dir })
        return {
          knex,
          pg: false,
          config: { dataDir: dir },
          preparar: async () => {
            if (modelo && !copiado) await fazerModelo(knex, modelo)
          },
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
    const nomeModelo = modelo && process.env['VITEST'] ? inject('modeloDemoPg') || undefined : undefined
    bancos.push([
      'PostgreSQL',
      () => {
        if (modelo && nomeModelo) {
          // A database of its own copied from the run's template, the data in `schema`.
          const banco = `rh_t_${schema}`.toLowerCase()
          const config = { url: urlDoBanco(url, banco), schema }
          const knex = criarKnex(config)
          return {
            knex,
            pg: true,
            config,
            preparar: async () => {
              await copiarModeloPg(url, nomeModelo, banco, schema, { demo: modelo === 'demo' })
            },
            limpar: async () => {
              await knex.destroy()
              await removerBancoPg(url, banco)
            },
          }
        }
        const knex = criarKnex({ url, schema })
        return {
          knex,
          pg: true,
          config: { url, schema },
          preparar: async () => {
            await knex.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
            await knex.raw(`CREATE SCHEMA ${schema}`)
            if (modelo) await fazerModelo(knex, modelo)
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
