import { Effect, Either, Schema } from 'effect'
import { colaboradores, historicosDoTalento } from '../cargo-salario/colaboradores.ts'
import { competencias as competenciasCha } from '../cargo-salario/competencias.ts'
import type { ConfigCompetenciaFaixa } from '../cargo-salario/competenciasRegras.ts'
import { configDaFaixaEm } from '../cargo-salario/configurarCompetencias.ts'
import { niveisEmVigorEm } from '../cargo-salario/niveisEmVigor.ts'
import { ConfigCompetenciaColaboradorItem } from '../gestao-talentos/configuracoes-niveis-competencia-colaborador.ts'
import { destinoDasRespostas, podeResponder, RESPOSTAS_ENVIADAS } from '../pesquisa/responder.ts'
import { meuTalento } from '../sessao/meusDados.ts'
import type { Ator, Escopo } from '../shared/ator.ts'
import { alterar } from '../shared/crud.ts'
import { NaoEncontrado, RegraViolada, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Resposta, validarRespostas, type AspectoQuestionario, type PerguntaQuestionario, type RespostaQuestionario } from '../shared/questionario.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, type Registro, type RegistroDe } from '../shared/resource.ts'
import { avaliacoesDesempenho } from './avaliacoes-desempenho.ts'
import { modelosAvaliacao } from './modelos-avaliacao.ts'
import { PAPEL_AUTOAVALIACAO, PAPEIS_AVALIADOR, type PapelAvaliador } from './papeis.ts'
import { participantesAvaliacaoDesempenho, SITUACAO_NAO_RESPONDIDA, SITUACAO_RESPONDIDA } from './participante-avaliacao-desempenho.ts'
import { ROLE_MINHAS_AVALIACOES } from './periodos-experiencia.ts'
import { RespostasAvaliacaoAnonimas, type NivelInformado } from './ports.ts'
import { pontuarResposta, type Requisitos } from './resultados.ts'
import { chaveDosRequisitos } from './resultadosCasos.ts'

/**
 * Answering a performance evaluation (issue 15 "Answering"; spec 002 avaliacoes-desempenhos-questionarios
 * `POST /{colaboradorQuestionarioId}`, here the pair's id): the staff user linked to an employee
 * (usuarios.colaboradorId) answers the pairs where that employee is the evaluator, of released evaluations within
 * dataIni–dataFim. The actions live on the participants' resource, guarded by ROLE_MINHAS_AVALIACOES alone:
 * `GET minhas-avaliacoes`, `GET :id/questionario`, `POST :id/questionario` (`:id` = the pair). Another person's
 * pair, an evaluation not released or out of its period answer 404 (nothing about it is told).
 *
 * Decisions the spec leaves open:
 * - The competencies are those the evaluated's salary range requires on the evaluation's final date (dataFim), the
 *   date the results compare against (core/avaliacao/resultados.ts): the range of their position in force then (their
 *   first position when admitted later), its configuration in force then, the levels in force then. The same date for
 *   every evaluator of the evaluated.
 * - A draft (`parcial: true`) checks only what is given (options of the question, known competencies and levels);
 *   a submission checks every mandatory question and one level for every required competency; once sent ('R') never
 *   again ('Você já respondeu …'). dataResposta is the day in São Paulo.
 * - Anonymous evaluation: the draft stays on the pair, with the evaluator, until sent; the submission moves answers
 *   and levels to the anonymous store (with the evaluated and the role, never the evaluator) in the same
 *   transaction and clears them on the pair (the surveys' `destinoDasRespostas`). `travarEnvio` serialises two tabs.
 * - HR never answers on an evaluator's behalf (the spec has no such call for performance evaluations).
 */

