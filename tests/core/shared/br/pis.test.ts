import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isPIS } from 'validation-br'
import { PIS_INVALIDO, PisSchema, calcularDvPis, formatarPis, normalizarPis, validarPis } from '../../../../core/shared/br/pis.ts'
import { cadeia, digitos, pisValido, trocarDigito } from '../../arbitraries.ts'
import { decodificar } from '../../schema.ts'

describe('PIS/PASEP/NIT', () => {
  it('hand example: 268.27649.96-0 (Σ = 286, 286 mod 11 = 0, 11 - 0 = 11 → 0)', () => {
    expect(calcularDvPis('2682764996')).toBe('0')
    expect(validarPis('268.27649.96-0')).toBe(true)
    expect(validarPis('26827649960')).toBe(true)
    expect(validarPis('268.27649.96-1')).toBe(false)
  })

  it('rejects repeated digits, bad lengths and letters', () => {
    for (let i = 0; i <= 9; i++) expect(validarPis(String(i).repeat(11))).toBe(false)
    expect(validarPis('2682764996')).toBe(false)
    expect(validarPis('268276499600')).toBe(false)
    expect(validarPis('2682764996x')).toBe(false)
  })

  it('generated valid PIS pass and round-trip through the mask 000.00000.00-0', () => {
    fc.assert(
      fc.property(pisValido, (p) => {
        const f = formatarPis(p)
        expect(f).toMatch(/^\d{3}\.\d{5}\.\d{2}-\d$/)
        expect(validarPis(p) && validarPis(f)).toBe(true)
        expect(normalizarPis(f)).toBe(p)
      }),
    )
  })

  it('changing the check digit makes a valid PIS invalid', () => {
    fc.assert(
      fc.property(pisValido, fc.integer({ min: 1, max: 9 }), (p, k) => {
        expect(validarPis(trocarDigito(p, 10, k))).toBe(false)
      }),
    )
  })

  // Oracle: validation-br isPIS. Both strip '.', '-' (and white space) and reject repeated sequences.
  it('agrees with validation-br on valid, near-valid and random inputs', () => {
    const entradas = fc.oneof(
      pisValido,
      pisValido.map(formatarPis),
      fc.tuple(pisValido, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 })).map(([p, i, k]) => trocarDigito(p, i, k)),
      digitos(11),
      digitos(9, 13),
      cadeia([...'0123456789.-'], 0, 16),
    )
    fc.assert(
      fc.property(entradas, (s) => {
        expect(validarPis(s)).toBe(isPIS(s))
      }),
      { numRuns: 5000 },
    )
  })

  it('PisSchema uses the message "O número PIS é inválido"', () => {
    expect(decodificar(PisSchema, '268.27649.96-0')).toEqual({ ok: true, valor: '26827649960' })
    expect(decodificar(PisSchema, '268.27649.96-1')).toEqual({ ok: false, mensagens: [PIS_INVALIDO] })
    expect(PIS_INVALIDO).toBe('O número PIS é inválido')
  })
})
