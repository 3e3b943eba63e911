import { Effect, Either, Schema } from 'effect'
import { meuTalento } from '../sessao/meusDados.ts'
import type { Ator, Escopo } from '../shared/ator.ts'
import { alterar, criar } from '../shared/crud.ts'
import { NaoEncontrado, RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Resposta, validarRespostas, type AspectoQuestionario, type PerguntaQuestionario, type RespostaQuestionario } from '../shared/questionario.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, type Registro, type RegistroDe } from '../shared/resource.ts'
import { colaboradorRespostas, SITUACAO_NAO_RESPONDIDA, SITUACAO_PARCIAL, SITUACAO_RESPONDIDA } from './colaborador-respostas.ts'
import { pesquisas, ROLE_MINHAS_PESQUISAS } from './pesquisas.ts'
import { RespostasAnonimas } from './ports.ts'
import { estaNoPublico, pesquisaAberta, type PosicaoColaborador } from './publico.ts'
import { minhasAvaliacoesTurma } from './avaliacoes-turmaMinhas.ts'

/**
 * Answering a survey by the employee (spec 002 /pesquisa/colaborador-questionario/{questionarioId}; 'Minhas
 * Pesquisas'): a staff user linked to an employee of the session's company (usuarios.colaboradorId, the one place
 * that says who a person is) sees the released surveys of their audience within their period, saves partial answers
 * (`respondido-parcialmente`) and resumes them, and submits once; on submission every mandatory question needs its
 * answer (the engine's rules). Anonymous surveys: the draft stays on the participation, with the employee, until they
 * submit; the submission moves it to the anonymous store and clears it (see core/pesquisa/colaborador-respostas.ts).
 */

export const SEM_TALENTO_VINCULADO_PESQUISA = 'Seu usuário não está vinculado a um talento nesta empresa: não há pesquisas para responder.'
export const PESQUISA_JA_RESPONDIDA = 'Você já respondeu esta pesquisa. Obrigado pela participação.'
export const PESQUISA_ENCERRADA = 'Esta pesquisa não está aberta para respostas.'
export const RESPOSTAS_ENVIADAS = 'Obrigado! Suas respostas foram registradas.'
export const RESPOSTAS_SALVAS = 'Respostas salvas. Você pode continuar depois, até o fim do período da pesquisa.'

export type SituacaoResposta = typeof SITUACAO_PARCIAL | typeof SITUACAO_RESPONDIDA | typeof SITUACAO_NAO_RESPONDIDA

export const MinhaPesquisa = Schema.Struct({
  id: Schema.Number,
  titulo: Schema.String,
  dataInicio: Schema.String,
  dataFim: Schema.String,
  anonima: Schema.Boolean,
  quantidadePerguntas: Schema.Number,
  situacao: Schema.Literal('N', 'P', 'R'),
  /** A class evaluation (core/pesquisa/avaliacoes-turmaMinhas.ts): its class; `id` is then the course evaluation. */
  turmaId: Schema.optional(Schema.Number),
})
export type MinhaPesquisa = typeof MinhaPesquisa.Type

export const MinhasPesquisas = Schema.Struct({
  vinculado: Schema.Boolean,
  mensagem: Schema.optional(Schema.String),
  pesquisas: Schema.Array(MinhaPesquisa),
})

const Solto = Schema.Array(Schema.Unknown)
export const QuestionarioDoColaborador = Schema.Struct({
  pesquisa: Schema.Struct({
    id: Schema.Number,
    titulo: Schema.String,
    observacao: Schema.NullOr(Schema.String),
    anonima: Schema.Boolean,
    dataFim: Schema.String,
    aspectos: Solto,
    perguntas: Solto,
  }),
  situacao: Schema.Literal('N', 'P', 'R'),
  /** The draft (or, identified and sent, the answers sent); empty for an anonymous survey once sent. */
  respostas: Solto,
  mensagem: Schema.optional(Schema.String),
})
export type QuestionarioDoColaborador = typeof QuestionarioDoColaborador.Type

