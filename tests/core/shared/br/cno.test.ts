import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  CNO_INVALIDO,
  CNO_OBRIGATORIO,
  CnoSchema,
  calcularDvCno,
  formatarCno,
  normalizarCno,
  validarCno,
} from '../../../../core/shared/br/cno.ts'
import { cnoValido, digitos, dvCnoReferencia, trocarDigito } from '../../arbitraries.ts'
import { decodificar } from '../../schema.ts'

describe('CNO', () => {
  it('hand examples with weights 7,4,1,8,5,2,1,6,3,7,4', () => {
    // 1·7+2·4+3·1+4·8+5·5+6·2+7·1+8·6+9·3+0·7+1·4 = 173 → 7 + 3 = 10 → 0 → dv (10 - 0) mod 10 = 0
    expect(calcularDvCno('12345678901')).toBe('0')
    expect(validarCno('12.345.67890/10')).toBe(true)
    // 2·7 = 14 → 1 + 4 = 5 → dv 10 - 5 = 5
    expect(calcularDvCno('20000000000')).toBe('5')
    expect(validarCno('20.000.00000/05')).toBe(true)
    expect(validarCno('20.000.00000/04')).toBe(false)
    // 9·7 = 63 → 6 + 3 = 9 → dv 1
    expect(calcularDvCno('90000000000')).toBe('1')
  })

  it('rejects repeated digits, bad lengths and letters', () => {
    for (let i = 0; i <= 9; i++) expect(validarCno(String(i).repeat(12))).toBe(false)
    expect(validarCno('2000000000005')).toBe(false)
    expect(validarCno('20000000005')).toBe(false)
    expect(validarCno('2000000000A5')).toBe(false)
  })

  it('agrees with an independent implementation of the CEI check digit', () => {
    fc.assert(fc.property(digitos(11), (b) => {
        expect(calcularDvCno(b)).toBe(String(dvCnoReferencia(b)))
      }), { numRuns: 3000 })
  })

  it('generated valid CNOs pass and round-trip through the mask 00.000.00000/00', () => {
    fc.assert(
      fc.property(cnoValido, (c) => {
        const f = formatarCno(c)
        expect(f).toMatch(/^\d{2}\.\d{3}\.\d{5}\/\d{2}$/)
        expect(validarCno(c) && validarCno(f)).toBe(true)
        expect(normalizarCno(f)).toBe(c)
      }),
    )
  })

  it('changing the check digit makes a valid CNO invalid', () => {
    fc.assert(
      fc.property(cnoValido, fc.integer({ min: 1, max: 9 }), (c, k) => {
        expect(validarCno(trocarDigito(c, 11, k))).toBe(false)
      }),
    )
  })

  it('CnoSchema messages', () => {
    expect(decodificar(CnoSchema, '12.345.67890/10')).toEqual({ ok: true, valor: '123456789010' })
    expect(decodificar(CnoSchema, '12.345.67890/11')).toEqual({ ok: false, mensagens: [CNO_INVALIDO] })
    expect(CNO_OBRIGATORIO).toBe('CNO é obrigatório')
  })
})