export const SEM_TALENTO_VINCULADO_AVALIACAO = 'Seu usuário não está vinculado a um talento nesta empresa: não há avaliações para responder.'
export const AVALIACAO_JA_RESPONDIDA = 'Você já respondeu esta avaliação. Obrigado pela participação.'
export const AVALIACAO_FECHADA = 'Esta avaliação não está aberta para respostas.'
export const AUTOAVALIACAO = 'Autoavaliação'
export const RESPOSTAS_SALVAS_AVALIACAO = 'Respostas salvas. Você pode continuar depois, até o fim do período da avaliação.'
export const NIVEL_DA_COMPETENCIA_OBRIGATORIO = 'Informe o nível desta competência'
export const COMPETENCIA_NAO_EXIGIDA = 'Competência não exigida pela faixa salarial do avaliado'
export const NIVEL_INVALIDO = 'Nível de competência inválido'
export const COMPETENCIA_REPETIDA = 'Competência informada mais de uma vez'

const TODOS = { offset: 0, limit: 10_000 } as const
const Situacao = Schema.Literal('N', 'P', 'R')
type Situacao = typeof Situacao.Type
type Avaliacao = RegistroDe<typeof avaliacoesDesempenho>
type Participante = Registro & RegistroDe<typeof participantesAvaliacaoDesempenho>

// ---- Pure rules ------------------------------------------------------------------------------------------

/** Is the evaluation open for answers today? Released and `dataIni <= hoje <= dataFim`. */
export const avaliacaoAberta = (a: { readonly liberada?: unknown; readonly dataIni?: unknown; readonly dataFim?: unknown }, hoje: string) =>
  a.liberada === true && typeof a.dataIni === 'string' && typeof a.dataFim === 'string' && a.dataIni <= hoje && hoje <= a.dataFim

/** The name a list shows for the evaluated: 'Autoavaliação' when one evaluates oneself. */
export const nomeDoAvaliado = (p: { readonly papel: string; readonly avaliadoId: number; readonly avaliadorId: number }, nome: string) =>
  p.papel === PAPEL_AUTOAVALIACAO || p.avaliadoId === p.avaliadorId ? AUTOAVALIACAO : nome

/**
 * Judges the competency levels given (pure): each competency among those required (`exigidas`), once, with a level
 * among those in force (`niveis`); unless `parcial`, every required competency needs its level. Answers them in the
 * order required, the comment trimmed.
 */
export const validarNiveis = (
  exigidas: ReadonlyArray<number>,
  niveis: ReadonlyArray<number>,
  informados: ReadonlyArray<NivelInformado>,
  o: { readonly parcial: boolean; readonly campo?: string },
): { readonly erros: ReadonlyArray<ErroCampo>; readonly competencias: ReadonlyArray<NivelInformado> } => {
  const campo = o.campo ?? 'competencias'
  const exigida = new Set(exigidas)
  const nivel = new Set(niveis)
  const erros: ErroCampo[] = []
  const dados = new Map<number, NivelInformado>()
  informados.forEach((x, i) => {
    if (!exigida.has(x.competenciaId)) erros.push({ field: `${campo}.${i}.competenciaId`, message: COMPETENCIA_NAO_EXIGIDA })
    else if (dados.has(x.competenciaId)) erros.push({ field: `${campo}.${i}.competenciaId`, message: COMPETENCIA_REPETIDA })
    else if (!nivel.has(x.nivelCompetenciaId)) erros.push({ field: `${campo}.${i}.nivelCompetenciaId`, message: NIVEL_INVALIDO })
    else {
      const comentario = x.comentario?.trim()
      dados.set(x.competenciaId, { competenciaId: x.competenciaId, nivelCompetenciaId: x.nivelCompetenciaId, ...(comentario ? { comentario } : {}) })
    }
  })
  if (!o.parcial) exigidas.forEach((c, i) => dados.has(c) || erros.push({ field: `${campo}.${i}.nivelCompetenciaId`, message: NIVEL_DA_COMPETENCIA_OBRIGATORIO }))
  return { erros, competencias: exigidas.flatMap((c) => dados.get(c) ?? []) }
}

/**
 * Where a pair's valid answers go (pure; the surveys' anonymity split, with the competency levels beside the
 * answers): a draft and an identified submission stay on the pair; an anonymous submission leaves on the pair only
 * 'R', the day and `anonima`, and goes whole to the anonymous store (`anonimas`).
 */
