import { Context, type Effect } from 'effect'
import type { RespostaQuestionario } from '../shared/questionario.ts'
import type { PapelAvaliador } from './papeis.ts'

/** A competency level given in an evaluation: the competency and the level the evaluator saw. */
export interface NivelInformado {
  readonly competenciaId: number
  readonly nivelCompetenciaId: number
  readonly comentario?: string | undefined
}

/**
 * How much of each sent answer a read of results brings: the %s stored when sent (`figuras`); also the levels given,
 * with the answers' text where no questionnaire % was stored (`niveis`: what scoring needs); or everything (`tudo`:
 * per-question figures).
 */
export type ConteudoRespostas = 'figuras' | 'niveis' | 'tudo'
export const CONTEUDOS_RESPOSTAS: ReadonlyArray<{ readonly id: ConteudoRespostas; readonly name: string }> = [
  { id: 'figuras', name: 'Percentuais gravados' },
  { id: 'niveis', name: 'Níveis informados' },
  { id: 'tudo', name: 'Respostas completas' },
]

/** One submitted answer of an anonymous evaluation: the evaluated and the role, never the evaluator. */
export interface RespostaAnonimaAvaliacao {
  readonly avaliadoId: number
  readonly papel: PapelAvaliador
  readonly respostas: ReadonlyArray<RespostaQuestionario>
  readonly competencias: ReadonlyArray<NivelInformado>
  /**
   * The %s scored when sent (null: not stored) and the key of the requirements the competency % was scored against
   * (core/avaliacao/resultados.ts). Listed with less than `tudo` (ConteudoRespostas), an answer comes without what
   * was not asked for (empty lists): the results score again only the answers the %s do not stand for.
   */
  readonly percentualQuestionario?: number | null
  readonly percentualCompetencias?: number | null
  readonly chaveCompetencias?: string | null
}

/**
 * The anonymous answers of performance evaluations (issue 15: "anonymity is a guarantee"). A row holds the
 * evaluation, the evaluated, the role, the answers and the competency levels, and nothing else: no evaluator, no
 * date or instant, and an id drawn at random (not a sequence). Not a declared resource: no generic route reads it, and
 * it is written outside the audited write path on purpose (tests/arquitetura lists the exception, as for surveys).
 */
export class RespostasAvaliacaoAnonimas extends Context.Tag('RespostasAvaliacaoAnonimas')<
  RespostasAvaliacaoAnonimas,
  {
    /** Serialises one evaluator's saves of one pair until the caller's transaction ends (two tabs sending at once). */
    readonly travarEnvio: (participanteId: number) => Effect.Effect<void>
    readonly gravar: (a: { readonly empresaId: number; readonly avaliacaoDesempenhoId: number } & RespostaAnonimaAvaliacao) => Effect.Effect<void>
    /** The answers of an evaluation (optionally of some evaluated), in random order (for results only); `tudo` by default. */
    readonly listar: (
      empresaId: number,
      avaliacaoDesempenhoId: number,
      avaliadosIds?: ReadonlyArray<number>,
      conteudo?: ConteudoRespostas,
    ) => Effect.Effect<ReadonlyArray<RespostaAnonimaAvaliacao>>
    /** How many answers an evaluation has (or several together: one count, however many). */
    readonly quantidade: (empresaId: number, avaliacaoDesempenhoId: number | ReadonlyArray<number>) => Effect.Effect<number>
    /** Removes the anonymous answers of an evaluated in an evaluation (HR removing the evaluated). */
    readonly removerDoAvaliado: (empresaId: number, avaliacaoDesempenhoId: number, avaliadoId: number) => Effect.Effect<number>
  }
>() {}
