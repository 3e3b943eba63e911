import { Effect, Exit, FiberRef } from 'effect'
import type { Knex } from 'knex'

/** The transaction the current fiber runs in, if any: every query of this adapter goes through it. */
export const transacaoAtual = FiberRef.unsafeMake<Knex.Transaction | undefined>(undefined)

export const conexao = (knex: Knex) => Effect.map(FiberRef.get(transacaoAtual), (t): Knex => t ?? knex)

/** Runs a query; a database failure is a defect (500 is then logged once, never leaked). */
export const consulta = <A>(knex: Knex, f: (db: Knex) => PromiseLike<A>) => Effect.flatMap(conexao(knex), (db) => Effect.promise(() => f(db)))

export const emTransacao =
  (knex: Knex) =>
  <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(FiberRef.get(transacaoAtual), (atual) =>
      atual
        ? self
        : Effect.acquireUseRelease(
            Effect.promise(() => knex.transaction(undefined, { doNotRejectOnRollback: true })),
            (trx) => Effect.locally(self, transacaoAtual, trx),
            (trx, exit) => Effect.promise(() => (Exit.isSuccess(exit) ? trx.commit() : trx.rollback())),
          ),
    )
