import { Effect } from 'effect'
import fc from 'fast-check'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sqlSalariosEmUmaData } from '../../../adapters/cargo-salario/salarios.ts'
import { sqlValorFaixa, sqlValorIndice } from '../../../adapters/cargo-salario/sql.ts'
import { migrar } from '../../../adapters/db/migrar.ts'
import { reencadear } from '../../../adapters/db/vigencia.ts'
import { calcularSalarioHistorico, historicoVigente, salarioDoColaboradorEm } from '../../../core/cargo-salario/salario.ts'
import type { Escopo } from '../../../core/shared/ator.ts'
import { bancosDeTeste, inserirLinha, type BancoDeTeste } from '../../support/banco.ts'
import { cenarioNoBanco, TABELAS_SALARIO } from '../../support/cenario-salarios.ts'
import { cenarioArb, dataArb, fontesDo, type CenarioSalarios } from '../../core/cargo-salario/salario-arbitrarios.ts'

/**
 * The SQL of salary at a date (adapters/cargo-salario/sql.ts and the 'Salários em uma data' query) agrees exactly
 * with core's `calcularSalarioHistorico` on random histories, on SQLite and PostgreSQL: the value of every range and
 * index, and every employee's salary, on random dates (large values and 4-decimal quantities included).
 */

const run = <A>(e: Effect.Effect<A>) => Effect.runPromise(e)

