import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  PERCENTUAL_DISSIDIO_ACIMA,
  VALOR_DISSIDIO_ACIMA,
  VALOR_NAO_ZERO,
  aplicarPercentualSobre,
  aplicarReajuste,
  calcularSalarioHistorico,
  diferencaSalarial,
  dividirArredondando,
  formatarPercentual,
  historicoVigente,
  multiplicarPorQuantidade,
  percentualParaMilesimos,
  validarDissidio,
  validarHistoricoFaixa,
  validarHistoricoIndice,
  type HistoricoFaixaSalarial,
} from '../../../core/cargo-salario/salario.ts'
import { dataIso } from '../arbitraries.ts'

const historicosFaixa: ReadonlyArray<HistoricoFaixaSalarial> = [
  { data: '2025-01-01', tipo: 3, valor: 300_000 },
  { data: '2026-03-01', tipo: 2, indiceId: 1, quantidade: 1.5 },
]
const historicosIndice = new Map([[1, [{ data: '2026-01-01', valor: 151_800 }, { data: '2026-06-01', valor: 160_000 }]]])

describe('arredondamento', () => {
  it('half away from zero', () => {
    expect(dividirArredondando(5n, 2n)).toBe(3n)
    expect(dividirArredondando(-5n, 2n)).toBe(-3n)
    expect(dividirArredondando(7n, 3n)).toBe(2n)
    expect(dividirArredondando(5025n, 1000n)).toBe(5n)
    expect(dividirArredondando(5n, -2n)).toBe(-3n)
  })

  it('is the nearest integer, ties away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (n, d) => {
        const q = dividirArredondando(n, d)
        const resto = n - q * d // n/d - q = resto/d
        expect(2n * (resto < 0n ? -resto : resto) <= d).toBe(true)
        if (2n * (resto < 0n ? -resto : resto) === d) expect(resto < 0n === n > 0n).toBe(true) // a tie went away from zero
        expect(dividirArredondando(-n, d)).toBe(-q)
      }),
    )
  })
})

describe('salário por tipo', () => {
  it('hand examples', () => {
    const fontes = { historicosFaixa, historicosIndice }
    expect(calcularSalarioHistorico({ tipo: 3, valor: 250_000 }, '2026-01-01')).toBe(250_000)
    expect(calcularSalarioHistorico({ tipo: 1 }, '2024-12-31', fontes)).toBeUndefined()
    expect(calcularSalarioHistorico({ tipo: 1 }, '2025-01-01', fontes)).toBe(300_000)
    expect(calcularSalarioHistorico({ tipo: 1 }, '2026-02-28', fontes)).toBe(300_000)
    // index R$ 1.518,00 × 1,5 = R$ 2.277,00
    expect(calcularSalarioHistorico({ tipo: 1 }, '2026-03-10', fontes)).toBe(227_700)
    // from June the index is R$ 1.600,00 → R$ 2.400,00
    expect(calcularSalarioHistorico({ tipo: 1 }, '2026-06-01', fontes)).toBe(240_000)
    expect(calcularSalarioHistorico({ tipo: 2, indiceId: 1, quantidade: 2.25 }, '2026-02-01', fontes)).toBe(341_550)
    expect(calcularSalarioHistorico({ tipo: 2, indiceId: 2, quantidade: 1 }, '2026-02-01', fontes)).toBeUndefined()
    expect(calcularSalarioHistorico({ tipo: 2, indiceId: 1, quantidade: 1 }, '2026-02-01', { historicosIndice: { 1: [{ data: '2026-01-01', valor: 100 }] } })).toBe(100)
  })

  it('historicoVigente picks the latest entry not after the date', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ data: dataIso, id: fc.nat() }), { maxLength: 10 }), dataIso, (hs, data) => {
        const v = historicoVigente(hs, data)
        const elegiveis = hs.filter((h) => h.data <= data)
        if (elegiveis.length === 0) expect(v).toBeUndefined()
        else {
          expect(v?.data).toBe(elegiveis.map((h) => h.data).sort().at(-1))
          expect(v).toBe(elegiveis.filter((h) => h.data === v?.data).at(-1))
        }
      }),
    )
  })

  it('index × quantity is rounded to the nearest centavo', () => {
    expect(multiplicarPorQuantidade(1005, 0.5)).toBe(503)
    expect(multiplicarPorQuantidade(1001, 1.0005)).toBe(1002)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (v, q4) => {
        const r = multiplicarPorQuantidade(v, q4 / 10_000)
        expect(Math.abs(r * 10_000 - v * q4)).toBeLessThanOrEqual(5_000)
      }),
    )
  })
})

