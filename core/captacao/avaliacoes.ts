import { Effect, Either, Schema } from 'effect'
import { booleano, comPadroes, data, decimal, inteiro, lista, percentual, referencia, textoLongo, valorDataHora } from '../shared/campos.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import type { Ator } from '../shared/ator.ts'
import { alterar, atualizar, criar, obter } from '../shared/crud.ts'
import { type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { Pergunta, Resposta, aprovado, pontuar, validarRespostas, type PerguntaQuestionario } from '../shared/questionario.ts'
import { defineAcao, defineResource, type Resource } from '../shared/resource.ts'
import { anuncios } from './anuncios.ts'
import { modelosAvaliacaoCandidato } from './modelos-avaliacao-candidato.ts'
import { candidatoSolicitacao, historico } from './solicitacoes-pessoal.ts'

const campos = {
  candidatoId: referencia({ label: 'Candidato', resource: 'captacao/candidatos', required: true, list: true }),
  solicitacaoId: referencia({ label: 'Solicitação de Pessoal', resource: 'captacao/solicitacoes-pessoal', feminino: true, list: true }),
  etapaSeletivaId: referencia({ label: 'Etapa Seletiva', resource: 'captacao/etapas-seletivas', required: true, feminino: true, list: true }),
  modeloId: referencia({ label: 'Modelo de Avaliação', resource: 'captacao/modelos-avaliacao-candidato', required: true, list: true }),
  data: data({ label: 'Data', required: true, list: true }),
  respondidaParcialmente: booleano({
    label: 'Respondida parcialmente',
    feminino: true,
    help: 'Salva sem exigir as perguntas obrigatórias (rascunho).',
  }),
  respostas: lista({ label: 'Respostas', item: Resposta, feminino: true }),
  observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
  // Computed by `registrarAvaliacao`; ignored on input.
  perguntas: lista({ label: 'Perguntas', item: Pergunta, feminino: true }),
  pontuacao: decimal({ label: 'Pontuação', digitos: 14, casas: 2 }),
  pontuacaoMaxima: inteiro({ label: 'Pontuação máxima', filtro: 'none' }),
  percentual: percentual({ label: 'Resultado (%)', list: true }),
  // null while the model has no minimum percentage to compare with
  aprovado: booleano({ label: 'Aprovado', list: true, semPadrao: true }),
}

/** Fields the server computes: the copy of the model's questions and the score. */
export const CAMPOS_CALCULADOS = ['perguntas', 'pontuacao', 'pontuacaoMaxima', 'percentual', 'aprovado'] as const

/**
 * Candidate evaluation in a selective stage (spec 000 §2.5 /captacao/avaliacoes): HR answers a candidate
 * evaluation model for a candidate, in a stage, optionally within a personnel request. Written only through
 * `registrarAvaliacao` (the HTTP layer routes POST/PUT there), which keeps a copy of the questions answered
 * and the score. Table `avaliacoes_candidato`: `avaliacoes` is left to the performance evaluations (/avaliacao).
 */
export const MODELO_INATIVO = 'Modelo de avaliação inativo'
export const MODELO_SEM_PERGUNTAS = 'O modelo de avaliação não possui perguntas'
export const CANDIDATO_FORA_DA_SOLICITACAO = 'O candidato não está vinculado a esta solicitação de pessoal'

/**
 * Candidate evaluation in a selective stage (spec 000 §2.5 /captacao/avaliacoes): HR answers a candidate
 * evaluation model for a candidate, in a stage, optionally within a personnel request. Its `validar` keeps a
 * copy of the questions answered and the score with the record: the model must belong to the evaluation's
 * company; a new evaluation needs an active model with questions. The answers are judged by the questionnaire
 * engine against the questions answered: the model's current ones for a new evaluation (or a model change), the
 * evaluation's own copy otherwise. Mandatory answers are not demanded while `respondidaParcialmente`. `aprovado`
 * compares the score with the model's minimum percentage. Table `avaliacoes_candidato`: `avaliacoes` is left to
 * the performance evaluations (/avaliacao).
 */
export const avaliacoes = defineResource({
  name: 'captacao/avaliacoes',
  table: 'avaliacoes_candidato',
  label: 'Avaliações de Candidatos',
  labelSingular: 'Avaliação de Candidato',
  scope: 'empresa',
  authority: 'ROLE_CAPTACAO_AVALIACOES',
  fields: campos,
  sort: { field: 'data', order: 'DESC' },
  menu: { grupo: 'Captação e Seleção', ordem: 5 },
  validar: (entrada, { escopo, atual }) =>
    Effect.gen(function* () {
      const repo = yield* Repositorio
      const empresaId = Number(atual?.empresaId ?? escopo.empresaId)
      const naEmpresa = { ...escopo, empresasVisiveis: [empresaId] }
      const lido = yield* Effect.either(repo.get(modelosAvaliacaoCandidato, naEmpresa, entrada.modeloId))
      if (Either.isLeft(lido)) return [{ field: 'modeloId', message: 'Modelo de Avaliação: registro não encontrado' }]
      const modelo = lido.right
      const mesmoModelo = atual !== undefined && atual['modeloId'] === entrada.modeloId
      if (!mesmoModelo && !modelo.ativo) return [{ field: 'modeloId', message: MODELO_INATIVO }]
      const perguntas = ((mesmoModelo ? atual['perguntas'] : modelo.perguntas) ?? []) as ReadonlyArray<PerguntaQuestionario>
      if (!perguntas.length) return [{ field: 'modeloId', message: MODELO_SEM_PERGUNTAS }]
      // Within a request, only a candidate of its selection (a live link) is evaluated.
      const vinculoMudou = !atual || atual['candidatoId'] !== entrada.candidatoId || (atual['solicitacaoId'] ?? undefined) !== entrada.solicitacaoId
      if (entrada.solicitacaoId !== undefined && vinculoMudou) {
        const vinculos = yield* repo.list(candidatoSolicitacao, naEmpresa, {
          filter: { candidatoId: entrada.candidatoId, solicitacaoId: entrada.solicitacaoId, empresaId },
          range: { offset: 0, limit: 1 },
        })
        if (vinculos.total === 0) return [{ field: 'candidatoId', message: CANDIDATO_FORA_DA_SOLICITACAO }]
      }
      const julgadas = validarRespostas(perguntas, entrada.respostas ?? [], { parcial: entrada.respondidaParcialmente ?? false })
      if (julgadas.erros.length) return julgadas.erros
      const p = pontuar(perguntas, julgadas.respostas)
      return {
        erros: [],
        entrada: { ...comPadroes(campos, entrada), respostas: julgadas.respostas, perguntas, ...p, aprovado: aprovado(p.percentual, modelo.percentualMinimoAprovacao) },
      }
    }),
})

const semCalculados = (corpo: unknown): unknown => {
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return corpo
  const c: Record<string, unknown> = { ...corpo }
  for (const k of CAMPOS_CALCULADOS) delete c[k]
  return c
}

/**
 * Records (or, with `id`, changes) a candidate's evaluation through the write path (the declaration's `validar`
 * judges the answers and computes the score); what the server computes is never taken from the body.
 */
export const registrarAvaliacao = (ator: Ator, corpo: unknown, id?: number) =>
  id === undefined ? criar(avaliacoes, ator, semCalculados(corpo)) : atualizar(avaliacoes, ator, id, semCalculados(corpo))

export const DATA_HORA_EXPIRACAO_INVALIDA = 'Data/hora de expiração inválida'

const DataHoraExpiracao = valorDataHora({ label: 'Data/hora de expiração', feminino: true })

/**
 * Spec 000 §7.4 "PUT historico-candidato/{id}/data-hora-expiracao": the deadline for answering the online
 * evaluations of a candidate's stage (`null` clears it). Body `{dataHoraExpiracao}`.
 */
export const alterarExpiracaoHistorico = (ator: Ator, id: number, corpo: unknown) =>
  Effect.gen(function* () {
    yield* obter(historico, ator, id)
    const bruto = typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo) ? (corpo as Record<string, unknown>)['dataHoraExpiracao'] : undefined
    const valor = bruto === null || bruto === '' ? null : Either.getOrUndefined(Schema.decodeUnknownEither(DataHoraExpiracao)(bruto))
    if (valor === undefined) return yield* ValidacaoFalhou.campo('dataHoraExpiracao', DATA_HORA_EXPIRACAO_INVALIDA)
    return yield* alterar(historico, ator, id, { dataHoraExpiracao: valor })
  })

