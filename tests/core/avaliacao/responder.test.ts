import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linhasRespondidas, respostasVisiveis } from '../../../core/avaliacao/avaliacoes-desempenhos-questionarios.ts'
import {
  AUTOAVALIACAO,
  avaliacaoAberta,
  COMPETENCIA_NAO_EXIGIDA,
  COMPETENCIA_REPETIDA,
  destinoDaAvaliacao,
  NIVEL_DA_COMPETENCIA_OBRIGATORIO,
  NIVEL_INVALIDO,
  nomeDoAvaliado,
  validarNiveis,
} from '../../../core/avaliacao/responder.ts'
import { TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, type PerguntaQuestionario } from '../../../core/shared/questionario.ts'

const dia = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10))
const ids = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 0, maxLength: 8 })
const informado = (competencias: ReadonlyArray<number>, niveis: ReadonlyArray<number>) =>
  fc.record({ competenciaId: fc.oneof(fc.constantFrom(...(competencias.length ? competencias : [1])), fc.integer({ min: 1, max: 80 })), nivelCompetenciaId: fc.oneof(fc.constantFrom(...(niveis.length ? niveis : [1])), fc.integer({ min: 1, max: 20 })), comentario: fc.option(fc.string({ maxLength: 5 }), { nil: undefined }) })

describe('avaliacaoAberta', () => {
  it('aberta exatamente quando liberada e hoje está entre dataIni e dataFim (inclusive)', () => {
    fc.assert(
      fc.property(dia, dia, dia, fc.boolean(), (a, b, hoje, liberada) => {
        const [dataIni, dataFim] = a <= b ? [a, b] : [b, a]
        expect(avaliacaoAberta({ liberada, dataIni, dataFim }, hoje)).toBe(liberada && dataIni <= hoje && hoje <= dataFim)
      }),
    )
    expect(avaliacaoAberta({ liberada: true, dataIni: null, dataFim: '2030-01-01' }, '2026-01-01')).toBe(false)
  })
})

describe('nomeDoAvaliado', () => {
  it("'Autoavaliação' quando o papel é U ou avaliado e avaliador são a mesma pessoa; senão o nome", () => {
    fc.assert(
      fc.property(fc.constantFrom('R', 'U', 'L', 'A', 'P'), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (papel, avaliadoId, avaliadorId) => {
        const esperado = papel === 'U' || avaliadoId === avaliadorId ? AUTOAVALIACAO : 'Fulana'
        expect(nomeDoAvaliado({ papel, avaliadoId, avaliadorId }, 'Fulana')).toBe(esperado)
      }),
    )
  })
})

describe('validarNiveis', () => {
  it('sem erros, devolve um nível por competência exigida informada, na ordem exigida, sempre entre os níveis em vigor', () => {
    fc.assert(
      fc.property(ids, ids, fc.boolean(), (exigidas, niveis, parcial) =>
        fc.assert(
          fc.property(fc.array(informado(exigidas, niveis), { maxLength: 10 }), (dados) => {
            const r = validarNiveis(exigidas, niveis, dados, { parcial })
            if (r.erros.length) return
            expect(r.competencias.map((c) => c.competenciaId)).toEqual(exigidas.filter((c) => r.competencias.some((x) => x.competenciaId === c)))
            for (const c of r.competencias) expect(niveis).toContain(c.nivelCompetenciaId)
            if (!parcial) expect(r.competencias).toHaveLength(exigidas.length)
          }),
          { numRuns: 10 },
        ),
      ),
      { numRuns: 40 },
    )
  })

  it('cada problema no seu campo: não exigida, repetida, nível inválido; no envio, cada exigida sem nível', () => {
    const r = validarNiveis(
      [10, 20, 30],
      [1, 2],
      [
        { competenciaId: 99, nivelCompetenciaId: 1 },
        { competenciaId: 10, nivelCompetenciaId: 1, comentario: '  bom  ' },
        { competenciaId: 10, nivelCompetenciaId: 2 },
        { competenciaId: 20, nivelCompetenciaId: 7 },
      ],
      { parcial: false },
    )
    expect(r.erros).toEqual([
      { field: 'competencias.0.competenciaId', message: COMPETENCIA_NAO_EXIGIDA },
      { field: 'competencias.2.competenciaId', message: COMPETENCIA_REPETIDA },
      { field: 'competencias.3.nivelCompetenciaId', message: NIVEL_INVALIDO },
      { field: 'competencias.1.nivelCompetenciaId', message: NIVEL_DA_COMPETENCIA_OBRIGATORIO },
      { field: 'competencias.2.nivelCompetenciaId', message: NIVEL_DA_COMPETENCIA_OBRIGATORIO },
    ])
    expect(r.competencias).toEqual([{ competenciaId: 10, nivelCompetenciaId: 1, comentario: 'bom' }])
    // A draft may leave competencies without a level.
    expect(validarNiveis([10, 20], [1], [{ competenciaId: 20, nivelCompetenciaId: 1 }], { parcial: true }).erros).toEqual([])
  })
})

