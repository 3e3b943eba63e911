import { Either, ParseResult, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COMENTARIO_OBRIGATORIO,
  NOTA_MAXIMA_MENOR,
  NOTA_OBRIGATORIA,
  OPCAO_INVALIDA,
  OPCAO_OBRIGATORIA,
  OPCAO_REPETIDA,
  PERGUNTA_FORA_DO_QUESTIONARIO,
  PERGUNTA_OBRIGATORIA,
  PERGUNTA_REPETIDA,
  PERGUNTA_RESPONDIDA_DUAS_VEZES,
  Pergunta,
  RESPOSTA_OBRIGATORIA,
  Resposta,
  SELECIONE_OPCAO,
  SELECIONE_OPCOES,
  TEXTO_SOLICITACAO_OBRIGATORIO,
  TIPO_DIFERENTE,
  TIPO_OBRIGATORIO,
  aprovado,
  contarRespondidas,
  estaRespondida,
  mensagemNotaFora,
  normalizarPerguntas,
  pontuar,
  validarPerguntas,
  validarRespostas,
  type PerguntaQuestionario,
  type RespostaQuestionario,
  type TipoPergunta,
} from '../../../core/shared/questionario.ts'

const lerPergunta = (x: unknown) => {
  const r = Schema.decodeUnknownEither(Pergunta)(x)
  if (Either.isLeft(r)) throw new Error(String(r.left))
  return r.right
}
/** Every message, as the API reports them (errors: 'all'). */
const decodificar = <A, I>(s: Schema.Schema<A, I>, x: unknown) => {
  const r = Schema.decodeUnknownEither(s, { errors: 'all' })(x)
  return Either.isRight(r)
    ? ({ ok: true, valor: r.right } as const)
    : ({ ok: false, mensagens: ParseResult.ArrayFormatter.formatErrorSync(r.left).map((e) => e.message) } as const)
}
const perguntas = (...xs: unknown[]) => normalizarPerguntas(xs.map(lerPergunta))

