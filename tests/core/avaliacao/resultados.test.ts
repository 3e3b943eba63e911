import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PapelAvaliador } from '../../../core/avaliacao/papeis.ts'
import {
  agruparRespostas,
  detalheDoAvaliado,
  geralPonderado,
  NOME_DEMAIS,
  PAPEL_DEMAIS,
  POUCAS_RESPOSTAS_ANONIMA,
  pontuarResposta,
  precisaDoConteudo,
  resultadoDoAvaliado,
  textoDosRequisitos,
  type Requisitos,
  type RespostaEnviada,
} from '../../../core/avaliacao/resultados.ts'
import { TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, type PerguntaQuestionario } from '../../../core/shared/questionario.ts'

const pergunta = (id: number, p: Partial<PerguntaQuestionario>): PerguntaQuestionario => ({
  id,
  ordem: id,
  texto: `P${id}`,
  tipo: TIPO_NOTA,
  respostas: [],
  exigirComentario: false,
  notaMinima: 0,
  notaMaxima: 10,
  peso: 1,
  obrigatoria: true,
  ...p,
})

const PERGUNTAS = [
  pergunta(1, { peso: 2, aspecto: 'Entrega' }),
  pergunta(2, { tipo: TIPO_OBJETIVA, aspecto: 'Entrega', respostas: [{ id: 1, texto: 'Sim', peso: 4 }, { id: 2, texto: 'Não', peso: 0 }] }),
  pergunta(3, { peso: 3, aspecto: 'Equipe' }),
  pergunta(4, { tipo: TIPO_SUBJETIVA }),
]
// Levels: 1 Básico (ordem 1), 2 Intermediário (2), 3 Avançado (3), 4 Especialista (4).
const NIVEIS = [1, 2, 3, 4].map((o) => ({ id: o, descricao: `N${o}`, ordem: o, percentual: null }))
const REQ: Requisitos = {
  perguntas: PERGUNTAS,
  exigidas: [
    { competenciaId: 10, competenciaPeso: 1, nivelCompetenciaId: 3 },
    { competenciaId: 11, competenciaPeso: 2, nivelCompetenciaId: 2 },
  ],
  niveis: NIVEIS,
}

const PAPEIS: ReadonlyArray<PapelAvaliador> = ['R', 'U', 'L', 'A', 'P']
const arbResposta = (avaliadoId = 1) =>
  fc.record({
    avaliadoId: fc.constant(avaliadoId),
    papel: fc.constantFrom(...PAPEIS),
    respostas: fc.tuple(fc.integer({ min: 0, max: 10 }), fc.boolean(), fc.integer({ min: 0, max: 10 })).map(([n1, sim, n3]) => [
      { perguntaId: 1, tipoId: TIPO_NOTA, nota: n1 },
      { perguntaId: 2, tipoId: TIPO_OBJETIVA, respostaId: sim ? 1 : 2 },
      { perguntaId: 3, tipoId: TIPO_NOTA, nota: n3 },
    ]),
    competencias: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })).map(([a, b]) => [
      { competenciaId: 10, nivelCompetenciaId: a },
      { competenciaId: 11, nivelCompetenciaId: b },
    ]),
  }) as fc.Arbitrary<RespostaEnviada>

/** Naive questionnaire %: Σ weight × grade fraction ÷ Σ weight, written out for these three questions. */
const oraculoQuestionario = (r: RespostaEnviada) => {
  const nota = (id: number) => r.respostas.find((x) => x.perguntaId === id)?.nota ?? 0
  const sim = r.respostas.find((x) => x.perguntaId === 2)?.respostaId === 1
  return ((2 * (nota(1) / 10) + 1 * (sim ? 1 : 0) + 3 * (nota(3) / 10)) / 6) * 100
}
/** Naive competency %: Σ weight × min(given, required) ÷ Σ weight × required (required 3 and 2, weights 1 and 2). */
const oraculoCompetencias = (r: RespostaEnviada) => {
  const a = r.competencias.find((c) => c.competenciaId === 10)!.nivelCompetenciaId
  const b = r.competencias.find((c) => c.competenciaId === 11)!.nivelCompetenciaId
  return ((1 * Math.min(a, 3) + 2 * Math.min(b, 2)) / (1 * 3 + 2 * 2)) * 100
}

const perto = (a: number | null, b: number | null) => {
  if (a === null || b === null) return expect(a).toBe(b)
  expect(Math.abs(a - b)).toBeLessThanOrEqual(0.011)
}

