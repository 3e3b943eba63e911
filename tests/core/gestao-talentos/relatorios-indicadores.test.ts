import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { completarAbsenteismo, faltasDoPerfil, totalAbsenteismo } from '../../../core/gestao-talentos/relatorios/absenteismo.ts'
import { mesesDoPeriodo, trechosMensais } from '../../../core/gestao-talentos/relatorios/comum.ts'
import { completarTurnover, totalTurnover } from '../../../core/gestao-talentos/relatorios/indicador-turnover.ts'
import { headcountEm } from '../../../core/gestao-talentos/indicadores.ts'
import type { Linha } from '../../../core/shared/consulta.ts'
import { adicionarDias, diaDaSemana, limitesDoMes } from '../../../core/shared/datas.ts'

// Histories inside 2024–2025: days are offsets from 2024-01-01.
const BASE = '2024-01-01'
const dia = (n: number) => adicionarDias(BASE, n)
const diaArb = fc.integer({ min: 0, max: 729 })

interface Talento {
  readonly dataAdmissao: string
  readonly dataDesligamento: string | null
  readonly faltas: ReadonlyArray<{ readonly inicio: string; readonly fim: string | null; readonly afastamento: boolean }>
}

const talentoArb: fc.Arbitrary<Talento> = fc
  .record({
    adm: diaArb,
    dur: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
    faltas: fc.array(fc.record({ off: fc.integer({ min: 0, max: 400 }), len: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }), afastamento: fc.boolean() }), { maxLength: 5 }),
  })
  .map(({ adm, dur, faltas }) => {
    const fimVinculo = dur === null ? null : adm + dur
    return {
      dataAdmissao: dia(adm),
      dataDesligamento: fimVinculo === null ? null : dia(fimVinculo),
      // within the employment, as the absence rules demand; an open leave (fim null) runs until it ends
      faltas: faltas
        .map((f) => ({ ini: adm + f.off, len: f.len, afastamento: f.afastamento }))
        .filter((f) => fimVinculo === null || f.ini <= fimVinculo)
        .map((f) => ({
          inicio: dia(f.ini),
          fim: f.len === null ? (f.afastamento ? null : dia(f.ini)) : dia(fimVinculo === null ? f.ini + f.len : Math.min(f.ini + f.len, fimVinculo)),
          afastamento: f.afastamento,
        })),
    }
  })

const ehUtil = (d: string) => diaDaSemana(d) >= 1 && diaDaSemana(d) <= 5
const ativoEm = (t: Talento, d: string) => t.dataAdmissao <= d && (t.dataDesligamento === null || t.dataDesligamento >= d)

/** Naive oracle, day by day: spec 001 §9 absenteeism of the months [mesIni, mesFim]. */
const absenteismoIngenuo = (talentos: ReadonlyArray<Talento>, meses: ReadonlyArray<string>) => {
  const valores = meses.map((m) => {
    const { inicio, fim } = limitesDoMes(m)
    let ativos = 0
    for (const t of talentos) if (ativoEm(t, inicio)) ativos++
    let uteis = 0
    let faltas = 0
    for (let d = inicio; d <= fim; d = adicionarDias(d, 1)) {
      if (!ehUtil(d)) continue
      uteis++
      for (const t of talentos) {
        const ausente = t.faltas.some((f) => f.inicio <= d && d <= (f.fim ?? (f.afastamento ? (t.dataDesligamento ?? '9999-12-31') : f.inicio)))
        if (ausente) faltas++
      }
    }
    return { faltas, valor: ativos * uteis > 0 ? (faltas / (ativos * uteis)) * 100 : 0 }
  })
  return { valores, media: valores.length ? valores.reduce((a, v) => a + v.valor, 0) / valores.length : 0 }
}

/**
 * What the SQL gathers: the months with the talents active on their 1st, and the absence profile (here each day's absent
 * people as one-day stretches; an open leave runs to the dismissal or the report's end).
 */
const linhasSql = (talentos: ReadonlyArray<Talento>, meses: ReadonlyArray<string>): ReadonlyArray<Linha> => {
  const { inicio } = limitesDoMes(meses[0]!)
  const fimRelatorio = limitesDoMes(meses[meses.length - 1]!).fim
  const perfil: Linha[] = []
  for (let d = inicio; d <= fimRelatorio; d = adicionarDias(d, 1)) {
    const n = talentos.filter((t) => t.faltas.some((f) => f.inicio <= d && d <= (f.fim ?? (f.afastamento ? (t.dataDesligamento ?? fimRelatorio) : f.inicio)))).length
    if (n) perfil.push({ tipo: 'entra', dia: d, n }, { tipo: 'sai', dia: d, n })
  }
  return [...meses.map((m) => ({ tipo: 'mes', mes: m, ativos: headcountEm(talentos, limitesDoMes(m).inicio) })), ...perfil]
}

const perto = (a: unknown, b: number) => expect(Math.abs(Number(a) - Math.round(b * 100) / 100)).toBeLessThanOrEqual(0.0100001)