describe.each(bancosDeTeste('salario', { modelo: 'migrado' }))('salário numa data: SQL = core (%s)', (_nome, abrir) => {
  let b: BancoDeTeste
  let k: Knex
  let base: { empresa: number; outra: number; estab: number; area: number; cargo: number; cargo2: number }
  let escopo: Escopo

  beforeAll(async () => {
    b = abrir()
    await b.preparar()
    k = b.knex
    await migrar(k)
    const empresa = await inserirLinha(k, 'empresas', { nome: 'Empresa Salários' })
    const outra = await inserirLinha(k, 'empresas', { nome: 'Outra Empresa' })
    const estab = await inserirLinha(k, 'estabelecimentos', { empresaId: empresa, nome: 'Matriz' })
    const area = await inserirLinha(k, 'areas_organizacionais', { empresaId: empresa, nome: 'Operações' })
    const cargo = await inserirLinha(k, 'cargos', { empresaId: empresa, nome: 'Operador', nomeMercado: 'Operador' })
    const cargo2 = await inserirLinha(k, 'cargos', { empresaId: empresa, nome: 'Analista', nomeMercado: 'Analista' })
    base = { empresa, outra, estab, area, cargo, cargo2 }
    escopo = { usuarioId: 1, empresaId: empresa, empresasVisiveis: [empresa] }
  })
  afterAll(() => b.limpar())

  const banco = () => cenarioNoBanco(k, base)
  const colaborador = (empresaId: number, o: Record<string, unknown> = {}) => banco().colaborador(empresaId, o)
  const historico = (colaboradorId: number, o: Record<string, unknown>) => banco().historico(colaboradorId, o)
  const gravar = (c: CenarioSalarios) => banco().gravar(c)

  const valor = async (expr: string) => {
    const r = await k.raw(`select ${expr} as v`)
    const linha = (Array.isArray(r) ? r[0] : r.rows[0]) as { v: unknown }
    return linha.v == null ? undefined : Number(linha.v)
  }

  it('random histories: every range, index and employee on random dates', async () => {
    await fc.assert(
      fc.asyncProperty(cenarioArb({ colaboradores: 8 }), fc.uniqueArray(dataArb, { minLength: 1, maxLength: 4 }), async (c, datas) => {
        const ids = await gravar(c)
        const fontes = fontesDo(c)
        for (const d of datas) {
          for (const [f, id] of ids.faixas.entries()) expect(await valor(sqlValorFaixa(k, String(id), d))).toBe(calcularSalarioHistorico({ tipo: 1, faixaSalarialId: f }, d, fontes))
          for (const [i, id] of ids.indices.entries()) expect(await valor(sqlValorIndice(String(id), d))).toBe(calcularSalarioHistorico({ tipo: 2, indiceId: i, quantidade: 1 }, d, fontes))
          const linhas = await run(sqlSalariosEmUmaData(k, { data: d, estabelecimentosIds: [], areasOrganizacionaisIds: [], cargosIds: [] }, escopo))
          const porId = new Map(linhas.map((l: Record<string, unknown>) => [Number(l['id']), l['salario'] == null ? undefined : Number(l['salario'])]))
          c.colaboradores.forEach((hs, n) => {
            const id = ids.colaboradores[n]!
            // employed and with a row in force: one line with the core's salary; otherwise no line
            if (historicoVigente(hs, d)) expect(porId.get(id)).toBe(salarioDoColaboradorEm(hs, d, fontes))
            else expect(porId.has(id)).toBe(false)
          })
          expect(linhas.length).toBe(c.colaboradores.filter((hs) => historicoVigente(hs, d)).length)
        }
      }),
      { numRuns: 20 },
    )
  })

  it("employed on the date only, of the session's companies, by establishment, area and cargo of the row in force", async () => {
    for (const t of TABELAS_SALARIO) await k(t).delete()
    const estab2 = await inserirLinha(k, 'estabelecimentos', { empresaId: base.empresa, nome: 'Filial' })
    const area2 = await inserirLinha(k, 'areas_organizacionais', { empresaId: base.empresa, nome: 'Vendas' })
    const ana = await colaborador(base.empresa, { nome: 'Ana', nomeBusca: 'ana', dataAdmissao: '2024-01-01' })
    await historico(ana, { data: '2024-01-01', salario: 300_000 })
    await historico(ana, { data: '2025-01-01', salario: 350_000, estabelecimentoId: estab2, areaOrganizacionalId: area2, cargoId: base.cargo2, motivo: 'PV' })
    const bia = await colaborador(base.empresa, { nome: 'Bia', nomeBusca: 'bia', dataAdmissao: '2024-01-01', dataDesligamento: '2024-06-30' })
    await historico(bia, { data: '2024-01-01', salario: 200_000 })
    const caio = await colaborador(base.empresa, { nome: 'Caio', nomeBusca: 'caio', dataAdmissao: '2024-09-01' })
    await historico(caio, { data: '2024-09-01', salario: 250_000 })
    const deOutra = await colaborador(base.outra, { nome: 'Davi', nomeBusca: 'davi', dataAdmissao: '2024-01-01' })
    await inserirLinha(k, 'colaborador_historicos', { empresaId: base.outra, colaboradorId: deOutra, data: '2024-01-01', motivo: 'AD', estabelecimentoId: base.estab, areaOrganizacionalId: base.area, cargoId: base.cargo, salario: 999_999 })
    await reencadear(k, 'colaborador_historicos', 'colaboradorId', [ana, bia, caio, deOutra])
    const em = async (data: string, f: Partial<{ estabelecimentosIds: number[]; areasOrganizacionaisIds: number[]; cargosIds: number[] }> = {}) =>
      (await run(sqlSalariosEmUmaData(k, { data, estabelecimentosIds: [], areasOrganizacionaisIds: [], cargosIds: [], ...f }, escopo))).map((l: Record<string, unknown>) => [l['nome'], Number(l['salario'])])
    expect(await em('2024-06-30')).toEqual([['Ana', 300_000]]) // Bia's dismissal date has come
    expect(await em('2024-06-29')).toEqual([['Ana', 300_000], ['Bia', 200_000]])
    expect(await em('2024-12-31')).toEqual([['Ana', 300_000], ['Caio', 250_000]])
    expect(await em('2025-01-01')).toEqual([['Ana', 350_000], ['Caio', 250_000]])
    expect(await em('2025-01-01', { estabelecimentosIds: [estab2] })).toEqual([['Ana', 350_000]])
    expect(await em('2024-12-31', { estabelecimentosIds: [estab2] })).toEqual([])
    expect(await em('2025-01-01', { areasOrganizacionaisIds: [base.area] })).toEqual([['Caio', 250_000]])
    expect(await em('2025-01-01', { cargosIds: [base.cargo2] })).toEqual([['Ana', 350_000]])
    const ambas = await run(sqlSalariosEmUmaData(k, { data: '2025-01-01', estabelecimentosIds: [], areasOrganizacionaisIds: [], cargosIds: [] }, { ...escopo, empresasVisiveis: [base.empresa, base.outra] }))
    expect(ambas.map((l: Record<string, unknown>) => l['nome'])).toEqual(['Ana', 'Caio', 'Davi'])
  })
})
