import { Effect } from 'effect'
import fc from 'fast-check'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarReajustesEmLote } from '../../../adapters/cargo-salario/reajustes.ts'
import { sqlSalariosEmUmaData } from '../../../adapters/cargo-salario/salarios.ts'
import { migrar } from '../../../adapters/db/migrar.ts'
import { efeitoDoReajusteDeIndices, somar } from '../../../core/cargo-salario/reajustes.ts'
import { aplicarReajuste, historicoVigente, salarioDoColaboradorEm } from '../../../core/cargo-salario/salario.ts'
import type { Escopo } from '../../../core/shared/ator.ts'
import { bancosDeTeste, inserirLinha, type BancoDeTeste } from '../../support/banco.ts'
import { cenarioNoBanco } from '../../support/cenario-salarios.ts'
import { cenarioArb, dataArb, fontesDo } from '../../core/cargo-salario/salario-arbitrarios.ts'

/**
 * The set-based realignment (adapters/cargo-salario/reajustes.ts) on random histories, on SQLite and PostgreSQL: the
 * collective movement proposes core's `aplicarReajuste` of core's salary on the date; applying changes salaries from
 * the table's date only, keeping every history's chain; cancelling gives back every salary at every date and the chain.
 */

const run = <A>(e: Effect.Effect<A>) => Effect.runPromise(e)

