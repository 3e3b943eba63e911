import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CEP_INVALIDO, CepSchema, formatarCep, normalizarCep, validarCep } from '../../../../core/shared/br/cep.ts'
import { cepValido, digitos } from '../../arbitraries.ts'
import { decodificar } from '../../schema.ts'

describe('CEP', () => {
  it('exactly 8 digits, masked or bare', () => {
    expect(validarCep('60135-270')).toBe(true)
    expect(validarCep('60135270')).toBe(true)
    expect(validarCep('6013527')).toBe(false)
    expect(validarCep('601352700')).toBe(false)
    expect(validarCep('60135-27a')).toBe(false)
    expect(validarCep('')).toBe(false)
  })

  it('round-trips through the mask 00000-000', () => {
    fc.assert(
      fc.property(cepValido, (c) => {
        const f = formatarCep(c)
        expect(f).toMatch(/^\d{5}-\d{3}$/)
        expect(validarCep(f)).toBe(true)
        expect(normalizarCep(f)).toBe(c)
      }),
    )
  })

  it('any other number of digits is rejected and left unformatted', () => {
    fc.assert(
      fc.property(digitos(0, 12), (c) => {
        fc.pre(c.length !== 8)
        expect(validarCep(c)).toBe(false)
        expect(formatarCep(c)).toBe(c)
      }),
    )
  })

  it('CepSchema message is "Cep não pode ser nulo"', () => {
    expect(decodificar(CepSchema, '60135-270')).toEqual({ ok: true, valor: '60135270' })
    expect(decodificar(CepSchema, '6013')).toEqual({ ok: false, mensagens: [CEP_INVALIDO] })
    expect(decodificar(CepSchema, null)).toEqual({ ok: false, mensagens: ['Cep não pode ser nulo'] })
  })
})
