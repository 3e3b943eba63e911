import type { Hono } from 'hono'
import type { Env } from './executar.ts'

/**
 * The HTTP routes a module has beyond its declarations (core's module list already gives every resource its
 * generic routes and declared actions, every consulta and report its route): the session's login, the candidate
 * portal with its own session. `publicas` answer without a staff session; `internas` behind it. Paths are
 * relative to /api. Listed once in `http/modulos.ts`.
 */
export interface RotasModulo {
  readonly nome: string
  readonly publicas?: () => Hono<Env>
  readonly internas?: () => Hono<Env>
}

export const defineRotas = (m: RotasModulo): RotasModulo => m