export const destinoDaAvaliacao = (e: {
  readonly anonima: boolean
  readonly parcial: boolean
  readonly respostas: ReadonlyArray<RespostaQuestionario>
  readonly competencias: ReadonlyArray<NivelInformado>
  readonly hoje: string
}) => {
  const d = destinoDasRespostas({ anonima: e.anonima, parcial: e.parcial, respostas: e.respostas, hoje: e.hoje })
  const participante = {
    situacao: d.participacao.situacao,
    anonima: d.participacao.anonima,
    dataResposta: d.participacao.dataResposta,
    respostas: d.participacao.respostas,
    competencias: d.anonimas ? ([] as ReadonlyArray<NivelInformado>) : e.competencias,
  }
  return d.anonimas ? { participante, anonimas: { respostas: d.anonimas, competencias: e.competencias } } : { participante }
}

// ---- Shapes ----------------------------------------------------------------------------------------------

export const MinhaAvaliacao = Schema.Struct({
  /** The pair's id (what the questionnaire's routes take). */
  id: Schema.Number,
  avaliacaoDesempenhoId: Schema.Number,
  titulo: Schema.String,
  dataIni: Schema.String,
  dataFim: Schema.String,
  anonima: Schema.Boolean,
  avaliadoId: Schema.Number,
  /** The evaluated's name, or 'Autoavaliação'. */
  nomeAvaliado: Schema.String,
  papel: Schema.String,
  nomePapel: Schema.String,
  situacao: Situacao,
})
export type MinhaAvaliacao = typeof MinhaAvaliacao.Type

export const MinhasAvaliacoes = Schema.Struct({
  vinculado: Schema.Boolean,
  mensagem: Schema.optional(Schema.String),
  avaliacoes: Schema.Array(MinhaAvaliacao),
})

const Nivel = Schema.Struct({ id: Schema.Number, descricao: Schema.String, ordem: Schema.Number })
export const CompetenciaAAvaliar = Schema.Struct({
  competenciaId: Schema.Number,
  nome: Schema.String,
  observacao: Schema.NullOr(Schema.String),
  /** The level the range requires; null unless the evaluation shows it (exibirNivelCompetenciaExigido). */
  nivelExigidoId: Schema.NullOr(Schema.Number),
})
export type CompetenciaAAvaliar = typeof CompetenciaAAvaliar.Type

const Solto = Schema.Array(Schema.Unknown)
export const QuestionarioDaAvaliacao = Schema.Struct({
  participante: Schema.Struct({ id: Schema.Number, avaliadoId: Schema.Number, nomeAvaliado: Schema.String, papel: Schema.String, nomePapel: Schema.String }),
  avaliacao: Schema.Struct({
    id: Schema.Number,
    titulo: Schema.String,
    observacao: Schema.NullOr(Schema.String),
    dataIni: Schema.String,
    dataFim: Schema.String,
    anonima: Schema.Boolean,
    avaliarCompetenciasCargo: Schema.Boolean,
    avaliarSomenteCompetencias: Schema.Boolean,
    exibirNivelCompetenciaExigido: Schema.Boolean,
  }),
  aspectos: Solto,
  perguntas: Solto,
  competencias: Schema.Array(CompetenciaAAvaliar),
  niveis: Schema.Array(Nivel),
  situacao: Situacao,
  /** The draft (or, identified and sent, what was sent); empty for an anonymous evaluation once sent. */
  respostas: Solto,
  niveisInformados: Solto,
  mensagem: Schema.optional(Schema.String),
})
export type QuestionarioDaAvaliacao = typeof QuestionarioDaAvaliacao.Type