describe('destinoDaAvaliacao (anonimato)', () => {
  const resposta = fc.record({ perguntaId: fc.integer({ min: 1, max: 9 }), tipoId: fc.constant(TIPO_SUBJETIVA), comentario: fc.string({ minLength: 1, maxLength: 8 }) })
  const nivel = fc.record({ competenciaId: fc.integer({ min: 1, max: 9 }), nivelCompetenciaId: fc.integer({ min: 1, max: 9 }) })
  it('anônima e enviada: nada fica no par, tudo vai ao repositório anônimo; rascunho ou identificada: tudo fica no par', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.array(resposta, { maxLength: 4 }), fc.array(nivel, { maxLength: 4 }), dia, (anonima, parcial, respostas, competencias, hoje) => {
        const d = destinoDaAvaliacao({ anonima, parcial, respostas, competencias, hoje })
        expect(d.participante.situacao).toBe(parcial ? 'P' : 'R')
        expect(d.participante.dataResposta).toBe(parcial ? null : hoje)
        if (anonima && !parcial) {
          expect(d.participante).toMatchObject({ anonima: true, respostas: [], competencias: [] })
          expect(d.anonimas).toEqual({ respostas, competencias })
        } else {
          expect(d.participante).toMatchObject({ respostas, competencias })
          expect(d.anonimas).toBeUndefined()
        }
      }),
    )
  })

  it('o RH só lê respostas enviadas de par identificado', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), fc.constantFrom('N', 'P', 'R', undefined), (anonima, situacao) => {
        expect(respostasVisiveis({ anonima, situacao })).toBe(anonima !== true && situacao === 'R')
      }),
    )
  })
})

describe('linhasRespondidas', () => {
  const perguntas: PerguntaQuestionario[] = [
    { id: 2, ordem: 2, texto: 'Nota', tipo: TIPO_NOTA, respostas: [], exigirComentario: false, notaMinima: 0, notaMaxima: 10, peso: 1, obrigatoria: true },
    { id: 1, ordem: 1, texto: 'Prazos', tipo: TIPO_OBJETIVA, respostas: [{ id: 5, texto: 'Sempre', peso: 1 }, { id: 6, texto: 'Nunca', peso: 0 }], exigirComentario: true, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: true, aspecto: 'Entrega' },
    { id: 3, ordem: 3, texto: 'Livre', tipo: TIPO_SUBJETIVA, respostas: [], exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: false },
  ]
  it('uma linha por pergunta na ordem, e uma por competência com o nível dado e o exigido', () => {
    const l = linhasRespondidas(
      perguntas,
      [
        { perguntaId: 1, tipoId: TIPO_OBJETIVA, respostaId: 6, comentario: 'atrasa' },
        { perguntaId: 2, tipoId: TIPO_NOTA, nota: 7 },
      ],
      [
        { competenciaId: 10, nome: 'Comunicação', nivelExigidoId: 2 },
        { competenciaId: 11, nome: 'Proatividade', nivelExigidoId: null },
      ],
      [
        { id: 1, descricao: 'Básico' },
        { id: 2, descricao: 'Avançado' },
      ],
      [{ competenciaId: 10, nivelCompetenciaId: 1, comentario: 'melhorar' }],
    )
    expect(l.questionario).toEqual([
      { item: '1. Prazos', aspecto: 'Entrega', resposta: 'Nunca', comentario: 'atrasa' },
      { item: '2. Nota', aspecto: '', resposta: '7', comentario: '' },
      { item: '3. Livre', aspecto: '', resposta: '—', comentario: '' },
    ])
    expect(l.competencias).toEqual([
      { item: 'Comunicação', aspecto: 'Exigido: Avançado', resposta: 'Básico', comentario: 'melhorar' },
      { item: 'Proatividade', aspecto: '', resposta: '—', comentario: '' },
    ])
  })
})
