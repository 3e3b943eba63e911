import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  agregarPesquisa,
  GRUPO_PEQUENO_ANONIMA,
  GRUPO_PEQUENO_RECORTE,
  linhasDoRelatorio,
  MINIMO_GRUPO,
  regraDoGrupo,
  resultadosDasLinhas,
} from '../../../core/pesquisa/resultados.ts'
import {
  TIPO_MULTIPLA_ESCOLHA,
  TIPO_NOTA,
  TIPO_OBJETIVA,
  TIPO_SUBJETIVA,
  type AspectoQuestionario,
  type PerguntaQuestionario,
  type RespostaQuestionario,
} from '../../../core/shared/questionario.ts'

const ASPECTOS: ReadonlyArray<AspectoQuestionario> = [
  { id: 1, nome: 'Ambiente' },
  { id: 2, nome: 'Liderança' },
]
const base = { exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: false }
const PERGUNTAS: ReadonlyArray<PerguntaQuestionario> = [
  { ...base, id: 1, ordem: 1, texto: 'Objetiva', tipo: TIPO_OBJETIVA, aspecto: 'Ambiente', respostas: [1, 2, 3].map((id) => ({ id, texto: `O${id}`, peso: id })) },
  { ...base, id: 2, ordem: 2, texto: 'Múltipla', tipo: TIPO_MULTIPLA_ESCOLHA, aspecto: 'Ambiente', respostas: [1, 2, 3, 4].map((id) => ({ id, texto: `M${id}`, peso: 0 })) },
  { ...base, id: 3, ordem: 3, texto: 'Nota 0-10', tipo: TIPO_NOTA, aspecto: 'Liderança', respostas: [], notaMinima: 0, notaMaxima: 10 },
  { ...base, id: 4, ordem: 4, texto: 'Nota 1-5', tipo: TIPO_NOTA, aspecto: 'Liderança', respostas: [], notaMinima: 1, notaMaxima: 5 },
  { ...base, id: 5, ordem: 5, texto: 'Subjetiva', tipo: TIPO_SUBJETIVA, aspecto: 'Liderança', respostas: [] },
  { ...base, id: 6, ordem: 6, texto: 'Nota sem aspecto', tipo: TIPO_NOTA, respostas: [], notaMinima: 1, notaMaxima: 3 },
]

const comentario = fc.option(fc.string({ minLength: 1, maxLength: 6 }), { nil: undefined })
/** One person's answers: each question answered or not (valid answers, as the engine stores them). */
const questionario: fc.Arbitrary<ReadonlyArray<RespostaQuestionario>> = fc
  .tuple(
    fc.option(fc.record({ respostaId: fc.integer({ min: 1, max: 3 }), comentario }), { nil: undefined }),
    fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }), { nil: undefined }),
    fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
    fc.option(fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim().length > 0), { nil: undefined }),
    fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  )
  .map(([o, m, n1, n2, s, n3]) => [
    ...(o ? [{ perguntaId: 1, tipoId: TIPO_OBJETIVA, respostaId: o.respostaId, ...(o.comentario ? { comentario: o.comentario } : {}) } as RespostaQuestionario] : []),
    ...(m ? [{ perguntaId: 2, tipoId: TIPO_MULTIPLA_ESCOLHA, respostasIds: m } as RespostaQuestionario] : []),
    ...(n1 !== undefined ? [{ perguntaId: 3, tipoId: TIPO_NOTA, nota: n1 } as RespostaQuestionario] : []),
    ...(n2 !== undefined ? [{ perguntaId: 4, tipoId: TIPO_NOTA, nota: n2 } as RespostaQuestionario] : []),
    ...(s ? [{ perguntaId: 5, tipoId: TIPO_SUBJETIVA, comentario: s } as RespostaQuestionario] : []),
    ...(n3 !== undefined ? [{ perguntaId: 6, tipoId: TIPO_NOTA, nota: n3 } as RespostaQuestionario] : []),
  ])

// ---- The naive oracle: each figure counted from scratch over every questionnaire ----
const respostaA = (q: ReadonlyArray<RespostaQuestionario>, p: PerguntaQuestionario) => q.find((r) => r.perguntaId === p.id && r.tipoId === p.tipo)
const escolheu = (q: ReadonlyArray<RespostaQuestionario>, p: PerguntaQuestionario, opcao: number) => {
  const r = respostaA(q, p)
  return r !== undefined && (r.respostaId === opcao || (r.respostasIds ?? []).includes(opcao))
}
const respondeu = (q: ReadonlyArray<RespostaQuestionario>, p: PerguntaQuestionario) => {
  const r = respostaA(q, p)
  if (!r) return false
  if (p.tipo === TIPO_NOTA) return r.nota !== undefined
  if (p.tipo === TIPO_SUBJETIVA) return (r.comentario ?? '').trim() !== ''
  if (p.tipo === TIPO_OBJETIVA) return r.respostaId !== undefined
  return (r.respostasIds ?? []).length > 0
}
const mediaNotas = (qs: ReadonlyArray<ReadonlyArray<RespostaQuestionario>>, p: PerguntaQuestionario) => {
  const notas = qs.filter((q) => respondeu(q, p)).map((q) => respostaA(q, p)!.nota!)
  return notas.length ? notas.reduce((a, b) => a + b, 0) / notas.length : null
}

