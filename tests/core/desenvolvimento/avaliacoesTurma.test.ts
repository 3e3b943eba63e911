import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ranquear } from '../../../core/desenvolvimento/relatorios/ranking-avaliacao-aluno.ts'
import { resultadosDaTurma } from '../../../core/pesquisa/avaliacoes-turmaResponder.ts'
import { aprovado, normalizarPerguntas, pontuar, TIPO_NOTA, TIPO_OBJETIVA, type RespostaQuestionario } from '../../../core/shared/questionario.ts'

/**
 * Class evaluations and student grades (issues 16 and 17): the ranking (positions shared by equal grades, best
 * first), the class's participation (each participant once; only sent answers count) and the grade from the
 * questions' weights, against naive oracles.
 */
const nota = fc.option(fc.integer({ min: 0, max: 10_000 }).map((c) => c / 100), { nil: null })
const linha = fc.record({ nomeColaborador: fc.string({ maxLength: 8 }), percentual: nota, aprovado: fc.constantFrom(null, 0, 1) })

describe('ranking da avaliação de alunos', () => {
  it('melhor nota primeiro; posição = 1 + quantos têm nota maior; sem nota no fim, sem posição', () => {
    fc.assert(
      fc.property(fc.array(linha, { maxLength: 30 }), (ls) => {
        const r = ranquear(ls)
        expect(r).toHaveLength(ls.length)
        const comNota = r.filter((l) => l['percentual'] !== null)
        const notas = comNota.map((l) => Number(l['percentual']))
        expect(notas).toEqual([...notas].sort((a, b) => b - a))
        expect(r.slice(comNota.length).every((l) => l['percentual'] === null && l['posicao'] === null)).toBe(true)
        for (const l of comNota) expect(l['posicao']).toBe(1 + notas.filter((n) => n > Number(l['percentual'])).length)
        for (const l of r) expect(l['resultado']).toBe(l['aprovado'] === null ? '—' : l['aprovado'] === 1 ? 'Aprovado' : 'Reprovado')
      }),
    )
  })
})

describe('resultados da avaliação da turma', () => {
  const perguntas = normalizarPerguntas([
    { texto: 'Gostou?', tipo: TIPO_OBJETIVA, respostas: [{ texto: 'Sim', peso: 1 }, { texto: 'Não', peso: 0 }], exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: true },
    { texto: 'Nota', tipo: TIPO_NOTA, respostas: [], exigirComentario: false, notaMinima: 0, notaMaxima: 10, peso: 1, obrigatoria: true },
  ])
  const [p1, p2] = perguntas
  const situacao = fc.constantFrom('N', 'P', 'R')
  const pessoa = fc.record({ id: fc.integer({ min: 1, max: 12 }), participa: fc.boolean(), situacao, nota: fc.integer({ min: 0, max: 10 }), sim: fc.boolean() })

  it('participação e média só com os enviados; cada participante uma vez; quem saiu e respondeu também conta', () => {
    fc.assert(
      fc.property(fc.uniqueArray(pessoa, { selector: (p) => p.id, maxLength: 12 }), (ps) => {
        const participantes = ps.filter((p) => p.participa).map((p) => ({ colaboradorId: p.id, nomeColaborador: `T${p.id}` }))
        const respostas = ps
          .filter((p) => p.situacao !== 'N')
          .map((p) => ({
            colaboradorId: p.id,
            nomeColaborador: `T${p.id}`,
            situacao: p.situacao,
            dataResposta: p.situacao === 'R' ? '2026-01-10' : null,
            digitadaPor: null,
            respostas: [
              { perguntaId: p1!.id, tipoId: p1!.tipo, respostaId: p1!.respostas[p.sim ? 0 : 1]!.id },
              { perguntaId: p2!.id, tipoId: p2!.tipo, nota: p.nota },
            ] as ReadonlyArray<RespostaQuestionario>,
          }))
        const r = resultadosDaTurma(perguntas, [], participantes, respostas)
        const todos = new Set([...participantes.map((p) => p.colaboradorId), ...respostas.map((x) => x.colaboradorId)])
        const enviados = ps.filter((p) => p.situacao === 'R')
        expect(r.participantes).toBe(todos.size)
        expect(r.respondentes).toHaveLength(todos.size)
        expect(r.enviadas).toBe(enviados.length)
        expect(r.participacao).toBe(todos.size ? Math.round((10_000 * enviados.length) / todos.size) / 100 : null)
        const media = enviados.length ? Math.round((100 * enviados.reduce((s, p) => s + p.nota, 0)) / enviados.length) / 100 : null
        expect(r.perguntas[1]!.media).toBe(media)
        expect(r.perguntas[0]!.opcoes[0]!.quantidade).toBe(enviados.filter((p) => p.sim).length)
        // A draft is never shown to HR.
        expect(r.respondentes.filter((x) => x.situacao !== 'R').every((x) => x.respostas.length === 0)).toBe(true)
      }),
    )
  })

  it('nota do aluno: Σ peso × obtido / máximo, aprovada a partir do mínimo do modelo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.boolean(), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 100 }), (n, sim, w1, w2, minimo) => {
        const ps = normalizarPerguntas([
          { ...perguntas[0]!, peso: w1 },
          { ...perguntas[1]!, peso: w2 },
        ])
        const p = pontuar(ps, [
          { perguntaId: ps[0]!.id, tipoId: ps[0]!.tipo, respostaId: ps[0]!.respostas[sim ? 0 : 1]!.id },
          { perguntaId: ps[1]!.id, tipoId: ps[1]!.tipo, nota: n },
        ])
        const esperado = (100 * (w1 * (sim ? 1 : 0) + w2 * (n / 10))) / (w1 + w2)
        expect(p.percentual).toBeCloseTo(esperado, 1)
        expect(aprovado(p.percentual, minimo)).toBe(p.percentual! >= minimo)
      }),
    )
  })
})