export const CorpoAvaliacao = Schema.Struct({
  respostas: Schema.optionalWith(Schema.Array(Resposta).annotations({ message: () => 'Respostas inválidas' }), { default: () => [], nullable: true }),
  competencias: Schema.optionalWith(
    Schema.Array(ConfigCompetenciaColaboradorItem)
      .annotations({ message: () => 'Competências inválidas' })
      .pipe(Schema.maxItems(500, { message: () => 'No máximo 500 competências' })),
    { default: () => [], nullable: true },
  ),
  /** true: save as a draft; mandatory questions and competencies may wait. */
  parcial: Schema.optionalWith(Schema.Boolean.annotations({ message: () => 'Parcial inválido' }), { default: () => false, nullable: true }),
})
export type CorpoAvaliacao = typeof CorpoAvaliacao.Type

export const ResultadoAvaliacao = Schema.Struct({ situacao: Schema.Literal('P', 'R'), message: Schema.String })

// ---- Reads -----------------------------------------------------------------------------------------------

const nomePapel = (papel: string) => PAPEIS_AVALIADOR.find((p) => p.id === papel)?.name ?? papel

/** GET participante-avaliacao-desempenho/minhas-avaliacoes: the linked employee's pairs as evaluator, of open evaluations. */
export const minhasAvaliacoes = (ator: Ator) =>
  Effect.gen(function* () {
    const t = yield* meuTalento(ator)
    if (!t) return { vinculado: false, mensagem: SEM_TALENTO_VINCULADO_AVALIACAO, avaliacoes: [] as MinhaAvaliacao[] }
    const repo = yield* Repositorio
    const escopo = t.escopo
    const hoje = yield* (yield* Relogio).hoje
    const pares = yield* repo.list(participantesAvaliacaoDesempenho, escopo, { filter: { avaliadorId: t.registro.id, empresaId: escopo.empresaId }, range: TODOS })
    const ids = [...new Set(pares.rows.map((p) => Number(p.avaliacaoDesempenhoId)))]
    if (!ids.length) return { vinculado: true, avaliacoes: [] as MinhaAvaliacao[] }
    const avs = yield* repo.list(avaliacoesDesempenho, escopo, { filter: { id: ids, liberada: true, empresaId: escopo.empresaId }, range: TODOS })
    const abertas = new Map(avs.rows.filter((a) => avaliacaoAberta(a, hoje)).map((a) => [a.id, a]))
    const lista = pares.rows.flatMap((p): MinhaAvaliacao[] => {
      const a = abertas.get(Number(p.avaliacaoDesempenhoId))
      if (!a) return []
      const par = { papel: String(p.papel), avaliadoId: Number(p.avaliadoId), avaliadorId: Number(p.avaliadorId) }
      return [
        {
          id: p.id,
          avaliacaoDesempenhoId: a.id,
          titulo: String(a.titulo),
          dataIni: String(a.dataIni),
          dataFim: String(a.dataFim),
          anonima: a.anonima === true,
          avaliadoId: par.avaliadoId,
          nomeAvaliado: nomeDoAvaliado(par, String(p.nomeAvaliado ?? '')),
          papel: par.papel,
          nomePapel: nomePapel(par.papel),
          situacao: ((p.situacao as Situacao | null) ?? SITUACAO_NAO_RESPONDIDA) as Situacao,
        },
      ]
    })
    lista.sort((x, y) => x.dataFim.localeCompare(y.dataFim) || x.titulo.localeCompare(y.titulo, 'pt-BR') || x.nomeAvaliado.localeCompare(y.nomeAvaliado, 'pt-BR'))
    return { vinculado: true, avaliacoes: lista }
  })