describe('pergunta: esquema e regras (spec 002 §3, §5)', () => {
  it('padrões: nota mínima 1, máxima 10, peso 1, não obrigatória, sem comentário', () => {
    expect(lerPergunta({ texto: 'Nota geral', tipo: 4 })).toEqual({
      texto: 'Nota geral',
      tipo: 4,
      respostas: [],
      exigirComentario: false,
      notaMinima: 1,
      notaMaxima: 10,
      peso: 1,
      obrigatoria: false,
    })
    // null from a cleared form input counts as absent
    expect(lerPergunta({ texto: 'x', tipo: 3, peso: null, comentario: null }).peso).toBe(1)
  })

  it("texto e tipo obrigatórios: 'Pergunta é obrigatória', 'Tipo é obrigatório'", () => {
    const r = decodificar(Pergunta, { texto: '   ' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.mensagens).toEqual([PERGUNTA_OBRIGATORIA, TIPO_OBRIGATORIO])
    const t = decodificar(Pergunta, { texto: 'a', tipo: 2 })
    expect(t.ok ? [] : t.mensagens).toEqual(['Tipo inválido'])
    const n = decodificar(Pergunta, { tipo: null, texto: null })
    expect(n.ok ? [] : n.mensagens).toEqual([PERGUNTA_OBRIGATORIA, TIPO_OBRIGATORIO])
  })

  it("opções exigidas nos tipos 1 e 5 ('Opção de resposta'); texto da solicitação quando exige comentário", () => {
    const ps = [
      lerPergunta({ texto: 'a', tipo: 1 }),
      lerPergunta({ texto: 'b', tipo: 5, respostas: [] }),
      lerPergunta({ texto: 'c', tipo: 3 }),
      lerPergunta({ texto: 'd', tipo: 4, exigirComentario: true, comentario: '  ' }),
      lerPergunta({ texto: 'e', tipo: 4, notaMinima: 5, notaMaxima: 5 }),
      lerPergunta({ texto: 'f', tipo: 3, exigirComentario: true }),
    ]
    expect(validarPerguntas(ps)).toEqual([
      { field: 'perguntas.0.respostas', message: OPCAO_OBRIGATORIA },
      { field: 'perguntas.1.respostas', message: OPCAO_OBRIGATORIA },
      { field: 'perguntas.3.comentario', message: TEXTO_SOLICITACAO_OBRIGATORIO },
      { field: 'perguntas.4.notaMaxima', message: NOTA_MAXIMA_MENOR },
    ])
    expect(OPCAO_OBRIGATORIA).toBe('Opção de resposta é obrigatória')
    expect(TEXTO_SOLICITACAO_OBRIGATORIO).toBe('Texto da solicitação é obrigatório')
  })

  it('ids e opções repetidos são recusados', () => {
    const ps = [
      lerPergunta({ id: 3, texto: 'a', tipo: 1, respostas: [{ id: 1, texto: 'Sim' }, { id: 1, texto: 'Não' }] }),
      lerPergunta({ id: 3, texto: 'b', tipo: 5, respostas: [{ texto: 'Sim' }, { texto: 'sim' }] }),
    ]
    expect(validarPerguntas(ps)).toEqual([
      { field: 'perguntas.0.respostas.1.id', message: OPCAO_REPETIDA },
      { field: 'perguntas.1.id', message: PERGUNTA_REPETIDA },
      { field: 'perguntas.1.respostas.1.texto', message: OPCAO_REPETIDA },
    ])
  })

  it('normalizar: ids novos após o maior, ordem = posição, opções só nas de escolha, idempotente', () => {
    const ps = perguntas(
      { id: 7, texto: ' Comunicação ', tipo: 1, respostas: [{ texto: 'Ruim' }, { id: 4, texto: 'Boa', peso: 2 }], exigirComentario: true, comentario: 'Por quê?' },
      { texto: 'Comente', tipo: 3, respostas: [{ texto: 'lixo' }], exigirComentario: true, comentario: 'x' },
      { texto: 'Nota', tipo: 4, exigirComentario: false, comentario: 'esquecido' },
    )
    expect(ps.map((p) => [p.id, p.ordem])).toEqual([
      [7, 1],
      [8, 2],
      [9, 3],
    ])
    expect(ps[0]!.texto).toBe('Comunicação')
    expect(ps[0]!.respostas).toEqual([
      { id: 5, texto: 'Ruim', peso: 0 },
      { id: 4, texto: 'Boa', peso: 2 },
    ])
    expect(ps[0]!.comentario).toBe('Por quê?')
    expect(ps[1]).toMatchObject({ respostas: [], exigirComentario: false })
    expect(ps[1]!.comentario).toBeUndefined()
    expect(ps[2]!.comentario).toBeUndefined()
    expect(normalizarPerguntas(ps)).toEqual(ps)
  })
})

// ---- Generated questionnaires and answers ----

const arbOpcoes = fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 5 }).chain((ids) =>
  fc.tuple(...ids.map((id) => fc.integer({ min: 0, max: 10 }).map((peso) => ({ id, texto: `opção ${id}`, peso })))),
)

const arbPergunta = (id: number): fc.Arbitrary<PerguntaQuestionario> =>
  fc
    .record({
      tipo: fc.constantFrom<TipoPergunta>(1, 3, 4, 5),
      respostas: arbOpcoes,
      obrigatoria: fc.boolean(),
      exigirComentario: fc.boolean(),
      peso: fc.integer({ min: 0, max: 5 }),
      notaMinima: fc.integer({ min: 0, max: 5 }),
      faixa: fc.integer({ min: 1, max: 10 }),
    })
    .map(({ tipo, respostas, obrigatoria, exigirComentario, peso, notaMinima, faixa }) => ({
      id,
      ordem: 0,
      texto: `Pergunta ${id}`,
      tipo,
      respostas: tipo === 1 || tipo === 5 ? respostas : [],
      exigirComentario: tipo !== 3 && exigirComentario,
      ...(tipo !== 3 && exigirComentario ? { comentario: 'Justifique a sua resposta:' } : {}),
      notaMinima,
      notaMaxima: notaMinima + faixa,
      peso,
      obrigatoria,
    }))

const arbQuestionario = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 8 })
  .chain((ids) => fc.tuple(...ids.map(arbPergunta)))
  .map((ps) => ps.map((p, i) => ({ ...p, ordem: i + 1 })))

