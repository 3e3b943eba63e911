import { Effect, Schema } from 'effect'
import { meuTalento } from '../sessao/meusDados.ts'
import type { Ator } from '../shared/ator.ts'
import { NaoEncontrado } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { avaliacoesDesempenho } from './avaliacoes-desempenho.ts'
import { PAPEL_AUTOAVALIACAO } from './papeis.ts'
import { participantesAvaliacaoDesempenho } from './participante-avaliacao-desempenho.ts'
import { ROLE_MINHAS_AVALIACOES } from './periodos-experiencia.ts'
import { ResultadoDetalhado, resultadoDoAvaliadoNaAvaliacao } from './resultadosCasos.ts'

/**
 * The evaluated's own result ('Meus resultados' in Minhas Avaliações; issue 15, flags `exibeResultadoAutoAvaliacao`
 * and `exibirPerformanceProfissional` of spec 002 §3). The spec names the flags only; decided (README):
 * - An employee sees an evaluation here when they are evaluated in it, it is released, at least one flag is on, and
 *   its period has ended (hoje > dataFim): while answers still arrive, watching one's figures move would tell who
 *   has just answered, which anonymity forbids, and a partial result is not a result.
 * - `exibirPerformanceProfissional`: the same figures HR sees for them (overall, per role, aspects, questions,
 *   competencies and the radar), under the same anonymity rules (nothing before 2 answers besides self).
 * - `exibeResultadoAutoAvaliacao`: the line of their own self-evaluation. Without it that line is removed; with it
 *   alone, only that line is shown (never what others gave).
 * - Anything else answers 404, telling nothing about the evaluation.
 */

const TODOS = { offset: 0, limit: 10_000 } as const

export interface FlagsVisao {
  readonly exibeResultadoAutoAvaliacao: boolean
  readonly exibirPerformanceProfissional: boolean
}

/** May the evaluated see this evaluation's result today? */
export const resultadoVisivelAoAvaliado = (
  a: { readonly liberada?: unknown; readonly dataFim?: unknown } & Partial<Record<keyof FlagsVisao, unknown>>,
  hoje: string,
): boolean =>
  a.liberada === true &&
  (a.exibeResultadoAutoAvaliacao === true || a.exibirPerformanceProfissional === true) &&
  typeof a.dataFim === 'string' &&
  a.dataFim < hoje

/** HR's page of the evaluated cut to what the evaluation lets them see (pure). */
export const visaoDoAvaliado = (r: ResultadoDetalhado, f: FlagsVisao): ResultadoDetalhado => {
  const papeis = r.avaliado.papeis.filter((p) => (p.papel === PAPEL_AUTOAVALIACAO ? f.exibeResultadoAutoAvaliacao : f.exibirPerformanceProfissional))
  if (f.exibirPerformanceProfissional) return { ...r, avaliado: { ...r.avaliado, papeis } }
  const auto = papeis.length > 0
  return {
    ...r,
    avaliado: {
      ...r.avaliado,
      respostas: 0,
      exibir: auto,
      mensagem: auto ? null : 'Você ainda não enviou a sua autoavaliação nesta avaliação.',
      questionario: null,
      competencias: null,
      geral: null,
      papeis,
    },
    perguntas: [],
    aspectos: [],
    competencias: [],
    radar: { ...r.radar, labels: [], competenciasColaborador: [], competenciasFaixaSalariais: [] },
  }
}

export const MeuResultado = Schema.Struct({
  avaliacaoDesempenhoId: Schema.Number,
  titulo: Schema.String,
  dataIni: Schema.String,
  dataFim: Schema.String,
  exibeResultadoAutoAvaliacao: Schema.Boolean,
  exibirPerformanceProfissional: Schema.Boolean,
})
export type MeuResultado = typeof MeuResultado.Type

const avaliacoesVisiveis = (ator: Ator) =>
  Effect.gen(function* () {
    const t = yield* meuTalento(ator)
    if (!t) return { talentoId: null, avaliacoes: [] as MeuResultado[] }
    const repo = yield* Repositorio
    const hoje = yield* (yield* Relogio).hoje
    const pares = yield* repo.list(participantesAvaliacaoDesempenho, t.escopo, { filter: { avaliadoId: t.registro.id, empresaId: t.escopo.empresaId }, range: TODOS })
    const ids = [...new Set(pares.rows.map((p) => Number(p.avaliacaoDesempenhoId)))]
    const avs = ids.length ? (yield* repo.list(avaliacoesDesempenho, t.escopo, { filter: { id: ids, liberada: true, empresaId: t.escopo.empresaId }, range: TODOS })).rows : []
    const avaliacoes = avs
      .filter((a) => resultadoVisivelAoAvaliado(a, hoje))
      .map((a): MeuResultado => ({
        avaliacaoDesempenhoId: a.id,
        titulo: String(a.titulo),
        dataIni: String(a.dataIni),
        dataFim: String(a.dataFim),
        exibeResultadoAutoAvaliacao: a.exibeResultadoAutoAvaliacao === true,
        exibirPerformanceProfissional: a.exibirPerformanceProfissional === true,
      }))
      .sort((x, y) => y.dataFim.localeCompare(x.dataFim) || x.titulo.localeCompare(y.titulo, 'pt-BR'))
    return { talentoId: t.registro.id, avaliacoes }
  })

/** GET participante-avaliacao-desempenho/meus-resultados: the evaluations whose result the employee may see. */
export const meusResultados = (ator: Ator) => Effect.map(avaliacoesVisiveis(ator), (v) => v.avaliacoes)

/** GET participante-avaliacao-desempenho/meus-resultados/:avaliacaoId: the employee's own result, as allowed. */
export const meuResultado = (ator: Ator, avaliacaoId: number) =>
  Effect.gen(function* () {
    const v = yield* avaliacoesVisiveis(ator)
    const a = v.avaliacoes.find((x) => x.avaliacaoDesempenhoId === avaliacaoId)
    if (!a || v.talentoId === null) return yield* new NaoEncontrado({ recurso: 'avaliacao/meus-resultados', id: avaliacaoId })
    return visaoDoAvaliado(yield* resultadoDoAvaliadoNaAvaliacao(ator, avaliacaoId, v.talentoId), a)
  })

export const ACOES_MEUS_RESULTADOS = [
  defineAcao({
    nome: 'meus-resultados',
    metodo: 'GET',
    caminho: 'meus-resultados',
    resumo: 'Meus resultados: as avaliações encerradas em que o talento vinculado ao usuário é avaliado e cujo resultado lhe é exibido',
    modo: 'ler',
    autoridade: ROLE_MINHAS_AVALIACOES,
    somenteAutoridade: true,
    resposta: Schema.Array(MeuResultado),
    executar: (ator) => meusResultados(ator),
  }),
  defineAcao({
    nome: 'meu-resultado',
    metodo: 'GET',
    caminho: 'meus-resultados/:avaliacaoId',
    resumo: 'Meu resultado numa avaliação: a performance profissional e/ou a autoavaliação, conforme a avaliação permite',
    modo: 'ler',
    autoridade: ROLE_MINHAS_AVALIACOES,
    somenteAutoridade: true,
    resposta: ResultadoDetalhado,
    executar: (ator, { parametros }) => meuResultado(ator, parametros['avaliacaoId']!),
  }),
]
