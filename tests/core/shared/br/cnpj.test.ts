import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cnpj as oraculo } from 'cpf-cnpj-validator'
import {
  CNPJ_INVALIDO,
  CnpjSchema,
  calcularDvCnpj,
  formatarCnpj,
  normalizarCnpj,
  validarCnpj,
} from '../../../../core/shared/br/cnpj.ts'
import { cadeia, cnpjAlfanumericoValido, cnpjNumericoValido, cnpjValido, digitos, trocarDigito } from '../../arbitraries.ts'
import { decodificar } from '../../schema.ts'

describe('CNPJ', () => {
  it('accepts the official alphanumeric example and known numeric CNPJs', () => {
    expect(validarCnpj('12.ABC.345/01DE-35')).toBe(true)
    expect(validarCnpj('12ABC34501DE35')).toBe(true)
    expect(validarCnpj('12.abc.345/01de-35')).toBe(true)
    expect(calcularDvCnpj('12ABC34501DE')).toBe('35')
    expect(validarCnpj('11.222.333/0001-81')).toBe(true)
    expect(validarCnpj('11222333000181')).toBe(true)
    expect(calcularDvCnpj('112223330001')).toBe('81')
  })

  it('rejects wrong check digits, letters in the check digits, bad lengths and repeated characters', () => {
    expect(validarCnpj('12.ABC.345/01DE-36')).toBe(false)
    expect(validarCnpj('11.222.333/0001-80')).toBe(false)
    expect(validarCnpj('12ABC34501DE3A')).toBe(false)
    expect(validarCnpj('1122233300018')).toBe(false)
    expect(validarCnpj('112223330001811')).toBe(false)
    expect(validarCnpj('12ABC34501DE35!')).toBe(false)
    expect(validarCnpj('12ÁBC34501DE35')).toBe(false)
    for (let i = 0; i <= 9; i++) expect(validarCnpj(String(i).repeat(14))).toBe(false)
  })

  it('generated valid CNPJs (numeric and alphanumeric) pass and round-trip through the mask', () => {
    fc.assert(
      fc.property(cnpjValido, (c) => {
        const f = formatarCnpj(c)
        expect(f).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/)
        expect(validarCnpj(c)).toBe(true)
        expect(validarCnpj(f)).toBe(true)
        expect(validarCnpj(f.toLowerCase())).toBe(true)
        expect(normalizarCnpj(f)).toBe(c)
        expect(normalizarCnpj(c.toLowerCase())).toBe(c)
      }),
    )
  })

  it('changing either check digit makes a valid CNPJ invalid', () => {
    fc.assert(
      fc.property(cnpjValido, fc.constantFrom(12, 13), fc.integer({ min: 1, max: 9 }), (c, i, k) => {
        expect(validarCnpj(trocarDigito(c, i, k))).toBe(false)
      }),
    )
  })

  it('numeric CNPJs validate exactly as the classic all-digit rule', () => {
    fc.assert(
      fc.property(digitos(12), (b) => {
        // classic numeric rule, weights 2..9 cycling from the right
        const dv = (s: string) => {
          let soma = 0
          for (let i = s.length - 1, p = 2; i >= 0; i--, p = p === 9 ? 2 : p + 1) soma += Number(s[i]) * p
          return soma % 11 < 2 ? 0 : 11 - (soma % 11)
        }
        const d1 = dv(b)
        expect(calcularDvCnpj(b)).toBe(`${d1}${dv(b + d1)}`)
      }),
    )
  })

  // Oracle: cpf-cnpj-validator (alphanumeric-aware). Inputs use 0-9, A-Z, a-z, '.', '/', '-': the oracle
  // upper-cases and strips everything but [0-9A-Z] and we strip mask characters and upper-case, which is the
  // same on this alphabet.
  it('agrees with cpf-cnpj-validator on valid, near-valid and random inputs', () => {
    const entradas = fc.oneof(
      cnpjNumericoValido,
      cnpjAlfanumericoValido,
      cnpjAlfanumericoValido.map(formatarCnpj),
      cnpjAlfanumericoValido.map((c) => c.toLowerCase()),
      fc.tuple(cnpjValido, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 1, max: 35 })).map(([c, i, k]) => {
        const alfabeto = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
        const j = (alfabeto.indexOf(c.charAt(i)) + k) % 36
        return c.slice(0, i) + alfabeto.charAt(j) + c.slice(i + 1)
      }),
      digitos(14),
      cadeia([...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'], 14),
      cadeia([...'0123456789ABCDEFabcdef./-'], 0, 20),
    )
    fc.assert(
      fc.property(entradas, (s) => {
        expect(validarCnpj(s)).toBe(oraculo.isValid(s))
      }),
      { numRuns: 5000 },
    )
  })

  it('formatarCnpj masks 14 valid-shaped characters and leaves anything else unchanged', () => {
    expect(formatarCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(formatarCnpj('123')).toBe('123')
    expect(formatarCnpj('12ABC34501DEXX')).toBe('12ABC34501DEXX')
  })

  it('CnpjSchema decodes to the normalised CNPJ or fails with "CNPJ inválido"', () => {
    expect(decodificar(CnpjSchema, '12.abc.345/01de-35')).toEqual({ ok: true, valor: '12ABC34501DE35' })
    expect(decodificar(CnpjSchema, '11.222.333/0001-80')).toEqual({ ok: false, mensagens: [CNPJ_INVALIDO] })
  })
})
