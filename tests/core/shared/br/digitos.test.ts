import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { aplicarMascara, dvModulo11, removerMascara, somenteDigitos, temDigitos, todosIguais } from '../../../../core/shared/br/digitos.ts'
import * as br from '../../../../core/shared/br/index.ts'

describe('digitos', () => {
  it('somenteDigitos keeps exactly the digits, in order', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(somenteDigitos(s)).toBe([...s].filter((c) => c >= '0' && c <= '9').join(''))
      }),
    )
  })

  it('removerMascara drops only mask punctuation and spaces', () => {
    expect(removerMascara(' 123.456/78-9(0) ')).toBe('1234567890')
    expect(removerMascara('12a.3')).toBe('12a3')
  })

  it('todosIguais', () => {
    expect(todosIguais('')).toBe(false)
    expect(todosIguais('7')).toBe(true)
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), fc.integer({ min: 1, max: 20 }), (c, n) => {
        expect(todosIguais(c.repeat(n))).toBe(true)
      }),
    )
    expect(todosIguais('1112')).toBe(false)
  })

  it('temDigitos, dvModulo11 and aplicarMascara', () => {
    expect(temDigitos('123', 3)).toBe(true)
    expect(temDigitos('12a', 3)).toBe(false)
    expect(temDigitos('1234', 3)).toBe(false)
    expect(dvModulo11('1', [2])).toBe(9)
    expect(dvModulo11('0', [2])).toBe(0)
    expect(dvModulo11('3', [4])).toBe(0) // 12 mod 11 = 1 → 0
    expect(aplicarMascara('12345', '##-###')).toBe('12-345')
    fc.assert(fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (d, p) => {
      const r = dvModulo11(String(d), [p])
      expect(r >= 0 && r <= 9).toBe(true)
    }))
  })

  it('index re-exports every identifier API', () => {
    for (const nome of ['Cpf', 'Cnpj', 'Pis', 'Cno', 'Caepf', 'Cep']) {
      expect(typeof (br as Record<string, unknown>)[`validar${nome}`]).toBe('function')
      expect(typeof (br as Record<string, unknown>)[`formatar${nome}`]).toBe('function')
      expect(typeof (br as Record<string, unknown>)[`normalizar${nome}`]).toBe('function')
      expect((br as Record<string, unknown>)[`${nome}Schema`]).toBeDefined()
    }
    expect(typeof br.validarEmail).toBe('function')
    expect(typeof br.validarNumeroProcesso).toBe('function')
    expect(typeof br.formatarTelefone).toBe('function')
  })
})
