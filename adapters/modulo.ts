import type { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import type { ExtensoesSql } from './db/repositorio.ts'
import type { SqlConsultas } from './relatorios/consultas.ts'

/**
 * What a module brings to the adapters: the layer implementing its ports, the SQL of its declarations'
 * computed columns and predicate filters, the SQL of its consultas by name, and its demo data (run after the platform's, in module order).
 */
export interface Adaptadores<L extends Layer.Layer.Any = Layer.Layer.Any> {
  readonly nome: string
  readonly camada: (knex: Knex) => L
  readonly extensoes?: ExtensoesSql
  readonly consultas?: SqlConsultas
  readonly semearDemo?: (knex: Knex, rodar: RodarDemo) => Promise<void>
}

/**
 * Runs a core effect with every port of the app (the demo writes through the core's use cases); handed to each
 * module's demo so that no module imports the composition of all the others.
 */
export type RodarDemo = <A, E, R>(efeito: Effect.Effect<A, E, R>) => Promise<A>

export const defineAdaptadores = <L extends Layer.Layer.Any>(a: Adaptadores<L>) => a