export const CorpoRespostas = Schema.Struct({
  respostas: Schema.Array(Resposta).annotations({ message: () => 'Respostas inválidas' }),
  /** true: save as a draft (respondido-parcialmente), mandatory questions may wait. */
  parcial: Schema.optionalWith(Schema.Boolean.annotations({ message: () => 'Parcial inválido' }), { default: () => false, nullable: true }),
})
export type CorpoRespostas = typeof CorpoRespostas.Type

export const ResultadoResposta = Schema.Struct({ situacao: Schema.Literal('P', 'R'), message: Schema.String })

/** The position the audience rule reads, from an employee record (its computed columns). */
export const posicaoDe = (c: Readonly<Record<string, unknown>>): PosicaoColaborador => ({
  id: Number(c['id']),
  situacao: typeof c['situacao'] === 'string' ? c['situacao'] : null,
  estabelecimentoId: typeof c['estabelecimentoId'] === 'number' ? c['estabelecimentoId'] : null,
  areaOrganizacionalId: typeof c['areaOrganizacionalId'] === 'number' ? c['areaOrganizacionalId'] : null,
  cargoId: typeof c['cargoId'] === 'number' ? c['cargoId'] : null,
})

/**
 * Where (valid) answers go (the anonymity split, pure): a draft stays on the participation, with the employee, whatever
 * the survey; an identified submission stays there too; an anonymous submission leaves the participation with only
 * who, the day and 'R', and goes, whole, to the anonymous store (`anonimas`), which gets nothing else.
 */
export const destinoDasRespostas = (e: {
  readonly anonima: boolean
  readonly parcial: boolean
  readonly respostas: ReadonlyArray<RespostaQuestionario>
  readonly hoje: string
  /** The employee's area and cargo now (stored with a submission, for the results by segment). */
  readonly segmento?: Segmento
}): {
  readonly participacao: {
    readonly situacao: 'P' | 'R'
    readonly anonima: boolean
    readonly dataResposta: string | null
    readonly respostas: ReadonlyArray<RespostaQuestionario>
    readonly areaOrganizacionalId: number | null
    readonly cargoId: number | null
  }
  readonly anonimas?: ReadonlyArray<RespostaQuestionario>
  readonly segmentoAnonimo?: Segmento
} => {
  const semSegmento = { areaOrganizacionalId: null, cargoId: null }
  const seg = { areaOrganizacionalId: e.segmento?.areaOrganizacionalId ?? null, cargoId: e.segmento?.cargoId ?? null }
  if (e.parcial) return { participacao: { situacao: SITUACAO_PARCIAL, anonima: e.anonima, dataResposta: null, respostas: e.respostas, ...semSegmento } }
  if (!e.anonima) return { participacao: { situacao: SITUACAO_RESPONDIDA, anonima: false, dataResposta: e.hoje, respostas: e.respostas, ...seg } }
  // Anonymous: the segment goes with the answers, never with the employee.
  return { participacao: { situacao: SITUACAO_RESPONDIDA, anonima: true, dataResposta: e.hoje, respostas: [], ...semSegmento }, anonimas: e.respostas, segmentoAnonimo: seg }
}

export interface Segmento {
  readonly areaOrganizacionalId: number | null
  readonly cargoId: number | null
}

/** May this participation still change? Once sent ('R'), never: one submission per employee. */
export const podeResponder = (situacaoAtual: string | null | undefined) => situacaoAtual !== SITUACAO_RESPONDIDA

type Pesquisa = RegistroDe<typeof pesquisas>

/** The employee's participation in the survey, whole (list rows leave the answers out). */
const participacaoDe = (escopo: Escopo, pesquisaId: number, colaboradorId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const l = yield* repo.list(colaboradorRespostas, escopo, { filter: { pesquisaId, colaboradorId, empresaId: escopo.empresaId }, range: { offset: 0, limit: 1 } })
    const r = l.rows[0]
    return r ? ((yield* Effect.orDie(repo.get(colaboradorRespostas, escopo, r.id))) as Registro & RegistroDe<typeof colaboradorRespostas>) : undefined
  })

/** The linked employee and their position, or undefined. */
const eu = (ator: Ator) =>
  Effect.map(meuTalento(ator), (t) => (t ? { escopo: t.escopo, posicao: posicaoDe(t.registro) } : undefined))

