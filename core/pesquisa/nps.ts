import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { booleano, comPadroes, data, texto } from '../shared/campos.ts'
import { Consultas } from '../shared/consulta.ts'
import { alterar, obter } from '../shared/crud.ts'
import { DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { arredondar } from '../shared/formatos.ts'
import { normalizarPerguntas, TEXTO_PERGUNTA_MAX, TIPO_NOTA, TIPO_SUBJETIVA, type PerguntaQuestionario } from '../shared/questionario.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, defineResource, type ContextoValidacao, type Entrada, type RegistroDe } from '../shared/resource.ts'
import { CorpoLiberar } from './estruturaDaPesquisa.ts'
import { camposPublico, quantidadeParticipacoes, recusarComParticipacoes, ROLE_PESQUISA } from './pesquisas.ts'
import { consultaResultadosPesquisa, resultadosDasLinhas } from './resultados.ts'

/**
 * NPS (spec 002 /pesquisa/nps; issue 16): a round asks the audience one question, a grade from 0 to 10, with an
 * optional comment. Decided: a round is a survey of its own kind in the surveys' table (`nps` true), so it is
 * answered from 'Minhas Pesquisas' like any survey (core/pesquisa/responder.ts: draft, one submission, anonymous
 * answers moved to the anonymous store), counted by the same results SQL and under the same group-size rule; this
 * declaration only ever sees rounds and the surveys' one never sees them (`restringir`). Anonymous by default.
 */

export const PERGUNTA_NPS_PADRAO = 'Em uma escala de 0 a 10, o quanto você recomendaria nossa empresa como um bom lugar para trabalhar?'
export const COMENTARIO_NPS = 'Comentário (opcional)'
export const NPS_COM_RESPOSTAS = 'A rodada já possui respostas: a pergunta e o anonimato não podem mais ser alterados'
export const NPS_COM_RESPOSTAS_REMOVER = 'A rodada já possui respostas: exclua as respostas antes de excluir a rodada'
/** The grade question's and the comment's ids: fixed, so every round reads the same way. */
export const PERGUNTA_NOTA_ID = 1
export const PERGUNTA_COMENTARIO_ID = 2

export const camposNps = {
  titulo: texto({ label: 'Título', max: 250, required: true, list: true }),
  pergunta: texto({ label: 'Pergunta', max: TEXTO_PERGUNTA_MAX, default: PERGUNTA_NPS_PADRAO, feminino: true }),
  dataInicio: data({ label: 'Data Inicial', required: true, list: true }),
  dataFim: data({ label: 'Data Final', required: true, list: true }),
  anonima: booleano({ label: 'Anônima', list: true, feminino: true, default: true }),
  ...camposPublico,
}

/** The round's two questions: the 0–10 grade (mandatory) and the comment (optional). */
export const perguntasNps = (pergunta: string): ReadonlyArray<PerguntaQuestionario> =>
  normalizarPerguntas([
    { id: PERGUNTA_NOTA_ID, texto: pergunta, tipo: TIPO_NOTA, respostas: [], exigirComentario: false, notaMinima: 0, notaMaxima: 10, peso: 1, obrigatoria: true },
    { id: PERGUNTA_COMENTARIO_ID, texto: COMENTARIO_NPS, tipo: TIPO_SUBJETIVA, respostas: [], exigirComentario: false, notaMinima: 0, notaMaxima: 10, peso: 1, obrigatoria: false },
  ])

const textoDaPergunta = (p: string | null | undefined) => (p?.trim() ? p.trim() : PERGUNTA_NPS_PADRAO)

/** Once someone answered, the question and the anonymity stay as they were answered. */
const validarNps = (e: Entrada<typeof camposNps>, ctx: ContextoValidacao) =>
  Effect.gen(function* () {
    const erros: ErroCampo[] = []
    const atual = ctx.atual
    if (!atual) return erros
    const mudou = [
      ...(textoDaPergunta(e.pergunta) !== textoDaPergunta(atual['pergunta'] as string | null) ? ['pergunta'] : []),
      ...((e.anonima ?? true) !== (atual['anonima'] === true) ? ['anonima'] : []),
    ]
    if (mudou.length && (yield* quantidadeParticipacoes(Number(atual.empresaId), atual.id)) > 0) for (const k of mudou) erros.push({ field: k, message: NPS_COM_RESPOSTAS })
    return erros
  })

export const nps = defineResource({
  name: 'pesquisa/nps',
  table: 'pesquisas',
  label: 'NPS',
  labelSingular: 'Rodada de NPS',
  scope: 'empresa',
  authority: ROLE_PESQUISA,
  fields: camposNps,
  estado: {
    liberada: booleano({ label: 'Liberada', list: true, feminino: true }),
    nps: booleano({ label: 'NPS' }),
  },
  inicial: () => ({ nps: true }),
  restringir: () => ({ nps: true }),
  omitirNaLista: ['pergunta'],
  sort: { field: 'dataInicio', order: 'DESC' },
  menu: { grupo: 'Pesquisa', ordem: 2 },
  rules: (e) => (e.dataInicio && e.dataFim && e.dataFim < e.dataInicio ? [{ field: 'dataFim', message: DATA_FINAL_INFERIOR }] : []),
  validar: (e, ctx) => validarNps(e, ctx),
  prepare: (e) => {
    const pergunta = textoDaPergunta(e.pergunta)
    // Stored for the surveys' declaration, which reads them (as its JSON list column); this one never returns them.
    return Effect.succeed({ ...comPadroes(camposNps, e), pergunta, perguntas: JSON.stringify(perguntasNps(pergunta)) })
  },
  antesDeRemover: recusarComParticipacoes(NPS_COM_RESPOSTAS_REMOVER),
})

// ---- The score (pure) -----------------------------------------------------------------------------------

export interface ApuracaoNps {
  readonly total: number
  readonly promotores: number
  readonly neutros: number
  readonly detratores: number
  /** Of the answers, 1 decimal; 0 without answers. */
  readonly percentualPromotores: number
  readonly percentualNeutros: number
  readonly percentualDetratores: number
  /** % promoters (9–10) − % detractors (0–6), exact before rounding to 1 decimal (−100 to 100); null without answers. */
  readonly score: number | null
}

export const ehPromotor = (nota: number) => nota >= 9
export const ehDetrator = (nota: number) => nota <= 6

/** The NPS of some grades (0–10). */
export const apurarNps = (notas: ReadonlyArray<number>): ApuracaoNps => {
  let promotores = 0
  let detratores = 0
  for (const n of notas) {
    if (ehPromotor(n)) promotores++
    else if (ehDetrator(n)) detratores++
  }
  const total = notas.length
  const neutros = total - promotores - detratores
  const pct = (x: number) => (total > 0 ? arredondar((100 * x) / total, 1) : 0)
  return {
    total,
    promotores,
    neutros,
    detratores,
    percentualPromotores: pct(promotores),
    percentualNeutros: pct(neutros),
    percentualDetratores: pct(detratores),
    score: total > 0 ? arredondar((100 * (promotores - detratores)) / total, 1) : null,
  }
}

// ---- A round's result and the trend --------------------------------------------------------------------

export const ResultadoNps = Schema.Struct({
  rodada: Schema.Struct({ id: Schema.Number, titulo: Schema.String, pergunta: Schema.String, anonima: Schema.Boolean, dataInicio: Schema.String, dataFim: Schema.String }),
  publico: Schema.Number,
  enviadas: Schema.Number,
  participacao: Schema.NullOr(Schema.Number),
  /** false under the group-size rule (an anonymous round with fewer than 3 answers): no figure, no comment. */
  exibir: Schema.Boolean,
  mensagem: Schema.optional(Schema.String),
  total: Schema.Number,
  promotores: Schema.Number,
  neutros: Schema.Number,
  detratores: Schema.Number,
  percentualPromotores: Schema.Number,
  percentualNeutros: Schema.Number,
  percentualDetratores: Schema.Number,
  score: Schema.NullOr(Schema.Number),
  /** Alphabetical (never in submission order). */
  comentarios: Schema.Array(Schema.String),
})
export type ResultadoNps = typeof ResultadoNps.Type

type Rodada = RegistroDe<typeof nps>

const resultadoDaRodada = (ator: Ator, r: Rodada) =>
  Effect.gen(function* () {
    const escopo = { ...ator.escopo, empresaId: Number(r.empresaId), empresasVisiveis: [Number(r.empresaId)] }
    const linhas = yield* (yield* Consultas).linhas(consultaResultadosPesquisa.nome, { questionarioId: r.id, areasOrganizacionaisIds: [], cargosIds: [] }, escopo)
    const res = resultadosDasLinhas(linhas, false)
    const nota = res?.perguntas.find((p) => p.id === PERGUNTA_NOTA_ID)
    const notas = (nota?.notas ?? []).flatMap((n) => Array.from({ length: n.quantidade }, () => n.nota))
    const comentarios = res?.perguntas.find((p) => p.id === PERGUNTA_COMENTARIO_ID)?.comentarios ?? []
    const exibir = res?.exibir ?? true
    const resultado: ResultadoNps = {
      rodada: { id: r.id, titulo: String(r.titulo), pergunta: textoDaPergunta(r.pergunta), anonima: r.anonima === true, dataInicio: String(r.dataInicio), dataFim: String(r.dataFim) },
      publico: res?.publico ?? 0,
      enviadas: res?.enviadas ?? 0,
      participacao: res?.participacao ?? null,
      exibir,
      ...(res?.mensagem ? { mensagem: res.mensagem } : {}),
      ...apurarNps(exibir ? notas : []),
      comentarios: exibir ? comentarios : [],
    }
    return resultado
  })

/** GET …/{id}/resultado: the round's result (404 for a survey or another company's round). */
export const resultadoNps = (ator: Ator, id: number) => Effect.flatMap(obter(nps, ator, id), (r) => resultadoDaRodada(ator, r as Rodada))

/** PUT …/{id}/liberar: releases (or blocks again) the round. */
export const liberarNps = (ator: Ator, id: number, liberada: boolean) => Effect.flatMap(obter(nps, ator, id), () => alterar(nps, ator, id, { liberada }))

export const PontoTendencia = Schema.Struct({
  id: Schema.Number,
  titulo: Schema.String,
  dataInicio: Schema.String,
  dataFim: Schema.String,
  respostas: Schema.Number,
  /** null when the round has no answers or its figures are hidden by the group-size rule. */
  score: Schema.NullOr(Schema.Number),
})
export type PontoTendencia = typeof PontoTendencia.Type

/** How many rounds the trend reads (the most recent, shown oldest first). */
export const RODADAS_NA_TENDENCIA = 24

/** The score by round (decided: one point per round, at its start date), the session company's rounds. */
export const tendenciaNps = (ator: Ator) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const escopo = { ...ator.escopo, empresasVisiveis: [ator.escopo.empresaId] }
    const { rows } = yield* repo.list(nps, escopo, {
      filter: { empresaId: ator.escopo.empresaId, nps: true },
      sort: { field: 'dataInicio', order: 'DESC' },
      range: { offset: 0, limit: RODADAS_NA_TENDENCIA },
    })
    const pontos: PontoTendencia[] = []
    for (const r of [...rows].reverse()) {
      const res = yield* resultadoDaRodada(ator, r as Rodada)
      pontos.push({ id: r.id, titulo: String(r.titulo), dataInicio: String(r.dataInicio), dataFim: String(r.dataFim), respostas: res.exibir ? res.total : 0, score: res.score })
    }
    return pontos
  })