/** The questions of a model, for the evaluation form and for the spec's GET …/{id}/perguntas. */
export const perguntasDoModelo = (escopo: Escopo, id: number) =>
  Effect.map(Effect.flatMap(Repositorio, (r) => r.get(modelosAvaliacaoCandidato, escopo, id)), (m) => (m.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>)

/** Resources of this recruitment slice, mounted by core/recursos.ts. */
export const RECURSOS_AVALIACOES: ReadonlyArray<Resource> = [anuncios, modelosAvaliacaoCandidato, avaliacoes]

/** Evaluations are written only through the use case (answers judged, questions copied, score computed). */
export const ACOES_AVALIACOES = [
  defineAcao({
    nome: 'registrar',
    metodo: 'POST',
    caminho: '',
    resumo: 'Registra a avaliação do candidato (respostas e nota)',
    modo: 'escrever',
    resposta: 'registro',
    corpo: Schema.Unknown,
    validadoNoCaso: true,
    status: 201,
    executar: (ator, { corpo }) => registrarAvaliacao(ator, corpo),
  }),
  defineAcao({
    nome: 'alterar',
    metodo: 'PUT',
    caminho: ':id',
    resumo: 'Altera a avaliação do candidato (respostas e nota)',
    modo: 'escrever',
    resposta: 'registro',
    corpo: Schema.Unknown,
    validadoNoCaso: true,
    executar: (ator, { id, corpo }) => registrarAvaliacao(ator, corpo, id),
  }),
]

export const ACOES_MODELOS_AVALIACAO = [
  defineAcao({
    nome: 'perguntas',
    metodo: 'GET',
    caminho: ':id/perguntas',
    resumo: 'Perguntas do modelo de avaliação, em ordem',
    modo: 'ler',
    resposta: Schema.Array(Pergunta),
    executar: (ator, { id }) => perguntasDoModelo(ator.escopo, id),
  }),
]

/** Spec 000 §7.4 PUT historico-candidato/{id}/data-hora-expiracao (our base: /captacao/historico); guarded as the evaluations. */
export const ACOES_EXPIRACAO_HISTORICO = [
  defineAcao({
    nome: 'data-hora-expiracao',
    metodo: 'PUT',
    caminho: ':id/data-hora-expiracao',
    resumo: 'Altera o prazo para responder as avaliações online da etapa',
    modo: 'escrever',
    resposta: 'registro',
    autoridade: 'ROLE_CAPTACAO_AVALIACOES',
    corpo: Schema.Unknown,
    validadoNoCaso: true,
    executar: (ator, { id, corpo }) => alterarExpiracaoHistorico(ator, id, corpo),
  }),
]
