import { Effect, Schema } from 'effect'
import { documentoEmBranco } from '../pesquisa/entrevistas.ts'
import type { Ator } from '../shared/ator.ts'
import { normalizarTermo } from '../shared/busca.ts'
import { criar, listar, obter } from '../shared/crud.ts'
import { Impressora } from '../shared/documento.ts'
import { NaoEncontrado, ValidacaoFalhou } from '../shared/erros.ts'
import { acoesEstruturaQuestionario, clonarParaEmpresas, CorpoClone, corpoDoRegistro } from '../shared/estruturaQuestionario.ts'
import type { AspectoQuestionario, PerguntaQuestionario } from '../shared/questionario.ts'
import { defineAcao, esquemaDoRegistro, validar, type Arquivo, type RegistroDe } from '../shared/resource.ts'
import { camposModeloAvaliacao, modelosAvaliacao, TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA, TIPO_MODELO_DESEMPENHO, TIPOS_MODELO_AVALIACAO } from './modelos-avaliacao.ts'
import { modelosAvaliacaoComRegras, respostasDoModelo } from './modelosAvaliacaoUso.ts'
import { periodosExperiencia } from './periodos-experiencia.ts'

/**
 * The evaluation model's calls of spec 002 §7 ("Evaluation question API (prefixed by the evaluation id)", "Evaluation
 * model: DELETE /{id} with query tipo", "Evaluations: GET /ativa, /tipo-desempenho", "Questions: GET
 * /experiencias?avaliacaoId; GET /questionario?questionarioId"), under /api/avaliacao/modelos-avaliacao. Reads are open
 * to every signed-in user (evaluators and managers answering read the questions), writes need HR's evaluation authority.
 */

type Modelo = RegistroDe<typeof modelosAvaliacao>

const Modelos = Schema.Array(esquemaDoRegistro(modelosAvaliacao))

/** A model as a list shows it (no questions). */
export const ResumoModelo = Schema.Struct({
  id: Schema.Number,
  titulo: Schema.String,
  tipo: Schema.String,
  nomeTipo: Schema.String,
  ativo: Schema.Boolean,
  periodoExperienciaId: Schema.NullOr(Schema.Number),
  percentualMinimoAprovacao: Schema.NullOr(Schema.Number),
})
export type ResumoModelo = typeof ResumoModelo.Type

/** The questionnaire of a model, as the answering screens read it. */
export const QuestionarioModelo = Schema.Struct({
  id: Schema.Number,
  titulo: Schema.String,
  tipo: Schema.String,
  observacao: Schema.NullOr(Schema.String),
  percentualMinimoAprovacao: Schema.NullOr(Schema.Number),
  aspectos: Schema.Array(Schema.Struct({ id: Schema.Number, nome: Schema.String })),
  perguntas: Schema.Array(Schema.Unknown),
})

const resumo = (m: Modelo): ResumoModelo => ({
  id: m.id,
  titulo: String(m.titulo),
  tipo: String(m.tipo),
  nomeTipo: TIPOS_MODELO_AVALIACAO.find((t) => t.id === m.tipo)?.name ?? String(m.tipo),
  ativo: m.ativo === true,
  periodoExperienciaId: m.periodoExperienciaId ?? null,
  percentualMinimoAprovacao: m.percentualMinimoAprovacao ?? null,
})

