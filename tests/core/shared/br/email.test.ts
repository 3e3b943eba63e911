import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { EMAIL_INVALIDO, EmailSchema, validarEmail } from '../../../../core/shared/br/email.ts'
import { emailValido } from '../../arbitraries.ts'
import { decodificar } from '../../schema.ts'

describe('e-mail', () => {
  it('accepts usual addresses', () => {
    for (const e of ['rh@empresa.com.br', 'joao.silva+vagas@mail.example.org', 'a_b@x-y.io', "o'neil@site.com"])
      expect(validarEmail(e)).toBe(true)
  })

  it('rejects malformed ones', () => {
    for (const e of ['', 'semarroba.com', '@empresa.com', 'rh@', 'rh@empresa', 'rh@empresa.c', 'r h@empresa.com', 'rh@em presa.com',
      'rh@@empresa.com', 'rh@empresa..com', '.rh@empresa.com', 'rh.@empresa.com', 'rh@-empresa.com', 'rh@empresa-.com',
      'rh@empresa.c0m', `${'a'.repeat(65)}@empresa.com`, `a@${'b'.repeat(250)}.com`])
      expect(validarEmail(e), e).toBe(false)
  })

  it('generated addresses pass; inserting a space or a second @ breaks them; over 254 characters fails', () => {
    fc.assert(
      fc.property(emailValido, fc.nat(), (e, i) => {
        expect(validarEmail(e)).toBe(true)
        const p = 1 + (i % (e.length - 1)) // interior position (surrounding spaces are trimmed)
        expect(validarEmail(e.slice(0, p) + ' x' + e.slice(p))).toBe(false)
        expect(validarEmail(e.replace('@', '@@'))).toBe(false)
      }),
    )
    // 260 characters, each part within its own limit
    const longo = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`
    expect(validarEmail(longo)).toBe(false)
    expect(validarEmail(longo.slice(10))).toBe(true)
  })

  it('EmailSchema trims and uses "E-mail inválido"', () => {
    expect(decodificar(EmailSchema, '  rh@empresa.com.br ')).toEqual({ ok: true, valor: 'rh@empresa.com.br' })
    expect(decodificar(EmailSchema, 'rh@')).toEqual({ ok: false, mensagens: [EMAIL_INVALIDO] })
    expect(EMAIL_INVALIDO).toBe('E-mail inválido')
  })
})
