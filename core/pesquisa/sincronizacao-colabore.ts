import { Context, Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { AcessoNegado, RegraViolada } from '../shared/erros.ts'
import { ROLE_PESQUISA } from './pesquisas.ts'

/**
 * The external collaboration service's sync (spec 002 `sincronizacao-colabore`; issue 16: "an integration: keep the
 * port with a disabled default adapter and the status call answering that the integration is not configured"). The
 * product ships no client for that service: the default adapter (adapters/pesquisa/sincronizacaoColabore.ts) answers
 * that it is not configured and refuses to sync; a real adapter would implement this port.
 */
export const INTEGRACAO_COLABORE_NAO_CONFIGURADA =
  'A integração com o serviço externo de colaboração (Colabore) não está configurada nesta instalação: nada é sincronizado.'

export const StatusSincronizacaoColabore = Schema.Struct({
  configurada: Schema.Boolean,
  message: Schema.String,
})
export type StatusSincronizacaoColabore = typeof StatusSincronizacaoColabore.Type

export class SincronizacaoColabore extends Context.Tag('SincronizacaoColabore')<
  SincronizacaoColabore,
  {
    readonly status: Effect.Effect<StatusSincronizacaoColabore>
    /** Sends the company's surveys and answers' figures to the service (never anonymous answers' rows). */
    readonly sincronizar: (empresaId: number) => Effect.Effect<void, RegraViolada>
  }
>() {}

/** The disabled default: not configured, and a sync is refused with the same message. */
export const SINCRONIZACAO_COLABORE_DESATIVADA: Context.Tag.Service<SincronizacaoColabore> = {
  status: Effect.succeed({ configurada: false, message: INTEGRACAO_COLABORE_NAO_CONFIGURADA }),
  sincronizar: () => Effect.fail(new RegraViolada({ message: INTEGRACAO_COLABORE_NAO_CONFIGURADA })),
}

const exigirPesquisa = (ator: Ator) => (ator.autoridades.includes(ROLE_PESQUISA) ? Effect.void : Effect.fail(new AcessoNegado({})))

/** GET /api/pesquisa/sincronizacao-colabore/status (HR of surveys). */
export const statusSincronizacaoColabore = (ator: Ator) =>
  Effect.flatMap(exigirPesquisa(ator), () => Effect.flatMap(SincronizacaoColabore, (s) => s.status))

/** POST /api/pesquisa/sincronizacao-colabore: 400 with the message while the integration is not configured (a request the installation cannot serve, never a 5xx). */
export const sincronizarColabore = (ator: Ator) =>
  Effect.flatMap(exigirPesquisa(ator), () =>
    Effect.flatMap(SincronizacaoColabore, (s) => Effect.as(s.sincronizar(ator.escopo.empresaId), { message: 'Sincronização concluída.' })),
  )