const questionario = (m: Modelo) => ({
  id: m.id,
  titulo: String(m.titulo),
  tipo: String(m.tipo),
  observacao: m.observacao ?? null,
  percentualMinimoAprovacao: m.percentualMinimoAprovacao ?? null,
  aspectos: (m.aspectos ?? []) as ReadonlyArray<AspectoQuestionario>,
  perguntas: (m.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>,
})

/** The company's active models (of one type, when given), by title. */
export const modelosAtivos = (ator: Ator, tipo?: string) =>
  Effect.map(
    listar(modelosAvaliacao, ator, { filter: { empresaId: ator.escopo.empresaId, ativo: true, ...(tipo ? { tipo } : {}) }, sort: { field: 'titulo', order: 'ASC' } }),
    ({ rows }) => rows.map((m) => resumo(m as Modelo)),
  )

const idDaQuery = (query: Readonly<Record<string, string>>, campo: string, rotulo: string) => {
  const v = query[campo]
  if (v === undefined || v === '') return Effect.fail(ValidacaoFalhou.campo(campo, `${rotulo} é obrigatório`))
  return /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Effect.succeed(Number(v)) : Effect.fail(ValidacaoFalhou.campo(campo, `${rotulo} inválido`))
}

/**
 * Clone to other companies of the user: title, type, questions, aspects, minimum, observation. The experience period of
 * a follow-up model (tipo A) is the target company's period of the same name, created there (same name and days) when
 * it has none. Answers are never copied.
 */
export const clonarModeloAvaliacao = (ator: Ator, id: number, empresas: ReadonlyArray<number>) =>
  clonarParaEmpresas(modelosAvaliacao, ator, id, empresas, (m, naEmpresa) =>
    Effect.gen(function* () {
      if (!m.periodoExperienciaId) return corpoDoRegistro(camposModeloAvaliacao, m, { periodoExperienciaId: null })
      const periodo = yield* obter(periodosExperiencia, ator, m.periodoExperienciaId)
      const unica: Ator = { ...naEmpresa, escopo: { ...naEmpresa.escopo, empresasVisiveis: [naEmpresa.escopo.empresaId] } }
      const { rows } = yield* listar(periodosExperiencia, unica, { filter: { empresaId: unica.escopo.empresaId } })
      const mesmo = rows.find((p) => normalizarTermo(String(p.nome)) === normalizarTermo(String(periodo.nome)))
      const alvo = mesmo ?? (yield* criar(periodosExperiencia, unica, { nome: periodo.nome, dias: periodo.dias, ativo: periodo.ativo }))
      return corpoDoRegistro(camposModeloAvaliacao, m, { periodoExperienciaId: alvo.id })
    }),
  )

/** The body of POST /relatorio: the model (`avaliacaoId`, as the spec names it) and the print options. */
export const CorpoRelatorioModelo = Schema.Struct({
  avaliacaoId: Schema.propertySignature(Schema.Number.pipe(Schema.int(), Schema.positive()).annotations({ message: () => 'Modelo de Avaliação inválido' })).annotations({
    missingMessage: () => 'Modelo de Avaliação é obrigatório',
  }),
  /** The questions grouped under their aspects (in the aspects' order), instead of the questionnaire's order. */
  agruparPorAspecto: Schema.optionalWith(Schema.Boolean.annotations({ message: () => 'Agrupar por aspecto inválido' }), { nullable: true, default: () => false }),
})

/** The questions in the aspects' order (each aspect's in their own order; those without aspect last). */
export const perguntasPorAspecto = (perguntas: ReadonlyArray<PerguntaQuestionario>, aspectos: ReadonlyArray<AspectoQuestionario>) => {
  const posicao = (q: PerguntaQuestionario) => {
    const i = aspectos.findIndex((a) => a.nome === q.aspecto)
    return i < 0 ? aspectos.length : i
  }
  return perguntas.map((q, i) => ({ q, i })).sort((a, b) => posicao(a.q) - posicao(b.q) || a.i - b.i).map(({ q }) => q)
}

/** The blank questionnaire of a model as a PDF (avaliacao.pdf), to answer on paper. */
export const imprimirModeloAvaliacao = (ator: Ator, corpo: typeof CorpoRelatorioModelo.Type) =>
  Effect.gen(function* () {
    const m = yield* obter(modelosAvaliacao, ator, corpo.avaliacaoId)
    const q = questionario(m)
    const perguntas = corpo.agruparPorAspecto ? perguntasPorAspecto(q.perguntas, q.aspectos) : q.perguntas
    const titulo = corpo.agruparPorAspecto ? (p: PerguntaQuestionario) => (p.aspecto ? `[${p.aspecto}] ${p.texto}` : p.texto) : (p: PerguntaQuestionario) => p.texto
    const doc = documentoEmBranco({ titulo: q.titulo, observacao: q.observacao, perguntas: perguntas.map((p) => ({ ...p, texto: titulo(p) })) }, ator.empresa?.nome ?? '', 'Avaliação')
    const bytes = yield* (yield* Impressora).pdf(doc)
    const arquivo: Arquivo = { bytes, nomeArquivo: 'avaliacao.pdf', tipo: 'application/pdf' }
    return arquivo
  })

export const ACOES_MODELOS_AVALIACAO = [
  ...acoesEstruturaQuestionario({
    recurso: modelosAvaliacaoComRegras,
    campos: camposModeloAvaliacao,
    de: 'do modelo',
    em: 'no modelo',
    chaveLote: 'avaliacaoId',
    respondidas: (m) => respostasDoModelo(Number(m.empresaId), m.id),
  }),
  defineAcao({
    nome: 'clone',
    metodo: 'POST',
    caminho: ':id',
    resumo: 'Copia o modelo (perguntas, aspectos, tipo, período) para as empresas dadas: corpo { empresas } ou query empresas=1,2',
    modo: 'escrever',
    corpo: CorpoClone,
    corpoOpcional: true,
    validadoNoCaso: true,
    status: 201,
    resposta: Modelos,
    executar: (ator, { id, corpo, query }) =>
      Effect.gen(function* () {
        yield* obter(modelosAvaliacao, ator, id)
        const daQuery = query['empresas'] ? query['empresas'].split(',').map((x) => (/^\s*\d{1,10}\s*$/.test(x) ? Number(x) : x)) : undefined
        const bruto = corpo && typeof corpo === 'object' && 'empresas' in corpo ? corpo : { empresas: daQuery }
        const { empresas } = yield* validar(CorpoClone, bruto)
        return yield* clonarModeloAvaliacao(ator, id, empresas)
      }),
  }),
  defineAcao({
    nome: 'relatorio',
    metodo: 'POST',
    caminho: 'relatorio',
    resumo: 'O questionário em branco do modelo (avaliacaoId), em PDF (avaliacao.pdf); agruparPorAspecto ordena as perguntas pelos aspectos',
    modo: 'ler',
    corpo: CorpoRelatorioModelo,
    resposta: 'arquivo',
    executar: (ator, { corpo }) => imprimirModeloAvaliacao(ator, corpo),
  }),
  defineAcao({
    nome: 'ativa',
    metodo: 'GET',
    caminho: 'ativa',
    resumo: 'Os modelos ativos da empresa (query tipo: D ou A), por título, sem as perguntas',
    modo: 'ler',
    resposta: Schema.Array(ResumoModelo),
    executar: (ator, { query }) => modelosAtivos(ator, query['tipo'] === TIPO_MODELO_DESEMPENHO || query['tipo'] === TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA ? query['tipo'] : undefined),
  }),
  defineAcao({
    nome: 'tipo-desempenho',
    metodo: 'GET',
    caminho: 'tipo-desempenho',
    resumo: 'Os modelos ativos de avaliação de desempenho (tipo D), por título: os que uma avaliação de desempenho pode usar',
    modo: 'ler',
    resposta: Schema.Array(ResumoModelo),
    executar: (ator) => modelosAtivos(ator, TIPO_MODELO_DESEMPENHO),
  }),
  defineAcao({
    nome: 'experiencias',
    metodo: 'GET',
    caminho: 'experiencias',
    resumo: 'O questionário de um modelo de acompanhamento de experiência (query avaliacaoId; 404 se não for do tipo A)',
    modo: 'ler',
    resposta: QuestionarioModelo,
    executar: (ator, { query }) =>
      Effect.gen(function* () {
        const id = yield* idDaQuery(query, 'avaliacaoId', 'Modelo de Avaliação')
        const m = yield* obter(modelosAvaliacao, ator, id)
        if (m.tipo !== TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA) return yield* new NaoEncontrado({ recurso: 'avaliacao/modelos-avaliacao/experiencias', id })
        return questionario(m)
      }),
  }),
  defineAcao({
    nome: 'questionario',
    metodo: 'GET',
    caminho: 'questionario',
    resumo: 'O questionário de um modelo, de qualquer tipo (query questionarioId): aspectos e perguntas em ordem',
    modo: 'ler',
    resposta: QuestionarioModelo,
    executar: (ator, { query }) =>
      Effect.gen(function* () {
        const id = yield* idDaQuery(query, 'questionarioId', 'Questionário')
        return questionario(yield* obter(modelosAvaliacao, ator, id))
      }),
  }),
]
