import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { BUSCANDO_CEP, buscadorDeCep, CEP_INVALIDO, CepSchema, formatarCep, normalizarCep, validarCep } from '../../../../core/shared/br/cep.ts'
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

describe('buscadorDeCep (o que o campo de CEP faz a cada digitação)', () => {
  const montar = () => {
    const pedidos: Array<{ cep: string; responder: (e: string) => void; falhar: (x: unknown) => void }> = []
    const achados: string[] = []
    const situacoes: Array<string | null> = []
    const buscar = buscadorDeCep<string>({
      pedir: (cep) => new Promise((responder, falhar) => pedidos.push({ cep, responder, falhar })),
      aoAchar: (e) => achados.push(e),
      situacao: (s) => situacoes.push(s),
      mensagemDoErro: (x) => String(x),
    })
    return { buscar, pedidos, achados, situacoes }
  }
  const tique = () => new Promise((r) => setTimeout(r, 0))

  it('pergunta uma vez por CEP completo (com ou sem máscara) e entrega o achado', async () => {
    const t = montar()
    t.buscar('1301')
    t.buscar('13010-000')
    t.buscar('13010000')
    expect(t.pedidos.map((p) => p.cep)).toEqual(['13010000'])
    expect(t.situacoes).toEqual([null, BUSCANDO_CEP])
    t.pedidos[0]!.responder('Campinas')
    await tique()
    expect(t.achados).toEqual(['Campinas'])
    expect(t.situacoes.at(-1)).toBeNull()
  })

  it('a resposta de um CEP que já não está no campo é ignorada; a falha do atual vira dica', async () => {
    const t = montar()
    t.buscar('13010000')
    t.buscar('01001000')
    t.pedidos[0]!.responder('velho')
    t.pedidos[1]!.falhar('CEP não encontrado')
    await tique()
    expect(t.achados).toEqual([])
    expect(t.situacoes.at(-1)).toBe('CEP não encontrado')
    // Apagar um dígito limpa a dica; digitar de novo pergunta de novo.
    t.buscar('0100100')
    expect(t.situacoes.at(-1)).toBeNull()
    t.buscar('01001000')
    expect(t.pedidos).toHaveLength(3)
  })
})
