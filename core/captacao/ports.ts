import { Context, type Effect } from 'effect'
import type { StatusQualificacao } from './qualificacaoCandidato.ts'

export interface ArquivoGuardado {
  /** Arquivos port key. */
  readonly arquivo: string
  readonly nome: string
  readonly tipo: string
  readonly tamanho: number
}

export interface AnexoGravado {
  readonly id: number
  readonly empresaId: number
  readonly candidatoId: number
  readonly descricao: string
  readonly data: string
  readonly etapaSeletivaId: number | null
  readonly tipoDocumento: string | null
  readonly observacao: string | null
  readonly url: string | null
  readonly anexo: Omit<ArquivoGuardado, 'arquivo'> | null
  readonly arquivo: string | null
}

/**
 * The candidate queries and writes the generic repository cannot express: lookups across companies (CPF,
 * homonyms), the résumé file's key and the attachment rows (not declared), the LGPD erasure, the purge and the
 * batch import. The list, its search and its computed columns are the declaration's (adapters/captacao/candidatos-lista.ts).
 */
export class CandidatosDados extends Context.Tag('CandidatosDados')<
  CandidatosDados,
  {
    /** Candidates with this CPF (11 digits) in these companies, with the company name. */
    readonly porCpf: (
      empresasIds: ReadonlyArray<number>,
      cpf: string,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly nome: string; readonly empresaId: number; readonly empresaNome: string }>>
    /** Candidates whose name equals `nome` ignoring accents, case and repeated spaces. */
    readonly homonimos: (
      empresasIds: ReadonlyArray<number>,
      nome: string,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly nome: string; readonly cpf: string | null; readonly empresaId: number; readonly dataNascimento: string | null }>>
    /**
     * Stores a recomputed qualification (server-owned state), leaving `atualizadoEm` as it is: a check is not an
     * update of the candidate's data, and the update instant is what the LGPD purge reads. The caller logs it
     * (verificarPendenciasCandidato.ts).
     */
    readonly gravarQualificacao: (id: number, status: StatusQualificacao, mensagem: string | null) => Effect.Effect<void>
    readonly curriculo: (id: number) => Effect.Effect<ArquivoGuardado | undefined>
    readonly listarAnexos: (candidatoId: number) => Effect.Effect<ReadonlyArray<AnexoGravado>>
    readonly obterAnexo: (candidatoId: number, id: number) => Effect.Effect<AnexoGravado | undefined>
    readonly gravarAnexo: (
      dados: Omit<AnexoGravado, 'id' | 'anexo' | 'arquivo'> & { readonly arquivo: ArquivoGuardado | null },
      id?: number,
    ) => Effect.Effect<AnexoGravado>
    readonly removerAnexo: (candidatoId: number, id: number) => Effect.Effect<void>
    /** File keys of the candidates (attachments and résumés), to remove them with the rows. */
    readonly arquivos: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<string>>
    /** Removes what hangs on the candidates and is theirs only (attachments, palographic exams). */
    readonly removerDependentes: (ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Blanks the candidates' personal data out of the audit log (LGPD), keeping the trail of who did what. */
    readonly anonimizarAuditoria: (ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Every company id (the CLI purge runs over all of them). */
    readonly empresasIds: Effect.Effect<ReadonlyArray<number>>
    /** Candidates of the company not updated since `antesDe` (ISO instant) and not hired. */
    readonly expiraveis: (
      empresaId: number,
      antesDe: string,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly nome: string; readonly atualizadoEm: string | null }>>
    /** Of these CPFs, the ones a candidate of the company already has. */
    readonly cpfsExistentes: (empresaId: number, cpfs: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<string>>
    /** Inserts already validated rows (storage shape) in the current transaction; returns their ids. */
    readonly inserirEmLote: (empresaId: number, linhas: ReadonlyArray<Record<string, unknown>>) => Effect.Effect<ReadonlyArray<number>>
  }
>() {}
