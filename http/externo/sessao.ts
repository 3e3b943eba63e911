import { Effect } from 'effect'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { DURACAO_SESSAO_MIN } from '../../core/sessao/login.ts'
import { Sessoes } from '../../core/shared/ports.ts'
import type { SessaoCandidato } from '../../core/externo/sessao.ts'
import { naoAutenticado, rodar, type Env } from '../executar.ts'
import { COOKIE_EXTERNO } from '../sessao.ts'

/** Loads the candidate session (cookie RH_EXTERNO); absent or expired → 401 'Sessão expirada.'. */
export const exigirCandidato: MiddlewareHandler<Env> = async (c, next) => {
  const token = getCookie(c, COOKIE_EXTERNO)
  const sessao = token ? await rodar(c, Effect.flatMap(Sessoes, (s) => s.obter(token, 'externo', DURACAO_SESSAO_MIN))) : undefined
  if (!sessao || !token) return naoAutenticado(c)
  c.set('externo', { candidatoId: sessao.sujeitoId, empresaId: sessao.empresaId, token })
  await next()
}

export const candidatoDa = (c: Context<Env>): SessaoCandidato => {
  const e = c.get('externo')
  return { candidatoId: e.candidatoId, empresaId: e.empresaId, token: e.token }
}