/** The pair of this evaluator (404 for anyone else's, or when not released), its evaluation and whether it is open now. */
const meuPar = (ator: Ator, participanteId: number) =>
  Effect.gen(function* () {
    const t = yield* meuTalento(ator)
    if (!t) return yield* new RegraViolada({ message: SEM_TALENTO_VINCULADO_AVALIACAO })
    const repo = yield* Repositorio
    const escopo = t.escopo
    const lido = yield* Effect.either(repo.get(participantesAvaliacaoDesempenho, escopo, participanteId))
    if (Either.isLeft(lido) || Number(lido.right.empresaId) !== escopo.empresaId || Number(lido.right.avaliadorId) !== t.registro.id) {
      return yield* new NaoEncontrado({ recurso: participantesAvaliacaoDesempenho.name, id: participanteId })
    }
    const par = lido.right as Participante
    const a = yield* Effect.either(repo.get(avaliacoesDesempenho, escopo, Number(par.avaliacaoDesempenhoId)))
    if (Either.isLeft(a) || a.right.liberada !== true) return yield* new NaoEncontrado({ recurso: participantesAvaliacaoDesempenho.name, id: participanteId })
    const hoje = yield* (yield* Relogio).hoje
    return { escopo, euMesmo: { ...ator, escopo } satisfies Ator, par, avaliacao: a.right as Avaliacao, aberta: avaliacaoAberta(a.right, hoje) }
  })

/** The competencies the evaluated's range requires on `data` and the levels in force then (see the decisions above). */
export const competenciasDoAvaliado = (escopo: Escopo, avaliadoId: number, data: string) =>
  Effect.gen(function* () {
    const hs = yield* historicosDoTalento(escopo, avaliadoId)
    const posicao = hs.filter((h) => String(h['data']) <= data).at(-1) ?? hs[0]
    const faixaId = posicao?.['faixaSalarialId'] == null ? null : Number(posicao['faixaSalarialId'])
    const cf = faixaId ? yield* configDaFaixaEm(escopo, faixaId, data) : undefined
    const exigidas: ReadonlyArray<ConfigCompetenciaFaixa> = cf?.configsNiveisCompetencias ?? []
    const repo = yield* Repositorio
    const itens = exigidas.length ? (yield* repo.list(competenciasCha, escopo, { filter: { id: exigidas.map((x) => x.competenciaId) }, range: TODOS })).rows : []
    const porId = new Map(itens.map((c) => [c.id, c]))
    const emVigor = yield* niveisEmVigorEm(escopo, data)
    const niveis = emVigor.map((n) => ({ id: n.id, descricao: n.descricao, ordem: n.ordem }))
    return {
      /** What the competency % of a submission is scored against (the results' `Requisitos`). */
      requisitos: { exigidas, niveis: emVigor },
      competencias: exigidas
        .filter((x) => porId.has(x.competenciaId))
        .map((x) => ({ competenciaId: x.competenciaId, nome: String(porId.get(x.competenciaId)!.nome), observacao: (porId.get(x.competenciaId)!.observacao as string | null | undefined) ?? null, nivelExigidoId: x.nivelCompetenciaId })),
      niveis: [...niveis].sort((a, b) => a.ordem - b.ordem),
    }
  })

/** The questions and competencies of a pair (the model's, unless only competencies are evaluated). */
export const oQueAvaliar = (escopo: Escopo, a: Avaliacao, avaliadoId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const modelo = a.avaliarSomenteCompetencias !== true && a.modeloAvaliacaoId ? yield* Effect.either(repo.get(modelosAvaliacao, escopo, Number(a.modeloAvaliacaoId))) : undefined
    const m = modelo && Either.isRight(modelo) ? modelo.right : undefined
    const comp =
      a.avaliarCompetenciasCargo === true || a.avaliarSomenteCompetencias === true
        ? yield* competenciasDoAvaliado(escopo, avaliadoId, String(a.dataFim))
        : { competencias: [], niveis: [], requisitos: { exigidas: [], niveis: [] } }
    return {
      perguntas: (m?.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>,
      aspectos: (m?.aspectos ?? []) as ReadonlyArray<AspectoQuestionario>,
      ...comp,
    }
  })

