import { Effect, Schema } from 'effect'
import { AnunciosAbertos } from '../captacao/anuncios.ts'
import { avaliacoes, registrarAvaliacao } from '../captacao/avaliacoes.ts'
import { modelosAvaliacaoCandidato } from '../captacao/modelos-avaliacao-candidato.ts'
import { candidatoSolicitacao } from '../captacao/solicitacoes-pessoal.ts'
import { vincularCandidatoASolicitacoes } from '../captacao/vincularSolicitacao.ts'
import { remover } from '../shared/crud.ts'
import { NaoEncontrado, RegraViolada } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import type { PerguntaQuestionario } from '../shared/questionario.ts'
import { PortalDados } from './ports.ts'
import { atorPortal, escopoDe, type SessaoCandidato } from './sessao.ts'

export const AVALIACAO_RESPONDIDA = 'Esta avaliação já foi respondida.'
export const AVALIACAO_EXPIRADA = 'O prazo para responder esta avaliação expirou.'
export const CANDIDATURA_ENVIADA = 'Currículo enviado com sucesso.'
/** The portal speaks to the candidate (the staff rule's text names them in the third person, with the request's code). */
export const JA_CANDIDATOU = 'Você já se candidatou a esta vaga.'

/**
 * Apply to an ad (spec 000 §7.4 POST candidato-solicitacao?solicitacaoId): only an open ad of the candidate's
 * company; then slice A's linking rule decides (already linked, `maxCandidataCargo`,
 * `diasEsperaNovaAplicacao` with the date from which the candidate may apply again).
 */
export const aplicar = (s: SessaoCandidato, solicitacaoId: number) =>
  Effect.gen(function* () {
    const abertos = yield* (yield* AnunciosAbertos).listar(s.empresaId)
    const anuncio = abertos.find((a) => a.solicitacao.id === solicitacaoId)
    if (!anuncio) return yield* new NaoEncontrado({ recurso: 'anuncios', id: solicitacaoId })
    const atuais = yield* (yield* PortalDados).candidaturas(s.candidatoId)
    if (atuais.some((c) => c.solicitacaoId === solicitacaoId && c.removedAt === null)) return yield* new RegraViolada({ message: JA_CANDIDATOU, code: 'JA_CANDIDATOU' })
    const [link] = yield* vincularCandidatoASolicitacoes(atorPortal(s), s.candidatoId, {
      empresaId: s.empresaId,
      candidatoId: s.candidatoId,
      solicitacoesIds: [solicitacaoId],
    })
    return { id: link?.id, solicitacaoId, message: CANDIDATURA_ENVIADA }
  })

/** The candidate's own link (else 404, also for another candidate's). */
const vinculoProprio = (s: SessaoCandidato, id: number) =>
  Effect.gen(function* () {
    const l = yield* (yield* Repositorio).get(candidatoSolicitacao, escopoDe(s), id)
    if (Number(l.candidatoId) !== s.candidatoId) return yield* new NaoEncontrado({ recurso: 'candidato-solicitacao', id })
    return l
  })

/** Withdraw an application: the link is soft-removed (its history stays for the RH). */
export const desistir = (s: SessaoCandidato, id: number) =>
  Effect.gen(function* () {
    const l = yield* vinculoProprio(s, id)
    if (l.contratado === true) return yield* new RegraViolada({ message: 'Não é possível desistir de uma vaga em que você foi contratado.', code: 'CONTRATADO' })
    yield* remover(candidatoSolicitacao, atorPortal(s), id)
    return { id }
  })

/** My applications with their evaluations (answered or not). */
export const minhasCandidaturas = (s: SessaoCandidato) =>
  Effect.gen(function* () {
    const dados = yield* PortalDados
    const lista = yield* dados.candidaturas(s.candidatoId)
    const respondidas = yield* dados.avaliacoesRespondidas(s.candidatoId)
    return lista.map((c) => ({
      ...c,
      qtdAvaliacoes: c.avaliacoesIds.length,
      qtdAvaliacoesRespondidas: c.avaliacoesIds.filter((m) => respondidas.some((r) => r.solicitacaoId === c.solicitacaoId && r.modeloId === m)).length,
    }))
  })

