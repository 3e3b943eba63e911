import { Context, type Effect } from 'effect'

export interface Consentimento {
  readonly id: number
  readonly empresaId: number
  readonly candidatoId: number
  readonly versaoPolitica: string
  readonly aceitoEm: string
  readonly origem: string
}

/** A candidate's application as the portal lists it (own rows only). */
export interface Candidatura {
  readonly id: number
  readonly solicitacaoId: number
  readonly anuncioId: number | null
  readonly titulo: string
  readonly dataVinculo: string | null
  readonly etapa: string | null
  readonly removedAt: string | null
  /** Stage deadline for the online evaluations (latest history record). */
  readonly dataHoraExpiracao: string | null
  readonly etapaSeletivaId: number | null
  readonly avaliacoesIds: ReadonlyArray<number>
}

export interface PassoHistorico {
  readonly id: number
  readonly solicitacaoId: number
  readonly titulo: string
  readonly etapa: string | null
  readonly data: string
  readonly apto: string | null
}

/** Storage of the portal beyond the generic repository; every call is keyed by the logged-in candidate. */
export class PortalDados extends Context.Tag('PortalDados')<
  PortalDados,
  {
    readonly registrarConsentimento: (c: Omit<Consentimento, 'id'>) => Effect.Effect<Consentimento>
    readonly consentimentos: (candidatoId: number) => Effect.Effect<ReadonlyArray<Consentimento>>
    readonly senhaHash: (candidatoId: number) => Effect.Effect<string | null>
    readonly criarToken: (candidatoId: number, tokenHash: string, criadoEm: string, expiraEm: string) => Effect.Effect<void>
    /** Marks the token used when it is live; answers its candidate, else undefined (single use). */
    readonly consumirToken: (tokenHash: string, agora: string) => Effect.Effect<number | undefined>
    readonly candidaturas: (candidatoId: number) => Effect.Effect<ReadonlyArray<Candidatura>>
    readonly historico: (candidatoId: number) => Effect.Effect<ReadonlyArray<PassoHistorico>>
    /** Evaluations of the candidate (the models answered per request). */
    readonly avaliacoesRespondidas: (candidatoId: number) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly solicitacaoId: number | null; readonly modeloId: number }>>
    /** Every row stored about the candidate (LGPD access), secrets left out. */
    readonly exportar: (candidatoId: number) => Effect.Effect<Record<string, unknown>>
    /** Blanks the candidate's personal data, their evaluation answers and recovery tokens; marks the row removed. */
    readonly anonimizar: (candidatoId: number, agora: string) => Effect.Effect<void>
    /** Records a bot-check signature as spent; false when it already was (replay). */
    readonly gastarDesafio: (assinatura: string, agora: string) => Effect.Effect<boolean>
  }
>() {}

/** Self-hosted proof-of-work bot check (altcha in the adapter). */
export class VerificadorRobo extends Context.Tag('VerificadorRobo')<
  VerificadorRobo,
  {
    readonly desafio: Effect.Effect<Record<string, unknown>>
    /** The signature of a valid, unexpired solution, else undefined. */
    readonly verificar: (payload: string) => Effect.Effect<string | undefined>
  }
>() {}
