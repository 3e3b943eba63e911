import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Effect, Exit } from 'effect'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarKnex } from '../../../adapters/db/knex.ts'
import { migrar } from '../../../adapters/db/migrar.ts'
import { criarRepositorio } from '../../../adapters/db/repositorio.ts'
import { RECURSOS } from '../../../core/recursos.ts'
import { booleano, inteiro, referencia, texto } from '../../../core/shared/campos.ts'
import type { Escopo, RepositorioService } from '../../../core/shared/ports.ts'
import { defineResource } from '../../../core/shared/resource.ts'
import { urlPostgres } from '../../support/banco.ts'

/** Test-only resources: a soft-removed one and one that references it. */
const notas = defineResource({
  name: 'teste/notas',
  table: 'teste_notas',
  label: 'Notas',
  labelSingular: 'Nota',
  scope: 'empresa',
  authority: null,
  softDelete: true,
  fields: {
    titulo: texto({ label: 'Título', max: 50, required: true, unique: 'Título repetido' }),
    prioridade: inteiro({ label: 'Prioridade', max: 9, default: 1 }),
    arquivada: booleano({ label: 'Arquivada' }),
  },
  sort: { field: 'titulo', order: 'ASC' },
})
const anexos = defineResource({
  name: 'teste/anexos',
  table: 'teste_anexos',
  label: 'Anexos',
  labelSingular: 'Anexo',
  scope: 'empresa',
  authority: null,
  fields: { notaId: referencia({ label: 'Nota', resource: 'teste/notas', required: true }) },
})

const A: Escopo = { usuarioId: 1, empresaId: 1, empresasVisiveis: [1] }
const B: Escopo = { usuarioId: 1, empresaId: 2, empresasVisiveis: [2] }

const run = <X, E>(e: Effect.Effect<X, E>) => Effect.runPromise(e)
const falha = async <X, E>(e: Effect.Effect<X, E>) => {
  const exit = await Effect.runPromiseExit(e)
  if (Exit.isSuccess(exit)) throw new Error('esperava falha')
  return exit.cause._tag === 'Fail' ? (exit.cause.error as any) : exit.cause
}

const pg = urlPostgres()
const bancos: Array<[string, () => { knex: Knex; limpar: () => Promise<void> }]> = [
  [
    'SQLite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'rh-contrato-'))
      const knex = criarKnex({ dataDir: dir })
      return { knex, limpar: async () => rmSync(dir, { recursive: true, force: true }) }
    },
  ],
]
if (pg) {
  const schema = `contrato_${process.pid}`
  bancos.push([
    'PostgreSQL',
    () => {
      const knex = criarKnex({ url: pg, schema })
      return {
        knex,
        limpar: async () => {
          await knex.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        },
      }
    },
  ])
}

