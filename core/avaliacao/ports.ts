import { Context, type Effect } from 'effect'
import type { RespostaQuestionario } from '../shared/questionario.ts'
import type { PapelAvaliador } from './papeis.ts'

/** A competency level given in an evaluation: the competency and the level the evaluator saw. */
export interface NivelInformado {
  readonly competenciaId: number
  readonly nivelCompetenciaId: number
  readonly comentario?: string | undefined
}

/** One submitted answer of an anonymous evaluation: the evaluated and the role, never the evaluator. */
export interface RespostaAnonimaAvaliacao {
  readonly avaliadoId: number
  readonly papel: PapelAvaliador
  readonly respostas: ReadonlyArray<RespostaQuestionario>
  readonly competencias: ReadonlyArray<NivelInformado>
  /**
   * The questionnaire % scored when sent (null: not stored). Listing a whole evaluation, an answer whose % is stored
   * comes without its `respostas` (the results need only the %).
   */
  readonly percentualQuestionario?: number | null
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
    /** The answers of an evaluation (optionally of some evaluated), in random order (for results only). */
    readonly listar: (empresaId: number, avaliacaoDesempenhoId: number, avaliadosIds?: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<RespostaAnonimaAvaliacao>>
    /** How many answers an evaluation has (or several together: one count, however many). */
    readonly quantidade: (empresaId: number, avaliacaoDesempenhoId: number | ReadonlyArray<number>) => Effect.Effect<number>
    /** Removes the anonymous answers of an evaluated in an evaluation (HR removing the evaluated). */
    readonly removerDoAvaliado: (empresaId: number, avaliacaoDesempenhoId: number, avaliadoId: number) => Effect.Effect<number>
  }
>() {}