describe.each(bancosDeTeste('reajustes', { modelo: 'migrado' }))('reajuste em lote: SQL = core (%s)', (_nome, abrir) => {
  let b: BancoDeTeste
  let k: Knex
  let base: { empresa: number; estab: number; area: number; cargo: number }
  let escopo: Escopo

  beforeAll(async () => {
    b = abrir()
    await b.preparar()
    k = b.knex
    await migrar(k)
    const empresa = await inserirLinha(k, 'empresas', { nome: 'Empresa Reajustes' })
    const estab = await inserirLinha(k, 'estabelecimentos', { empresaId: empresa, nome: 'Matriz' })
    const area = await inserirLinha(k, 'areas_organizacionais', { empresaId: empresa, nome: 'Operações' })
    const cargo = await inserirLinha(k, 'cargos', { empresaId: empresa, nome: 'Operador', nomeMercado: 'Operador' })
    base = { empresa, estab, area, cargo }
    escopo = { usuarioId: 1, empresaId: empresa, empresasVisiveis: [empresa] }
  })
  afterAll(() => b.limpar())

  const salarios = async (d: string): Promise<Map<number, number | null>> =>
    new Map(
      (await run(sqlSalariosEmUmaData(k, { data: d, estabelecimentosIds: [], areasOrganizacionaisIds: [], cargosIds: [] }, escopo))).map((l: Record<string, unknown>) => [
        Number(l['id']),
        l['salario'] == null ? null : Number(l['salario']),
      ]),
    )
  const cadeias = async () =>
    ((await k('colaborador_historicos').orderBy([{ column: 'colaboradorId' }, { column: 'data' }]).select('colaboradorId', 'data', 'dataFim')) as Array<{ colaboradorId: number; data: string; dataFim: string | null }>).map(
      (h) => `${h.colaboradorId} ${h.data} ${h.dataFim}`,
    )
  const encadeadas = async () => {
    const hs = (await k('colaborador_historicos').orderBy([{ column: 'colaboradorId' }, { column: 'data' }]).select('colaboradorId', 'data', 'dataFim')) as Array<{ colaboradorId: number; data: string; dataFim: string | null }>
    hs.forEach((h, i) => expect(h.dataFim).toBe(hs[i + 1]?.colaboradorId === h.colaboradorId ? hs[i + 1]!.data : null))
  }

  it('movimentação, aplicar e cancelar em históricos aleatórios', async () => {
    const lote = criarReajustesEmLote(k)
    await fc.assert(
      fc.asyncProperty(cenarioArb({ colaboradores: 8 }), dataArb, fc.integer({ min: 1, max: 999_999 }), fc.uniqueArray(dataArb, { minLength: 1, maxLength: 5 }), async (c, dia, milesimos, datas) => {
        await k('reajustes_colaboradores').delete()
        await k('tabelas_reajustes_colaboradores').delete()
        const ids = await cenarioNoBanco(k, base).gravar(c)
        const fontes = fontesDo(c)
        const tabela = { id: await inserirLinha(k, 'tabelas_reajustes_colaboradores', { empresaId: base.empresa, nome: 'T', data: dia, tipoReajuste: 'C' }), empresaId: base.empresa, data: dia, tipoReajuste: 'C' as const }
        await run(lote.montarColaboradores(tabela, { estabelecimentosIds: [base.estab], areasOrganizacionaisIds: [base.area], tipo: 1, quantia: milesimos }, 1))
        const linhas = (await k('reajustes_colaboradores').select('colaboradorId', 'salario', 'salarioAtual')) as Array<{ colaboradorId: number; salario: number; salarioAtual: number }>
        const esperadas = c.colaboradores.flatMap((hs, n) => {
          const atual = salarioDoColaboradorEm(hs, dia, fontes)
          return atual === undefined ? [] : [{ colaboradorId: ids.colaboradores[n]!, salario: aplicarReajuste(atual, 1, milesimos), salarioAtual: atual }]
        })
        expect(linhas.map((l) => ({ colaboradorId: Number(l.colaboradorId), salario: Number(l.salario), salarioAtual: Number(l.salarioAtual) })).sort((a, b) => a.colaboradorId - b.colaboradorId)).toEqual(esperadas)

        // Someone with a row on that very day is left out (the use case refuses the table otherwise).
        const imp = await run(lote.impedimentos(tabela))
        if (imp.duplicados.length) {
          await k('reajustes_colaboradores').whereIn('colaboradorId', k('colaborador_historicos').where('data', dia).select('colaboradorId')).delete()
        }
        const todas = [...datas, dia]
        const antes = new Map(await Promise.all(todas.map(async (d) => [d, await salarios(d)] as const)))
        const cadeiaAntes = await cadeias()
        const proposto = new Map(((await k('reajustes_colaboradores').select('colaboradorId', 'salario')) as Array<{ colaboradorId: number; salario: number }>).map((l) => [Number(l.colaboradorId), Number(l.salario)]))

        await run(lote.aplicarColaboradores(tabela, 'RE', 1))
        await encadeadas()
        for (const d of todas) {
          const depois = await salarios(d)
          for (const [id, s] of antes.get(d)!) {
            if (d < dia || !proposto.has(id)) expect(depois.get(id)).toBe(s)
          }
        }
        const noDia = await salarios(dia)
        for (const [id, s] of proposto) expect(noDia.get(id)).toBe(s)

        await run(lote.cancelarColaboradores(tabela, 1))
        expect(await cadeias()).toEqual(cadeiaAntes)
        for (const d of todas) expect(await salarios(d)).toEqual(antes.get(d))
      }),
      { numRuns: 15 },
    )
  })

  it('total-folha de uma tabela de índices: quem o índice paga, direto ou pela faixa (= efeitoDoReajusteDeIndices)', async () => {
    const lote = criarReajustesEmLote(k)
    const valoresArb = fc.array(fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: undefined }), { minLength: 3, maxLength: 3 })
    await fc.assert(
      fc.asyncProperty(cenarioArb({ colaboradores: 8 }), dataArb, valoresArb, async (c, dia, valores) => {
        for (const t of ['reajustes_indices', 'reajustes_colaboradores', 'tabelas_reajustes_colaboradores']) await k(t).delete()
        const ids = await cenarioNoBanco(k, base).gravar(c)
        const tabela = { id: await inserirLinha(k, 'tabelas_reajustes_colaboradores', { empresaId: base.empresa, nome: 'I', data: dia, tipoReajuste: 'I' }), empresaId: base.empresa, data: dia, tipoReajuste: 'I' as const }
        const novos = new Map(valores.flatMap((v, i) => (v === undefined ? [] : [[i, v] as const])))
        for (const [i, valor] of novos) await inserirLinha(k, 'reajustes_indices', { empresaId: base.empresa, tabelaReajusteColaboradorId: tabela.id, indiceId: ids.indices[i], valor })
        const efeitos = c.colaboradores.flatMap((hs) => {
          const h = historicoVigente(hs, dia)
          const e = h && efeitoDoReajusteDeIndices(h, dia, fontesDo(c), novos)
          return e ? [{ quantidade: 1, ...e }] : []
        })
        const s = await run(lote.somasFolha(tabela, escopo))
        expect(somar(s.porArea)).toEqual(somar(efeitos))
        expect(somar(s.porEstabelecimento)).toEqual(somar(efeitos))
      }),
      { numRuns: 25 },
    )
  })
})
