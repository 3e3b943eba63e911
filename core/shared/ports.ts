import { Context, type Effect } from 'effect'
import type { NaoEncontrado, RegraViolada, ValidacaoFalhou } from './erros.ts'
import type { Registro, Resource } from './resource.ts'

/** Who is acting and which companies they may see. Every repository call is scoped by it. */
export interface Escopo {
  readonly usuarioId: number
  /** The session's current company: new rows go there. */
  readonly empresaId: number
  /** Companies whose rows may be read (spec 000 §6). */
  readonly empresasVisiveis: ReadonlyArray<number>
}

export interface ListQuery {
  /** Field → value (array = any of); `q` searches the text fields. */
  readonly filter: Readonly<Record<string, unknown>>
  readonly sort?: { readonly field: string; readonly order: 'ASC' | 'DESC' }
  /** Absent = unpaged. */
  readonly range?: { readonly offset: number; readonly limit: number }
  readonly incluirRemovidos?: boolean
}

export interface Pagina {
  readonly rows: ReadonlyArray<Registro>
  readonly total: number
}

/**
 * Generic storage of declared resources. Unique-field conflicts and dangling references come back as
 * ValidacaoFalhou on the field; database failures are defects.
 */
export interface RepositorioService {
  readonly list: (r: Resource, e: Escopo, q: ListQuery) => Effect.Effect<Pagina>
  readonly get: (r: Resource, e: Escopo, id: number) => Effect.Effect<Registro, NaoEncontrado>
  readonly create: (r: Resource, e: Escopo, dados: Record<string, unknown>) => Effect.Effect<Registro, ValidacaoFalhou>
  readonly update: (r: Resource, e: Escopo, id: number, dados: Record<string, unknown>) => Effect.Effect<Registro, NaoEncontrado | ValidacaoFalhou>
  /** Soft removal when the resource says so, otherwise deletion; a row still referenced gives RegraViolada. */
  readonly remove: (r: Resource, e: Escopo, id: number) => Effect.Effect<void, NaoEncontrado | RegraViolada>
  /** Runs the effect in one transaction: every repository call inside it uses that transaction. */
  readonly transaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}
export class Repositorio extends Context.Tag('Repositorio')<Repositorio, RepositorioService>() {}

export class Relogio extends Context.Tag('Relogio')<
  Relogio,
  {
    /** Today in America/Sao_Paulo, `YYYY-MM-DD`. */
    readonly hoje: Effect.Effect<string>
    /** Now as a UTC ISO instant. */
    readonly agora: Effect.Effect<string>
  }
>() {}

export class HashSenha extends Context.Tag('HashSenha')<
  HashSenha,
  {
    readonly hash: (senha: string) => Effect.Effect<string>
    readonly verificar: (senha: string, hash: string) => Effect.Effect<boolean>
  }
>() {}

export interface Sessao {
  readonly token: string
  readonly tipo: 'interno' | 'externo'
  /** Usuário id (interno) or candidato id (externo). */
  readonly sujeitoId: number
  readonly empresaId: number
  readonly criadaEm: string
  readonly expiraEm: string
}

export class Sessoes extends Context.Tag('Sessoes')<
  Sessoes,
  {
    readonly criar: (s: Omit<Sessao, 'token' | 'criadaEm' | 'expiraEm'>, duracaoMin: number) => Effect.Effect<Sessao>
    /** A live session (expired ones are absent); sliding expiry is renewed. */
    readonly obter: (token: string, tipo: Sessao['tipo'], duracaoMin: number) => Effect.Effect<Sessao | undefined>
    readonly trocarEmpresa: (token: string, empresaId: number) => Effect.Effect<void>
    readonly encerrar: (token: string) => Effect.Effect<void>
    readonly encerrarDoSujeito: (tipo: Sessao['tipo'], sujeitoId: number) => Effect.Effect<void>
  }
>() {}

/** Failed-login counter per key (account, address) in a sliding window. */
export class TentativasLogin extends Context.Tag('TentativasLogin')<
  TentativasLogin,
  {
    readonly falhas: (chave: string, desdeIso: string) => Effect.Effect<number>
    readonly registrarFalha: (chave: string) => Effect.Effect<void>
    readonly limpar: (chave: string) => Effect.Effect<void>
  }
>() {}

export interface EntradaAuditoria {
  readonly usuarioId: number | null
  readonly empresaId: number | null
  readonly entidade: string
  readonly entidadeId: number | null
  readonly acao: 'criar' | 'alterar' | 'remover' | 'login' | 'logout' | 'senha' | 'outro'
  readonly antes?: unknown
  readonly depois?: unknown
}

export class Auditoria extends Context.Tag('Auditoria')<
  Auditoria,
  { readonly registrar: (e: EntradaAuditoria) => Effect.Effect<void> }
>() {}

export interface Mensagem {
  readonly para: ReadonlyArray<string>
  readonly assunto: string
  readonly texto: string
  readonly html?: string
  readonly responderPara?: string
  /** Company the message is sent for (the outbox is listed per company). */
  readonly empresaId?: number
}

/** Outgoing mail: SMTP when configured, else an outbox table the administrator can read. */
export class Correio extends Context.Tag('Correio')<
  Correio,
  { readonly enviar: (m: Mensagem) => Effect.Effect<void, import('./erros.ts').FalhaEnvio> }
>() {}

/** Stored files (attachments, photos, résumés): a local folder by default, S3-compatible later. */
export class Arquivos extends Context.Tag('Arquivos')<
  Arquivos,
  {
    readonly gravar: (chave: string, conteudo: Uint8Array) => Effect.Effect<void>
    readonly ler: (chave: string) => Effect.Effect<Uint8Array | undefined>
    readonly remover: (chave: string) => Effect.Effect<void>
  }
>() {}
