import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  carimboEmSaoPaulo,
  ANO_OBRIGATORIO,
  DATA_ADMISSAO_FUTURA,
  DATA_ADMISSAO_OBRIGATORIA,
  DATA_FINAL_INFERIOR,
  DATA_FINAL_OBRIGATORIA,
  DATA_INICIAL_OBRIGATORIA,
  adicionarDias,
  adicionarMeses,
  diaDaSemana,
  diaEmSaoPaulo,
  diasEntre,
  ehDataValida,
  limitesDoMes,
  validarAnoRelatorio,
  validarDataAdmissao,
  validarPeriodo,
} from '../../../core/shared/datas.ts'
import { dataIso } from '../arbitraries.ts'

describe('aritmética de datas', () => {
  it('ehDataValida agrees with a UTC Date round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (a, m, d) => {
        const s = `${String(a).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
        const dt = new Date(0)
        dt.setUTCFullYear(a, m - 1, d)
        const real = dt.getUTCFullYear() === a && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d
        expect(ehDataValida(s)).toBe(real)
      }),
      { numRuns: 3000 },
    )
    expect(ehDataValida('2024-02-29')).toBe(true)
    expect(ehDataValida('2100-02-29')).toBe(false)
    expect(ehDataValida('2000-02-29')).toBe(true)
    expect(ehDataValida('21/11/2026')).toBe(false)
    expect(ehDataValida('2026-1-01')).toBe(false)
  })

  it('adicionarDias and diasEntre are inverse; weekday advances by one per day', () => {
    fc.assert(
      fc.property(dataIso, fc.integer({ min: -40000, max: 40000 }), (d, n) => {
        const r = adicionarDias(d, n)
        expect(ehDataValida(r)).toBe(true)
        expect(diasEntre(d, r)).toBe(n)
        expect(diaDaSemana(r)).toBe((((diaDaSemana(d) + n) % 7) + 7) % 7)
        expect(n >= 0 ? r >= d : r < d).toBe(true)
      }),
    )
    expect(diaDaSemana('2026-11-21')).toBe(6)
    expect(diaDaSemana('2026-11-01')).toBe(0)
    expect(adicionarDias('2024-02-28', 1)).toBe('2024-02-29')
    expect(adicionarDias('2026-12-31', 1)).toBe('2027-01-01')
    expect(diasEntre('2026-01-01', '2027-01-01')).toBe(365)
  })

  it('adicionarMeses clamps the day to the end of the month', () => {
    expect(adicionarMeses('2026-01-31', 1)).toBe('2026-02-28')
    expect(adicionarMeses('2024-01-31', 1)).toBe('2024-02-29')
    expect(adicionarMeses('2026-11-21', -9)).toBe('2026-02-21')
    expect(adicionarMeses('2026-11-21', 2)).toBe('2027-01-21')
    fc.assert(
      fc.property(dataIso, fc.integer({ min: -600, max: 600 }), (d, n) => {
        const r = adicionarMeses(d, n)
        expect(ehDataValida(r)).toBe(true)
        const meses = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7))
        expect(meses(r) - meses(d)).toBe(n)
        expect(Number(r.slice(8))).toBeLessThanOrEqual(Number(d.slice(8)))
      }),
    )
  })

  it('limitesDoMes', () => {
    expect(limitesDoMes('2026-02')).toEqual({ inicio: '2026-02-01', fim: '2026-02-28' })
    expect(limitesDoMes('2024-02')).toEqual({ inicio: '2024-02-01', fim: '2024-02-29' })
    expect(limitesDoMes('2026-11')).toEqual({ inicio: '2026-11-01', fim: '2026-11-30' })
  })
})

describe('validarPeriodo', () => {
  it('requires both dates', () => {
    expect(validarPeriodo(undefined, '')).toEqual([
      { field: 'dataIni', message: DATA_INICIAL_OBRIGATORIA },
      { field: 'dataFim', message: DATA_FINAL_OBRIGATORIA },
    ])
    expect(DATA_INICIAL_OBRIGATORIA).toBe('Data inicial é obrigatória')
    expect(DATA_FINAL_OBRIGATORIA).toBe('Data final é obrigatória')
  })

  it('is valid exactly when end >= start', () => {
    fc.assert(
      fc.property(dataIso, dataIso, (a, b) => {
        const erros = validarPeriodo(a, b, { inicio: 'ini', fim: 'fim' })
        expect(erros).toEqual(b < a ? [{ field: 'fim', message: DATA_FINAL_INFERIOR }] : [])
      }),
    )
    expect(DATA_FINAL_INFERIOR).toBe('Data final inferior a data inicial.')
  })

  it('flags impossible dates', () => {
    expect(validarPeriodo('2026-02-30', '2026-03-01')).toEqual([{ field: 'dataIni', message: 'Data inválida' }])
  })
})

describe('data de admissão', () => {
  it('required and not after today', () => {
    expect(validarDataAdmissao(undefined, '2026-11-21')).toEqual([{ field: 'dataAdmissao', message: DATA_ADMISSAO_OBRIGATORIA }])
    expect(DATA_ADMISSAO_OBRIGATORIA).toBe('Data de Admissão é obrigatória')
    expect(DATA_ADMISSAO_FUTURA).toBe('A data de admissão deve ser igual ou anterior a data atual')
    fc.assert(
      fc.property(dataIso, dataIso, (adm, hoje) => {
        expect(validarDataAdmissao(adm, hoje)).toEqual(adm > hoje ? [{ field: 'dataAdmissao', message: DATA_ADMISSAO_FUTURA }] : [])
      }),
    )
  })
})

describe('ano do relatório', () => {
  it('required, integer between 1900 and the current year', () => {
    expect(validarAnoRelatorio(undefined, '2026-11-21')).toEqual([{ field: 'ano', message: ANO_OBRIGATORIO }])
    expect(validarAnoRelatorio('  ', '2026-11-21')).toEqual([{ field: 'ano', message: 'Ano é obrigatório' }])
    expect(validarAnoRelatorio(2027, '2026-11-21')).toEqual([{ field: 'ano', message: 'O ano deve estar entre 1900 e 2026' }])
    expect(validarAnoRelatorio(2026.5, '2026-11-21')).toHaveLength(1)
    expect(validarAnoRelatorio('20a6', '2026-11-21')).toHaveLength(1)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), dataIso, fc.boolean(), (ano, hoje, texto) => {
        const atual = Number(hoje.slice(0, 4))
        const ok = ano >= 1900 && ano <= atual
        expect(validarAnoRelatorio(texto ? String(ano) : ano, hoje)).toEqual(
          ok ? [] : [{ field: 'ano', message: `O ano deve estar entre 1900 e ${atual}` }],
        )
      }),
    )
  })
})

describe('carimboEmSaoPaulo', () => {
  it('a hora de São Paulo (UTC−3), também na virada do dia', () => {
    expect(carimboEmSaoPaulo(Date.parse('2026-11-27T00:40:20.123Z'))).toBe('20261126-214020')
    expect(carimboEmSaoPaulo(Date.parse('2026-01-01T03:00:00Z'))).toBe('20260101-000000')
  })
  it('a ordem dos nomes é a ordem do tempo', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 1000, max: 1e10 }), (t, d) => carimboEmSaoPaulo(t) < carimboEmSaoPaulo(t + d)))
  })
})

describe('calendário em aritmética (sem Date)', () => {
  // The Date-based forms the arithmetic replaced: the reference.
  const porDate = (data: string) => {
    const [a, m, d] = data.split('-').map(Number)
    const dt = new Date(0)
    dt.setUTCFullYear(a ?? 0, (m ?? 1) - 1, d ?? 1)
    return dt.getTime()
  }
  const deDate = (ms: number) => {
    const dt = new Date(ms)
    return `${String(dt.getUTCFullYear()).padStart(4, '0')}-${String(dt.getUTCMonth() + 1).padStart(2, '0')}-${String(dt.getUTCDate()).padStart(2, '0')}`
  }
  const dataArb = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))

  it('adicionarDias, diasEntre and diaDaSemana agree with Date on years 1 to 9999', () => {
    fc.assert(
      fc.property(dataArb, fc.integer({ min: -40_000, max: 40_000 }), (data, n) => {
        const alvo = porDate(data) + n * 86_400_000
        fc.pre(alvo >= porDate('0001-01-01') && alvo <= porDate('9999-12-31'))
        expect(adicionarDias(data, n)).toBe(deDate(alvo))
        expect(diasEntre(data, deDate(alvo))).toBe(n)
        expect(diaDaSemana(data)).toBe(new Date(porDate(data)).getUTCDay())
      }),
      { numRuns: 2000 },
    )
  })

  it('an out-of-range day carries over as Date does (2026-02-31 + 0 = 2026-03-03); São Paulo day of an instant', () => {
    expect(adicionarDias('2026-02-31', 0)).toBe('2026-03-03')
    expect(adicionarDias('2024-02-28', 1)).toBe('2024-02-29')
    expect(adicionarDias('2100-02-28', 1)).toBe('2100-03-01')
    expect(diaEmSaoPaulo(Date.parse('2026-11-27T02:30:00Z'))).toBe('2026-11-26')
    expect(diaEmSaoPaulo(Date.parse('2026-11-27T03:00:00Z'))).toBe('2026-11-27')
  })
})