describe('resultados da avaliação de desempenho: pontuação', () => {
  it("one answer's questionnaire % and competency % match the naive formulas", () => {
    fc.assert(
      fc.property(arbResposta(), (r) => {
        const p = pontuarResposta(REQ, r)
        perto(p.questionario, oraculoQuestionario(r))
        perto(p.competencias, oraculoCompetencias(r))
      }),
    )
  })

  it('only competencies: no questionnaire %; a range requiring nothing: no competency %', () => {
    const r = fc.sample(arbResposta(), 1)[0]!
    expect(pontuarResposta({ ...REQ, perguntas: [] }, r).questionario).toBeNull()
    expect(pontuarResposta({ ...REQ, exigidas: [] }, r).competencias).toBeNull()
  })

  it('stored %s stand for the answer while the key matches: the same result with or without its content', () => {
    const COM_CHAVE: Requisitos = { ...REQ, chave: 'k1' }
    fc.assert(
      fc.property(fc.array(arbResposta(), { minLength: 1, maxLength: 8 }), fc.boolean(), (rs, anonima) => {
        // As sent (figurasDoEnvio): both %s scored from the content, with the key of the requirements.
        const guardadas = rs.map((r) => {
          const p = pontuarResposta(REQ, r)
          return { ...r, percentualQuestionario: p.questionario, percentualCompetencias: p.competencias, chaveCompetencias: 'k1' }
        })
        const semConteudo = guardadas.map((r) => ({ ...r, respostas: [], competencias: [] }))
        for (const r of semConteudo) expect(precisaDoConteudo(COM_CHAVE, r)).toBe(false)
        const e = { anonima, pesosPapeis: [] }
        expect(resultadoDoAvaliado(e, COM_CHAVE, 1, semConteudo)).toEqual(resultadoDoAvaliado(e, REQ, 1, rs))
        // Other requirements (another key) or no key stored: the content is needed, and scored.
        const outra = { ...COM_CHAVE, chave: 'k2' }
        for (const r of semConteudo) expect(precisaDoConteudo(outra, r)).toBe(true)
        for (const r of guardadas) expect(pontuarResposta(outra, r).competencias).toBe(pontuarResposta(REQ, r).competencias)
        for (const r of rs) expect(precisaDoConteudo(COM_CHAVE, r)).toBe(true)
      }),
    )
  })

  it('the requirements text changes with any required level, weight or level order, not with the order the levels are listed in', () => {
    const base = textoDosRequisitos(REQ)
    fc.assert(
      fc.property(fc.nat({ max: 1 }), fc.constantFrom('nivelCompetenciaId', 'competenciaPeso', 'competenciaId') as fc.Arbitrary<'nivelCompetenciaId'>, (i, campo) => {
        const exigidas = REQ.exigidas.map((x, j) => (j === i ? { ...x, [campo]: x[campo] + 1 } : x))
        expect(textoDosRequisitos({ ...REQ, exigidas })).not.toBe(base)
      }),
    )
    fc.assert(
      fc.property(fc.nat({ max: 3 }), (i) => {
        expect(textoDosRequisitos({ ...REQ, niveis: REQ.niveis.map((n, j) => (j === i ? { ...n, ordem: n.ordem + 10 } : n)) })).not.toBe(base)
      }),
    )
    expect(textoDosRequisitos({ ...REQ, niveis: [...REQ.niveis].reverse() })).toBe(base)
  })

  it('identified, no weights: the overall is the mean of every answer but self-evaluation; per role the mean of its answers', () => {
    fc.assert(
      fc.property(fc.array(arbResposta(), { minLength: 1, maxLength: 12 }), (rs) => {
        const res = resultadoDoAvaliado({ anonima: false, pesosPapeis: [] }, REQ, 1, rs)
        const outras = rs.filter((r) => r.papel !== 'U')
        const esperado = outras.length ? outras.reduce((s, r) => s + oraculoQuestionario(r), 0) / outras.length : null
        perto(res.questionario, esperado)
        for (const l of res.papeis) {
          const doPapel = rs.filter((r) => r.papel === l.papel)
          expect(l.quantidade).toBe(doPapel.length)
          perto(l.questionario, doPapel.reduce((s, r) => s + oraculoQuestionario(r), 0) / doPapel.length)
        }
        expect(res.papeis.map((l) => l.papel).sort()).toEqual([...new Set(rs.map((r) => r.papel))].sort())
      }),
    )
  })

  it('with weights: roles without answers give their share proportionally (naive oracle), and the overall lies between the role means', () => {
    const arbPesos = fc
      .tuple(...PAPEIS.map(() => fc.integer({ min: 0, max: 10 })))
      .filter((ws) => ws.some((w) => w > 0))
      .map((ws) => PAPEIS.map((papel, i) => ({ papel, peso: ws[i]! })))
    fc.assert(
      fc.property(fc.array(arbResposta(), { minLength: 1, maxLength: 12 }), arbPesos, (rs, pesos) => {
        const res = resultadoDoAvaliado({ anonima: false, pesosPapeis: pesos }, REQ, 1, rs)
        // Oracle: rescale the weights of the roles that answered to 100 %.
        const respondidos = PAPEIS.filter((p) => rs.some((r) => r.papel === p) && pesos.find((x) => x.papel === p)!.peso > 0)
        const total = respondidos.reduce((s, p) => s + pesos.find((x) => x.papel === p)!.peso, 0)
        const mediaPapel = (p: PapelAvaliador) => {
          const xs = rs.filter((r) => r.papel === p)
          return xs.reduce((s, r) => s + oraculoQuestionario(r), 0) / xs.length
        }
        const esperado = total ? respondidos.reduce((s, p) => s + (pesos.find((x) => x.papel === p)!.peso / total) * mediaPapel(p), 0) : null
        perto(res.questionario, esperado)
        if (res.questionario !== null) {
          const medias = respondidos.map(mediaPapel)
          expect(res.questionario).toBeGreaterThanOrEqual(Math.min(...medias) - 0.01)
          expect(res.questionario).toBeLessThanOrEqual(Math.max(...medias) + 0.01)
        }
      }),
    )
  })

  it('self-evaluation enters the overall only with a weight', () => {
    const auto: RespostaEnviada = { avaliadoId: 1, papel: 'U', respostas: [{ perguntaId: 1, tipoId: TIPO_NOTA, nota: 10 }, { perguntaId: 2, tipoId: TIPO_OBJETIVA, respostaId: 1 }, { perguntaId: 3, tipoId: TIPO_NOTA, nota: 10 }], competencias: [] }
    const gestor: RespostaEnviada = { ...auto, papel: 'L', respostas: [{ perguntaId: 1, tipoId: TIPO_NOTA, nota: 0 }] }
    expect(resultadoDoAvaliado({ anonima: false, pesosPapeis: [] }, REQ, 1, [auto, gestor]).questionario).toBe(0)
    expect(resultadoDoAvaliado({ anonima: false, pesosPapeis: [{ papel: 'U', peso: 20 }, { papel: 'L', peso: 80 }] }, REQ, 1, [auto, gestor]).questionario).toBe(20)
    expect(resultadoDoAvaliado({ anonima: false, pesosPapeis: [{ papel: 'U', peso: 0 }, { papel: 'L', peso: 100 }] }, REQ, 1, [auto, gestor]).questionario).toBe(0)
  })

  it('geral is the mean of questionnaire % and competency %, values rounded to 2 decimals', () => {
    fc.assert(
      fc.property(fc.array(arbResposta(), { minLength: 1, maxLength: 8 }), (rs) => {
        const res = resultadoDoAvaliado({ anonima: false, pesosPapeis: [] }, REQ, 1, rs)
        for (const v of [res.questionario, res.competencias, res.geral, ...res.papeis.flatMap((p) => [p.questionario, p.competencias])])
          if (v !== null) expect(Math.round(v * 100) / 100).toBe(v)
        if (res.questionario !== null && res.competencias !== null) perto(res.geral, (res.questionario + res.competencias) / 2)
      }),
    )
  })

  it('geralPonderado without weights counts each answer, not each role', () => {
    expect(
      geralPonderado(
        [
          { grupo: 'L', valor: 100, soma: 100, contados: 1 },
          { grupo: 'P', valor: 0, soma: 0, contados: 3 },
        ],
        [],
      ),
    ).toBe(25)
  })
})

