import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  avaliacaoServeNineBox,
  BOXES_PADRAO,
  boxesPadrao,
  boxTransposto,
  distribuirNineBox,
  BAIXO_DESEMPENHO_MAIOR_OU_IGUAL,
  BAIXO_POTENCIAL_MAIOR_OU_IGUAL,
  CONFIGURACAO_PADRAO,
  classificarNineBox,
  faixaNineBox,
  lerPercentual,
  mensagemCamposObrigatorios,
  resumirDescricao,
  validarBoxesNineBox,
  validarPercentuaisNineBox,
} from '../../../core/avaliacao/nineBox.ts'

const valido = { percentualBaixoPotencial: 33, percentualAltoPotencial: 66, percentualBaixoDesempenho: '20', percentualAltoDesempenho: '80' }

describe('nine box: percentuais', () => {
  it('defaults are 33 and 66 and valid', () => {
    expect(CONFIGURACAO_PADRAO).toEqual({ percentualBaixoPotencial: 33, percentualAltoPotencial: 66, percentualBaixoDesempenho: 33, percentualAltoDesempenho: 66 })
    expect(validarPercentuaisNineBox(CONFIGURACAO_PADRAO)).toEqual([])
    expect(validarPercentuaisNineBox(valido)).toEqual([])
  })

  it('low must be below high (spec messages)', () => {
    expect(validarPercentuaisNineBox({ ...valido, percentualBaixoPotencial: 66 })).toEqual([
      { field: 'percentualBaixoPotencial', message: 'O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.' },
    ])
    expect(validarPercentuaisNineBox({ ...valido, percentualBaixoDesempenho: '90' })).toEqual([
      { field: 'percentualBaixoDesempenho', message: BAIXO_DESEMPENHO_MAIOR_OU_IGUAL },
    ])
    expect(BAIXO_POTENCIAL_MAIOR_OU_IGUAL).toContain('baixo potencial')
  })

  it('missing fields: one message in singular or plural', () => {
    expect(mensagemCamposObrigatorios(['baixo potencial'])).toBe('O campo de baixo potencial é obrigatório.')
    expect(mensagemCamposObrigatorios(['a', 'b'])).toBe('Os campos de a e b são obrigatórios.')
    expect(mensagemCamposObrigatorios(['a', 'b', 'c'])).toBe('Os campos de a, b e c são obrigatórios.')
    expect(validarPercentuaisNineBox({ ...valido, percentualAltoPotencial: '' })).toEqual([
      { field: 'percentualAltoPotencial', message: 'O campo de alto potencial é obrigatório.' },
    ])
    expect(validarPercentuaisNineBox({ percentualAltoPotencial: 50 })).toEqual([
      { field: 'percentualBaixoPotencial', message: 'Os campos de baixo potencial, baixo desempenho e alto desempenho são obrigatórios.' },
    ])
  })

  it('digits only, at most 2 characters, above 0', () => {
    for (const v of [0, '0', '100', 100, '5a', -3, 1.5, ' 12x']) expect(lerPercentual(v), String(v)).toBeUndefined()
    expect(lerPercentual('07')).toBe(7)
    expect(lerPercentual(99)).toBe(99)
    expect(validarPercentuaisNineBox({ ...valido, percentualAltoPotencial: '100' })).toEqual([
      { field: 'percentualAltoPotencial', message: 'O percentual de alto potencial deve ser um número inteiro de 1 a 99.' },
    ])
  })

  it('any 1-99 pairs: valid exactly when low < high on both axes', () => {
    const p = fc.integer({ min: 1, max: 99 })
    fc.assert(
      fc.property(p, p, p, p, (bp, ap, bd, ad) => {
        const erros = validarPercentuaisNineBox({ percentualBaixoPotencial: bp, percentualAltoPotencial: ap, percentualBaixoDesempenho: bd, percentualAltoDesempenho: ad })
        expect(erros.some((e) => e.message === BAIXO_POTENCIAL_MAIOR_OU_IGUAL)).toBe(bp >= ap)
        expect(erros.some((e) => e.message === BAIXO_DESEMPENHO_MAIOR_OU_IGUAL)).toBe(bd >= ad)
        expect(erros.length).toBe(Number(bp >= ap) + Number(bd >= ad))
      }),
    )
  })
})

