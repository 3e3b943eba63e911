import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import type { Escopo } from '../../core/shared/ator.ts'
import { Consultas, type Consulta, type FiltroSql, type Linha } from '../../core/shared/consulta.ts'
import type { Campos } from '../../core/shared/resource.ts'

/** The SQL of one consulta: its rows for a validated filter, scoped to the session's companies. */
export type SqlConsulta<F = Readonly<Record<string, unknown>>> = (knex: Knex, f: F, escopo: Escopo) => Effect.Effect<ReadonlyArray<Linha>>

/** A module's SQL, keyed by consulta name (`captacao/cargo`). */
export type SqlConsultas = Readonly<Record<string, SqlConsulta>>

/** Binds a consulta's SQL to its declaration, so the filter it receives is typed from the declared fields. */
export const sql = <C extends Campos, X extends object>(q: Consulta<C, X>, linhas: SqlConsulta<FiltroSql<Consulta<C, X>>>) =>
  // The port passes only q's filter, validated against its fields (`linhasDaConsulta`): its type is let go here, in the map.
  [q.nome, linhas as SqlConsulta] as const

/** One module's map; a name bound twice is a programming error caught at start-up. */
export const mapaSql = (...itens: ReadonlyArray<readonly [string, SqlConsulta]>): SqlConsultas => {
  const mapa: Record<string, SqlConsulta> = {}
  for (const [nome, f] of itens) {
    if (Object.hasOwn(mapa, nome)) throw new Error(`SQL da consulta ${nome} declarado duas vezes`)
    mapa[nome] = f
  }
  return mapa
}

/** The one `Consultas` port over every module's map. */
export const camadaConsultas = (knex: Knex, mapas: ReadonlyArray<SqlConsultas>) => {
  const todas = mapaSql(...mapas.flatMap((m) => Object.entries(m)))
  return Layer.succeed(Consultas, {
    linhas: (nome, filtro, escopo) => {
      const f = todas[nome]
      // Never reached when the contract test holds (every declared consulta has its SQL).
      return f ? f(knex, filtro, escopo) : Effect.die(new Error(`Consulta sem SQL: ${nome}`))
    },
  })
}
