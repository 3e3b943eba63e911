import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Effect, Exit } from 'effect'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarKnex } from '../../../adapters/db/knex.ts'
import { criarRepositorio, extensoesFaltando, type ExtensoesSql } from '../../../adapters/db/repositorio.ts'
import { EXTENSOES_SQL } from '../../../adapters/camadas.ts'
import { sqlSituacaoSolicitacao } from '../../../adapters/captacao/solicitacoes-pessoal.ts'
import { situacaoDe } from '../../../core/captacao/solicitacoes-pessoal.ts'
import { RECURSOS } from '../../../core/recursos.ts'
import { booleano, data, inteiro, opcoes, texto } from '../../../core/shared/campos.ts'
import type { Escopo } from '../../../core/shared/ports.ts'
import type { RepositorioService } from '../../../core/shared/repositorio.ts'
import { defineResource } from '../../../core/shared/resource.ts'
import { urlPostgres } from '../../support/banco.ts'

/**
 * The declaration's extension points on both databases: state fields (stored, returned, partially changed by
 * `alterar`), computed columns (SQL supplied by the adapter, returned, sorted, filtered) and declared filters
 * (comparisons, a value map, an adapter predicate).
 */
const tarefas = defineResource({
  name: 'teste/tarefas',
  table: 'teste_tarefas',
  label: 'Tarefas',
  labelSingular: 'Tarefa',
  scope: 'empresa',
  authority: null,
  fields: {
    titulo: texto({ label: 'Título', max: 50, required: true }),
    prazo: data({ label: 'Prazo' }),
  },
  estado: {
    feita: booleano({ label: 'Feita', feminino: true }),
    pontos: inteiro({ label: 'Pontos', default: 0 }),
  },
  colunas: {
    fase: opcoes({ label: 'Fase', options: [{ id: 'feita', name: 'Feita' }, { id: 'aberta', name: 'Aberta' }] }),
  },
  filtros: {
    ver: { campo: opcoes({ label: 'Ver', options: [{ id: 'T', name: 'Todas' }, { id: 'F', name: 'Feitas' }, { id: 'A', name: 'Abertas' }] }), op: 'eq', coluna: 'fase', valor: (v: string) => ({ T: undefined, F: 'feita', A: 'aberta' })[v] },
    prazoDe: { campo: data({ label: 'Prazo de' }), op: 'gte', coluna: 'prazo' },
    prazoAte: { campo: data({ label: 'Prazo até' }), op: 'lte', coluna: 'prazo' },
    comPontosAcimaDe: { campo: inteiro({ label: 'Pontos acima de' }), op: 'predicado' },
  },
})

const EXT: ExtensoesSql = {
  'teste/tarefas': {
    colunas: { fase: () => "case when teste_tarefas.feita then 'feita' else 'aberta' end" },
    predicados: { comPontosAcimaDe: (b, v) => b.where('teste_tarefas.pontos', '>', Number(v)) },
  },
}

const A: Escopo = { usuarioId: 1, empresaId: 1, empresasVisiveis: [1] }
const run = <X, E>(e: Effect.Effect<X, E>) => Effect.runPromise(e)

const pg = urlPostgres()
const bancos: Array<[string, () => { knex: Knex; preparar: () => Promise<void>; limpar: () => Promise<void> }]> = [
  [
    'SQLite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'rh-extensoes-'))
      const knex = criarKnex({ dataDir: dir })
      return { knex, preparar: async () => undefined, limpar: async () => rmSync(dir, { recursive: true, force: true }) }
    },
  ],
]
if (pg) {
  const schema = `extensoes_${process.pid}`
  bancos.push([
    'PostgreSQL',
    () => {
      const knex = criarKnex({ url: pg, schema })
      return {
        knex,
        preparar: async () => {
          await knex.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
          await knex.raw(`CREATE SCHEMA ${schema}`)
          await knex.raw(`CREATE OR REPLACE FUNCTION ${schema}.rh_norm(t text) RETURNS text AS $$ SELECT lower(t) $$ LANGUAGE sql IMMUTABLE`)
        },
        limpar: async () => {
          await knex.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        },
      }
    },
  ])
}

describe('extensões declaradas', () => {
  it('cada coluna calculada e filtro por predicado declarado tem SQL no adaptador do seu módulo', () => {
    expect(extensoesFaltando(RECURSOS, EXTENSOES_SQL)).toEqual([])
    expect(extensoesFaltando([tarefas], {})).toEqual(['teste/tarefas: coluna fase', 'teste/tarefas: filtro comPontosAcimaDe'])
  })
})

