import { EXTENSOES_SQL } from '../../../adapters/camadas.ts'
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
import { booleano, inteiro, referencia, referencias, texto } from '../../../core/shared/campos.ts'
import type { Escopo } from '../../../core/shared/ports.ts'
import type { RepositorioService } from '../../../core/shared/repositorio.ts'
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
/** A hard-deleted resource (the only kind the in-use check guards), referenced by id and inside a JSON id list. */
const etiquetas = defineResource({
  name: 'teste/etiquetas',
  table: 'teste_etiquetas',
  label: 'Etiquetas',
  labelSingular: 'Etiqueta',
  scope: 'empresa',
  authority: null,
  fields: { nome: texto({ label: 'Nome', max: 30, required: true }) },
})
const rotulagens = defineResource({
  name: 'teste/rotulagens',
  table: 'teste_rotulagens',
  label: 'Rotulagens',
  labelSingular: 'Rotulagem',
  scope: 'empresa',
  authority: null,
  fields: { etiquetaId: referencia({ label: 'Etiqueta', resource: 'teste/etiquetas', required: true }) },
})
const grupos = defineResource({
  name: 'teste/grupos',
  table: 'teste_grupos',
  label: 'Grupos',
  labelSingular: 'Grupo',
  scope: 'empresa',
  authority: null,
  softDelete: true,
  fields: { etiquetaIds: referencias({ label: 'Etiquetas', resource: 'teste/etiquetas' }) },
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
    await knex.schema.createTable('teste_etiquetas', (t) => {
      t.increments('id')
      t.integer('empresa_id').notNullable()
      t.string('nome', 30).notNullable()
      t.string('criado_em', 30)
      t.string('atualizado_em', 30)
    })
    await knex.schema.createTable('teste_rotulagens', (t) => {
      t.increments('id')
      t.integer('empresa_id').notNullable()
      t.integer('etiqueta_id').notNullable()
      t.string('criado_em', 30)
      t.string('atualizado_em', 30)
    })
    await knex.schema.createTable('teste_grupos', (t) => {
      t.increments('id')
      t.integer('empresa_id').notNullable()
      t.text('etiqueta_ids').notNullable().defaultTo('[]')
      t.string('removed_at', 30)
      t.string('criado_em', 30)
      t.string('atualizado_em', 30)
    })
    await knex('empresas').insert([{ nome: 'A' }, { nome: 'B' }])
    repo = criarRepositorio(knex, () => [...RECURSOS, notas, anexos, etiquetas, rotulagens, grupos], EXTENSOES_SQL)
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

  it('referências: precisam existir na mesma empresa', async () => {
    const e = await falha(repo.create(anexos, A, { notaId: ids['B'] }))
    expect(e.errors[0].field).toBe('notaId')
    const anexo = await run(repo.create(anexos, A, { notaId: ids['Ágil'] }))
    expect((await falha(repo.remove(anexos, A, 999999)))._tag).toBe('NaoEncontrado')
    await run(repo.remove(anexos, A, anexo.id))
  })

  it('registro em uso não é removido: referência por id e dentro de lista JSON; removida a referência, sai', async () => {
    const criadas: number[] = []
    for (let i = 0; i < 12; i++) criadas.push((await run(repo.create(etiquetas, A, { nome: `E${i}` }))).id)
    const [primeira, porId, naLista, , , , , , , , , ultima] = criadas as [number, number, number, ...number[]]
    // The JSON check matches whole ids: the first id is a substring of the last one, which is in the list.
    expect(String(ultima)).toContain(String(primeira))
    const rotulagem = await run(repo.create(rotulagens, A, { etiquetaId: porId }))
    const grupo = await run(repo.create(grupos, A, { etiquetaIds: [ultima!, naLista] }))
    const emUso = async (id: number, onde: string) => {
      const e = await falha(repo.remove(etiquetas, A, id))
      expect(e).toMatchObject({ _tag: 'RegraViolada', code: 'EM_USO', message: `Não é possível remover: o registro está em uso em ${onde}.` })
      expect((await run(repo.get(etiquetas, A, id))).id).toBe(id)
    }
    await emUso(porId, 'Rotulagens')
    await emUso(naLista, 'Grupos')
    await emUso(ultima!, 'Grupos')
    await run(repo.remove(etiquetas, A, primeira))
    expect((await falha(repo.get(etiquetas, A, primeira)))._tag).toBe('NaoEncontrado')
    // Once the referencing rows are gone (the soft-removed group no longer counts), the labels can go.
    await run(repo.remove(rotulagens, A, rotulagem.id))
    await run(repo.remove(grupos, A, grupo.id))
    for (const id of [porId, naLista, ultima!]) await run(repo.remove(etiquetas, A, id))
    expect((await run(repo.list(etiquetas, A, { filter: { id: [porId, naLista, ultima!] } }))).total).toBe(0)
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
