import { Effect, FiberRef, type Context } from 'effect'
import type { Knex } from 'knex'
import type { Lembrancas as PortaLembrancas } from '../../core/shared/ports.ts'
import { ehPostgres } from './knex.ts'
import { transacaoAtual } from './transacao.ts'

/**
 * The database's write stamp: a text that changes whenever any process commits a change to the database, so a
 * value read while it stays the same is still the database's answer.
 *
 * - SQLite: the connection's own id (a new connection starts the counters below again), `PRAGMA data_version`
 *   (changes when another connection, in this or another process, committed), `total_changes()` (rows this
 *   connection changed, triggers included) and `PRAGMA schema_version` (a table created or dropped here).
 * - PostgreSQL: the current snapshot (`pg_current_snapshot()`): two equal snapshots see the same committed rows.
 *   It changes with any commit of the server, so it is coarse, never wrong.
 */
export const lerCarimbo = async (db: Knex): Promise<string> => {
  if (ehPostgres(db)) {
    const r = (await db.raw('select pg_current_snapshot()::text as c')) as { rows: ReadonlyArray<{ c: string }> }
    return r.rows[0]!.c
  }
  const r = (await db.raw(
    'select rh_conexao() as a, (select data_version from pragma_data_version) as b, total_changes() as c, (select schema_version from pragma_schema_version) as d',
  )) as ReadonlyArray<{ a: string; b: number; c: number; d: number }>
  return `${r[0]!.a}:${r[0]!.b}:${r[0]!.c}:${r[0]!.d}`
}

type Lembrancas = Context.Tag.Service<typeof PortaLembrancas>

/** At most this many values are kept per database; the oldest goes first. */
const MAXIMO = 2000

const porBanco = new WeakMap<Knex, Lembrancas>()

/**
 * Reads remembered per process and database while the database's write stamp stays the same: one tiny query
 * instead of the reads it stands for. A write anywhere (any table, any process) forgets them all.
 */
export const lembrancasDe = (knex: Knex): Lembrancas => {
  const ja = porBanco.get(knex)
  if (ja) return ja
  let carimbo: string | undefined
  const valores = new Map<string, { readonly valor: unknown; readonly ate: number }>()
  const l: Lembrancas = {
    lembrar: <A, E, R>(chave: string, leitura: Effect.Effect<A, E, R>, ate?: (valor: A) => number) =>
      Effect.flatMap(FiberRef.get(transacaoAtual), (trx) => {
        if (trx) return leitura
        return Effect.flatMap(
          Effect.promise(() => lerCarimbo(knex)),
          (agora) => {
            if (agora !== carimbo) {
              valores.clear()
              carimbo = agora
            }
            const v = valores.get(chave)
            if (v && Date.now() < v.ate) return Effect.succeed(v.valor as A)
            return Effect.tap(leitura, (valor) => {
              // Kept under the stamp read before it: if another read has seen a newer stamp since, it is dropped.
              const limite = ate ? ate(valor) : Infinity
              if (carimbo !== agora || !(limite > Date.now())) return
              if (valores.size >= MAXIMO) valores.delete(valores.keys().next().value!)
              valores.delete(chave)
              valores.set(chave, { valor, ate: limite })
            })
          },
        )
      }),
  }
  porBanco.set(knex, l)
  return l
}