/** Rounded to 2 decimals: at most half a hundredth away. */
const perto = (a: number | null | undefined, b: number) => expect(Math.abs(Number(a) - b)).toBeLessThanOrEqual(0.005 + 1e-9)

describe('resultados da pesquisa: agregados contra um oráculo ingênuo', () => {
  it('por pergunta: respondidas, contagem e % por opção, média e distribuição das notas, comentários; por aspecto, a média das médias', () => {
    fc.assert(
      fc.property(fc.array(questionario, { maxLength: 40 }), (qs) => {
        const r = agregarPesquisa(PERGUNTAS, ASPECTOS, qs)
        expect(r.perguntas.map((p) => p.id)).toEqual(PERGUNTAS.map((p) => p.id))
        for (const [i, p] of PERGUNTAS.entries()) {
          const x = r.perguntas[i]!
          const n = qs.filter((q) => respondeu(q, p)).length
          expect(x.respondidas).toBe(n)
          if (p.tipo === TIPO_OBJETIVA || p.tipo === TIPO_MULTIPLA_ESCOLHA) {
            expect(x.opcoes.map((o) => o.id)).toEqual(p.respostas.map((o) => o.id))
            for (const o of x.opcoes) {
              const c = qs.filter((q) => escolheu(q, p, o.id)).length
              expect(o.quantidade).toBe(c)
              perto(o.percentual, n ? (100 * c) / n : 0)
            }
            if (p.tipo === TIPO_OBJETIVA) expect(x.opcoes.reduce((a, o) => a + o.quantidade, 0)).toBe(n)
          } else expect(x.opcoes).toEqual([])
          if (p.tipo === TIPO_NOTA) {
            const m = mediaNotas(qs, p)
            if (m === null) expect(x.media).toBeNull()
            else perto(x.media, m)
            expect(x.notas.map((v) => v.nota)).toEqual(Array.from({ length: p.notaMaxima - p.notaMinima + 1 }, (_, k) => p.notaMinima + k))
            for (const v of x.notas) expect(v.quantidade).toBe(qs.filter((q) => respondeu(q, p) && respostaA(q, p)!.nota === v.nota).length)
          } else expect(x.media).toBeNull()
          const textos = qs.flatMap((q) => {
            const c = respostaA(q, p)?.comentario?.trim()
            return c ? [c] : []
          })
          expect([...x.comentarios].sort()).toEqual([...textos].sort())
        }
        for (const a of r.aspectos) {
          const medias = PERGUNTAS.filter((p) => p.aspecto === a.nome && p.tipo === TIPO_NOTA)
            .map((p) => mediaNotas(qs, p))
            .filter((m): m is number => m !== null)
          if (!medias.length) expect(a.media).toBeNull()
          else perto(a.media, medias.reduce((s, m) => s + m, 0) / medias.length)
        }
      }),
    )
  })

  it('os comentários saem ordenados: a ordem dos envios não aparece', () => {
    fc.assert(
      fc.property(fc.array(questionario, { maxLength: 20 }), (qs) => {
        const a = agregarPesquisa(PERGUNTAS, ASPECTOS, qs)
        const b = agregarPesquisa(PERGUNTAS, ASPECTOS, [...qs].reverse())
        expect(b).toEqual(a)
      }),
    )
  })
})

describe('regra dos grupos de pelo menos 3 respostas', () => {
  it('recorte ou pesquisa anônima com menos de 3 respostas: nada exibido, com a mensagem; identificada sem recorte: sempre', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat({ max: 10 }), (anonima, filtrado, respostas) => {
        const r = regraDoGrupo({ anonima, filtrado, respostas })
        const oraculo = !((filtrado || anonima) && respostas < MINIMO_GRUPO)
        expect(r.exibir).toBe(oraculo)
        if (!oraculo) expect(r.mensagem).toBe(filtrado ? GRUPO_PEQUENO_RECORTE : GRUPO_PEQUENO_ANONIMA)
      }),
    )
  })

  it('um grupo pequeno não deixa nada das respostas nos resultados nem nas linhas do relatório', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.array(questionario, { maxLength: 6 }), (anonima, filtrado, qs) => {
        const linhas = [
          { tipo: 'pesquisa', id: 7, titulo: 'Clima', anonima: anonima ? 1 : 0, perguntas: JSON.stringify(PERGUNTAS), aspectos: JSON.stringify(ASPECTOS), publico: 10, enviadas: qs.length },
          ...qs.map((q) => ({ tipo: 'resposta', respostas: JSON.stringify(q) })),
        ]
        const r = resultadosDasLinhas(linhas, filtrado)!
        const bloqueado = (filtrado || anonima) && qs.length < MINIMO_GRUPO
        expect(r.exibir).toBe(!bloqueado)
        if (bloqueado) {
          expect(r.perguntas).toEqual([])
          expect(r.aspectos).toEqual([])
          expect(r.respostas).toBe(0)
          const rel = linhasDoRelatorio(r)
          expect(rel.map((l) => l['pergunta'])).toEqual(rel.map(() => 'Participação'))
          for (const q of qs) for (const x of q) if (x.comentario && x.comentario.length > 3) expect(JSON.stringify(rel)).not.toContain(x.comentario)
        } else expect(r.respostas).toBe(qs.length)
        perto(r.participacao, (100 * qs.length) / 10)
      }),
    )
  })
})
