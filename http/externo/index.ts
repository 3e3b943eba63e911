import { Hono } from 'hono'
import type { Env } from '../executar.ts'
import { defineRotas } from '../modulo.ts'
import { sessaoExterna } from '../sessao.ts'
import { rotasEntrevistaDesligamento } from './entrevista-desligamento.ts'
import { rotasPortal } from './portal.ts'

/** The candidate portal's API under /api/externo: public, or behind the candidate's own session (exigirCandidato). */
export const rotasExterno = defineRotas({
  nome: 'externo',
  publicas: () => new Hono<Env>().route('/externo', sessaoExterna()).route('/externo', rotasPortal()).route('/externo', rotasEntrevistaDesligamento()),
})