describe('nine box: classificação', () => {
  it('hand examples with the defaults (rows = potential from the bottom, columns = performance)', () => {
    expect(classificarNineBox(10, 10)).toBe(1)
    expect(classificarNineBox(10, 90)).toBe(3)
    expect(classificarNineBox(50, 50)).toBe(5)
    expect(classificarNineBox(80, 20)).toBe(7)
    expect(classificarNineBox(100, 100)).toBe(9)
    expect(classificarNineBox(80, 20, CONFIGURACAO_PADRAO, true)).toBe(3)
    expect(classificarNineBox(10, 90, CONFIGURACAO_PADRAO, true)).toBe(7)
  })

  it('threshold edges: up to baixo inclusive is low, from alto inclusive is high', () => {
    expect(faixaNineBox(33, 33, 66)).toBe(0)
    expect(faixaNineBox(33.01, 33, 66)).toBe(1)
    expect(faixaNineBox(65.99, 33, 66)).toBe(1)
    expect(faixaNineBox(66, 33, 66)).toBe(2)
  })

  it('box is in 1..9, monotone on both axes, and the inverted variant swaps the roles', () => {
    const nota = fc.double({ min: 0, max: 100, noNaN: true })
    const limites = fc
      .tuple(fc.integer({ min: 1, max: 98 }), fc.integer({ min: 1, max: 98 }))
      .map(([a, b]): [number, number] => (a < b ? [a, b] : [b, b + 1]))
    fc.assert(
      fc.property(nota, nota, nota, limites, limites, fc.boolean(), (p, d, delta, [bp, ap], [bd, ad], inv) => {
        const cfg = { percentualBaixoPotencial: bp, percentualAltoPotencial: ap, percentualBaixoDesempenho: bd, percentualAltoDesempenho: ad }
        const box = classificarNineBox(p, d, cfg, inv)
        expect(box).toBeGreaterThanOrEqual(1)
        expect(box).toBeLessThanOrEqual(9)
        const linha = Math.floor((box - 1) / 3)
        const coluna = (box - 1) % 3
        const fp = faixaNineBox(p, bp, ap)
        const fd = faixaNineBox(d, bd, ad)
        // normal: rows = potential, columns = performance; inverted: the other way round
        expect({ linha, coluna }).toEqual(inv ? { linha: fd, coluna: fp } : { linha: fp, coluna: fd })
        expect(classificarNineBox(Math.min(100, p + delta), d, cfg, inv)).toBeGreaterThanOrEqual(box)
        expect(classificarNineBox(p, Math.min(100, d + delta), cfg, inv)).toBeGreaterThanOrEqual(box)
      }),
    )
  })
})

describe('nine box: boxes e descrição', () => {
  const boxes = Array.from({ length: 9 }, (_, i) => ({ nomeclatura: `Box ${i + 1}`, descricao: 'Descrição' }))

  it('titles (max 24) and descriptions are required', () => {
    expect(validarBoxesNineBox(boxes)).toEqual([])
    const erros = validarBoxesNineBox([{ nomeclatura: '', descricao: '' }, { nomeclatura: 'x'.repeat(25), descricao: 'd' }, ...boxes.slice(2, 8)])
    expect(erros).toEqual([
      { field: 'box1.nomeclatura', message: 'O título para o box 1 é obrigatório.' },
      { field: 'box1.descricao', message: 'A descrição do box 1 é obrigatória.' },
      { field: 'box2.nomeclatura', message: 'O título para o box 2 deve ter no máximo 24 caracteres.' },
      { field: 'box9.nomeclatura', message: 'O título para o box 9 é obrigatório.' },
      { field: 'box9.descricao', message: 'A descrição do box 9 é obrigatória.' },
    ])
    expect(validarBoxesNineBox([{ nomeclatura: 'x'.repeat(24), descricao: 'd' }, ...boxes.slice(1)])).toEqual([])
  })

  it('resumirDescricao cuts at 200 characters with "..."', () => {
    expect(resumirDescricao('curta')).toBe('curta')
    expect(resumirDescricao('a'.repeat(200))).toBe('a'.repeat(200))
    expect(resumirDescricao('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`)
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (t) => {
        const r = resumirDescricao(t)
        const n = [...t].length
        if (n <= 200) expect(r).toBe(t)
        else {
          expect(r.endsWith('...')).toBe(true)
          expect([...r].length).toBe(203)
          expect(t.startsWith(r.slice(0, -3))).toBe(true)
        }
      }),
    )
  })
})

