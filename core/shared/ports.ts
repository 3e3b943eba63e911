import { Context, type Effect } from 'effect'

export type { Escopo } from './ator.ts'

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