const expirada = (limite: string | null, agora: string) => limite !== null && Date.parse(limite) < Date.parse(agora)

/** The evaluations a request asks for, per application (spec 000 §7.4 candidato-solicitacao/{id}/avaliacoes). */
export const avaliacoesDaCandidatura = (s: SessaoCandidato, id: number) =>
  Effect.gen(function* () {
    yield* vinculoProprio(s, id)
    const dados = yield* PortalDados
    const c = (yield* dados.candidaturas(s.candidatoId)).find((x) => x.id === id && x.removedAt === null)
    if (!c) return yield* new NaoEncontrado({ recurso: 'candidato-solicitacao', id })
    const modelos = c.avaliacoesIds.length
      ? (yield* (yield* Repositorio).list(modelosAvaliacaoCandidato, escopoDe(s), { filter: { id: [...c.avaliacoesIds] } })).rows
      : []
    const respondidas = yield* dados.avaliacoesRespondidas(s.candidatoId)
    const agora = yield* (yield* Relogio).agora
    return {
      candidatoSolicitacaoId: id,
      solicitacaoId: c.solicitacaoId,
      titulo: c.titulo,
      dataHoraExpiracao: c.dataHoraExpiracao,
      expirada: expirada(c.dataHoraExpiracao, agora),
      itens: modelos.map((m) => {
        const r = respondidas.find((x) => x.solicitacaoId === c.solicitacaoId && x.modeloId === m.id)
        return { modeloId: m.id, titulo: String(m.titulo), perguntas: (m.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>, respondida: r !== undefined, avaliacaoId: r?.id ?? null }
      }),
    }
  })

const Corpo = Schema.Struct({ respostas: Schema.optional(Schema.Unknown) })

/**
 * Answers one evaluation of an application with the questionnaire engine (mandatory answers, comments,
 * grades), before the stage's `dataHoraExpiracao`; once answered it is read-only.
 */
export const responderAvaliacao = (s: SessaoCandidato, id: number, modeloId: number, corpo: unknown) =>
  Effect.gen(function* () {
    const a = yield* avaliacoesDaCandidatura(s, id)
    const modelo = a.itens.find((m) => m.modeloId === modeloId)
    if (!modelo) return yield* new NaoEncontrado({ recurso: 'avaliacoes', id: modeloId })
    if (modelo.respondida) return yield* new RegraViolada({ message: AVALIACAO_RESPONDIDA, code: 'AVALIACAO_RESPONDIDA' })
    if (a.expirada) return yield* new RegraViolada({ message: AVALIACAO_EXPIRADA, code: 'AVALIACAO_EXPIRADA' })
    const link = yield* vinculoProprio(s, id)
    const respostas = Schema.is(Corpo)(corpo) ? (corpo.respostas ?? []) : []
    const hoje = yield* (yield* Relogio).hoje
    const r = yield* registrarAvaliacao(atorPortal(s), {
      candidatoId: s.candidatoId,
      solicitacaoId: a.solicitacaoId,
      etapaSeletivaId: link.etapaSeletivaId,
      modeloId,
      data: hoje,
      respostas,
    })
    return { id: r.id, respondida: true }
  })

/** The candidate's own answers of one evaluation (read-only view). */
export const minhaAvaliacao = (s: SessaoCandidato, avaliacaoId: number) =>
  Effect.gen(function* () {
    const respondidas = yield* (yield* PortalDados).avaliacoesRespondidas(s.candidatoId)
    if (!respondidas.some((r) => r.id === avaliacaoId)) return yield* new NaoEncontrado({ recurso: 'avaliacoes', id: avaliacaoId })
    const r = yield* (yield* Repositorio).get(avaliacoes, escopoDe(s), avaliacaoId)
    return { id: r.id, modeloId: r.modeloId, perguntas: r.perguntas, respostas: r.respostas, data: r.data }
  })