describe('nine box: padrões, eixo invertido e distribuição', () => {
  const arbConfig = fc
    .tuple(fc.integer({ min: 1, max: 98 }), fc.integer({ min: 1, max: 98 }))
    .chain(([bp, bd]) =>
      fc.record({
        percentualBaixoPotencial: fc.constant(bp),
        percentualAltoPotencial: fc.integer({ min: bp + 1, max: 99 }),
        percentualBaixoDesempenho: fc.constant(bd),
        percentualAltoDesempenho: fc.integer({ min: bd + 1, max: 99 }),
      }),
    )
  const pct = fc.double({ min: 0, max: 100, noNaN: true })

  it('the inverted axis is the mirror (transposition) of the normal placement, and transposing twice is the identity', () => {
    fc.assert(
      fc.property(pct, pct, arbConfig, (p, d, config) => {
        expect(classificarNineBox(p, d, config, true)).toBe(boxTransposto(classificarNineBox(p, d, config, false)))
      }),
    )
    for (let b = 1; b <= 9; b++) expect(boxTransposto(boxTransposto(b))).toBe(b)
    expect([1, 5, 9].map(boxTransposto)).toEqual([1, 5, 9])
    expect(boxTransposto(3)).toBe(7)
  })

  it('nine default boxes, titles within 24 characters and valid; inverted defaults keep each position its meaning', () => {
    expect(BOXES_PADRAO).toHaveLength(9)
    expect(validarBoxesNineBox(BOXES_PADRAO)).toEqual([])
    expect(new Set(BOXES_PADRAO.map((b) => b.nomeclatura)).size).toBe(9)
    expect(boxesPadrao(false)).toEqual(BOXES_PADRAO)
    // Alto potencial and baixo desempenho: box 7 normally, box 3 with inverted axes; same title.
    expect(boxesPadrao(true)[2]).toEqual(BOXES_PADRAO[6])
    fc.assert(
      fc.property(pct, pct, (p, d) => {
        expect(boxesPadrao(true)[classificarNineBox(p, d, CONFIGURACAO_PADRAO, true) - 1]).toEqual(BOXES_PADRAO[classificarNineBox(p, d, CONFIGURACAO_PADRAO, false) - 1])
      }),
    )
  })

  it('distribution places every talent with both percentages exactly once, in its box; the others stay out', () => {
    const arbItem = fc.record({ id: fc.integer({ min: 1, max: 1_000_000 }), potencial: fc.option(pct, { nil: null }), desempenho: fc.option(pct, { nil: null }) })
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 40 }), arbConfig, fc.boolean(), (itens, config, inv) => {
        const caixas = distribuirNineBox(itens, config, inv)
        expect(caixas).toHaveLength(9)
        const completos = itens.filter((t) => t.potencial !== null && t.desempenho !== null)
        expect(caixas.flat().length).toBe(completos.length)
        caixas.forEach((ts, i) => ts.forEach((t) => expect(classificarNineBox(t.potencial!, t.desempenho!, config, inv)).toBe(i + 1)))
      }),
    )
  })

  it('an evaluation feeds a nine box only with the questionnaire and the cargo competencies', () => {
    expect(avaliacaoServeNineBox({ avaliarSomenteCompetencias: false, avaliarCompetenciasCargo: true, modeloAvaliacaoId: 1 })).toBe(true)
    expect(avaliacaoServeNineBox({ avaliarSomenteCompetencias: true, avaliarCompetenciasCargo: true, modeloAvaliacaoId: null })).toBe(false)
    expect(avaliacaoServeNineBox({ avaliarSomenteCompetencias: false, avaliarCompetenciasCargo: false, modeloAvaliacaoId: 1 })).toBe(false)
  })
})
