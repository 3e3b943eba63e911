import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Effect } from 'effect'
import { booleano } from '../../core/shared/campos.ts'
import { defineRelatorio, formatarCelula, montarDocumento, rotuloTotal, type Linha } from '../../core/shared/relatorio.ts'

const def = defineRelatorio({
  modulo: 't',
  nome: 'teste',
  titulo: 'Teste',
  autoridade: 'ROLE_X',
  menu: { grupo: 'Teste' },
  campos: { agrupar: booleano({ label: 'Agrupar' }) },
  descreverFiltro: () => 'tudo',
  colunas: () => [
    { campo: 'nome', titulo: 'Nome', tipo: 'texto', total: 'contagem' },
    { campo: 'valor', titulo: 'Valor', tipo: 'dinheiro', total: 'soma' },
    { campo: 'nota', titulo: 'Nota', tipo: 'decimal', total: 'media' },
  ],
  agruparPor: (f) => (f.agrupar ? 'grupo' : undefined),
  linhas: () => Effect.succeed([]),
})
const meta = { empresa: 'E', emitidoEm: '2026-11-21T10:00:00.000Z', emitidoPor: 'U' }

describe('montarDocumento', () => {
  const linhas: Linha[] = [
    { grupo: 'A', nome: 'x', valor: 100, nota: 2 },
    { grupo: 'A', nome: 'y', valor: 250, nota: 4 },
    { grupo: 'B', nome: 'z', valor: 5, nota: null },
  ]
  it('agrupa linhas consecutivas com subtotais e total geral', () => {
    const d = montarDocumento(def, { agrupar: true }, linhas, meta)
    expect(d.grupos.map((g) => [g.titulo, g.linhas.length])).toEqual([
      ['A', 2],
      ['B', 1],
    ])
    expect(d.grupos[0]!.totais).toEqual({ nome: 2, valor: 350, nota: 3 })
    expect(d.grupos[1]!.totais).toEqual({ nome: 1, valor: 5, nota: null })
    expect(d.totais).toEqual({ nome: 3, valor: 355, nota: 3 })
    expect(d.quantidade).toBe(3)
  })
  it('sem agrupamento: um grupo sem título', () => {
    const d = montarDocumento(def, { agrupar: false }, linhas, meta)
    expect(d.grupos).toHaveLength(1)
    expect(d.grupos[0]!.titulo).toBeNull()
  })
  it('propriedade: a soma dos subtotais é o total, e nenhuma linha se perde', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ grupo: fc.constantFrom('A', 'B', 'C'), nome: fc.string(), valor: fc.integer({ min: 0, max: 1e8 }), nota: fc.integer({ min: 0, max: 10 }) })),
        (ls) => {
          const ordenadas = [...ls].sort((a, b) => a.grupo.localeCompare(b.grupo))
          const d = montarDocumento(def, { agrupar: true }, ordenadas, meta)
          expect(d.grupos.reduce((n, g) => n + g.linhas.length, 0)).toBe(ls.length)
          if (ls.length) expect(d.grupos.reduce((n, g) => n + Number(g.totais!['valor']), 0)).toBe(d.totais!['valor'])
        },
      ),
    )
  })
  it('células em pt-BR e rótulo de total', () => {
    expect(formatarCelula('dinheiro', 123456)).toBe('R$ 1.234,56')
    expect(formatarCelula('data', '2026-01-31')).toBe('31/01/2026')
    expect(formatarCelula('percentual', 12.5)).toBe('12,50 %')
    expect(formatarCelula('inteiro', 12345)).toBe('12.345')
    expect(formatarCelula('texto', null)).toBe('')
    expect(rotuloTotal({ campo: 'nome', titulo: 'Nome', tipo: 'texto', total: 'contagem' }, { nome: 1234 }, 'Total')).toBe('Total: 1.234')
    expect(rotuloTotal({ campo: 'nome', titulo: 'Nome', tipo: 'texto' }, { nome: null }, 'Subtotal')).toBe('Subtotal')
  })
})
