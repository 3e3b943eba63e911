import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isCAEPF } from 'validation-br'
import {
  CAEPF_INVALIDO,
  CaepfSchema,
  calcularDvCaepf,
  formatarCaepf,
  normalizarCaepf,
  validarCaepf,
} from '../../../../core/shared/br/caepf.ts'
import { caepfValido, cadeia, digitos, dvCaepfReferencia, trocarDigito } from '../../arbitraries.ts'
import { decodificar } from '../../schema.ts'

describe('CAEPF', () => {
  it('hand example 411.422.600/001-01: CNPJ-style dv 8 and 9, 89 + 12 = 101 → 01', () => {
    expect(calcularDvCaepf('411422600001')).toBe('01')
    expect(validarCaepf('411.422.600/001-01')).toBe(true)
    expect(validarCaepf('411.422.600/001-89')).toBe(false)
  })

  it('rejects repeated digits, bad lengths and letters', () => {
    for (let i = 0; i <= 9; i++) expect(validarCaepf(String(i).repeat(14))).toBe(false)
    expect(validarCaepf('4114226000010')).toBe(false)
    expect(validarCaepf('41142260000101a')).toBe(false)
  })

  it('matches the validation-br formulation of the check digits', () => {
    fc.assert(fc.property(digitos(12), (b) => {
        expect(calcularDvCaepf(b)).toBe(dvCaepfReferencia(b))
      }), { numRuns: 3000 })
  })

  it('generated valid CAEPFs pass and round-trip through the mask 000.000.000/000-00', () => {
    fc.assert(
      fc.property(caepfValido, (c) => {
        const f = formatarCaepf(c)
        expect(f).toMatch(/^\d{3}\.\d{3}\.\d{3}\/\d{3}-\d{2}$/)
        expect(validarCaepf(c) && validarCaepf(f)).toBe(true)
        expect(normalizarCaepf(f)).toBe(c)
      }),
    )
  })

  it('changing either check digit makes a valid CAEPF invalid', () => {
    fc.assert(
      fc.property(caepfValido, fc.constantFrom(12, 13), fc.integer({ min: 1, max: 9 }), (c, i, k) => {
        expect(validarCaepf(trocarDigito(c, i, k))).toBe(false)
      }),
    )
  })

  it('agrees with validation-br isCAEPF on valid, near-valid and random inputs', () => {
    const entradas = fc.oneof(
      caepfValido,
      caepfValido.map(formatarCaepf),
      fc.tuple(caepfValido, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 1, max: 9 })).map(([c, i, k]) => trocarDigito(c, i, k)),
      digitos(14),
      cadeia([...'0123456789./-'], 0, 20),
    )
    fc.assert(fc.property(entradas, (s) => {
        expect(validarCaepf(s)).toBe(isCAEPF(s))
      }), { numRuns: 3000 })
  })

  it('CaepfSchema uses the message "CAEPF inválido"', () => {
    expect(decodificar(CaepfSchema, '411.422.600/001-01')).toEqual({ ok: true, valor: '41142260000101' })
    expect(decodificar(CaepfSchema, '411.422.600/001-02')).toEqual({ ok: false, mensagens: [CAEPF_INVALIDO] })
  })
})
