import { Context, type Effect } from 'effect'
import type { Escopo } from './ator.ts'
import type { NaoEncontrado, RegraViolada, ValidacaoFalhou } from './erros.ts'
import type { Registro, RegistroDe, Resource } from './resource.ts'

export interface ListQuery {
  /** Field → value (array = any of); `q` searches the text fields. */
  readonly filter: Readonly<Record<string, unknown>>
  readonly sort?: { readonly field: string; readonly order: 'ASC' | 'DESC' }
  /** Absent = unpaged. */
  readonly range?: { readonly offset: number; readonly limit: number }
  readonly incluirRemovidos?: boolean
  /** The manager scope: only rows whose `escopoGestor` is one of these areas (none when empty). */
  readonly areas?: ReadonlyArray<number>
}

export interface Pagina<T = Registro> {
  readonly rows: ReadonlyArray<T>
  readonly total: number
}

/**
 * Generic storage of declared resources. Unique-field conflicts and dangling references come back as
 * ValidacaoFalhou on the field; database failures are defects.
 */
export interface RepositorioService {
  readonly list: <R extends Resource>(r: R, e: Escopo, q: ListQuery) => Effect.Effect<Pagina<RegistroDe<R>>>
  readonly get: <R extends Resource>(r: R, e: Escopo, id: number) => Effect.Effect<RegistroDe<R>, NaoEncontrado>
  readonly create: <R extends Resource>(r: R, e: Escopo, dados: Record<string, unknown>) => Effect.Effect<RegistroDe<R>, ValidacaoFalhou>
  readonly update: <R extends Resource>(r: R, e: Escopo, id: number, dados: Record<string, unknown>) => Effect.Effect<RegistroDe<R>, NaoEncontrado | ValidacaoFalhou>
  /** Partial update: only the given fields or state fields change (the actions' write); audited like update. */
  readonly alterar: <R extends Resource>(r: R, e: Escopo, id: number, mudancas: Record<string, unknown>) => Effect.Effect<RegistroDe<R>, NaoEncontrado | ValidacaoFalhou>
  /** Soft removal when the resource says so, otherwise deletion; a row still referenced gives RegraViolada. */
  readonly remove: (r: Resource, e: Escopo, id: number) => Effect.Effect<void, NaoEncontrado | RegraViolada>
  /** Runs the effect in one transaction: every repository call inside it uses that transaction. */
  readonly transaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}
export class Repositorio extends Context.Tag('Repositorio')<Repositorio, RepositorioService>() {}
