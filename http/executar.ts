import { Cause, Effect, Exit, Option, type ManagedRuntime } from 'effect'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ContextoInterno } from '../core/sessao/contexto.ts'
import type { ErroCampo } from '../core/shared/erros.ts'
import type { Servicos } from '../adapters/camadas.ts'

export type Runtime = ManagedRuntime.ManagedRuntime<Servicos, never>

export interface Env {
  Variables: {
    runtime: Runtime
    ctx: ContextoInterno
    externo: { readonly candidatoId: number; readonly empresaId: number; readonly token: string }
  }
}

export interface CorpoErro {
  readonly code: string
  readonly message: string
  readonly errors: ReadonlyArray<ErroCampo>
}

export const erro = (c: Context, status: ContentfulStatusCode, code: string, message: string, errors: ReadonlyArray<ErroCampo> = []) =>
  c.json<CorpoErro>({ code, message, errors }, status)

export const naoAutenticado = (c: Context) => erro(c, 401, '401', 'Sessão expirada.')
export const naoAutorizado = (c: Context, code = '403') => erro(c, 403, code, 'Não autorizado.')
export const naoEncontrado = (c: Context) => erro(c, 404, '404', 'O recurso solicitado não foi encontrado.')
export const invalido = (c: Context, errors: ReadonlyArray<ErroCampo>, message = 'Preencha os campos indicados') =>
  erro(c, 400, 'FIELD_VALIDATION_VIOLATION', message, errors)

/** Maps a tagged domain error to its HTTP answer (spec 000 §8). */
const responderFalha = (c: Context, e: any): Response => {
  switch (e?._tag) {
    case 'ValidacaoFalhou':
      return invalido(c, e.errors, e.message)
    case 'RegraViolada':
      return erro(c, 400, e.code ?? 'REGRA_VIOLADA', e.message)
    case 'NaoEncontrado':
      return naoEncontrado(c)
    case 'NaoAutenticado':
      return naoAutenticado(c)
    case 'AcessoNegado':
      return naoAutorizado(c)
    case 'FalhaEnvio':
      return erro(c, 502, 'FALHA_ENVIO', 'Erro ao enviar e-mail. Por favor, tente novamente.')
    case 'ServicoIndisponivel':
      return erro(c, 503, 'SERVICO_INDISPONIVEL', e.message)
    case 'RelatorioSemDados':
      return erro(c, 422, 'SEM_DADOS', e.message)
    case 'LoginRecusado':
      return e.bloqueado ? erro(c, 429, 'LOGIN_BLOQUEADO', e.message) : erro(c, 400, 'LOGIN_INVALIDO', e.message)
    default:
      console.error('falha não mapeada', e)
      return erro(c, 500, '500', 'Erro')
  }
}

/** Runs a core effect with the app's services and answers with `ok(result)` or the mapped failure. */
export const executar = async <A>(
  c: Context<Env>,
  efeito: Effect.Effect<A, any, Servicos>,
  ok: (a: A) => Response | Promise<Response>,
): Promise<Response> => {
  const exit = await c.get('runtime').runPromiseExit(efeito)
  if (Exit.isSuccess(exit)) return ok(exit.value)
  const falha = Cause.failureOption(exit.cause)
  if (Option.isSome(falha)) return responderFalha(c, falha.value)
  console.error(Cause.pretty(exit.cause))
  if (c.req.path.includes('/relatorios/')) return erro(c, 500, 'RELATORIO_FALHOU', 'Não foi possível gerar o relatório.')
  return erro(c, 500, '500', 'Erro')
}

export const rodar = <A>(c: Context<Env>, efeito: Effect.Effect<A, never, Servicos>) => c.get('runtime').runPromise(efeito)