/** GET participante-avaliacao-desempenho/{id}/questionario: what the evaluator answers, with their draft. */
export const lerQuestionarioAvaliacao = (ator: Ator, participanteId: number) =>
  Effect.gen(function* () {
    const x = yield* meuPar(ator, participanteId)
    const situacao = ((x.par.situacao as Situacao | null) ?? SITUACAO_NAO_RESPONDIDA) as Situacao
    if (!x.aberta && situacao !== SITUACAO_RESPONDIDA) return yield* new NaoEncontrado({ recurso: participantesAvaliacaoDesempenho.name, id: participanteId })
    const a = x.avaliacao
    const o = yield* oQueAvaliar(x.escopo, a, Number(x.par.avaliadoId))
    const avaliado = yield* Effect.either((yield* Repositorio).get(colaboradores, x.escopo, Number(x.par.avaliadoId)))
    const par = { papel: String(x.par.papel), avaliadoId: Number(x.par.avaliadoId), avaliadorId: Number(x.par.avaliadorId) }
    // Sent anonymously: nothing stays on the pair (and nothing is read back from the anonymous store).
    const meu = !(x.par.anonima === true && situacao === SITUACAO_RESPONDIDA)
    const r: QuestionarioDaAvaliacao = {
      participante: { id: x.par.id, avaliadoId: par.avaliadoId, nomeAvaliado: nomeDoAvaliado(par, Either.isRight(avaliado) ? String(avaliado.right.nome) : ''), papel: par.papel, nomePapel: nomePapel(par.papel) },
      avaliacao: {
        id: a.id,
        titulo: String(a.titulo),
        observacao: (a.observacao as string | null | undefined) ?? null,
        dataIni: String(a.dataIni),
        dataFim: String(a.dataFim),
        anonima: a.anonima === true,
        avaliarCompetenciasCargo: a.avaliarCompetenciasCargo === true,
        avaliarSomenteCompetencias: a.avaliarSomenteCompetencias === true,
        exibirNivelCompetenciaExigido: a.exibirNivelCompetenciaExigido === true,
      },
      aspectos: o.aspectos,
      perguntas: o.perguntas,
      competencias: o.competencias.map((c) => ({ ...c, nivelExigidoId: a.exibirNivelCompetenciaExigido === true ? c.nivelExigidoId : null })),
      niveis: o.niveis,
      situacao,
      respostas: meu ? ((x.par.respostas ?? []) as ReadonlyArray<unknown>) : [],
      niveisInformados: meu ? ((x.par.competencias ?? []) as ReadonlyArray<unknown>) : [],
      ...(situacao === SITUACAO_RESPONDIDA ? { mensagem: AVALIACAO_JA_RESPONDIDA } : {}),
    }
    return r
  })

const SEM_FIGURAS = { percentualQuestionario: null, percentualCompetencias: null, chaveCompetencias: null }

/**
 * The %s of a sent answer, stored with it (scored once, when sent: the model is locked from then on), so the results of
 * all evaluated read them: the questionnaire % and the competency % with the key of the requirements it was scored
 * against (the results score the levels again if those requirements change). `o`: oQueAvaliar of its pair.
 */
export const figurasDoEnvio = (
  o: { readonly perguntas: ReadonlyArray<PerguntaQuestionario>; readonly requisitos: Omit<Requisitos, 'perguntas' | 'chave'> },
  envio: { readonly respostas: ReadonlyArray<RespostaQuestionario>; readonly competencias: ReadonlyArray<NivelInformado> },
) =>
  Effect.gen(function* () {
    const req: Requisitos = { perguntas: o.perguntas, ...o.requisitos }
    const pontos = pontuarResposta(req, envio)
    return { percentualQuestionario: pontos.questionario, percentualCompetencias: pontos.competencias, chaveCompetencias: yield* chaveDosRequisitos(req) }
  })

/**
 * POST participante-avaliacao-desempenho/{id}/questionario: a draft (`parcial`) or the submission, once. Anonymous:
 * the answers and levels go to the anonymous store in this transaction and leave the pair.
 */
