import { Effect } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { perguntasPorAspecto } from '../../../core/avaliacao/modelos-avaliacaoAcoes.ts'
import { modelosAvaliacao, PERIODO_ACOMPANHAMENTO_OBRIGATORIO } from '../../../core/avaliacao/modelos-avaliacao.ts'
import { errosTravados } from '../../../core/shared/estruturaQuestionario.ts'
import { TIPO_SUBJETIVA, type AspectoQuestionario, type PerguntaQuestionario } from '../../../core/shared/questionario.ts'

const NOMES = ['Entregas', 'Comportamento', 'Desenvolvimento', 'Outro']

const perguntas = fc.array(fc.option(fc.constantFrom(...NOMES), { nil: undefined }), { maxLength: 30 }).map((aspectos) =>
  aspectos.map(
    (aspecto, i): PerguntaQuestionario => ({
      id: i + 1,
      ordem: i + 1,
      texto: `P${i + 1}`,
      tipo: TIPO_SUBJETIVA,
      respostas: [],
      exigirComentario: false,
      notaMinima: 1,
      notaMaxima: 10,
      peso: 1,
      obrigatoria: false,
      ...(aspecto ? { aspecto } : {}),
    }),
  ),
)
const aspectos = fc.shuffledSubarray(NOMES.slice(0, 3)).map((ns) => ns.map((nome, i): AspectoQuestionario => ({ id: i + 1, nome })))

describe('modelos de avaliação: impressão agrupada por aspecto', () => {
  it('is a permutation: every question once', () => {
    fc.assert(
      fc.property(perguntas, aspectos, (ps, as) => {
        expect(perguntasPorAspecto(ps, as).map((p) => p.id).sort((a, b) => a - b)).toEqual(ps.map((p) => p.id))
      }),
    )
  })

  it("follows the aspects' order (unknown or no aspect last), each aspect's questions in their own order", () => {
    fc.assert(
      fc.property(perguntas, aspectos, (ps, as) => {
        const posicao = (p: PerguntaQuestionario) => {
          const i = as.findIndex((a) => a.nome === p.aspecto)
          return i < 0 ? as.length : i
        }
        const r = perguntasPorAspecto(ps, as)
        for (let i = 1; i < r.length; i++) {
          const [a, b] = [r[i - 1]!, r[i]!]
          expect(posicao(a) < posicao(b) || (posicao(a) === posicao(b) && a.ordem < b.ordem)).toBe(true)
        }
      }),
    )
  })
})

describe('modelos de avaliação: regras', () => {
  it('the experience period is required exactly for the follow-up type (A)', () => {
    fc.assert(
      fc.property(fc.constantFrom('D', 'A'), fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }), (tipo, periodoExperienciaId) => {
        const erros = modelosAvaliacao.rules!({ titulo: 'Modelo', tipo, periodoExperienciaId, perguntas: [], aspectos: [] } as never)
        const exigido = erros.some((e) => e.field === 'periodoExperienciaId' && e.message === PERIODO_ACOMPANHAMENTO_OBRIGATORIO)
        expect(exigido).toBe(tipo === 'A' && periodoExperienciaId === null)
      }),
    )
  })

  it('locked keys: errors only when answered, exactly on the keys that changed (absent = its default)', () => {
    const valor = fc.option(fc.constantFrom<unknown>([], [1], [1, 2], true, false), { nil: undefined })
    fc.assert(
      fc.property(valor, valor, valor, valor, fc.nat(3), (p1, p2, a1, a2, respondidas) => {
        const travados = { perguntas: [], anonima: false }
        const preparado = { perguntas: p1, anonima: a1 }
        const atual = { id: 1, perguntas: p2, anonima: a2 }
        const erros = Effect.runSync(errosTravados(preparado, atual, travados, 'travado', () => Effect.succeed(respondidas)))
        const mudou = (x: unknown, y: unknown, padrao: unknown) => JSON.stringify(x ?? padrao) !== JSON.stringify(y ?? padrao)
        const esperado = respondidas === 0 ? [] : [...(mudou(p1, p2, []) ? ['perguntas'] : []), ...(mudou(a1, a2, false) ? ['anonima'] : [])]
        expect(erros.map((e) => e.field)).toEqual(esperado)
      }),
    )
  })
})
