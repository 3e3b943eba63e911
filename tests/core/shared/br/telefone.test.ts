import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { mascararFoneDigitando } from '../../../../core/shared/formatos.ts'
import {
  CelularSchema,
  DddSchema,
  FoneFixoSchema,
  TELEFONE_FORMATADO_INVALIDO,
  TELEFONE_PARTE_INVALIDA,
  TELEFONE_SOLICITACAO_INVALIDO,
  TelefoneFormatadoSchema,
  TelefoneSolicitacaoSchema,
  formatarTelefone,
  normalizarTelefone,
  validarCelular,
  validarDdd,
  validarFoneFixo,
  validarTelefoneFormatado,
  validarTelefoneSolicitacao,
} from '../../../../core/shared/br/telefone.ts'
import { digitos, telefoneValido } from '../../arbitraries.ts'
import { decodificar } from '../../schema.ts'

describe('telefones', () => {
  it('DDD has exactly 2 digits, landline 8 or 9, mobile 9', () => {
    fc.assert(
      fc.property(digitos(0, 12), (d) => {
        expect(validarDdd(d)).toBe(d.length === 2)
        expect(validarFoneFixo(d)).toBe(d.length === 8 || d.length === 9)
        expect(validarCelular(d)).toBe(d.length === 9)
        expect(validarTelefoneSolicitacao(d)).toBe(d.length === 10 || d.length === 11)
      }),
    )
    expect(validarDdd('8a')).toBe(false)
    expect(validarCelular('98765-4321')).toBe(true)
  })

  it('formats 10 and 11 digits and the result passes the formatted check', () => {
    expect(formatarTelefone('85987654321')).toBe('(85) 98765-4321')
    expect(formatarTelefone('8532345678')).toBe('(85) 3234-5678')
    fc.assert(
      fc.property(telefoneValido, (t) => {
        const f = formatarTelefone(t)
        expect(validarTelefoneFormatado(f)).toBe(true)
        expect(normalizarTelefone(f)).toBe(t)
        expect(formatarTelefone(f)).toBe(f)
      }),
    )
  })

  it('leaves other inputs unchanged and rejects malformed formatted numbers', () => {
    expect(formatarTelefone('123')).toBe('123')
    expect(formatarTelefone('abc')).toBe('abc')
    for (const s of ['85 98765-4321', '(85)98765-4321', '(85) 987654321', '(8) 98765-4321', '(85) 987-4321', '(85) 987654-4321', ''])
      expect(validarTelefoneFormatado(s)).toBe(false)
  })

  it('schemas carry the spec messages', () => {
    expect(decodificar(DddSchema, '8')).toEqual({ ok: false, mensagens: [TELEFONE_PARTE_INVALIDA] })
    expect(decodificar(FoneFixoSchema, '3234-5678')).toEqual({ ok: true, valor: '32345678' })
    expect(decodificar(CelularSchema, '3234-5678')).toEqual({ ok: false, mensagens: ['Inválido'] })
    expect(decodificar(TelefoneFormatadoSchema, '85987654321')).toEqual({ ok: false, mensagens: [TELEFONE_FORMATADO_INVALIDO] })
    expect(decodificar(TelefoneFormatadoSchema, '(85) 98765-4321')).toEqual({ ok: true, valor: '(85) 98765-4321' })
    expect(decodificar(TelefoneSolicitacaoSchema, '(85) 98765-4321')).toEqual({ ok: true, valor: '85987654321' })
    expect(decodificar(TelefoneSolicitacaoSchema, '987654321')).toEqual({ ok: false, mensagens: [TELEFONE_SOLICITACAO_INVALIDO] })
    expect(TELEFONE_SOLICITACAO_INVALIDO).toBe('Número de telefone inválido.')
    expect(TELEFONE_FORMATADO_INVALIDO).toBe('Número inválido')
  })
})

describe('mascararFoneDigitando', () => {
  it('keeps up to 9 typed digits with a hyphen before the last four; idempotent', () => {
    expect(mascararFoneDigitando('991234567')).toBe('99123-4567')
    expect(mascararFoneDigitando('32345678')).toBe('3234-5678')
    expect(mascararFoneDigitando('3234')).toBe('3234')
    expect(mascararFoneDigitando('(19) 99123-45679')).toBe('19991-2345')
    fc.assert(
      fc.property(fc.string(), (s) => {
        const m = mascararFoneDigitando(s)
        const d = s.replace(/\D/g, '').slice(0, 9)
        expect(m.replace('-', '')).toBe(d)
        expect(m.includes('-')).toBe(d.length > 4)
        expect(mascararFoneDigitando(m)).toBe(m)
      }),
    )
  })
})