export const responderAvaliacao = (ator: Ator, participanteId: number, corpo: CorpoAvaliacao) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const anonimas = yield* RespostasAvaliacaoAnonimas
        yield* meuPar(ator, participanteId)
        yield* anonimas.travarEnvio(participanteId)
        // Read again under the lock: a second tab waits here and then sees 'R'.
        const x = yield* meuPar(ator, participanteId)
        if (!podeResponder(x.par.situacao)) return yield* new RegraViolada({ message: AVALIACAO_JA_RESPONDIDA })
        if (!x.aberta) return yield* new RegraViolada({ message: AVALIACAO_FECHADA })
        const a = x.avaliacao
        const o = yield* oQueAvaliar(x.escopo, a, Number(x.par.avaliadoId))
        const julgadas = validarRespostas(o.perguntas, corpo.respostas as never, { parcial: corpo.parcial })
        const niveis = validarNiveis(
          o.competencias.map((c) => c.competenciaId),
          o.niveis.map((n) => n.id),
          corpo.competencias,
          { parcial: corpo.parcial },
        )
        if (julgadas.erros.length || niveis.erros.length) return yield* ValidacaoFalhou.campos([...julgadas.erros, ...niveis.erros])
        const hoje = yield* (yield* Relogio).hoje
        const d = destinoDaAvaliacao({ anonima: a.anonima === true, parcial: corpo.parcial, respostas: julgadas.respostas, competencias: niveis.competencias, hoje })
        const figuras = corpo.parcial ? SEM_FIGURAS : yield* figurasDoEnvio(o, { respostas: julgadas.respostas, competencias: niveis.competencias })
        yield* alterar(participantesAvaliacaoDesempenho, x.euMesmo, x.par.id, { ...d.participante, ...(d.anonimas ? SEM_FIGURAS : figuras) })
        if (d.anonimas) {
          yield* anonimas.gravar({
            empresaId: x.escopo.empresaId,
            avaliacaoDesempenhoId: a.id,
            avaliadoId: Number(x.par.avaliadoId),
            papel: String(x.par.papel) as PapelAvaliador,
            respostas: d.anonimas.respostas,
            competencias: d.anonimas.competencias,
            ...figuras,
          })
        }
        return { situacao: d.participante.situacao, message: corpo.parcial ? RESPOSTAS_SALVAS_AVALIACAO : RESPOSTAS_ENVIADAS }
      }),
    ),
  )

/** The evaluator's actions, on the participants' resource, guarded by ROLE_MINHAS_AVALIACOES alone. */
export const ACOES_RESPONDER_AVALIACAO = [
  defineAcao({
    nome: 'minhas-avaliacoes',
    metodo: 'GET',
    caminho: 'minhas-avaliacoes',
    resumo: 'Minhas Avaliações: os pares em que o talento vinculado ao usuário é avaliador, das avaliações liberadas e no período',
    modo: 'ler',
    autoridade: ROLE_MINHAS_AVALIACOES,
    somenteAutoridade: true,
    resposta: MinhasAvaliacoes,
    executar: (ator) => minhasAvaliacoes(ator),
  }),
  defineAcao({
    nome: 'questionario',
    metodo: 'GET',
    caminho: ':id/questionario',
    resumo: 'O questionário e as competências de um par (id do participante) para o avaliador responder, com o rascunho salvo',
    modo: 'ler',
    autoridade: ROLE_MINHAS_AVALIACOES,
    somenteAutoridade: true,
    resposta: QuestionarioDaAvaliacao,
    executar: (ator, { id }) => lerQuestionarioAvaliacao(ator, id),
  }),
  defineAcao({
    nome: 'responde-questionario',
    metodo: 'POST',
    caminho: ':id/questionario',
    resumo: 'Salva as respostas do avaliador a um par: rascunho (parcial: true) ou envio definitivo, uma vez; anônima: as respostas vão para o repositório anônimo',
    modo: 'escrever',
    autoridade: ROLE_MINHAS_AVALIACOES,
    somenteAutoridade: true,
    corpo: CorpoAvaliacao,
    resposta: ResultadoAvaliacao,
    executar: (ator, { id, corpo }) => responderAvaliacao(ator, id, corpo),
  }),
]
