import { Hono } from 'hono'
import type { Env } from '../executar.ts'

/** Routes of this slice beyond the generic CRUD, mounted under /api (behind the staff session). */
export const rotasAvaliacoes = () => new Hono<Env>()