describe('resultados da avaliação de desempenho: anonimato', () => {
  it('anonymous: shown only with at least 2 counted answers, no single-answer group besides self, and the overall uses only shown groups', () => {
    fc.assert(
      fc.property(fc.array(arbResposta(), { maxLength: 10 }), (rs) => {
        const res = resultadoDoAvaliado({ anonima: true, pesosPapeis: [] }, REQ, 1, rs)
        const { contados } = agruparRespostas(true, rs)
        if (!res.exibir) {
          expect(res.papeis).toEqual([])
          expect(res.questionario).toBeNull()
          expect(res.mensagem).toBe(POUCAS_RESPOSTAS_ANONIMA)
          return
        }
        expect(contados).toBeGreaterThanOrEqual(2)
        for (const l of res.papeis) if (l.papel !== 'U') expect(l.quantidade).toBeGreaterThanOrEqual(2)
        const somaMostrada = res.papeis.filter((l) => l.papel !== 'U').reduce((s, l) => s + l.quantidade, 0)
        expect(somaMostrada).toBe(res.respostas)
        // Overall (no weights) = mean of the shown groups' answers: nothing hidden can be worked back out.
        const mostradas = res.papeis.filter((l) => l.papel !== 'U')
        perto(res.questionario, mostradas.reduce((s, l) => s + l.questionario! * l.quantidade, 0) / somaMostrada)
      }),
    )
  })

  it("single-answer roles merge into 'Demais avaliadores'; a lone merged answer is dropped", () => {
    const r = (papel: PapelAvaliador, nota: number): RespostaEnviada => ({ avaliadoId: 1, papel, respostas: [{ perguntaId: 1, tipoId: TIPO_NOTA, nota }], competencias: [] })
    const a = resultadoDoAvaliado({ anonima: true, pesosPapeis: [] }, REQ, 1, [r('P', 10), r('P', 10), r('L', 0), r('A', 5)])
    expect(a.papeis.map((l) => [l.papel, l.nome, l.quantidade])).toEqual([
      [PAPEL_DEMAIS, NOME_DEMAIS, 2],
      ['P', 'Par', 2],
    ])
    const b = resultadoDoAvaliado({ anonima: true, pesosPapeis: [] }, REQ, 1, [r('P', 10), r('P', 10), r('L', 0)])
    expect(b.papeis.map((l) => l.papel)).toEqual(['P'])
    expect(b.respostas).toBe(2)
    // The manager's lone answer is in no figure: the overall is the peers'.
    expect(b.questionario).toBe(resultadoDoAvaliado({ anonima: true, pesosPapeis: [] }, REQ, 1, [r('P', 10), r('P', 10)]).questionario)
    const c = resultadoDoAvaliado({ anonima: true, pesosPapeis: [] }, REQ, 1, [r('L', 10), r('U', 3)])
    expect(c.exibir).toBe(false)
    expect(c.papeis).toEqual([])
    // Identified: one answer is enough.
    expect(resultadoDoAvaliado({ anonima: false, pesosPapeis: [] }, REQ, 1, [r('L', 10)]).papeis.map((l) => l.papel)).toEqual(['L'])
  })

  it('the detail of an anonymous evaluated below the minimum shows no figure', () => {
    fc.assert(
      fc.property(fc.array(arbResposta(), { maxLength: 1 }), (rs) => {
        const d = detalheDoAvaliado({ anonima: true }, REQ, 1, rs)
        expect(d.perguntas.every((p) => p.percentual === null && p.mediaNota === null)).toBe(true)
        expect(d.aspectos.every((p) => p.percentual === null)).toBe(true)
        expect(d.radar.competenciasColaborador).toEqual([])
      }),
    )
  })
})

