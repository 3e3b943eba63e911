import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cpf as oraculo } from 'cpf-cnpj-validator'
import { CPF_INVALIDO, CpfSchema, calcularDvCpf, formatarCpf, normalizarCpf, validarCpf } from '../../../../core/shared/br/cpf.ts'
import { cadeia, cpfValido, digitos, trocarDigito } from '../../arbitraries.ts'
import { decodificar } from '../../schema.ts'

describe('CPF', () => {
  it('accepts known valid CPFs, masked or bare', () => {
    expect(validarCpf('529.982.247-25')).toBe(true)
    expect(validarCpf('52998224725')).toBe(true)
    expect(validarCpf('111.444.777-35')).toBe(true)
    expect(calcularDvCpf('111444777')).toBe('35')
  })

  it('rejects wrong check digits, lengths, letters and repeated digits', () => {
    expect(validarCpf('529.982.247-24')).toBe(false)
    expect(validarCpf('5299822472')).toBe(false)
    expect(validarCpf('529982247250')).toBe(false)
    expect(validarCpf('52998224725a')).toBe(false)
    expect(validarCpf('a52998224725')).toBe(false)
    expect(validarCpf('')).toBe(false)
    for (let i = 0; i <= 9; i++) expect(validarCpf(String(i).repeat(11))).toBe(false)
  })

  it('generated valid CPFs pass and round-trip through the mask', () => {
    fc.assert(
      fc.property(cpfValido, (c) => {
        const f = formatarCpf(c)
        expect(f).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)
        expect(validarCpf(c)).toBe(true)
        expect(validarCpf(f)).toBe(true)
        expect(normalizarCpf(f)).toBe(c)
        expect(formatarCpf(f)).toBe(f)
      }),
    )
  })

  it('changing either check digit makes a valid CPF invalid', () => {
    fc.assert(
      fc.property(cpfValido, fc.constantFrom(9, 10), fc.integer({ min: 1, max: 9 }), (c, i, k) => {
        expect(validarCpf(trocarDigito(c, i, k))).toBe(false)
      }),
    )
  })

  it('formatarCpf returns the input unchanged when it cannot be masked', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (!/^\d{11}$/.test(normalizarCpf(s))) expect(formatarCpf(s)).toBe(s)
      }),
    )
  })

  // Oracle: cpf-cnpj-validator. It also blacklists 123.456.789-09 (a checksum-valid CPF the spec does not
  // exclude), so that one value is left out. Inputs use only digits, '.' and '-', which both sides strip alike
  // (the oracle strips every non-digit; we strip only mask characters and reject the rest).
  it('agrees with cpf-cnpj-validator on valid, near-valid and random inputs', () => {
    const entradas = fc.oneof(
      cpfValido,
      cpfValido.map(formatarCpf),
      fc.tuple(cpfValido, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 })).map(([c, i, k]) => trocarDigito(c, i, k)),
      digitos(11),
      digitos(9, 13),
      cadeia([...'0123456789.-'], 0, 16),
      fc.integer({ min: 0, max: 9 }).map((i) => String(i).repeat(11)),
    )
    fc.assert(
      fc.property(entradas, (s) => {
        fc.pre(normalizarCpf(s) !== '12345678909')
        expect(validarCpf(s)).toBe(oraculo.isValid(s))
      }),
      { numRuns: 5000 },
    )
  })

  it('CpfSchema decodes to the 11 digits or fails with "CPF inválido"', () => {
    expect(decodificar(CpfSchema, '529.982.247-25')).toEqual({ ok: true, valor: '52998224725' })
    expect(decodificar(CpfSchema, '529.982.247-24')).toEqual({ ok: false, mensagens: [CPF_INVALIDO] })
    expect(decodificar(CpfSchema, 52998224725)).toEqual({ ok: false, mensagens: ['CPF inválido'] })
  })
})
