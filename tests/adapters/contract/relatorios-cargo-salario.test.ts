import { Effect } from 'effect'
import fc from 'fast-check'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SQL_RELATORIOS_ESTRUTURA } from '../../../adapters/cargo-salario/relatorios-estrutura.ts'
import { SQL_RELATORIOS_MOVIMENTACOES } from '../../../adapters/cargo-salario/relatorios-movimentacoes.ts'
import { SQL_RELATORIOS_TALENTOS } from '../../../adapters/cargo-salario/relatorios-talentos.ts'
import { migrar } from '../../../adapters/db/migrar.ts'
import { calcularSalarioHistorico, historicoVigente, salarioDoColaboradorEm, type HistoricoSalarialColaborador } from '../../../core/cargo-salario/salario.ts'
import type { Escopo } from '../../../core/shared/ator.ts'
import type { Linha } from '../../../core/shared/consulta.ts'
import { adicionarDias } from '../../../core/shared/datas.ts'
import { bancosDeTeste, inserirLinha, type BancoDeTeste } from '../../support/banco.ts'
import { cenarioNoBanco, type BaseCenario } from '../../support/cenario-salarios.ts'
import { cenarioArb, dataArb, fontesDo, type CenarioSalarios } from '../../core/cargo-salario/salario-arbitrarios.ts'

/**
 * The SQL of the movement and structure reports agrees with core's salary function on random histories, on SQLite
 * and PostgreSQL: a promotion's salary before is the previous row's on the day before and after the new row's on
 * its date; a range's history lists every date its value may change (its rows, its index's new values while it
 * follows one) with the value then and the day before; the last individual raise is the latest PH/PV/RE row up to
 * the date, else the first row, valued on its own date.
 */

const SQL = { ...SQL_RELATORIOS_ESTRUTURA, ...SQL_RELATORIOS_TALENTOS, ...SQL_RELATORIOS_MOVIMENTACOES }
const MOTIVOS = ['PH', 'PV', 'RE', 'DI', 'TR'] as const

