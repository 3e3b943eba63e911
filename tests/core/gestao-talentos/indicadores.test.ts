import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  absenteismoMensal,
  calcularAbsenteismo,
  calcularTurnover,
  diasUteisDoMes,
  diasUteisNoIntervalo,
  faltasNoMes,
  headcountEm,
  turnover,
} from '../../../core/gestao-talentos/indicadores.ts'
import { adicionarDias, diaDaSemana, limitesDoMes } from '../../../core/shared/datas.ts'
import { dataIso, mesIso } from '../arbitraries.ts'

// naive day-by-day count, the reference for the closed form
const uteisIngenuo = (ini: string, fim: string, feriados: ReadonlyArray<string>) => {
  let n = 0
  for (let d = ini; d <= fim; d = adicionarDias(d, 1)) {
    const s = diaDaSemana(d)
    if (s >= 1 && s <= 5 && !feriados.includes(d)) n++
  }
  return n
}

const FERIADOS_2026 = ['2026-11-02', '2026-11-15', '2026-11-20', '2026-12-25']

describe('dias úteis', () => {
  it('hand examples: November 2026 has 21 weekdays, minus Finados (Mon) and Consciência Negra (Fri); 15/11 is a Sunday', () => {
    expect(diasUteisDoMes('2026-11')).toBe(21)
    expect(diasUteisDoMes('2026-11', FERIADOS_2026)).toBe(19)
    expect(diasUteisDoMes('2026-12', FERIADOS_2026)).toBe(22)
    expect(diasUteisDoMes('2026-02')).toBe(20)
  })

  it('closed form agrees with a day-by-day count', () => {
    fc.assert(
      fc.property(dataIso, fc.integer({ min: -3, max: 120 }), fc.array(fc.integer({ min: -5, max: 125 }), { maxLength: 8 }), (ini, n, offs) => {
        const fim = adicionarDias(ini, n)
        const feriados = offs.map((o) => adicionarDias(ini, o))
        expect(diasUteisNoIntervalo(ini, fim, feriados)).toBe(uteisIngenuo(ini, fim, feriados))
      }),
      { numRuns: 1000 },
    )
  })

  it('a month has between 20 and 23 weekdays', () => {
    fc.assert(
      fc.property(mesIso, (m) => {
        const n = diasUteisDoMes(m)
        expect(n).toBeGreaterThanOrEqual(20)
        expect(n).toBeLessThanOrEqual(23)
      }),
    )
  })

  it('faltasNoMes counts only the working days of each absence inside the month', () => {
    const periodos = [
      { inicio: '2026-10-29', fim: '2026-11-03' }, // Thu 29 … Tue 3/11: in November Mon 2 (holiday) and Tue 3 → 1
      { inicio: '2026-11-21' }, // Saturday → 0
      { inicio: '2026-11-24', fim: '2026-11-24' }, // Tuesday → 1
      { inicio: '2026-11-30', fim: '2026-12-02' }, // Mon 30 → 1
    ]
    expect(faltasNoMes(periodos, '2026-11', FERIADOS_2026)).toBe(3)
    expect(faltasNoMes(periodos, '2026-12', FERIADOS_2026)).toBe(2)
    expect(faltasNoMes(periodos, '2026-10', FERIADOS_2026)).toBe(2)
  })
})

