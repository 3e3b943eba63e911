import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { errosDoPeriodo } from '../../../core/gestao-talentos/ocorrencias.ts'
import { contarPorProvidencia, SEM_PROVIDENCIA } from '../../../core/gestao-talentos/ocorrenciasAcoes.ts'
import { errosDoPeriodoNoVinculo } from '../../../core/gestao-talentos/talentoNoPeriodo.ts'
import { dataIso } from '../arbitraries.ts'

const linha = fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }).map((providenciaId) => ({ providenciaId, descricaoProvidencia: providenciaId === null ? null : `P${providenciaId}` }))

describe('ocorrências: contagem por providência', () => {
  it('counts every occurrence once when nothing is cut, most frequent first; at most qtdItens groups', () => {
    fc.assert(
      fc.property(fc.array(linha, { maxLength: 60 }), fc.integer({ min: 1, max: 10 }), (linhas, qtd) => {
        const todos = contarPorProvidencia(linhas, 100)
        expect(todos.reduce((s, g) => s + g.quantidade, 0)).toBe(linhas.length)
        for (const g of todos) expect(g.quantidade).toBe(linhas.filter((l) => l.providenciaId === g.providenciaId).length)
        for (let i = 1; i < todos.length; i++) expect(todos[i - 1]!.quantidade).toBeGreaterThanOrEqual(todos[i]!.quantidade)
        const cortados = contarPorProvidencia(linhas, qtd)
        expect(cortados).toEqual(todos.slice(0, qtd))
      }),
    )
  })
  it('occurrences without an action are one group named as such', () => {
    expect(contarPorProvidencia([{ providenciaId: null, descricaoProvidencia: null }, { providenciaId: 2, descricaoProvidencia: 'Conversa' }, { providenciaId: null, descricaoProvidencia: null }], 5)).toEqual([
      { providenciaId: null, descricao: SEM_PROVIDENCIA, quantidade: 2 },
      { providenciaId: 2, descricao: 'Conversa', quantidade: 1 },
    ])
  })
})

describe('período de um registro do talento', () => {
  it('the end before the start is refused, and only then', () => {
    fc.assert(fc.property(dataIso, fc.option(dataIso, { nil: undefined }), (ini, fim) => {
        expect(errosDoPeriodo(ini, fim, 'dataFim').length > 0).toBe(fim !== undefined && fim < ini)
      }),
    )
  })
  it('within the employment: not before the admission, not after the dismissal', () => {
    fc.assert(
      fc.property(dataIso, fc.option(dataIso, { nil: null }), dataIso, fc.option(dataIso, { nil: undefined }), (adm, desl, ini, fim) => {
        const erros = errosDoPeriodoNoVinculo({ dataAdmissao: adm, dataDesligamento: desl }, ini, fim, { inicio: 'i', fim: 'f' })
        const dentro = ini >= adm && (desl === null || (ini <= desl && (fim === undefined || fim <= desl)))
        expect(erros.length === 0).toBe(dentro)
      }),
    )
  })
})
