import { Either, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estaNoPublico, pesquisaAberta, type PosicaoColaborador, type Publico } from '../../../core/pesquisa/publico.ts'
import { destinoDasRespostas, podeResponder } from '../../../core/pesquisa/responder.ts'
import {
  Aspecto,
  embaralharPerguntas,
  moverPergunta,
  normalizarAspectos,
  normalizarPerguntas,
  respostasSugeridas,
  TIPO_NOTA,
  TIPO_OBJETIVA,
  TIPO_SUBJETIVA,
  validarAspectos,
  type PerguntaQuestionario,
  type RespostaQuestionario,
} from '../../../core/shared/questionario.ts'
import { dataIso } from '../arbitraries.ts'

const ids = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 })
const publico: fc.Arbitrary<Publico> = fc.record({ estabelecimentosIds: ids, areasOrganizacionaisIds: ids, cargosIds: ids, colaboradoresIds: ids })
const talvezId = fc.option(fc.integer({ min: 1, max: 6 }), { nil: null })
const pessoa: fc.Arbitrary<PosicaoColaborador> = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  situacao: fc.constantFrom('A', 'D', 'G', null),
  estabelecimentoId: talvezId,
  areaOrganizacionalId: talvezId,
  cargoId: talvezId,
})

/** The rule as the README says it, written the long way. */
const oraculo = (p: Publico, c: PosicaoColaborador) => {
  if (c.situacao !== 'A') return false
  const [e, a, g, x] = [p.estabelecimentosIds ?? [], p.areasOrganizacionaisIds ?? [], p.cargosIds ?? [], p.colaboradoresIds ?? []]
  if (!e.length && !a.length && !g.length && !x.length) return true
  if (x.some((id) => id === c.id)) return true
  if (!e.length && !a.length && !g.length) return false
  const ok = (lista: ReadonlyArray<number>, v: number | null) => lista.length === 0 || lista.some((id) => id === v)
  return ok(e, c.estabelecimentoId) && ok(a, c.areaOrganizacionalId) && ok(g, c.cargoId)
}

describe('público-alvo da pesquisa', () => {
  it('é o oráculo: nada escolhido = todos os ativos; listas de posição juntas (E), cada uma um OU; escolhidos somados', () => {
    fc.assert(
      fc.property(publico, pessoa, (p, c) => {
        expect(estaNoPublico(p, c)).toBe(oraculo(p, c))
      }),
      { numRuns: 2000 },
    )
  })
  it('quem não está ativo nunca responde; quem foi escolhido e está ativo, sempre', () => {
    fc.assert(
      fc.property(publico, pessoa, (p, c) => {
        if (c.situacao !== 'A') expect(estaNoPublico(p, c)).toBe(false)
        else expect(estaNoPublico({ ...p, colaboradoresIds: [...(p.colaboradoresIds ?? []), c.id] }, c)).toBe(true)
      }),
    )
  })
  it('aberta: liberada e dentro do período, as duas pontas incluídas', () => {
    fc.assert(
      fc.property(fc.boolean(), dataIso, dataIso, dataIso, (liberada, a, b, hoje) => {
        const [dataInicio, dataFim] = a <= b ? [a, b] : [b, a]
        expect(pesquisaAberta({ liberada, dataInicio, dataFim }, hoje)).toBe(liberada && dataInicio <= hoje && hoje <= dataFim)
      }),
    )
    expect(pesquisaAberta({ liberada: true, dataInicio: '2026-01-01', dataFim: '2026-01-01' }, '2026-01-01')).toBe(true)
  })
})

const resposta: fc.Arbitrary<RespostaQuestionario> = fc.oneof(
  fc.record({ perguntaId: fc.integer({ min: 1, max: 50 }), tipoId: fc.constant(TIPO_NOTA as typeof TIPO_NOTA), nota: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ perguntaId: fc.integer({ min: 1, max: 50 }), tipoId: fc.constant(TIPO_SUBJETIVA as typeof TIPO_SUBJETIVA), comentario: fc.string({ minLength: 1 }) }),
)

