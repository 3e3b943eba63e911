import fc from 'fast-check'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ondePosicao, sqlPosicaoEm, sqlSituacaoEm } from '../../../adapters/cargo-salario/sql.ts'
import { situacaoEm } from '../../../core/cargo-salario/regrasColaborador.ts'
import { migrar } from '../../../adapters/db/migrar.ts'
import { reencadear } from '../../../adapters/db/vigencia.ts'
import { bancosDeTeste, inserirLinha, type BancoDeTeste } from '../../support/banco.ts'

/**
 * An employee's position on a date in SQL (the list's columns `sqlPosicaoEm` and its filters `ondePosicao`, also the
 * manager scope) is the model: the history row in force on the date, or the first row while the admission is still
 * to come; on random histories and dates, on SQLite and PostgreSQL. The filter reads the index of migration 011
 * without correlation, the column seeks (colaborador_id, data): both must still say the same as the model.
 */
const diaArb = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10))

/** The model: the area of the row in force on `d`, or of the first row when all rows come later. */
const areaEm = (linhas: ReadonlyArray<{ data: string; area: number }>, d: string) => {
  const ordenadas = [...linhas].sort((a, b) => (a.data < b.data ? -1 : 1))
  return [...ordenadas].reverse().find((l) => l.data <= d)?.area ?? ordenadas[0]?.area
}

describe.each(bancosDeTeste('posicao', { modelo: 'migrado' }))('posição do talento numa data: SQL = modelo (%s)', (_nome, abrir) => {
  let b: BancoDeTeste
  let k: Knex
  let base: { empresa: number; estab: number; cargo: number; areas: number[] }

  beforeAll(async () => {
    b = abrir()
    await b.preparar()
    k = b.knex
    await migrar(k)
    const empresa = await inserirLinha(k, 'empresas', { nome: 'Empresa Posições' })
    const estab = await inserirLinha(k, 'estabelecimentos', { empresaId: empresa, nome: 'Matriz' })
    const cargo = await inserirLinha(k, 'cargos', { empresaId: empresa, nome: 'Operador', nomeMercado: 'Operador' })
    const areas = [] as number[]
    for (const nome of ['A', 'B', 'C']) areas.push(await inserirLinha(k, 'areas_organizacionais', { empresaId: empresa, nome }))
    base = { empresa, estab, cargo, areas }
  })
  afterAll(() => b.limpar())

  it('coluna e filtro por área concordam com o modelo em datas aleatórias', async () => {
    const talentosArb = fc.array(fc.uniqueArray(fc.tuple(diaArb, fc.nat({ max: 2 })), { minLength: 1, maxLength: 5, selector: ([d]) => d }), { minLength: 1, maxLength: 6 })
    await fc.assert(
      fc.asyncProperty(talentosArb, fc.array(diaArb, { minLength: 1, maxLength: 4 }), async (talentos, dias) => {
        await k('colaborador_historicos').delete()
        await k('colaboradores').delete()
        const modelo = new Map<number, Array<{ data: string; area: number }>>()
        for (const linhas of talentos) {
          const id = await inserirLinha(k, 'colaboradores', { empresaId: base.empresa, nome: 'T', cpf: '52998224725', dataNascimento: '1990-01-01', sexo: 'F', dataAdmissao: [...linhas].sort()[0]![0] })
          for (const [data, a] of linhas) {
            await inserirLinha(k, 'colaborador_historicos', { empresaId: base.empresa, colaboradorId: id, data, motivo: 'RE', estabelecimentoId: base.estab, areaOrganizacionalId: base.areas[a], cargoId: base.cargo })
          }
          modelo.set(id, linhas.map(([data, a]) => ({ data, area: base.areas[a]! })))
        }
        await reencadear(k, 'colaborador_historicos', 'colaboradorId', [...modelo.keys()])
        for (const d of dias) {
          const colunas = (await k('colaboradores').select('id', k.raw(`${sqlPosicaoEm('area_organizacional_id', 'colaboradores.id', d)} as area`))) as Array<{ id: number; area: number }>
          for (const c of colunas) expect(Number(c.area), `talento ${c.id} em ${d}`).toBe(areaEm(modelo.get(Number(c.id))!, d))
          for (const area of base.areas) {
            const q = k('colaboradores').select('id')
            ondePosicao(q, 'area_organizacional_id', [area], d)
            const achados = ((await q) as Array<{ id: number }>).map((x) => Number(x.id)).sort((a, b) => a - b)
            const esperados = [...modelo].filter(([, ls]) => areaEm(ls, d) === area).map(([id]) => id).sort((a, b) => a - b)
            expect(achados, `área ${area} em ${d}`).toEqual(esperados)
          }
        }
      }),
      { numRuns: 25 },
    )
  })

  it('situação numa data (com as situações estendidas da folha) = situacaoEm do core', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.option(diaArb, { nil: null }), fc.constantFrom(null, 'G', 'C', 'U')), { minLength: 1, maxLength: 8 }), diaArb, async (talentos, d) => {
        await k('colaborador_historicos').delete()
        await k('colaboradores').delete()
        const modelo = new Map<number, string>()
        for (const [desligamento, folha] of talentos) {
          const id = await inserirLinha(k, 'colaboradores', { empresaId: base.empresa, nome: 'T', cpf: '52998224725', dataNascimento: '1990-01-01', sexo: 'F', dataAdmissao: '2019-01-01', dataDesligamento: desligamento, statusFolha: folha })
          modelo.set(id, situacaoEm({ dataDesligamento: desligamento, statusFolha: folha }, d))
        }
        const linhas = (await k('colaboradores').select('id', k.raw(`${sqlSituacaoEm(d)} as situacao`))) as Array<{ id: number; situacao: string }>
        expect(new Map(linhas.map((l) => [Number(l.id), l.situacao]))).toEqual(modelo)
      }),
      { numRuns: 25 },
    )
  })
})
