import { Hono } from 'hono'
import type { Env } from '../executar.ts'

/** The candidate portal's own API under /api/externo (registration, recovery, applications, …). */
export const rotasPortal = () => new Hono<Env>()