/** A complete valid answer to each question (every question answered, comments given). */
const arbRespostasCompletas = (ps: ReadonlyArray<PerguntaQuestionario>) =>
  fc.tuple(
    ...ps.map((p): fc.Arbitrary<RespostaQuestionario> => {
      const base = { perguntaId: p.id, tipoId: p.tipo, comentario: 'Comentário' }
      switch (p.tipo) {
        case 1:
          return fc.constantFrom(...p.respostas).map((o) => ({ ...base, respostaId: o.id }))
        case 5:
          return fc.subarray([...p.respostas], { minLength: 1 }).map((os) => ({ ...base, respostasIds: os.map((o) => o.id) }))
        case 4:
          return fc.integer({ min: p.notaMinima, max: p.notaMaxima }).map((nota) => ({ ...base, nota }))
        case 3:
          return fc.constant(base)
      }
    }),
  )

const comRespostas = arbQuestionario.chain((ps) => arbRespostasCompletas(ps).map((rs) => ({ ps, rs })))

describe('respostas: validação (spec 002 §4, §5)', () => {
  const q = perguntas(
    { texto: 'Comunicação', tipo: 1, obrigatoria: true, peso: 2, respostas: [{ texto: 'Ruim', peso: 0 }, { texto: 'Boa', peso: 1 }, { texto: 'Ótima', peso: 3 }] },
    { texto: 'Competências', tipo: 5, obrigatoria: true, respostas: [{ texto: 'Equipe', peso: 1 }, { texto: 'Liderança', peso: 1 }] },
    { texto: 'Experiência', tipo: 4, obrigatoria: true, notaMinima: 0, notaMaxima: 10, peso: 2, exigirComentario: true, comentario: 'Justifique a sua resposta:' },
    { texto: 'Observações', tipo: 3, obrigatoria: true, peso: 0 },
    { texto: 'Opcional', tipo: 4, obrigatoria: false },
  )

  it('obrigatórias sem resposta: opção, ao menos uma opção, nota, texto e o comentário exigido', () => {
    const r = validarRespostas(q, [])
    expect(r.erros).toEqual([
      { field: 'respostas.0.respostaId', message: SELECIONE_OPCAO },
      { field: 'respostas.1.respostasIds', message: SELECIONE_OPCOES },
      { field: 'respostas.2.nota', message: NOTA_OBRIGATORIA },
      { field: 'respostas.3.comentario', message: RESPOSTA_OBRIGATORIA },
      { field: 'respostas.2.comentario', message: COMENTARIO_OBRIGATORIO },
    ])
    // a draft (respondida parcialmente) never demands answers
    const rascunho = validarRespostas(q, [], { parcial: true })
    expect(rascunho.erros).toEqual([])
    expect(rascunho.parcial).toBe(true)
    expect(rascunho.respostas.map((x) => x.perguntaId)).toEqual(q.map((p) => p.id))
  })

  it('opção de outra pergunta, nota fora da faixa ou fracionária, tipos trocados, perguntas alheias ou repetidas', () => {
    const [a, b, c, d] = q
    const r = validarRespostas(q, [
      { perguntaId: b!.id, tipoId: 5, respostasIds: [b!.respostas[0]!.id, a!.respostas[2]!.id + 100] },
      { perguntaId: a!.id, tipoId: 1, respostaId: 999 },
      { perguntaId: c!.id, tipoId: 4, nota: 11, comentario: 'ok' },
      { perguntaId: d!.id, tipoId: 3, comentario: '   ' },
    ])
    expect(r.erros).toEqual([
      { field: 'respostas.0.respostaId', message: OPCAO_INVALIDA },
      { field: 'respostas.1.respostasIds', message: OPCAO_INVALIDA },
      { field: 'respostas.2.nota', message: mensagemNotaFora(0, 10) },
      { field: 'respostas.3.comentario', message: RESPOSTA_OBRIGATORIA },
    ])
    expect(validarRespostas(q, [{ perguntaId: c!.id, tipoId: 4, nota: 7.5 }], { parcial: true }).erros).toEqual([
      { field: 'respostas.2.nota', message: mensagemNotaFora(0, 10) },
    ])
    const estrutura = validarRespostas(q, [
      { perguntaId: 424242, tipoId: 1 },
      { perguntaId: a!.id, tipoId: 3 },
      { perguntaId: b!.id, tipoId: 5 },
      { perguntaId: b!.id, tipoId: 5 },
    ])
    expect(estrutura.erros).toEqual([
      { field: 'respostas.0.perguntaId', message: PERGUNTA_FORA_DO_QUESTIONARIO },
      { field: 'respostas.1.tipoId', message: TIPO_DIFERENTE },
      { field: 'respostas.3.perguntaId', message: PERGUNTA_RESPONDIDA_DUAS_VEZES },
    ])
  })

  it('esquema da resposta: perguntaId e tipoId obrigatórios; null = ausente', () => {
    const r = decodificar(Resposta, { respostaId: null })
    expect(r.ok ? [] : r.mensagens).toEqual([PERGUNTA_OBRIGATORIA, TIPO_OBRIGATORIO])
    expect(decodificar(Resposta, { perguntaId: 1, tipoId: 4, nota: null, respostasIds: null })).toEqual({ ok: true, valor: { perguntaId: 1, tipoId: 4 } })
    // unset form inputs arrive as undefined: absent too
    expect(decodificar(Resposta, { perguntaId: 1, tipoId: 1, respostaId: undefined, comentario: undefined }).ok).toBe(true)
    expect(decodificar(Pergunta, { texto: 'a', tipo: 3, id: undefined, aspecto: undefined, peso: undefined, comentario: undefined }).ok).toBe(true)
  })

  it('normalizadas: uma por pergunta, na ordem das perguntas, só com os campos do tipo', () => {
    const [a, b, c, d, e] = q
    const r = validarRespostas(q, [
      { perguntaId: e!.id, tipoId: 4, nota: 3 },
      { perguntaId: d!.id, tipoId: 3, comentario: '  Muito bom  ', respostaId: 1 },
      { perguntaId: c!.id, tipoId: 4, nota: 10, comentario: 'Sólida', respostasIds: [1] },
      { perguntaId: b!.id, tipoId: 5, respostasIds: [b!.respostas[1]!.id, b!.respostas[0]!.id] },
      { perguntaId: a!.id, tipoId: 1, respostaId: a!.respostas[2]!.id, nota: 4 },
    ])
    expect(r.erros).toEqual([])
    expect(r.parcial).toBe(false)
    expect(r.respostas).toEqual([
      { perguntaId: a!.id, tipoId: 1, respostaId: a!.respostas[2]!.id },
      { perguntaId: b!.id, tipoId: 5, respostasIds: [b!.respostas[0]!.id, b!.respostas[1]!.id] },
      { perguntaId: c!.id, tipoId: 4, nota: 10, comentario: 'Sólida' },
      { perguntaId: d!.id, tipoId: 3, comentario: 'Muito bom' },
      { perguntaId: e!.id, tipoId: 4, nota: 3 },
    ])
    expect(contarRespondidas(r.respostas)).toBe(5)
    // 2×3/3 + 1×2/2 + 2×10/10 + 1×3/10 over Σ peso 6
    expect(pontuar(q, r.respostas)).toEqual({ pontuacao: 5.3, pontuacaoMaxima: 6, percentual: 88.33 })
  })

  it('propriedade: respostas completas e válidas passam, em qualquer ordem, com a mesma pontuação', () => {
    fc.assert(
      fc.property(comRespostas.chain(({ ps, rs }) => fc.shuffledSubarray(rs, { minLength: rs.length }).map((emb) => ({ ps, rs, emb }))), ({ ps, rs, emb }) => {
        const a = validarRespostas(ps, rs)
        const b = validarRespostas(ps, emb)
        expect(a.erros).toEqual([])
        expect(b.erros).toEqual([])
        expect(b.respostas).toEqual(a.respostas)
        expect(a.parcial).toBe(false)
        expect(pontuar(ps, b.respostas)).toEqual(pontuar(ps, a.respostas))
      }),
    )
  })

  it('propriedade: tirar a resposta de uma obrigatória dá erro naquela posição; como rascunho, não', () => {
    fc.assert(
      fc.property(
        comRespostas.filter(({ ps }) => ps.some((p) => p.obrigatoria)),
        fc.nat(),
        ({ ps, rs }, n) => {
          const obrigatorias = ps.map((p, k) => [p, k] as const).filter(([p]) => p.obrigatoria)
          const [p, k] = obrigatorias[n % obrigatorias.length]!
          const sem = rs.filter((r) => r.perguntaId !== p.id)
          const r = validarRespostas(ps, sem)
          expect(r.erros.length).toBeGreaterThan(0)
          expect(r.erros.every((e) => e.field.startsWith(`respostas.${k}.`))).toBe(true)
          expect(validarRespostas(ps, sem, { parcial: true }).erros).toEqual([])
        },
      ),
    )
  })

  it('propriedade: nota fora da faixa da pergunta é sempre recusada', () => {
    fc.assert(
      fc.property(
        arbQuestionario.filter((ps) => ps.some((p) => p.tipo === 4)),
        fc.oneof(fc.integer({ min: -1000, max: 2000 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -100, max: 100 })),
        (ps, nota) => {
          const k = ps.findIndex((p) => p.tipo === 4)
          const p = ps[k]!
          const r = validarRespostas(ps, [{ perguntaId: p.id, tipoId: 4, nota }], { parcial: true })
          const dentro = Number.isInteger(nota) && nota >= p.notaMinima && nota <= p.notaMaxima
          expect(r.erros).toEqual(dentro ? [] : [{ field: `respostas.${k}.nota`, message: mensagemNotaFora(p.notaMinima, p.notaMaxima) }])
        },
      ),
    )
  })
})

