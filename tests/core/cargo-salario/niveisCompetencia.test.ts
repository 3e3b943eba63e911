import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  DESCRICAO_MAXIMO,
  PERCENTUAL_ACIMA,
  PERCENTUAL_CASAS,
  PERCENTUAL_OBRIGATORIO,
  PESO_INVALIDO,
  eixoRadar,
  podeDesenharRadar,
  validarNivelCompetencia,
  validarPeso,
  valorGrafico,
} from '../../../core/cargo-salario/niveisCompetencia.ts'

describe('níveis de competência', () => {
  it('descricao required, max 60', () => {
    expect(validarNivelCompetencia({ descricao: 'Básico', ordem: 1 })).toEqual([])
    expect(validarNivelCompetencia({ descricao: ' ', ordem: 1 })).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }])
    expect(validarNivelCompetencia({ descricao: 'x'.repeat(61), ordem: 1 })).toEqual([{ field: 'descricao', message: DESCRICAO_MAXIMO }])
    expect(validarNivelCompetencia({ descricao: 'x'.repeat(60), ordem: 1 })).toEqual([])
  })

  it('weight: required, whole number with up to 5 digits', () => {
    expect(validarNivelCompetencia({ descricao: 'a' })).toEqual([{ field: 'ordem', message: 'Peso é obrigatório' }])
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 200_000 }), (p) => {
        expect(validarPeso(p)).toBe(p >= 0 && String(p).length <= 5)
      }),
    )
    expect(validarPeso(1.5)).toBe(false)
    expect(validarNivelCompetencia({ descricao: 'a', ordem: 100_000 })).toEqual([{ field: 'ordem', message: PESO_INVALIDO }])
  })

  it('minimum percentage: required only when considered, max 100 with 2 decimals', () => {
    expect(validarNivelCompetencia({ descricao: 'a', ordem: 1 }, { considerarPercentualMinimo: true })).toEqual([
      { field: 'percentual', message: PERCENTUAL_OBRIGATORIO },
    ])
    expect(validarNivelCompetencia({ descricao: 'a', ordem: 1, percentual: 100 }, { considerarPercentualMinimo: true })).toEqual([])
    expect(validarNivelCompetencia({ descricao: 'a', ordem: 1, percentual: 100.01 })).toEqual([{ field: 'percentual', message: PERCENTUAL_ACIMA }])
    expect(validarNivelCompetencia({ descricao: 'a', ordem: 1, percentual: 33.333 })).toEqual([{ field: 'percentual', message: PERCENTUAL_CASAS }])
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (c) => {
        expect(validarNivelCompetencia({ descricao: 'a', ordem: 1, percentual: c / 100 }, { considerarPercentualMinimo: true })).toEqual([])
      }),
    )
  })

  it('chart helpers', () => {
    expect(valorGrafico(66.666666)).toBe(66.67)
    expect(eixoRadar([1, 4, 2])).toEqual({ min: 0, max: 4, passo: 1 })
    expect(eixoRadar([])).toEqual({ min: 0, max: 0, passo: 1 })
    expect(podeDesenharRadar({ labels: ['a'], competenciasColaborador: [1], competenciasFaixaSalariais: [2] })).toBe(true)
    expect(podeDesenharRadar({ labels: ['a'], competenciasColaborador: [], competenciasFaixaSalariais: [2] })).toBe(false)
  })
})
