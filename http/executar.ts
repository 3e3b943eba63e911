import { Cause, Effect, Exit, Option, type ManagedRuntime } from 'effect'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ContextoInterno } from '../core/sessao/contexto.ts'
import type { ErroCampo, ErroDominio } from '../core/shared/erros.ts'
import type { Servicos } from '../adapters/plataforma.ts'

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

/** A failure nobody mapped: only reachable when a cast hid a non-domain error from the type checker. */
const naoMapeada = (c: Context, e: never): Response => {
  console.error('falha não mapeada', e)
  return erro(c, 500, '500', 'Erro')
}

/** Maps each domain error to its HTTP answer (spec 000 §8); the `never` default makes a new, unmapped member a type error. */
export const responderFalha = (c: Context, e: ErroDominio): Response => {
  switch (e._tag) {
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
      return naoMapeada(c, e)
  }
}

/** An effect whose error type is `any` would pass as ErroDominio and skip the exhaustive mapping: refused. */
type SemErroAny<E> = 0 extends 1 & E ? { readonly 'o erro do efeito é any: tipe-o como ErroDominio': never } : unknown

/** Runs a core effect with the app's services and answers with `ok(result)` or the mapped failure. */
export const executar = async <A, E extends ErroDominio>(
  c: Context<Env>,
  efeito: Effect.Effect<A, E, Servicos> & SemErroAny<E>,
  ok: (a: A) => Response | Promise<Response>,
): Promise<Response> => {
  const exit = await c.get('runtime').runPromiseExit(efeito)
  return Exit.isSuccess(exit) ? ok(exit.value) : responderCausa(c, exit.cause)
}

/** A failed run's answer: its domain error mapped, or (a defect) logged and answered 500 without details. */
export const responderCausa = (c: Context, causa: Cause.Cause<ErroDominio>): Response => {
  const falha = Cause.failureOption(causa)
  if (Option.isSome(falha)) return responderFalha(c, falha.value)
  console.error(Cause.pretty(causa))
  if (c.req.path.includes('/relatorios/')) return erro(c, 500, 'RELATORIO_FALHOU', 'Não foi possível gerar o relatório.')
  return erro(c, 500, '500', 'Erro')
}

export const rodar = <A>(c: Context<Env>, efeito: Effect.Effect<A, never, Servicos>) => c.get('runtime').runPromise(efeito)