describe('pontuação', () => {
  it('propriedade: percentual entre 0 e 100 (ou null sem nada pontuável); pontuação ≤ máxima', () => {
    fc.assert(
      fc.property(comRespostas, fc.boolean(), ({ ps, rs }, parcial) => {
        const respostas = validarRespostas(ps, parcial ? rs.filter((_, i) => i % 2 === 0) : rs, { parcial: true }).respostas
        const p = pontuar(ps, respostas)
        expect(p.pontuacao).toBeGreaterThanOrEqual(0)
        expect(p.pontuacao).toBeLessThanOrEqual(p.pontuacaoMaxima + 1e-9)
        if (p.percentual === null) expect(p.pontuacaoMaxima).toBe(0)
        else {
          expect(p.percentual).toBeGreaterThanOrEqual(0)
          expect(p.percentual).toBeLessThanOrEqual(100)
        }
      }),
    )
  })

  it('propriedade: as melhores respostas dão 100 %, nenhuma resposta dá 0 %', () => {
    fc.assert(
      fc.property(arbQuestionario, (ps) => {
        const melhores: RespostaQuestionario[] = ps.map((p) => {
          const base = { perguntaId: p.id, tipoId: p.tipo }
          if (p.tipo === 1) return { ...base, respostaId: [...p.respostas].sort((a, b) => b.peso - a.peso)[0]!.id }
          if (p.tipo === 5) return { ...base, respostasIds: p.respostas.map((o) => o.id) }
          if (p.tipo === 4) return { ...base, nota: p.notaMaxima }
          return { ...base, comentario: 'texto' }
        })
        const max = pontuar(ps, melhores)
        const zero = pontuar(ps, [])
        if (max.percentual === null) expect(zero.percentual).toBeNull()
        else {
          expect(max.percentual).toBe(100)
          expect(zero.percentual).toBe(0)
        }
      }),
    )
  })

  it('propriedade: melhorar uma nota nunca baixa o percentual', () => {
    fc.assert(
      fc.property(
        comRespostas.filter(({ ps }) => ps.some((p) => p.tipo === 4)),
        ({ ps, rs }) => {
          const k = ps.findIndex((p) => p.tipo === 4)
          const melhor = rs.map((r, i) => (i === k ? { ...r, nota: ps[k]!.notaMaxima } : r))
          expect(pontuar(ps, melhor).percentual ?? 0).toBeGreaterThanOrEqual(pontuar(ps, rs).percentual ?? 0)
        },
      ),
    )
  })

  it('subjetivas e pesos zero não pontuam; aprovado compara com o mínimo', () => {
    const ps = perguntas({ texto: 'a', tipo: 3 }, { texto: 'b', tipo: 1, peso: 0, respostas: [{ texto: 'x', peso: 5 }] })
    expect(pontuar(ps, [])).toEqual({ pontuacao: 0, pontuacaoMaxima: 0, percentual: null })
    expect(aprovado(60, 60)).toBe(true)
    expect(aprovado(59.99, 60)).toBe(false)
    expect(aprovado(null, 60)).toBeNull()
    expect(aprovado(80, null)).toBeNull()
  })

  it('respondida: pelo tipo da pergunta', () => {
    expect(estaRespondida({ perguntaId: 1, tipoId: 3, comentario: '  ' })).toBe(false)
    expect(estaRespondida({ perguntaId: 1, tipoId: 5, respostasIds: [] })).toBe(false)
    expect(estaRespondida({ perguntaId: 1, tipoId: 4, nota: 0 })).toBe(true)
    expect(estaRespondida(undefined)).toBe(false)
  })
})
