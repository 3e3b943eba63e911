import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { regrasFaixaEmpresa, CBO_OBRIGATORIO, CODIGO_AC_OBRIGATORIO, NOME_AC_OBRIGATORIO } from '../../../core/cargo-salario/faixas-salariais.ts'
import {
  calcularSalarioHistorico,
  historicoVigente,
  multiplicarPorQuantidade,
  registroDoHistorico,
  salarioDoColaboradorEm,
  type HistoricoFaixaSalarial,
} from '../../../core/cargo-salario/salario.ts'
import { nomesRepetidos, NOME_REPETIDO } from '../../../core/cargo-salario/transferirFaixasSalariais.ts'
import { cenarioArb, dataArb, fontesDo, historicosFaixaArb, historicosIndiceArb, quantidadeArb, valorArb } from './salario-arbitrarios.ts'

/** Spec 001 §7 `calcularSalarioHistorico`: the value of a range, an index or an employee's salary at any date. */
describe('calcularSalarioHistorico', () => {
  it('hand examples: a range by id, an index, an employee across rows of every type', () => {
    const fontes = {
      historicosIndice: new Map([[7, [{ data: '2025-01-01', valor: 151_800 }, { data: '2026-01-01', valor: 162_100 }]]]),
      historicosFaixas: new Map<number, HistoricoFaixaSalarial[]>([
        [3, [{ data: '2025-01-01', tipo: 3, valor: 300_000 }, { data: '2025-07-01', tipo: 2, indiceId: 7, quantidade: 2.5 }]],
      ]),
    }
    expect(calcularSalarioHistorico({ tipo: 1, faixaSalarialId: 3 }, '2024-12-31', fontes)).toBeUndefined()
    expect(calcularSalarioHistorico({ tipo: 1, faixaSalarialId: 3 }, '2025-06-30', fontes)).toBe(300_000)
    expect(calcularSalarioHistorico({ tipo: 1, faixaSalarialId: 3 }, '2025-07-01', fontes)).toBe(379_500) // 1.518,00 × 2,5
    expect(calcularSalarioHistorico({ tipo: 1, faixaSalarialId: 3 }, '2026-01-01', fontes)).toBe(405_250) // 1.621,00 × 2,5
    expect(calcularSalarioHistorico({ tipo: 1, faixaSalarialId: 4 }, '2026-01-01', fontes)).toBeUndefined()
    expect(calcularSalarioHistorico({ tipo: 2, indiceId: 7, quantidade: 1 }, '2026-02-01', fontes)).toBe(162_100)
    const historico = [
      { data: '2025-02-01', tipoSalario: 3 as const, salario: 250_000 },
      { data: '2025-08-01', tipoSalario: 1 as const, faixaSalarialId: 3 },
      { data: '2026-03-01', tipoSalario: 2 as const, indiceId: 7, quantidade: 3 },
    ]
    expect(salarioDoColaboradorEm(historico, '2025-01-31', fontes)).toBeUndefined()
    expect(salarioDoColaboradorEm(historico, '2025-02-01', fontes)).toBe(250_000)
    expect(salarioDoColaboradorEm(historico, '2025-12-31', fontes)).toBe(379_500)
    expect(salarioDoColaboradorEm(historico, '2026-02-28', fontes)).toBe(405_250) // the range follows its index
    expect(salarioDoColaboradorEm(historico, '2026-03-01', fontes)).toBe(486_300)
  })

  it('a new history row never changes a value at an earlier date (range, index, employee)', () => {
    fc.assert(
      fc.property(
        cenarioArb(),
        fc.constantFrom('indice', 'faixa', 'colaborador'),
        fc.nat(),
        historicosIndiceArb,
        historicosFaixaArb(3),
        dataArb,
        dataArb,
        (c, onde, qual, hi, hf, dataNova, consulta) => {
          fc.pre(consulta < dataNova)
          const antes = fontesDo(c)
          const depois = fontesDo(c)
          if (onde === 'indice') {
            const i = qual % c.indices.length
            depois.historicosIndice.set(i, [...c.indices[i]!.filter((h) => h.data !== dataNova), { data: dataNova, valor: hi[0]?.valor ?? 1 }])
          } else if (onde === 'faixa') {
            const i = qual % c.faixas.length
            const nova = { ...(hf[0] ?? { tipo: 3 as const, valor: 1 }), data: dataNova }
            depois.historicosFaixas.set(i, [...c.faixas[i]!.filter((h) => h.data !== dataNova), nova])
          }
          c.colaboradores.forEach((hs, k) => {
            const novos = onde === 'colaborador' && k === qual % c.colaboradores.length ? [...hs.filter((h) => h.data !== dataNova), { data: dataNova, tipoSalario: 3 as const, salario: 1 }] : hs
            expect(salarioDoColaboradorEm(novos, consulta, depois)).toBe(salarioDoColaboradorEm(hs, consulta, antes))
          })
          for (let f = 0; f < c.faixas.length; f++) {
            expect(calcularSalarioHistorico({ tipo: 1, faixaSalarialId: f }, consulta, depois)).toBe(calcularSalarioHistorico({ tipo: 1, faixaSalarialId: f }, consulta, antes))
          }
          for (let i = 0; i < c.indices.length; i++) {
            expect(calcularSalarioHistorico({ tipo: 2, indiceId: i, quantidade: 1 }, consulta, depois)).toBe(calcularSalarioHistorico({ tipo: 2, indiceId: i, quantidade: 1 }, consulta, antes))
          }
        },
      ),
    )
  })

  it('index × quantity follows the index history: the row in force, times the quantity, rounded; × 1 is the index', () => {
    fc.assert(
      fc.property(historicosIndiceArb, quantidadeArb, dataArb, fc.integer({ min: 1, max: 50 }), (hi, q, d, n) => {
        const fontes = { historicosIndice: new Map([[1, hi]]) }
        const vigente = historicoVigente(hi, d)
        const v = calcularSalarioHistorico({ tipo: 2, indiceId: 1, quantidade: q }, d, fontes)
        expect(v).toBe(vigente ? multiplicarPorQuantidade(vigente.valor, q) : undefined)
        expect(calcularSalarioHistorico({ tipo: 2, indiceId: 1, quantidade: 1 }, d, fontes)).toBe(vigente?.valor)
        // a whole quantity is an exact multiple; otherwise within half a centavo of the exact product
        expect(calcularSalarioHistorico({ tipo: 2, indiceId: 1, quantidade: n }, d, fontes)).toBe(vigente ? vigente.valor * n : undefined)
        if (vigente) {
          // in BigInt: value × quantity × 10,000 passes 2^53 for large values, where a float comparison would lie
          const dif = BigInt(v ?? 0) * 10_000n - BigInt(vigente.valor) * BigInt(Math.round(q * 10_000))
          expect(dif < 0n ? -dif : dif).toBeLessThanOrEqual(5_000n)
        }
      }),
    )
  })

  it("an employee's salary is their row in force valued on that date; type 1 is the range's value, 3 the row's", () => {
    fc.assert(
      fc.property(cenarioArb(), dataArb, (c, d) => {
        const fontes = fontesDo(c)
        for (const hs of c.colaboradores) {
          const h = historicoVigente(hs, d)
          const s = salarioDoColaboradorEm(hs, d, fontes)
          if (!h) expect(s).toBeUndefined()
          else if (h.tipoSalario === 3) expect(s).toBe(h.salario)
          else if (h.tipoSalario === 1) expect(s).toBe(calcularSalarioHistorico({ tipo: 1, faixaSalarialId: h.faixaSalarialId! }, d, fontes))
          else expect(s).toBe(calcularSalarioHistorico(registroDoHistorico(h), d, fontes))
        }
      }),
    )
  })

  it('a value row is its value at every date from its own until the next row', () => {
    fc.assert(
      fc.property(valorArb, dataArb, dataArb, (v, inicio, d) => {
        const fontes = { historicosFaixas: new Map([[1, [{ data: inicio, tipo: 3 as const, valor: v }]]]) }
        expect(calcularSalarioHistorico({ tipo: 1, faixaSalarialId: 1 }, d, fontes)).toBe(d >= inicio ? v : undefined)
      }),
    )
  })
})