describe('reajuste', () => {
  it('hand examples', () => {
    expect(aplicarReajuste(300_000, 1, 12_500)).toBe(337_500) // +12,5 %
    expect(aplicarReajuste(300_000, 2, 15_000)).toBe(315_000) // +R$ 150,00
    expect(aplicarPercentualSobre(1005, 50_000)).toBe(503) // 10,05 × 50 % = 5,025 → 5,03
    expect(aplicarPercentualSobre(1005, -50_000)).toBe(-503)
    expect(percentualParaMilesimos(12.5)).toBe(12_500)
    expect(formatarPercentual(12_500)).toBe('12,5%')
    expect(formatarPercentual(999_999)).toBe('999,999%')
  })

  it('percentage adjustment is within half a centavo of the exact value and monotone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 999_999 }), (s, p) => {
        const r = aplicarReajuste(s, 1, p)
        expect(Math.abs((r - s) * 100_000 - s * p)).toBeLessThanOrEqual(50_000)
        expect(r).toBeGreaterThanOrEqual(s)
        expect(aplicarReajuste(s, 1, p + 1)).toBeGreaterThanOrEqual(r)
      }),
    )
  })

  it('diferencaSalarial', () => {
    expect(diferencaSalarial(300_000, 337_500)).toEqual({ valor: 37_500, percentual: 12_500 })
    expect(diferencaSalarial(0, 100)).toEqual({ valor: 100, percentual: undefined })
    expect(diferencaSalarial(300_000, 300_001)).toEqual({ valor: 1, percentual: 0 })
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 0, max: 500_000 }), (s, p) => {
        const novo = aplicarReajuste(s, 1, p)
        const d = diferencaSalarial(s, novo)
        expect(d.valor).toBe(novo - s)
        // the recovered percentage is off by at most the rounding of the new salary
        expect(Math.abs((d.percentual ?? 0) - p)).toBeLessThanOrEqual(Math.ceil(50_000 / s) + 1)
      }),
    )
  })
})

describe('validações', () => {
  it('dissídio by value: required, not zero, at most 999.999,99', () => {
    expect(validarDissidio({ tipoReajuste: 2, valorDissidio: 99_999_999 })).toEqual([])
    expect(validarDissidio({ tipoReajuste: 2, valorDissidio: 100_000_000 })).toEqual([{ field: 'valorDissidio', message: VALOR_DISSIDIO_ACIMA }])
    expect(validarDissidio({ tipoReajuste: 2, valorDissidio: 0 })).toEqual([{ field: 'valorDissidio', message: 'O valor não pode ser 0 (zero)' }])
    expect(validarDissidio({ tipoReajuste: 2 })).toEqual([{ field: 'valorDissidio', message: 'Valor é obrigatório' }])
    expect(VALOR_NAO_ZERO).toBe('O valor não pode ser 0 (zero)')
  })

  it('dissídio by percentage: not zero, at most 999,999 %', () => {
    expect(validarDissidio({ tipoReajuste: 1, valorDissidio: 999_999 })).toEqual([])
    expect(validarDissidio({ tipoReajuste: 1, valorDissidio: 1_000_000 })).toEqual([{ field: 'valorDissidio', message: PERCENTUAL_DISSIDIO_ACIMA }])
    expect(validarDissidio({ tipoReajuste: 1, valorDissidio: 0 })).toEqual([{ field: 'valorDissidio', message: VALOR_NAO_ZERO }])
    expect(validarDissidio({ valorDissidio: 10 })).toEqual([{ field: 'tipoReajuste', message: 'Tipo de reajuste é obrigatório' }])
    fc.assert(
      fc.property(fc.constantFrom(1 as const, 2 as const), fc.integer({ min: -10, max: 200_000_000 }), (tipo, v) => {
        const max = tipo === 1 ? 999_999 : 99_999_999
        expect(validarDissidio({ tipoReajuste: tipo, valorDissidio: v }).length === 0).toBe(v >= 1 && v <= max)
      }),
    )
  })

  it('salary-range history', () => {
    expect(validarHistoricoFaixa({ data: '2026-01-01', tipo: 3, valor: 100 })).toEqual([])
    expect(validarHistoricoFaixa({ data: '2026-01-01', tipo: 3, valor: 0 })).toEqual([{ field: 'valor', message: 'Valor não pode ser 0 (zero) ou menor' }])
    expect(validarHistoricoFaixa({ data: '2026-01-01', tipo: 2, indiceId: 1, quantidade: 0 })).toEqual([
      { field: 'quantidade', message: 'Quantidade não pode ser 0 (zero) ou menor' },
    ])
    // spec 001 §5: quantity at least 1 (the message is the spec's)
    expect(validarHistoricoFaixa({ data: '2026-01-01', tipo: 2, indiceId: 1, quantidade: 0.5 })).toEqual([
      { field: 'quantidade', message: 'Quantidade não pode ser 0 (zero) ou menor' },
    ])
    expect(validarHistoricoFaixa({ data: '2026-01-01', tipo: 2, indiceId: 1, quantidade: 1 })).toEqual([])
    expect(validarHistoricoFaixa({ data: '2026-01-01', tipo: 2, indiceId: 1, quantidade: 1.5 })).toEqual([])
    expect(validarHistoricoFaixa({ tipo: 2 })).toEqual([
      { field: 'data', message: 'Data é obrigatória' },
      { field: 'indiceId', message: 'Índice é obrigatório' },
      { field: 'quantidade', message: 'Quantidade é obrigatória' },
    ])
    expect(validarHistoricoFaixa({ data: '2026-01-01' })).toEqual([{ field: 'tipo', message: 'Tipo é obrigatório' }])
  })

  it('index history', () => {
    expect(validarHistoricoIndice({ data: '2026-01-01', valor: 1 })).toEqual([])
    expect(validarHistoricoIndice({ data: '2026-01-01', valor: -1 })).toEqual([{ field: 'valor', message: 'Valor não pode ser 0 (zero) ou menor' }])
    expect(validarHistoricoIndice({ data: '2026-02-30', valor: 1 })).toEqual([{ field: 'data', message: 'Data inválida' }])
  })
})