export const ACOES_NPS = [
  defineAcao({
    nome: 'liberar',
    metodo: 'PUT',
    caminho: ':id/liberar',
    resumo: 'Libera a rodada de NPS para as respostas do público (liberada: false a bloqueia de novo)',
    modo: 'escrever',
    corpo: CorpoLiberar,
    corpoOpcional: true,
    resposta: 'registro',
    executar: (ator, { id, corpo }) => liberarNps(ator, id, corpo.liberada),
  }),
  defineAcao({
    nome: 'resultado',
    metodo: 'GET',
    caminho: ':id/resultado',
    resumo: 'Resultado da rodada: score NPS, promotores, neutros e detratores (quantidade e %), participação e comentários em ordem alfabética; rodadas anônimas a partir de 3 respostas',
    modo: 'ler',
    resposta: ResultadoNps,
    executar: (ator, { id }) => resultadoNps(ator, id),
  }),
  defineAcao({
    nome: 'tendencia',
    metodo: 'GET',
    caminho: 'tendencia',
    resumo: `Tendência do score NPS por rodada (as ${RODADAS_NA_TENDENCIA} mais recentes da empresa, da mais antiga para a mais recente)`,
    modo: 'ler',
    resposta: Schema.Array(PontoTendencia),
    executar: (ator) => tendenciaNps(ator),
  }),
]