describe('resultados da avaliação de desempenho: página do avaliado', () => {
  it('per question and per aspect means, competencies against the required and the radar', () => {
    const r = (nota1: number, nota3: number, sim: boolean, a: number, b: number): RespostaEnviada => ({
      avaliadoId: 1,
      papel: 'P',
      respostas: [
        { perguntaId: 1, tipoId: TIPO_NOTA, nota: nota1 },
        { perguntaId: 2, tipoId: TIPO_OBJETIVA, respostaId: sim ? 1 : 2 },
        { perguntaId: 3, tipoId: TIPO_NOTA, nota: nota3 },
      ],
      competencias: [
        { competenciaId: 10, nivelCompetenciaId: a },
        { competenciaId: 11, nivelCompetenciaId: b },
      ],
    })
    const d = detalheDoAvaliado({ anonima: false }, REQ, 1, [r(8, 4, true, 4, 1), r(6, 2, false, 2, 1)], new Map([[10, 'Comunicação'], [11, 'Liderança']]))
    expect(d.perguntas.map((p) => [p.id, p.percentual, p.mediaNota])).toEqual([
      [1, 70, 7],
      [2, 50, null],
      [3, 30, 3],
      [4, null, null],
    ])
    // Entrega: (2×0.8 + 1)/3 = 86.67 (each answer's % rounded, as pontuar shows it) and (2×0.6 + 0)/3 = 40 → 63.34; Equipe: 40 and 20 → 30.
    expect(d.aspectos).toEqual([
      { nome: 'Entrega', percentual: 63.34 },
      { nome: 'Equipe', percentual: 30 },
    ])
    expect(d.competencias).toEqual([
      { competenciaId: 10, peso: 1, ordemExigida: 3, ordemMedia: 3, atende: true },
      { competenciaId: 11, peso: 2, ordemExigida: 2, ordemMedia: 1, atende: false },
    ])
    expect(d.radar).toEqual({ labels: ['Comunicação', 'Liderança'], competenciasColaborador: [3, 1], competenciasFaixaSalariais: [3, 2], eixo: { min: 0, max: 4, passo: 1 } })
  })

  it('radar: an empty data set when nobody gave levels or nothing is required', () => {
    const sem: RespostaEnviada = { avaliadoId: 1, papel: 'L', respostas: [], competencias: [] }
    expect(detalheDoAvaliado({ anonima: false }, REQ, 1, [sem]).radar.competenciasColaborador).toEqual([])
    expect(detalheDoAvaliado({ anonima: false }, { ...REQ, exigidas: [] }, 1, [sem]).radar).toMatchObject({ labels: [], competenciasFaixaSalariais: [] })
  })
})
