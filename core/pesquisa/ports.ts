import { Context, type Effect } from 'effect'
import type { RespostaQuestionario } from '../shared/questionario.ts'

/**
 * The anonymous answers of surveys (issue 16: "anonymity is stored, not hidden"). A row holds the survey, its company
 * and the answers, and nothing else: no employee, no date or instant, and an id drawn at random by the adapter (not a
 * sequence, so the order of the rows never matches the order of the submissions, which the participations' audit log
 * keeps). Not a declared resource: no generic route reads it, and it is written outside the audited write path on
 * purpose (an audit entry would record the user and the instant of the write; tests/arquitetura lists the exception).
 * Reads give only what aggregates need (part B, results).
 */
export class RespostasAnonimas extends Context.Tag('RespostasAnonimas')<
  RespostasAnonimas,
  {
    /**
     * Serialises one employee's saves of one survey until the caller's transaction ends (two submissions at once,
     * from two tabs, must not both pass the "not sent yet" check): a PostgreSQL transaction lock; SQLite already
     * runs one writing transaction at a time.
     */
    readonly travarEnvio: (pesquisaId: number, colaboradorId: number) => Effect.Effect<void>
    /** With the employee's area and cargo at submission (results by segment), never the employee. */
    readonly gravar: (a: {
      readonly empresaId: number
      readonly pesquisaId: number
      readonly respostas: ReadonlyArray<RespostaQuestionario>
      readonly areaOrganizacionalId?: number | null
      readonly cargoId?: number | null
    }) => Effect.Effect<void>
    readonly quantidade: (empresaId: number, pesquisaId: number) => Effect.Effect<number>
    /** The answers of a survey, in random order (for aggregates only). */
    readonly listar: (empresaId: number, pesquisaId: number) => Effect.Effect<ReadonlyArray<ReadonlyArray<RespostaQuestionario>>>
    /** Removes every anonymous answer of the survey (HR deleting the survey's answers). */
    readonly removerDaPesquisa: (empresaId: number, pesquisaId: number) => Effect.Effect<number>
  }
>() {}