describe('anonimato guardado à parte e um envio por talento', () => {
  it('envio anônimo: a participação fica só com quem, o dia e R; as respostas vão inteiras para o depósito anônimo', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.array(resposta, { maxLength: 8 }),
        dataIso,
        fc.record({ areaOrganizacionalId: fc.option(fc.integer({ min: 1, max: 99 })), cargoId: fc.option(fc.integer({ min: 1, max: 99 })) }),
        (anonima, parcial, respostas, hoje, segmento) => {
          const d = destinoDasRespostas({ anonima, parcial, respostas, hoje, segmento })
          const semSegmento = { areaOrganizacionalId: null, cargoId: null }
          if (parcial) {
            // A draft carries no segment (it is taken at submission).
            expect(d.participacao).toEqual({ situacao: 'P', anonima, dataResposta: null, respostas, ...semSegmento })
            expect(d.anonimas).toBeUndefined()
          } else if (anonima) {
            // The segment goes with the answers, never with who answered (part B).
            expect(d.participacao).toEqual({ situacao: 'R', anonima: true, dataResposta: hoje, respostas: [], ...semSegmento })
            expect(d.anonimas).toEqual(respostas)
            expect(d.segmentoAnonimo).toEqual(segmento)
            // Nothing of what was answered stays with who answered.
            // (texts long enough (20+) not to occur by chance in the participation's own keys, ':' or 'R')
            for (const r of respostas) if (r.comentario && r.comentario.length >= 20) expect(JSON.stringify(d.participacao)).not.toContain(JSON.stringify(r.comentario))
          } else {
            expect(d.participacao).toEqual({ situacao: 'R', anonima: false, dataResposta: hoje, respostas, ...segmento })
            expect(d.anonimas).toBeUndefined()
          }
        },
      ),
    )
  })
  it('depois de enviada, nunca mais: só rascunho ou nada respondem de novo', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), fc.boolean(), (envios, anonima) => {
        // A sequence of saves (true = submit): the state after each is what the next one sees.
        let situacao: string | undefined
        let anonimasGravadas = 0
        for (const parcial of envios.map((e) => !e)) {
          if (!podeResponder(situacao)) continue
          const d = destinoDasRespostas({ anonima, parcial, respostas: [], hoje: '2026-01-01' })
          situacao = d.participacao.situacao
          if (d.anonimas) anonimasGravadas++
        }
        expect(anonimasGravadas).toBe(anonima && envios.includes(true) ? 1 : 0)
        expect(situacao).toBe(envios.includes(true) ? 'R' : 'P')
      }),
    )
  })
})

const perguntas = (n: number): ReadonlyArray<PerguntaQuestionario> =>
  normalizarPerguntas(Array.from({ length: n }, (_, i) => ({ texto: `P${i + 1}`, tipo: TIPO_SUBJETIVA, respostas: [], exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: false })))

describe('ordem e aspectos do motor de questionários', () => {
  it('mover: a pergunta vai para a ordem dada (limitada à lista), as outras mantêm a sequência, ordem 1..n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.integer({ min: -3, max: 20 }), (n, k, ordem) => {
        const ps = perguntas(n)
        const alvo = ps[k % n]!
        const movidas = moverPergunta(ps, alvo.id, ordem)
        expect(movidas.map((p) => p.ordem)).toEqual(ps.map((_, i) => i + 1))
        expect(movidas.findIndex((p) => p.id === alvo.id)).toBe(Math.min(Math.max(1, ordem), n) - 1)
        expect(movidas.filter((p) => p.id !== alvo.id).map((p) => p.id)).toEqual(ps.filter((p) => p.id !== alvo.id).map((p) => p.id))
      }),
    )
  })
  it('embaralhar: uma permutação das mesmas perguntas, ordem 1..n; qualquer ordem é possível', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.array(fc.double({ min: 0, max: 0.9999999, noNaN: true }), { minLength: 12, maxLength: 12 }), (n, sorteios) => {
        const ps = perguntas(n)
        let i = 0
        const e = embaralharPerguntas(ps, () => sorteios[i++]!)
        expect(e.map((p) => p.id).sort((a, b) => a - b)).toEqual(ps.map((p) => p.id))
        expect(e.map((p) => p.ordem)).toEqual(ps.map((_, k) => k + 1))
      }),
    )
    expect(embaralharPerguntas(perguntas(3), () => 0).map((p) => p.texto)).toEqual(['P2', 'P3', 'P1'])
  })
  it('aspectos: nome até 100, sem repetir (maiúsculas e acentos à parte da grafia), pergunta só com aspecto cadastrado; ids estáveis', () => {
    expect(Either.isLeft(Schema.decodeUnknownEither(Aspecto)({ nome: 'x'.repeat(101) }))).toBe(true)
    expect(Either.isRight(Schema.decodeUnknownEither(Aspecto)({ nome: 'x'.repeat(100) }))).toBe(true)
    expect(validarAspectos([{ nome: 'Clima' }, { nome: 'clima' }], [{ aspecto: 'Liderança' }, { aspecto: 'CLIMA' }])).toEqual([
      { field: 'aspectos.1.nome', message: 'Aspecto repetido' },
      { field: 'perguntas.0.aspecto', message: 'Aspecto não cadastrado neste questionário' },
    ])
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() !== ''), { maxLength: 6 }), (nomes) => {
        const uma = normalizarAspectos(nomes.map((nome) => ({ nome })))
        expect(uma.map((a) => a.id)).toEqual(nomes.map((_, i) => i + 1))
        expect(normalizarAspectos(uma)).toEqual(uma)
        const mais = normalizarAspectos([...uma.slice(1), { nome: 'Novo' }])
        expect(mais.at(-1)!.id).toBe(Math.max(0, ...uma.slice(1).map((a) => a.id)) + 1)
        expect(mais.slice(0, -1)).toEqual(uma.slice(1))
      }),
    )
  })
  it('respostas sugeridas: cada lista de opções uma vez, sem ids', () => {
    const escala = [{ texto: 'Sim', peso: 1 }, { texto: 'Não', peso: 0 }]
    const ps = normalizarPerguntas(
      [1, 2].map((i) => ({ texto: `Q${i}`, tipo: TIPO_OBJETIVA, respostas: escala, exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: false })),
    )
    expect(respostasSugeridas(ps)).toEqual([escala])
  })
})
