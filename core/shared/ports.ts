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
    /** Ends every session of an account, but the one of `exceto` (the token of the session that asked) when given. */
    readonly encerrarDoSujeito: (tipo: Sessao['tipo'], sujeitoId: number, exceto?: string) => Effect.Effect<void>
  }
>() {}

/** When a live session is due for its sliding renewal (half its period before it expires), in ms since the epoch. */
export const renovacaoDaSessao = (s: Pick<Sessao, 'expiraEm'>, duracaoMin: number) => Date.parse(s.expiraEm) - (duracaoMin * 60_000) / 2

/**
 * Reads remembered per server process while the database is unchanged: a write by any process, to any table,
 * forgets them all, so what is answered is what reading again would answer.
 */
export class Lembrancas extends Context.Tag('Lembrancas')<
  Lembrancas,
  {
    /**
     * What `leitura` gave under `chave`, as long as nothing was written to the database since; else `leitura`
     * again (its failures are never kept). `ate(valor)` bounds how long a value holds, for what also depends on the
     * clock (ms since the epoch; a value whose bound has passed is not kept). Inside a transaction, always read.
     */
    readonly lembrar: <A, E, R>(chave: string, leitura: Effect.Effect<A, E, R>, ate?: (valor: A) => number) => Effect.Effect<A, E, R>
  }
>() {}

/**
 * Attempts per key (account, address, public action) in a sliding window, kept in the database so that every
 * server process shares them.
 */
export class TentativasLogin extends Context.Tag('TentativasLogin')<
  TentativasLogin,
  {
    /**
     * Counts one attempt of `chave` before it is judged: its id when, counted with every attempt since `desdeIso`
     * (concurrent ones included), it is within `maximo`; `undefined` (and not counted) otherwise. However many
     * arrive at once, at most `maximo` get an id.
     */
    readonly reservar: (chave: string, desdeIso: string, maximo: number) => Effect.Effect<number | undefined>
    /** Takes back one counted attempt (it turned out fine: a successful login frees its address slot). */
    readonly devolver: (id: number) => Effect.Effect<void>
    /** Forgets every attempt of `chave` (a successful login clears its account). */
    readonly limpar: (chave: string) => Effect.Effect<void>
  }
>() {}

export interface EntradaAuditoria {
  readonly usuarioId: number | null
  readonly empresaId: number | null
  readonly entidade: string
  readonly entidadeId: number | null
  readonly acao: 'criar' | 'alterar' | 'remover' | 'login' | 'logout' | 'senha' | 'leitura' | 'outro'
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
