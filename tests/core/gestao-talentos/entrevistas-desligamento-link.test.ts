import { Effect, Layer, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MENSAGEM_SITUACAO, perguntaPublica, primeiroNome, situacaoDoLink, VALIDADE_LINK_DIAS, type EstadoDoLink } from '../../../core/gestao-talentos/entrevistas-desligamento-link.ts'
import { Relogio } from '../../../core/shared/ports.ts'
import { normalizarPerguntas, Pergunta, TIPO_NOTA, TIPO_OBJETIVA } from '../../../core/shared/questionario.ts'
import { Criptografia, emitirToken, formatoDeToken } from '../../../core/shared/tokenUnico.ts'
import { dataIso } from '../arbitraries.ts'

const instante = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString())
const talvez = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null })

const estado: fc.Arbitrary<EstadoDoLink> = fc.record({
  link: fc.option(fc.record({ dataDesligamento: dataIso, expiraEm: instante, usadoEm: talvez(instante), invalidadoEm: talvez(instante) }), { nil: undefined }),
  dataDesligamento: talvez(dataIso),
  entrevistaRegistrada: fc.boolean(),
  modeloAtivo: fc.boolean(),
  agora: instante,
})

describe('situacaoDoLink (uma vez, no desligamento em vigor, até expirar)', () => {
  it('só vale o link vivo, não usado nem anulado, do desligamento em vigor e sem entrevista, antes de expirar, de modelo ativo', () => {
    fc.assert(
      fc.property(estado, (e) => {
        const l = e.link
        const valido = !!l && !l.usadoEm && !l.invalidadoEm && e.dataDesligamento === l.dataDesligamento && !e.entrevistaRegistrada && l.expiraEm > e.agora && e.modeloAtivo
        expect(situacaoDoLink(e) === 'valido').toBe(valido)
      }),
    )
  })

  it('o usado diz que foi respondido; o do desligamento cancelado ou mudado, que foi cancelado; cada situação tem a sua mensagem', () => {
    fc.assert(
      fc.property(estado, (e) => {
        const s = situacaoDoLink(e)
        if (!e.link) expect(s).toBe('inexistente')
        else if (e.link.usadoEm) expect(s).toBe('usado')
        else if (e.dataDesligamento !== e.link.dataDesligamento) expect(s).toBe('cancelado')
        if (s !== 'valido') expect(MENSAGEM_SITUACAO[s]).toMatch(/\.$/)
      }),
    )
    const vivo = { dataDesligamento: '2024-03-15', expiraEm: '2024-04-14T12:00:00.000Z', usadoEm: null, invalidadoEm: null }
    const base = { link: vivo, dataDesligamento: '2024-03-15', entrevistaRegistrada: false, modeloAtivo: true, agora: '2024-04-14T11:59:59.999Z' }
    expect(situacaoDoLink(base)).toBe('valido')
    expect(situacaoDoLink({ ...base, agora: '2024-04-14T12:00:00.000Z' })).toBe('expirado')
    expect(situacaoDoLink({ ...base, entrevistaRegistrada: true })).toBe('registrada')
    expect(situacaoDoLink({ ...base, link: { ...vivo, invalidadoEm: '2024-03-20T00:00:00.000Z' } })).toBe('substituido')
    expect(situacaoDoLink({ ...base, modeloAtivo: false })).toBe('modelo-inativo')
    expect(situacaoDoLink({ ...base, dataDesligamento: null })).toBe('cancelado')
  })
})

describe('o que a página pública mostra', () => {
  it('primeiroNome: uma palavra do início do nome, sem espaços', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zÀ-ú]{1,12}$/), { minLength: 1, maxLength: 5 }), fc.stringMatching(/^\s{0,3}$/), (partes, espaco) => {
        expect(primeiroNome(`${espaco}${partes.join(' ')} `)).toBe(partes[0])
      }),
    )
  })

  it('perguntaPublica: sem os pesos do modelo', () => {
    const ler = Schema.decodeUnknownSync(Schema.Array(Pergunta))
    const [p] = normalizarPerguntas(ler([{ texto: 'Motivo', tipo: TIPO_OBJETIVA, obrigatoria: true, peso: 5, respostas: [{ texto: 'Salário', peso: 3 }] }]))
    expect(perguntaPublica(p!)).toEqual({ id: 1, texto: 'Motivo', tipo: TIPO_OBJETIVA, obrigatoria: true, respostas: [{ id: 1, texto: 'Salário' }], exigirComentario: false, notaMinima: 1, notaMaxima: 10 })
    const [n] = normalizarPerguntas(ler([{ texto: 'Nota', tipo: TIPO_NOTA, notaMinima: 0, notaMaxima: 5, exigirComentario: true, comentario: 'Por quê?' }]))
    expect(JSON.stringify(perguntaPublica(n!))).not.toContain('peso')
  })
})

describe('emitirToken (o pedaço comum dos links de uso único)', () => {
  it('guarda só o hash; expira na validade dada; o formato do link', async () => {
    const camada = Layer.mergeAll(
      Layer.succeed(Criptografia, { token: Effect.succeed('t'.repeat(43)), sha256: (t: string) => Effect.succeed(`hash(${t})`) }),
      Layer.succeed(Relogio, { hoje: Effect.succeed('2024-03-15'), agora: Effect.succeed('2024-03-15T12:00:00.000Z') }),
    )
    const t = await Effect.runPromise(Effect.provide(emitirToken(VALIDADE_LINK_DIAS * 24 * 60), camada))
    expect(t).toEqual({ token: 't'.repeat(43), hash: `hash(${'t'.repeat(43)})`, criadoEm: '2024-03-15T12:00:00.000Z', expiraEm: '2024-04-14T12:00:00.000Z' })
    expect(formatoDeToken(t.token)).toBe(true)
    for (const x of [undefined, '', 'curto', 'a'.repeat(101), 'com espaço aqui e ali!', 42]) expect(formatoDeToken(x)).toBe(false)
  })
})