describe.each(bancos)('contrato do repositório em %s', (nome, abrir) => {
  let knex: Knex
  let limpar: () => Promise<void>
  let repo: RepositorioService
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    ;({ knex, limpar } = abrir())
    if (nome === 'PostgreSQL') {
      const schema = `contrato_${process.pid}`
      await knex.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await knex.raw(`CREATE SCHEMA ${schema}`)
    }
    await migrar(knex)
    await knex.schema.createTable('teste_notas', (t) => {
      t.increments('id')
      t.integer('empresa_id').notNullable().references('id').inTable('empresas')
      t.string('titulo', 50).notNullable()
      t.integer('prioridade')
      t.boolean('arquivada').notNullable().defaultTo(false)
      t.string('removed_at', 30)
      t.string('criado_em', 30)
      t.string('atualizado_em', 30)
    })
    await knex.schema.createTable('teste_anexos', (t) => {
      t.increments('id')
      t.integer('empresa_id').notNullable()
      t.integer('nota_id').notNullable()
      t.string('criado_em', 30)
      t.string('atualizado_em', 30)
    })
    await knex('empresas').insert([{ nome: 'A' }, { nome: 'B' }])
    repo = criarRepositorio(knex, () => [...RECURSOS, notas, anexos])
    for (const [titulo, prioridade, arquivada] of [
      ['Ágil', 3, false],
      ['banana', 1, true],
      ['Cédula', 2, false],
      ['avião', 5, false],
      ['Érica', 4, true],
    ] as const) {
      const r = await run(repo.create(notas, A, { titulo, prioridade, arquivada }))
      ids[titulo] = r.id
    }
    ids['B'] = (await run(repo.create(notas, B, { titulo: 'de B', prioridade: 1, arquivada: false }))).id
  })
  afterAll(async () => {
    await limpar()
    await knex.destroy()
  })

  it('grava e devolve tipos do schema (booleano, inteiro, empresa)', async () => {
    const r = await run(repo.get(notas, A, ids['banana']!))
    expect(r).toMatchObject({ id: ids['banana'], empresaId: 1, titulo: 'banana', prioridade: 1, arquivada: true, removedAt: null })
  })

  it('ordena sem diferenciar acentos e caixa, nos dois sentidos', async () => {
    const asc = await run(repo.list(notas, A, { filter: {} }))
    expect(asc.rows.map((r) => r['titulo'])).toEqual(['Ágil', 'avião', 'banana', 'Cédula', 'Érica'])
    const desc = await run(repo.list(notas, A, { filter: {}, sort: { field: 'prioridade', order: 'DESC' } }))
    expect(desc.rows.map((r) => r['prioridade'])).toEqual([5, 4, 3, 2, 1])
  })

  it('pagina com total', async () => {
    const p = await run(repo.list(notas, A, { filter: {}, range: { offset: 2, limit: 2 } }))
    expect(p.total).toBe(5)
    expect(p.rows.map((r) => r['titulo'])).toEqual(['banana', 'Cédula'])
    const fim = await run(repo.list(notas, A, { filter: {}, range: { offset: 10, limit: 2 } }))
    expect(fim).toEqual({ rows: [], total: 5 })
  })

  it('filtra: igualdade, booleano, lista, texto sem acento, q', async () => {
    const tit = async (filter: Record<string, unknown>) => (await run(repo.list(notas, A, { filter }))).rows.map((r) => r['titulo'])
    expect(await tit({ arquivada: true })).toEqual(['banana', 'Érica'])
    expect(await tit({ arquivada: 'false' })).toEqual(['Ágil', 'avião', 'Cédula'])
    expect(await tit({ prioridade: [1, 2] })).toEqual(['banana', 'Cédula'])
    expect(await tit({ titulo: 'CEDU' })).toEqual(['Cédula'])
    expect(await tit({ q: 'aviao' })).toEqual(['avião'])
    expect(await tit({ id: [ids['Ágil'], ids['B']] })).toEqual(['Ágil'])
  })

  it('escopo de empresa: B não lê, altera nem remove dados de A', async () => {
    expect((await run(repo.list(notas, B, { filter: {} }))).rows.map((r) => r['titulo'])).toEqual(['de B'])
    expect((await falha(repo.get(notas, B, ids['Ágil']!)))._tag).toBe('NaoEncontrado')
    expect((await falha(repo.update(notas, B, ids['Ágil']!, { titulo: 'x' })))._tag).toBe('NaoEncontrado')
    expect((await falha(repo.remove(notas, B, ids['Ágil']!)))._tag).toBe('NaoEncontrado')
    // asking for another company's rows in the filter does not widen the scope
    expect((await run(repo.list(notas, B, { filter: { empresaId: [1] } }))).rows).toEqual([])
    // a user who sees both companies may ask for both
    const ambos = await run(repo.list(notas, { usuarioId: 1, empresaId: 1, empresasVisiveis: [1, 2] }, { filter: { empresaId: [1, 2] } }))
    expect(ambos.total).toBe(6)
  })

  it('único por empresa, sem diferenciar acentos e caixa', async () => {
    const e = await falha(repo.create(notas, A, { titulo: 'CEDULA', prioridade: 1, arquivada: false }))
    expect(e.errors).toEqual([{ field: 'titulo', message: 'Título repetido' }])
    // same title in the other company is fine
    const ok = await run(repo.create(notas, B, { titulo: 'Cédula', prioridade: 1, arquivada: false }))
    await run(repo.remove(notas, B, ok.id))
  })

  it('atualiza e audita antes/depois', async () => {
    const r = await run(repo.update(notas, A, ids['avião']!, { titulo: 'avião', prioridade: 6, arquivada: false }))
    expect(r['prioridade']).toBe(6)
    const log = await knex('auditoria').where({ entidade: 'teste/notas', entidadeId: ids['avião'], acao: 'alterar' }).first()
    expect(JSON.parse(log.antes).prioridade).toBe(5)
    expect(JSON.parse(log.depois).prioridade).toBe(6)
  })

  it('remoção lógica: some da lista e do get, fica com removedAt', async () => {
    const id = ids['Érica']!
    await run(repo.remove(notas, A, id))
    expect((await run(repo.list(notas, A, { filter: {} }))).total).toBe(4)
    expect((await falha(repo.get(notas, A, id)))._tag).toBe('NaoEncontrado')
    const comRemovidos = await run(repo.list(notas, A, { filter: { id }, incluirRemovidos: true }))
    expect(comRemovidos.rows[0]!['removedAt']).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    // a removed title may be reused
    const novo = await run(repo.create(notas, A, { titulo: 'Érica', prioridade: 1, arquivada: false }))
    ids['Érica'] = novo.id
  })

  it('referências: precisam existir na mesma empresa; registro em uso não é removido', async () => {
    const e = await falha(repo.create(anexos, A, { notaId: ids['B'] }))
    expect(e.errors[0].field).toBe('notaId')
    const anexo = await run(repo.create(anexos, A, { notaId: ids['Ágil'] }))
    const usoFalha = await falha(repo.remove(anexos, A, 999999))
    expect(usoFalha._tag).toBe('NaoEncontrado')
    await run(repo.remove(anexos, A, anexo.id))
  })

  it('transação: uma falha no meio desfaz tudo, inclusive o log', async () => {
    const antes = Number((await knex('auditoria').count({ n: '*' }))[0]!['n'])
    const programa = repo.transaction(
      Effect.gen(function* () {
        yield* repo.create(notas, A, { titulo: 'Dentro 1', prioridade: 1, arquivada: false })
        yield* repo.create(notas, A, { titulo: 'Dentro 2', prioridade: 1, arquivada: false })
        return yield* Effect.fail('falhou' as const)
      }),
    )
    expect(await falha(programa)).toBe('falhou')
    const titulos = (await run(repo.list(notas, A, { filter: { q: 'Dentro' } }))).rows
    expect(titulos).toEqual([])
    expect(Number((await knex('auditoria').count({ n: '*' }))[0]!['n'])).toBe(antes)
    // and a successful one commits
    await run(repo.transaction(repo.create(notas, A, { titulo: 'Dentro 3', prioridade: 1, arquivada: false })))
    expect((await run(repo.list(notas, A, { filter: { q: 'Dentro' } }))).total).toBe(1)
  })

  it('dados de referência: 27 UFs, 5.571 municípios, CBO', async () => {
    expect(Number((await knex('estados').count({ n: '*' }))[0]!['n'])).toBe(27)
    expect(Number((await knex('cidades').count({ n: '*' }))[0]!['n'])).toBe(5571)
    expect(Number((await knex('cbo_ocupacoes').count({ n: '*' }))[0]!['n'])).toBe(2666)
    // migrating again changes nothing
    expect(await migrar(knex)).toEqual([])
    expect(Number((await knex('cidades').count({ n: '*' }))[0]!['n'])).toBe(5571)
  })
})