describe('absenteísmo', () => {
  it('hand example over two months', () => {
    // Nov/2026: 19 absences / (10 × 19 working days) × 100 = 10 %
    // Dec/2026: 11 absences / (20 × 22) × 100 = 2,5 %; period = (10 + 2,5) / 2 = 6,25 %
    const { linha, mensal } = calcularAbsenteismo({
      empresaNome: 'Empresa A',
      meses: [
        { mes: '2026-11', qtdFaltas: 19, qtdTalentosAtivosInicioMes: 10 },
        { mes: '2026-12', qtdFaltas: 11, qtdTalentosAtivosInicioMes: 20 },
      ],
      feriados: FERIADOS_2026,
      meta: 3,
    })
    expect(linha).toEqual({ empresaNome: 'Empresa A', qtdTotalFaltas: 30, qtdDiasTrabalhados: 41, absenteismo: 6.25, meta: 3 })
    expect(mensal.map((m) => m.absenteismo)).toEqual([10, 2.5])
  })

  it('zero denominators give 0', () => {
    expect(absenteismoMensal(5, 0, 20)).toBe(0)
    expect(absenteismoMensal(5, 10, 0)).toBe(0)
    expect(calcularAbsenteismo({ empresaNome: 'X', meses: [] }).linha).toEqual({
      empresaNome: 'X',
      qtdTotalFaltas: 0,
      qtdDiasTrabalhados: 0,
      absenteismo: 0,
      meta: null,
    })
  })

  it('monthly value is within [0, 100] when absences do not exceed talent-days, and the period is their mean', () => {
    const mes = fc.record({ mes: mesIso, qtdTalentosAtivosInicioMes: fc.integer({ min: 0, max: 500 }), fracao: fc.double({ min: 0, max: 1, noNaN: true }) })
    fc.assert(
      fc.property(fc.array(mes, { minLength: 1, maxLength: 12 }), (ms) => {
        const meses = ms.map((m) => ({
          mes: m.mes,
          qtdTalentosAtivosInicioMes: m.qtdTalentosAtivosInicioMes,
          qtdFaltas: Math.floor(m.fracao * m.qtdTalentosAtivosInicioMes * diasUteisDoMes(m.mes)),
        }))
        const { linha, mensal } = calcularAbsenteismo({ empresaNome: 'E', meses })
        for (const p of mensal) {
          expect(p.absenteismo).toBeGreaterThanOrEqual(0)
          expect(p.absenteismo).toBeLessThanOrEqual(100)
        }
        const media = mensal.reduce((s, p) => s + p.absenteismo, 0) / mensal.length
        expect(Math.abs(linha.absenteismo - media)).toBeLessThanOrEqual(0.01)
        expect(linha.qtdTotalFaltas).toBe(meses.reduce((s, m) => s + m.qtdFaltas, 0))
        const minimo = Math.min(...mensal.map((p) => p.absenteismo))
        const maximo = Math.max(...mensal.map((p) => p.absenteismo))
        expect(linha.absenteismo).toBeGreaterThanOrEqual(minimo - 0.01)
        expect(linha.absenteismo).toBeLessThanOrEqual(maximo + 0.01)
      }),
    )
  })
})

describe('turnover', () => {
  it('hand example: ((10 + 6) / 2) / ((100 + 104) / 2) × 100 = 7,84 %', () => {
    expect(turnover(10, 6, 100, 104)).toBeCloseTo(7.843137, 5)
    expect(calcularTurnover({ empresaNome: 'Empresa A', admissoes: 10, demissoes: 6, headcountInicio: 100, headcountFim: 104, meta: 5 })).toEqual({
      empresaNome: 'Empresa A',
      qtdAdmitidos: 10,
      qtdDemitidos: 6,
      media: 7.84,
      meta: 5,
    })
  })

  it('zero headcount gives 0; values are non-negative and grow with movements', () => {
    expect(turnover(3, 2, 0, 0)).toBe(0)
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(5000), fc.nat(5000), fc.integer({ min: 1, max: 50 }), (a, d, hi, hf, extra) => {
        const t = turnover(a, d, hi, hf)
        expect(t).toBeGreaterThanOrEqual(0)
        if (hi + hf > 0) {
          expect(t).toBeCloseTo(((a + d) / 2 / ((hi + hf) / 2)) * 100, 9)
          expect(turnover(a + extra, d, hi, hf)).toBeGreaterThan(t)
        }
        const linha = calcularTurnover({ empresaNome: 'E', admissoes: a, demissoes: d, headcountInicio: hi, headcountFim: hf })
        expect(Math.abs(linha.media - t)).toBeLessThanOrEqual(0.005 + 1e-9)
      }),
    )
  })

  it('headcountEm counts admitted on or before the date and not yet dismissed', () => {
    const talentos = [
      { dataAdmissao: '2026-01-10' },
      { dataAdmissao: '2026-03-01', dataDesligamento: '2026-06-30' },
      { dataAdmissao: '2026-07-01', dataDesligamento: null },
    ]
    expect(headcountEm(talentos, '2026-01-09')).toBe(0)
    expect(headcountEm(talentos, '2026-06-30')).toBe(2)
    expect(headcountEm(talentos, '2026-07-01')).toBe(2)
    expect(headcountEm(talentos, limitesDoMes('2026-03').inicio)).toBe(2)
  })
})
