import { Effect, Exit } from 'effect'
import fc from 'fast-check'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarRepositorio, extensoesFaltando } from '../../../adapters/db/repositorio.ts'
import { data, inteiro, referencia } from '../../../core/shared/campos.ts'
import type { Escopo } from '../../../core/shared/ports.ts'
import type { RepositorioService } from '../../../core/shared/repositorio.ts'
import { defineResource } from '../../../core/shared/resource.ts'
import { bancosDeTeste, criarTabelaAuditoria } from '../../support/banco.ts'

/**
 * Dated histories on both databases (issue 12): whatever rows are written, moved or removed, each row's `dataFim`
 * is the next row's date of the same owner, two rows never share an owner and a date, and the rows "in force on
 * a date" are exactly one per owner that had started by then.
 */
const historicos = defineResource({
  name: 'teste/historicos',
  table: 'teste_historicos',
  label: 'Históricos',
  labelSingular: 'Histórico',
  scope: 'empresa',
  authority: null,
  vigencia: { dono: 'donoId', dataRepetida: 'Já existe um histórico nesta data' },
  fields: {
    donoId: referencia({ label: 'Dono', resource: 'teste/donos', required: true }),
    data: data({ label: 'Data', required: true, feminino: true }),
    valor: inteiro({ label: 'Valor' }),
  },
  estado: { dataFim: data({ label: 'Vigente até' }) },
  filtros: { vigenteEm: { campo: data({ label: 'Vigente em' }), op: 'vigente' } },
  sort: { field: 'data', order: 'ASC' },
})
const donos = defineResource({
  name: 'teste/donos',
  table: 'teste_donos',
  label: 'Donos',
  labelSingular: 'Dono',
  scope: 'empresa',
  authority: null,
  fields: { valor: inteiro({ label: 'Valor' }) },
})

const E: Escopo = { usuarioId: 1, empresaId: 1, empresasVisiveis: [1] }
const run = <A, X>(e: Effect.Effect<A, X>) => Effect.runPromise(e)

const dataArb = fc.integer({ min: 0, max: 40 }).map((d) => new Date(Date.UTC(2024, 0, 1) + d * 86_400_000 * 30).toISOString().slice(0, 10))
type Comando = { tipo: 'criar'; dono: number; data: string } | { tipo: 'mudar'; alvo: number; dono: number; data: string } | { tipo: 'remover'; alvo: number }
const comandoArb: fc.Arbitrary<Comando> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ tipo: fc.constant('criar' as const), dono: fc.integer({ min: 0, max: 2 }), data: dataArb }) },
  fc.record({ tipo: fc.constant('mudar' as const), alvo: fc.nat(), dono: fc.integer({ min: 0, max: 2 }), data: dataArb }),
  fc.record({ tipo: fc.constant('remover' as const), alvo: fc.nat() }),
)

describe('vigência declarada', () => {
  it('pede o estado dataFim e o dono entre os campos; o filtro vigente, a vigência', () => {
    expect(extensoesFaltando([historicos], {})).toEqual([])
    expect(extensoesFaltando([{ ...historicos, estado: {} }], {})).toEqual(['teste/historicos: vigência pede o campo de estado dataFim, o dono entre os campos (ou a empresa) e nenhuma remoção lógica'])
    const { vigencia: _v, ...semVigencia } = historicos
    expect(extensoesFaltando([semVigencia as typeof historicos], {})).toEqual(['teste/historicos: filtro vigenteEm vigente sem vigência declarada'])
  })
})

describe.each(bancosDeTeste('vigencia'))('históricos datados em %s', (_nome, abrir) => {
  let knex: Knex
  let limpar: () => Promise<void>
  let repo: RepositorioService
  const idsDonos: number[] = []

  beforeAll(async () => {
    const b = abrir()
    ;({ knex, limpar } = b)
    await b.preparar()
    await knex.schema.createTable('teste_donos', (t) => {
      t.increments('id')
      t.integer('empresa_id').notNullable()
      t.integer('valor')
      t.string('criado_em', 30)
      t.string('atualizado_em', 30)
    })
    await knex.schema.createTable('teste_historicos', (t) => {
      t.increments('id')
      t.integer('empresa_id').notNullable()
      t.integer('dono_id').notNullable()
      t.string('data', 10).notNullable()
      t.string('data_fim', 10)
      t.integer('valor')
      t.string('criado_em', 30)
      t.string('atualizado_em', 30)
      t.index(['dono_id', 'data'])
    })
    await criarTabelaAuditoria(knex)
    repo = criarRepositorio(knex, () => [historicos, donos])
    for (let i = 0; i < 3; i++) idsDonos.push((await run(repo.create(donos, E, { valor: i }))).id)
  }, 60_000)

  afterAll(async () => {
    await limpar?.()
  })

  it('fim de cada linha, uma por dono e data, e as vigentes numa data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(comandoArb, { minLength: 1, maxLength: 20 }), fc.array(dataArb, { minLength: 2, maxLength: 4 }), async (comandos, datas) => {
        await knex('teste_historicos').delete()
        const modelo = new Map<number, { dono: number; data: string }>()
        for (const c of comandos) {
          const ids = [...modelo.keys()]
          if (c.tipo === 'criar') {
            const dono = idsDonos[c.dono]!
            const repetida = [...modelo.values()].some((l) => l.dono === dono && l.data === c.data)
            const r = await Effect.runPromiseExit(repo.create(historicos, E, { donoId: dono, data: c.data }))
            expect(Exit.isSuccess(r)).toBe(!repetida)
            if (Exit.isSuccess(r)) modelo.set(r.value.id, { dono, data: c.data })
          } else if (ids.length) {
            const id = ids[c.alvo % ids.length]!
            if (c.tipo === 'remover') {
              await run(repo.remove(historicos, E, id))
              modelo.delete(id)
            } else {
              const dono = idsDonos[c.dono]!
              const repetida = [...modelo.entries()].some(([i, l]) => i !== id && l.dono === dono && l.data === c.data)
              const r = await Effect.runPromiseExit(repo.alterar(historicos, E, id, { donoId: dono, data: c.data }))
              expect(Exit.isSuccess(r)).toBe(!repetida)
              if (Exit.isSuccess(r)) modelo.set(id, { dono, data: c.data })
              else expect(JSON.stringify(r.cause)).toContain('Já existe um histórico nesta data')
            }
          }
        }
        const linhas = (await run(repo.list(historicos, E, { filter: {} }))).rows
        const proxima = (dono: number, data: string) =>
          [...modelo.values()]
            .filter((l) => l.dono === dono && l.data > data)
            .map((l) => l.data)
            .sort()[0] ?? null
        expect(linhas.map((l) => [l.id, l.dataFim]).sort()).toEqual([...modelo.entries()].map(([id, l]) => [id, proxima(l.dono, l.data)]).sort())
        for (const d of datas) {
          const vigentes = (await run(repo.list(historicos, E, { filter: { vigenteEm: d } }))).rows.map((l) => l.id).sort()
          const esperadas = idsDonos.flatMap((dono) => {
            const antes = [...modelo.entries()].filter(([, l]) => l.dono === dono && l.data <= d).sort(([, a], [, b]) => (a.data < b.data ? -1 : 1))
            return antes.length ? [antes[antes.length - 1]![0]] : []
          })
          expect(vigentes).toEqual(esperadas.sort())
        }
      }),
      { numRuns: 15 },
    )
  }, 120_000)
})