describe('faixa salarial: regras da empresa', () => {
  it('CBO unless exempt; payroll code and description when integrated', () => {
    expect(regrasFaixaEmpresa({}, { dispensarCbo: false, acIntegra: false })).toEqual([{ field: 'cboId', message: CBO_OBRIGATORIO }])
    expect(regrasFaixaEmpresa({}, { dispensarCbo: true, acIntegra: true })).toEqual([
      { field: 'codigoAC', message: CODIGO_AC_OBRIGATORIO },
      { field: 'nomeACPessoal', message: NOME_AC_OBRIGATORIO },
    ])
    fc.assert(
      fc.property(fc.option(fc.nat()), fc.option(fc.string()), fc.option(fc.string()), fc.boolean(), fc.boolean(), (cboId, codigoAC, nomeACPessoal, dispensarCbo, acIntegra) => {
        const campos = regrasFaixaEmpresa({ cboId, codigoAC, nomeACPessoal }, { dispensarCbo, acIntegra }).map((e) => e.field)
        expect(campos.includes('cboId')).toBe(!dispensarCbo && cboId == null)
        expect(campos.includes('codigoAC')).toBe(acIntegra && !codigoAC)
        expect(campos.includes('nomeACPessoal')).toBe(acIntegra && !nomeACPessoal)
      }),
    )
  })

  it('transferir: a new name is refused when the target cargo or an earlier new range has it (case and accents aside)', () => {
    expect(nomesRepetidos(['Júnior', 'Pleno', 'junior'], ['Sênior'])).toEqual([{ field: 'faixas.2.nome', message: NOME_REPETIDO }])
    expect(nomesRepetidos(['Senior '], ['Sênior'])).toEqual([{ field: 'faixas.0.nome', message: NOME_REPETIDO }])
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/)), fc.array(fc.stringMatching(/^[a-z]{1,6}$/)), (novos, existentes) => {
        const erros = nomesRepetidos(novos, existentes)
        expect(erros.map((e) => Number(e.field.split('.')[1]))).toEqual(novos.flatMap((n, i) => (existentes.includes(n) ? [i] : [])))
      }),
    )
  })
})