describe.each(bancos)('colunas calculadas, estado e filtros declarados em %s', (_nome, abrir) => {
  let knex: Knex
  let limpar: () => Promise<void>
  let repo: RepositorioService
  const ids: number[] = []

  beforeAll(async () => {
    const b = abrir()
    knex = b.knex
    limpar = b.limpar
    await b.preparar()
    await knex.schema.createTable('teste_tarefas', (t) => {
      t.increments('id')
      t.integer('empresa_id').notNullable()
      t.string('titulo', 50).notNullable()
      t.string('prazo', 10)
      t.boolean('feita').notNullable().defaultTo(false)
      t.integer('pontos').notNullable().defaultTo(0)
      t.string('criado_em', 30)
      t.string('atualizado_em', 30)
    })
    await knex.schema.createTable('auditoria', (t) => {
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
    repo = criarRepositorio(knex, () => [tarefas], EXT)
    for (const [titulo, prazo, feita, pontos] of [
      ['a', '2026-01-10', false, 0],
      ['b', '2026-02-10', true, 5],
      ['c', '2026-03-10', false, 9],
    ] as const) {
      const r = await run(repo.create(tarefas, A, { titulo, prazo, feita, pontos }))
      ids.push(r.id)
    }
  })
  afterAll(async () => {
    await limpar()
    await knex.destroy()
  })

  const titulos = async (filter: Record<string, unknown>, sort?: { field: string; order: 'ASC' | 'DESC' }) =>
    (await run(repo.list(tarefas, A, { filter, ...(sort ? { sort } : {}) }))).rows.map((r) => r['titulo'])

  it('estado é gravado e devolvido; a coluna calculada vem em cada registro', async () => {
    const r = await run(repo.get(tarefas, A, ids[1]!))
    expect(r).toMatchObject({ titulo: 'b', feita: true, pontos: 5, fase: 'feita' })
  })

  it('filtros declarados: valor mapeado sobre a coluna calculada, intervalos, predicado do adaptador', async () => {
    expect(await titulos({ ver: 'T' })).toEqual(['a', 'b', 'c'])
    expect(await titulos({ ver: 'F' })).toEqual(['b'])
    expect(await titulos({ ver: 'A' })).toEqual(['a', 'c'])
    expect(await titulos({ prazoDe: '2026-02-01', prazoAte: '2026-03-01' })).toEqual(['b'])
    expect(await titulos({ comPontosAcimaDe: 4 })).toEqual(['b', 'c'])
    expect(await titulos({ fase: 'aberta' })).toEqual(['a', 'c'])
  })

  it('ordena pela coluna calculada', async () => {
    expect(await titulos({}, { field: 'fase', order: 'DESC' })).toEqual(['b', 'a', 'c'])
  })

  it('a situação da solicitação em SQL segue a mesma precedência do core nas 8 combinações (lista, filtros e relatórios usam este SQL)', async () => {
    await knex.schema.createTable('teste_flags', (t) => {
      t.increments('id')
      t.boolean('suspensa').notNullable()
      t.boolean('encerrada').notNullable()
      t.boolean('cancelada').notNullable()
    })
    const combos = [false, true].flatMap((suspensa) => [false, true].flatMap((encerrada) => [false, true].map((cancelada) => ({ suspensa, encerrada, cancelada }))))
    await knex('teste_flags').insert(combos)
    const linhas = await knex('teste_flags').select('suspensa', 'encerrada', 'cancelada', knex.raw(`(${sqlSituacaoSolicitacao('teste_flags')}) as situacao`)).orderBy('id')
    expect(linhas.map((l: any) => l.situacao)).toEqual(combos.map((c) => situacaoDe(c)))
  })

  it('alterar muda só o que recebe, audita antes e depois, e a coluna calculada acompanha', async () => {
    const depois = await run(repo.alterar(tarefas, A, ids[0]!, { feita: true }))
    expect(depois).toMatchObject({ titulo: 'a', prazo: '2026-01-10', feita: true, pontos: 0, fase: 'feita' })
    const log = await knex('auditoria').where({ entidade: 'teste/tarefas', entidadeId: ids[0], acao: 'alterar' }).first()
    expect(JSON.parse(log.antes)).toMatchObject({ feita: false })
    expect(JSON.parse(log.depois)).toMatchObject({ feita: true })
    const exit = await Effect.runPromiseExit(repo.alterar(tarefas, { ...A, empresasVisiveis: [2] }, ids[0]!, { feita: false }))
    expect(Exit.isFailure(exit)).toBe(true)
  })
})
