import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apurarNps, perguntasNps, PERGUNTA_COMENTARIO_ID, PERGUNTA_NOTA_ID } from '../../../core/pesquisa/nps.ts'
import { TIPO_NOTA, TIPO_SUBJETIVA } from '../../../core/shared/questionario.ts'

/** The naive oracle: the textbook definition, one grade at a time. */
const oraculo = (notas: ReadonlyArray<number>) => {
  const promotores = notas.filter((n) => n === 9 || n === 10).length
  const neutros = notas.filter((n) => n === 7 || n === 8).length
  const detratores = notas.filter((n) => n >= 0 && n <= 6).length
  const total = notas.length
  return { total, promotores, neutros, detratores, exato: total ? (promotores / total) * 100 - (detratores / total) * 100 : null }
}

const notas = fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 300 })

describe('NPS (core/pesquisa/nps.ts)', () => {
  it('score = % promotores (9–10) − % detratores (0–6), contagens iguais às do oráculo', () => {
    fc.assert(
      fc.property(notas, (ns) => {
        const r = apurarNps(ns)
        const o = oraculo(ns)
        expect([r.total, r.promotores, r.neutros, r.detratores]).toEqual([o.total, o.promotores, o.neutros, o.detratores])
        if (o.exato === null) expect(r.score).toBeNull()
        else expect(Math.abs(r.score! - o.exato)).toBeLessThanOrEqual(0.05 + 1e-9)
      }),
    )
  })

  it('entre −100 e 100; não depende da ordem das respostas; percentuais somam 100 (± arredondamento)', () => {
    fc.assert(
      fc.property(notas, fc.integer(), (ns, semente) => {
        const r = apurarNps(ns)
        const embaralhadas = [...ns].sort((a, b) => ((a * 31 + semente) % 7) - ((b * 31 + semente) % 7))
        expect(apurarNps(embaralhadas)).toEqual(r)
        if (r.score === null) return
        expect(r.score).toBeGreaterThanOrEqual(-100)
        expect(r.score).toBeLessThanOrEqual(100)
        expect(Math.abs(r.percentualPromotores + r.percentualNeutros + r.percentualDetratores - 100)).toBeLessThanOrEqual(0.15 + 1e-9)
      }),
    )
  })

  it('exemplos: todos promotores 100, todos detratores −100, sem respostas null', () => {
    expect(apurarNps([9, 10, 10]).score).toBe(100)
    expect(apurarNps([0, 6, 3]).score).toBe(-100)
    expect(apurarNps([7, 8]).score).toBe(0)
    expect(apurarNps([10, 3, 9, 7]).score).toBe(25)
    expect(apurarNps([]).score).toBeNull()
  })

  it('a rodada pergunta uma nota de 0 a 10 obrigatória e um comentário opcional', () => {
    const [nota, comentario] = perguntasNps('Recomendaria?')
    expect(nota).toMatchObject({ id: PERGUNTA_NOTA_ID, texto: 'Recomendaria?', tipo: TIPO_NOTA, notaMinima: 0, notaMaxima: 10, obrigatoria: true })
    expect(comentario).toMatchObject({ id: PERGUNTA_COMENTARIO_ID, tipo: TIPO_SUBJETIVA, obrigatoria: false })
  })
})
