import { Context, Effect } from 'effect'
import { Relogio } from './ports.ts'

/**
 * Single-use links (password recovery, the employee's exit interview): a random token goes in the link, only its
 * SHA-256 is stored with the expiry, and the link is spent by a conditional update of its row (the storage of each
 * use), so two submissions of one token never both pass.
 */

/** Random tokens and their digests (node:crypto in the adapter; core imports only effect). */
export class Criptografia extends Context.Tag('Criptografia')<
  Criptografia,
  {
    /** 32 random bytes, base64url. */
    readonly token: Effect.Effect<string>
    /** SHA-256, hex. */
    readonly sha256: (texto: string) => Effect.Effect<string>
  }
>() {}

/** A new token (to put in the link), its digest (to store), when it was made and when it expires (ISO instants). */
export interface TokenEmitido {
  readonly token: string
  readonly hash: string
  readonly criadoEm: string
  readonly expiraEm: string
}

export const emitirToken = (validadeMin: number) =>
  Effect.gen(function* () {
    const cripto = yield* Criptografia
    const token = yield* cripto.token
    const criadoEm = yield* (yield* Relogio).agora
    const expiraEm = new Date(Date.parse(criadoEm) + validadeMin * 60_000).toISOString()
    return { token, hash: yield* cripto.sha256(token), criadoEm, expiraEm } satisfies TokenEmitido
  })

/** The stored digest of a token received in a link. */
export const hashDoToken = (token: string) => Effect.flatMap(Criptografia, (c) => c.sha256(token))

/** Tokens are base64url of 32 bytes (43 characters); anything else is not looked up. */
export const formatoDeToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token)
