import { Data, Schema } from 'effect'

export type ErroCampo = { readonly field: string; readonly message: string }
/** A field's message in an answer (a pendency, a warning): `ErroCampo` as a Schema. */
export const ErroCampoSchema = Schema.Struct({ field: Schema.String, message: Schema.String })

/** Falha de validação: vira 400 FIELD_VALIDATION_VIOLATION com as mensagens por campo. */
export class ValidacaoFalhou extends Data.TaggedError('ValidacaoFalhou')<{
  readonly errors: ReadonlyArray<ErroCampo>
  readonly message: string
}> {
  static campos(errors: ReadonlyArray<ErroCampo>) {
    return new ValidacaoFalhou({ errors, message: 'Preencha os campos indicados' })
  }
  static campo(field: string, message: string) {
    return ValidacaoFalhou.campos([{ field, message }])
  }
}

/** Regra de negócio violada sem campo específico (400 com mensagem). */
export class RegraViolada extends Data.TaggedError('RegraViolada')<{ readonly message: string; readonly code?: string }> {}

export class NaoEncontrado extends Data.TaggedError('NaoEncontrado')<{ readonly recurso: string; readonly id?: unknown }> {
  override get message() {
    return 'O recurso solicitado não foi encontrado.'
  }
}

export class NaoAutenticado extends Data.TaggedError('NaoAutenticado')<{ readonly motivo?: string }> {
  override get message() {
    return 'Sessão expirada.'
  }
}

export class AcessoNegado extends Data.TaggedError('AcessoNegado')<{ readonly autoridade?: string }> {
  override get message() {
    return 'Não autorizado.'
  }
}

/** An outside service (postal codes) did not answer in time or answered nonsense: 503, the user goes on by hand. */
export class ServicoIndisponivel extends Data.TaggedError('ServicoIndisponivel')<{ readonly message: string; readonly detalhe?: string }> {}

/** Credenciais erradas ou conta bloqueada temporariamente. */
export class LoginRecusado extends Data.TaggedError('LoginRecusado')<{ readonly message: string; readonly bloqueado?: boolean }> {}

/** The mail server refused or could not be reached. */
export class FalhaEnvio extends Data.TaggedError('FalhaEnvio')<{ readonly message: string }> {}

export const SEM_DADOS = 'Não existem dados para o filtro informado.'

/** The report's filter matched nothing: the UI shows 'Não existem dados para o filtro informado.'. */
export class RelatorioSemDados extends Data.TaggedError('RelatorioSemDados')<Record<never, never>> {
  override get message() {
    return SEM_DADOS
  }
}

/**
 * Every expected failure a use case may end with. Drivers map each member (http/executar.ts maps them to HTTP
 * exhaustively); a new tagged error joins this union, so forgetting its answer fails typecheck, not a request.
 */
export type ErroDominio =
  | ValidacaoFalhou
  | RegraViolada
  | NaoEncontrado
  | NaoAutenticado
  | AcessoNegado
  | LoginRecusado
  | ServicoIndisponivel
  | FalhaEnvio
  | RelatorioSemDados