/** GET …/minhas-pesquisas: the open surveys of the employee's audience, with where they stand. */
export const minhasPesquisas = (ator: Ator) =>
  Effect.gen(function* () {
    const quem = yield* eu(ator)
    if (!quem) return { vinculado: false, mensagem: SEM_TALENTO_VINCULADO_PESQUISA, pesquisas: [] as MinhaPesquisa[] }
    const repo = yield* Repositorio
    const hoje = yield* (yield* Relogio).hoje
    const { rows } = yield* repo.list(pesquisas, quem.escopo, { filter: { empresaId: quem.escopo.empresaId, liberada: true }, range: { offset: 0, limit: 1000 } })
    const abertas = rows.filter((p) => pesquisaAberta(p as never, hoje) && estaNoPublico(p as never, quem.posicao))
    const minhas = yield* repo.list(colaboradorRespostas, quem.escopo, { filter: { colaboradorId: quem.posicao.id, empresaId: quem.escopo.empresaId }, range: { offset: 0, limit: 5000 } })
    const situacao = new Map(minhas.rows.map((r) => [Number(r.pesquisaId), r.situacao as SituacaoResposta]))
    const lista: MinhaPesquisa[] = []
    for (const p of abertas.sort((a, b) => String(a.dataFim).localeCompare(String(b.dataFim)))) {
      const completa = yield* repo.get(pesquisas, quem.escopo, p.id)
      lista.push({
        id: p.id,
        titulo: String(p.titulo),
        dataInicio: String(p.dataInicio),
        dataFim: String(p.dataFim),
        anonima: p.anonima === true,
        quantidadePerguntas: (completa.perguntas ?? []).length,
        situacao: situacao.get(p.id) ?? SITUACAO_NAO_RESPONDIDA,
      })
    }
    lista.push(...(yield* minhasAvaliacoesTurma(quem.escopo, quem.posicao.id)))
    return { vinculado: true, pesquisas: lista }
  })

/** The survey this employee may answer now (404 otherwise: another company, not released, out of period or of their audience). */
const pesquisaParaResponder = (ator: Ator, pesquisaId: number) =>
  Effect.gen(function* () {
    const quem = yield* eu(ator)
    if (!quem) return yield* new RegraViolada({ message: SEM_TALENTO_VINCULADO_PESQUISA })
    const repo = yield* Repositorio
    const lida = yield* Effect.either(repo.get(pesquisas, quem.escopo, pesquisaId))
    if (Either.isLeft(lida) || Number(lida.right.empresaId) !== quem.escopo.empresaId || !estaNoPublico(lida.right as never, quem.posicao)) {
      return yield* new NaoEncontrado({ recurso: pesquisas.name, id: pesquisaId })
    }
    const hoje = yield* (yield* Relogio).hoje
    return { quem, pesquisa: lida.right as Pesquisa, aberta: pesquisaAberta(lida.right as never, hoje) }
  })