describe.each(bancosDeTeste('relcs', { modelo: 'migrado' }))('relatórios de Cargos e Salários: SQL = core (%s)', (_nome, abrir) => {
  let b: BancoDeTeste
  let k: Knex
  let base: BaseCenario
  let escopo: Escopo
  const linhas = (nome: string, f: Record<string, unknown>) => Effect.runPromise(SQL[`cargo-salario/${nome}`]!(k, f, escopo)) as Promise<ReadonlyArray<Linha>>

  beforeAll(async () => {
    b = abrir()
    await b.preparar()
    k = b.knex
    await migrar(k)
    const empresa = await inserirLinha(k, 'empresas', { nome: 'Empresa Relatórios' })
    const estab = await inserirLinha(k, 'estabelecimentos', { empresaId: empresa, nome: 'Matriz' })
    const area = await inserirLinha(k, 'areas_organizacionais', { empresaId: empresa, nome: 'Operações' })
    const cargo = await inserirLinha(k, 'cargos', { empresaId: empresa, nome: 'Operador', nomeMercado: 'Operador' })
    base = { empresa, estab, area, cargo }
    escopo = { usuarioId: 1, empresaId: empresa, empresasVisiveis: [empresa] }
  })
  afterAll(() => b.limpar())

  const todoPeriodo = { dataIni: '2000-01-01', dataFim: '2099-12-31' }

  it('promoções: salário anterior na véspera pela linha anterior, novo na data pela nova', async () => {
    await fc.assert(
      fc.asyncProperty(cenarioArb({ colaboradores: 6 }), async (c: CenarioSalarios) => {
        const ids = await cenarioNoBanco(k, base).gravar(c, (rank) => (rank === 0 ? 'AD' : 'PH'))
        const fontes = fontesDo(c)
        const rows = await linhas('promocoes', { ...todoPeriodo, estabelecimentosIds: [base.estab], areasOrganizacionaisIds: [], agrupamento: 'TALENTO', tipo: 'D', areasGeridas: undefined })
        const esperadas = c.colaboradores.flatMap((hs, n) =>
          [...hs]
            .sort((x, y) => x.data.localeCompare(y.data))
            .slice(1)
            .map((h) => ({
              colaboradorId: ids.colaboradores[n],
              data: h.data,
              salarioAnterior: salarioDoColaboradorEm(hs, adicionarDias(h.data, -1), fontes) ?? null,
              salarioNovo: salarioDoColaboradorEm(hs, h.data, fontes) ?? null,
            })),
        )
        const chave = (l: { colaboradorId?: unknown; data?: unknown }) => `${String(l.colaboradorId)} ${String(l.data)}`
        expect(rows.map((l) => ({ colaboradorId: l['colaboradorId'], data: l['data'], salarioAnterior: l['salarioAnterior'], salarioNovo: l['salarioNovo'] })).sort((x, y) => chave(x).localeCompare(chave(y)))).toEqual(
          esperadas.sort((x, y) => chave(x).localeCompare(chave(y))),
        )
      }),
      { numRuns: 15 },
    )
  })

  it('histórico de faixas: cada data em que o valor pode mudar, com o valor nela e na véspera', async () => {
    await fc.assert(
      fc.asyncProperty(cenarioArb({ colaboradores: 1 }), dataArb, dataArb, async (c, d1, d2) => {
        const [dataIni, dataFim] = d1 <= d2 ? [d1, d2] : [d2, d1]
        const ids = await cenarioNoBanco(k, base).gravar(c)
        const fontes = fontesDo(c)
        const rows = await linhas('historicos-faixas-salariais', { cargosIds: [base.cargo], dataIni, dataFim })
        const valor = (f: number, d: string) => calcularSalarioHistorico({ tipo: 1, faixaSalarialId: f }, d, fontes) ?? null
        const esperadas = c.faixas.flatMap((hs, f) => {
          const proprias = hs.map((h) => ({ data: h.data, origem: 'F' }))
          // The index's new values while a row of the range follows it (not on the row's own date).
          const doIndice = (c.indices.flatMap((ih, i) => ih.map((x) => ({ data: x.data, indice: i }))) ?? []).filter((x) => {
            const vigente = historicoVigente(hs, x.data)
            return vigente?.tipo === 2 && vigente.indiceId === x.indice && vigente.data < x.data
          })
          return [...proprias, ...doIndice.map((x) => ({ data: x.data, origem: 'I' }))]
            .filter((e) => e.data >= dataIni && e.data <= dataFim)
            .map((e) => ({ faixa: ids.faixas[f], data: e.data, origem: e.origem, valor: valor(f, e.data), anterior: valor(f, adicionarDias(e.data, -1)) }))
        })
        const porChave = (l: { faixa?: unknown; data?: unknown; origem?: unknown }) => `${String(l.faixa)} ${String(l.data)} ${String(l.origem)}`
        const faixaDe = new Map(ids.faixas.map((id, f) => [`Faixa ${f}`, id]))
        expect(
          rows.map((l) => ({ faixa: faixaDe.get(String(l['faixa'])), data: l['data'], origem: l['origem'], valor: l['valor'], anterior: l['anterior'] })).sort((x, y) => porChave(x).localeCompare(porChave(y))),
        ).toEqual(esperadas.sort((x, y) => porChave(x).localeCompare(porChave(y))))
      }),
      { numRuns: 25 },
    )
  })

  it('últimas promoções: a última PH/PV/RE até a data, senão a primeira linha, valorada na própria data', async () => {
    await fc.assert(
      fc.asyncProperty(cenarioArb({ colaboradores: 6 }), fc.array(fc.constantFrom(...MOTIVOS), { minLength: 40, maxLength: 40 }), dataArb, async (c, motivos, data) => {
        const motivo = (rank: number, n: number, linha: number) => (rank === 0 ? 'AD' : motivos[(n * 6 + linha) % 40]!)
        const ids = await cenarioNoBanco(k, base).gravar(c, motivo)
        const fontes = fontesDo(c)
        const rows = await linhas('ultimas-promocoes', { data, estabelecimentosIds: [base.estab], areasOrganizacionaisIds: [], cargosIds: [], mesesSemReajuste: 0, areasGeridas: undefined })
        const esperadas = c.colaboradores.flatMap((hs, n) => {
          if (!historicoVigente(hs, data)) return []
          const datas = hs.map((h) => h.data).sort()
          const comMotivo = hs.map((h, i) => ({ h, m: motivo(datas.indexOf(h.data), n, i) }))
          const individuais = comMotivo.filter((x) => x.h.data <= data && ['PH', 'PV', 'RE'].includes(x.m)).sort((x, y) => y.h.data.localeCompare(x.h.data))
          const u = individuais[0] ?? comMotivo.find((x) => x.h.data === datas[0])!
          const so = (h: HistoricoSalarialColaborador) => [h]
          return [{ colaboradorId: ids.colaboradores[n], ultima: u.h.data, motivo: u.m, salarioEntao: salarioDoColaboradorEm(so(u.h), u.h.data, fontes) ?? null, salario: salarioDoColaboradorEm(hs, data, fontes) ?? null }]
        })
        const chave = (l: { colaboradorId?: unknown }) => Number(l.colaboradorId)
        expect(rows.map((l) => ({ colaboradorId: l['colaboradorId'], ultima: l['ultima'], motivo: l['motivo'], salarioEntao: l['salarioEntao'], salario: l['salario'] })).sort((x, y) => chave(x) - chave(y))).toEqual(
          esperadas.sort((x, y) => chave(x) - chave(y)),
        )
      }),
      { numRuns: 15 },
    )
  })
})
