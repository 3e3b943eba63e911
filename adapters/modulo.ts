import { Effect, type Layer } from 'effect'
import type { Knex } from 'knex'
import type { Ator } from '../core/shared/ator.ts'
import { criar } from '../core/shared/crud.ts'
import type { Resource } from '../core/shared/resource.ts'
import type { ExtensoesSql } from './db/repositorio.ts'
import type { SqlConsultas } from './relatorios/consultas.ts'

/**
 * What a module brings to the adapters: the layer implementing its ports, the SQL of its declarations'
 * computed columns and predicate filters, the SQL of its consultas by name, and its demo data in two steps, each
 * in module order: first every module's `semearCadastrosDemo` (the companies and users, the lookups other
 * modules' demos point at), then every module's `semearDemo`.
 */
export interface Adaptadores<L extends Layer.Layer.Any = Layer.Layer.Any> {
  readonly nome: string
  readonly camada: (knex: Knex) => L
  readonly extensoes?: ExtensoesSql
  readonly consultas?: SqlConsultas
  readonly semearCadastrosDemo?: SemearDemo
  readonly semearDemo?: SemearDemo
}

export type SemearDemo = (knex: Knex, rodar: RodarDemo) => Promise<void>

/**
 * Runs a core effect with every port of the app (the demo writes through the core's use cases); handed to each
 * module's demo so that no module imports the composition of all the others.
 */
export type RodarDemo = <A, E, R>(efeito: Effect.Effect<A, E, R>) => Promise<A>

export const defineAdaptadores = <L extends Layer.Layer.Any>(a: Adaptadores<L>) => a

/** Stores a demo record through the one write path, as the API does (validation, rules, audit): demo data must be valid. */
export const criarNaDemo = (r: Resource, ator: Ator, corpo: Record<string, unknown>) =>
  Effect.catchAll(criar(r, ator, corpo), (x) => Effect.die(new Error(`demo inválida em ${r.name}: ${JSON.stringify(x)}`)))