/** GET …/questionario/{questionarioId}: the survey's questions and the employee's draft (or what they sent). */
export const lerQuestionario = (ator: Ator, pesquisaId: number) =>
  Effect.gen(function* () {
    const { quem, pesquisa, aberta } = yield* pesquisaParaResponder(ator, pesquisaId)
    const part = yield* participacaoDe(quem.escopo, pesquisaId, quem.posicao.id)
    const situacao = (part?.situacao as SituacaoResposta | undefined) ?? SITUACAO_NAO_RESPONDIDA
    if (!aberta && situacao !== SITUACAO_RESPONDIDA) return yield* new NaoEncontrado({ recurso: pesquisas.name, id: pesquisaId })
    const respostas = part && !(part.anonima === true && situacao === SITUACAO_RESPONDIDA) ? ((part.respostas ?? []) as ReadonlyArray<unknown>) : []
    const r: QuestionarioDoColaborador = {
      pesquisa: {
        id: pesquisa.id,
        titulo: String(pesquisa.titulo),
        observacao: pesquisa.observacao ?? null,
        anonima: pesquisa.anonima === true,
        dataFim: String(pesquisa.dataFim),
        aspectos: (pesquisa.aspectos ?? []) as ReadonlyArray<AspectoQuestionario>,
        perguntas: (pesquisa.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>,
      },
      situacao,
      respostas,
      ...(situacao === SITUACAO_RESPONDIDA ? { mensagem: PESQUISA_JA_RESPONDIDA } : {}),
    }
    return r
  })

/**
 * POST …/questionario/{questionarioId}: saves a draft (`parcial`) or submits. A submission is judged with every
 * mandatory question; one per employee (a second is refused). Anonymous: the answers go to the anonymous store and
 * the participation keeps only that the person answered.
 */
export const responderQuestionario = (ator: Ator, pesquisaId: number, corpo: CorpoRespostas) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const { quem, pesquisa, aberta } = yield* pesquisaParaResponder(ator, pesquisaId)
        if (!aberta) return yield* new RegraViolada({ message: PESQUISA_ENCERRADA })
        yield* (yield* RespostasAnonimas).travarEnvio(pesquisaId, quem.posicao.id)
        const part = yield* participacaoDe(quem.escopo, pesquisaId, quem.posicao.id)
        if (!podeResponder(part?.situacao)) return yield* new RegraViolada({ message: PESQUISA_JA_RESPONDIDA })
        const perguntas = (pesquisa.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>
        const julgadas = validarRespostas(perguntas, corpo.respostas as never, { parcial: corpo.parcial })
        if (julgadas.erros.length) return yield* ValidacaoFalhou.campos(julgadas.erros)
        const hoje = yield* (yield* Relogio).hoje
        const segmento = { areaOrganizacionalId: quem.posicao.areaOrganizacionalId, cargoId: quem.posicao.cargoId }
        const d = destinoDasRespostas({ anonima: pesquisa.anonima === true, parcial: corpo.parcial, respostas: julgadas.respostas, hoje, segmento })
        // The employee's own record of participation (they hold no HR authority: their actor, their company only).
        const euMesmo: Ator = { ...ator, escopo: quem.escopo }
        if (part) yield* alterar(colaboradorRespostas, euMesmo, part.id, d.participacao)
        else yield* criar(colaboradorRespostas, euMesmo, { pesquisaId, colaboradorId: quem.posicao.id }, { estado: d.participacao })
        if (d.anonimas) yield* (yield* RespostasAnonimas).gravar({ empresaId: quem.escopo.empresaId, pesquisaId, respostas: d.anonimas, ...d.segmentoAnonimo })
        return { situacao: d.participacao.situacao, message: corpo.parcial ? RESPOSTAS_SALVAS : RESPOSTAS_ENVIADAS }
      }),
    ),
  )

/** The employee's actions, on the participations' resource, guarded by ROLE_MINHAS_PESQUISAS alone. */
export const ACOES_RESPONDER = [
  defineAcao({
    nome: 'minhas-pesquisas',
    metodo: 'GET',
    caminho: 'minhas-pesquisas',
    resumo: 'Minhas Pesquisas: as pesquisas abertas do público do talento vinculado ao usuário, com a situação da resposta',
    modo: 'ler',
    autoridade: ROLE_MINHAS_PESQUISAS,
    somenteAutoridade: true,
    resposta: MinhasPesquisas,
    executar: (ator) => minhasPesquisas(ator),
  }),
  defineAcao({
    nome: 'questionario',
    metodo: 'GET',
    caminho: 'questionario/:id',
    resumo: 'O questionário da pesquisa para o talento responder, com o rascunho salvo (respondido parcialmente)',
    modo: 'ler',
    autoridade: ROLE_MINHAS_PESQUISAS,
    somenteAutoridade: true,
    resposta: QuestionarioDoColaborador,
    executar: (ator, { id }) => lerQuestionario(ator, id),
  }),
  defineAcao({
    nome: 'responde-questionario',
    metodo: 'POST',
    caminho: 'questionario/:id',
    resumo: 'Salva as respostas do talento: rascunho (parcial: true) ou envio definitivo, uma vez por talento',
    modo: 'escrever',
    autoridade: ROLE_MINHAS_PESQUISAS,
    somenteAutoridade: true,
    corpo: CorpoRespostas,
    resposta: ResultadoResposta,
    executar: (ator, { id, corpo }) => responderQuestionario(ator, id, corpo),
  }),
]
