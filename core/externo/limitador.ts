import { Effect } from 'effect'
import { LoginRecusado } from '../shared/erros.ts'
import { Relogio, TentativasLogin } from '../shared/ports.ts'

export const MUITAS_TENTATIVAS = 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.'

/** Limits of the portal's public actions, per key, in a sliding window (reuses the login-attempt counter). */
export const LIMITES = {
  cadastro: { maximo: 10, janelaMin: 60 },
  recuperar: { maximo: 5, janelaMin: 15 },
  recuperarConta: { maximo: 3, janelaMin: 15 },
  amigo: { maximo: 10, janelaMin: 60 },
  /** The portal's CEP lookup is public: keep it from becoming an open proxy to the postal service. */
  cep: { maximo: 60, janelaMin: 10 },
} as const

/** Counts one use of `chave` (atomically: parallel uses count too); past the limit fails with 429 (LoginRecusado bloqueado). */
export const limitar = (chave: string, limite: { readonly maximo: number; readonly janelaMin: number }) =>
  Effect.gen(function* () {
    const t = yield* TentativasLogin
    const agora = Date.parse(yield* (yield* Relogio).agora)
    const desde = new Date(agora - limite.janelaMin * 60_000).toISOString()
    if ((yield* t.reservar(chave, desde, limite.maximo)) === undefined) return yield* new LoginRecusado({ message: MUITAS_TENTATIVAS, bloqueado: true })
  })