describe('absenteísmo (spec 001 §9) contra um oráculo dia a dia', () => {
  it('each month and the column (sum of the monthly values / months shown) agree with the day-by-day count', () => {
    fc.assert(
      fc.property(fc.array(talentoArb, { maxLength: 8 }), fc.integer({ min: 0, max: 22 }), fc.integer({ min: 1, max: 6 }), (talentos, m0, n) => {
        const meses = mesesDoPeriodo(dia(m0 * 31).slice(0, 7), dia(m0 * 31 + (n - 1) * 31).slice(0, 7))
        const linhas = completarAbsenteismo(linhasSql(talentos, meses))
        const oraculo = absenteismoIngenuo(talentos, meses)
        expect(linhas.map((l) => l['mesAno'])).toEqual(meses)
        linhas.forEach((l, i) => {
          expect(l['qtdFaltas']).toBe(oraculo.valores[i]!.faltas)
          perto(l['absenteismo'], oraculo.valores[i]!.valor)
        })
        perto(totalAbsenteismo(linhas)['absenteismo'], oraculo.media)
      }),
      { numRuns: 150 },
    )
  })

  it('hand example: 2 talents in March 2024 (21 working days), one absent Friday 1st to Monday 4th (2 working days) → 4,76%', () => {
    const talentos: Talento[] = [
      { dataAdmissao: '2023-01-01', dataDesligamento: null, faltas: [{ inicio: '2024-03-01', fim: '2024-03-04', afastamento: false }] },
      { dataAdmissao: '2023-01-01', dataDesligamento: null, faltas: [] },
    ]
    const [l] = completarAbsenteismo(linhasSql(talentos, ['2024-03']))
    expect(l).toMatchObject({ qtdTalentosAtivos: 2, qtdDiasTrabalhados: 21, qtdFaltas: 2, absenteismo: 4.76 })
  })

  it('the profile: 2 people absent Wednesday 6 to Tuesday 12 March 2024, one of them from Friday 8 on → 5 + 3 working days', () => {
    const perfil = [
      { dia: '2024-03-06', entram: 1, saem: 0 },
      { dia: '2024-03-08', entram: 1, saem: 0 },
      { dia: '2024-03-12', entram: 0, saem: 2 },
    ]
    expect(faltasDoPerfil(perfil, ['2024-03', '2024-04'])).toEqual(new Map([['2024-03', 8], ['2024-04', 0]]))
  })
})

/** Naive oracle, day by day: turnover of [ini, fim] by exact dates. */
const turnoverIngenuo = (talentos: ReadonlyArray<Talento>, ini: string, fim: string) => {
  let adm = 0
  let dem = 0
  for (let d = ini; d <= fim; d = adicionarDias(d, 1))
    for (const t of talentos) {
      if (t.dataAdmissao === d) adm++
      if (t.dataDesligamento === d) dem++
    }
  const hi = talentos.filter((t) => ativoEm(t, ini)).length
  const hf = talentos.filter((t) => ativoEm(t, fim)).length
  return { adm, dem, valor: hi + hf > 0 ? ((adm + dem) / 2 / ((hi + hf) / 2)) * 100 : 0 }
}

/** What the SQL gathers: per month clipped to the period, headcount on its first and last days, admissions and dismissals. */
const linhasTurnover = (talentos: ReadonlyArray<Talento>, ini: string, fim: string): ReadonlyArray<Linha> =>
  trechosMensais(ini, fim).map((t) => ({
    mesAno: t.mes,
    inicio: t.inicio,
    fim: t.fim,
    headcountInicio: headcountEm(talentos, t.inicio),
    headcountFim: headcountEm(talentos, t.fim),
    qtdAdmitidos: talentos.filter((x) => x.dataAdmissao >= t.inicio && x.dataAdmissao <= t.fim).length,
    qtdDemitidos: talentos.filter((x) => x.dataDesligamento !== null && x.dataDesligamento >= t.inicio && x.dataDesligamento <= t.fim).length,
  }))

describe('turnover (spec 001 §9: dia, mês e ano) contra um oráculo dia a dia', () => {
  it('the period and each month clipped to it agree with the day-by-day count', () => {
    fc.assert(
      fc.property(fc.array(talentoArb, { maxLength: 10 }), diaArb, fc.integer({ min: 0, max: 300 }), (talentos, a, n) => {
        const ini = dia(a)
        const fim = dia(a + n)
        const linhas = linhasTurnover(talentos, ini, fim).map(completarTurnover)
        expect(linhas[0]!['inicio']).toBe(ini)
        expect(linhas[linhas.length - 1]!['fim']).toBe(fim)
        for (const l of linhas) perto(l['media'], turnoverIngenuo(talentos, String(l['inicio']), String(l['fim'])).valor)
        const o = turnoverIngenuo(talentos, ini, fim)
        const total = totalTurnover(linhas)
        expect([total['qtdAdmitidos'], total['qtdDemitidos']]).toEqual([o.adm, o.dem])
        perto(total['media'], o.valor)
      }),
      { numRuns: 150 },
    )
  })

  it('hand example: exact days differ from the full month', () => {
    const talentos: Talento[] = [
      { dataAdmissao: '2023-01-01', dataDesligamento: '2024-03-05', faltas: [] },
      { dataAdmissao: '2023-01-01', dataDesligamento: null, faltas: [] },
      { dataAdmissao: '2024-03-20', dataDesligamento: null, faltas: [] },
    ]
    // March 10–31: one admission; headcount 1 → 2, mean 1.5: (1/2)/1.5 = 33,33%
    expect(totalTurnover(linhasTurnover(talentos, '2024-03-10', '2024-03-31').map(completarTurnover))['media']).toBe(33.33)
    // the full month: one admission, one dismissal; headcount 2 → 2: (2/2)/2 = 50%
    expect(totalTurnover(linhasTurnover(talentos, '2024-03-01', '2024-03-31').map(completarTurnover))['media']).toBe(50)
  })
})
