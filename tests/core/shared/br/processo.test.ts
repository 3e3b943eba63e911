import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  NumeroProcessoSchema,
  PROCESSO_INVALIDO,
  formatarNumeroProcesso,
  normalizarNumeroProcesso,
  validarNumeroProcesso,
} from '../../../../core/shared/br/processo.ts'
import { digitos, processoValido } from '../../arbitraries.ts'
import { decodificar } from '../../schema.ts'

describe('número de processo', () => {
  it('17 digits administrative, 20 judicial, either without a type', () => {
    fc.assert(
      fc.property(digitos(0, 24), (n) => {
        expect(validarNumeroProcesso(n, 'administrativo')).toBe(n.length === 17)
        expect(validarNumeroProcesso(n, 'judicial')).toBe(n.length === 20)
        expect(validarNumeroProcesso(n)).toBe(n.length === 17 || n.length === 20)
      }),
    )
  })

  it('masks CNJ and NUP numbers and round-trips', () => {
    expect(formatarNumeroProcesso('00012345620248060001')).toBe('0001234-56.2024.8.06.0001')
    expect(formatarNumeroProcesso('12345123456202401')).toBe('12345.123456/2024-01')
    expect(validarNumeroProcesso('0001234-56.2024.8.06.0001', 'judicial')).toBe(true)
    fc.assert(
      fc.property(processoValido, (n) => {
        const f = formatarNumeroProcesso(n)
        expect(f).not.toBe(n)
        expect(validarNumeroProcesso(f)).toBe(true)
        expect(normalizarNumeroProcesso(f)).toBe(n)
      }),
    )
    expect(formatarNumeroProcesso('123')).toBe('123')
  })

  it('schema message', () => {
    expect(decodificar(NumeroProcessoSchema, '1234')).toEqual({ ok: false, mensagens: [PROCESSO_INVALIDO] })
    expect(PROCESSO_INVALIDO).toBe('Número do processo inválido')
  })
})
