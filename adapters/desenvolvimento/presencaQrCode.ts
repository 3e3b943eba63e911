import { createHmac, randomBytes } from 'node:crypto'
import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { SegredoPresenca } from '../../core/desenvolvimento/presencaQrCode.ts'
import { consulta } from '../db/transacao.ts'

const NOME = 'presenca-qrcode'

/**
 * The key that signs the attendance QR codes: 32 random bytes made on first use and kept in `segredos_instalacao`,
 * so every server process of the installation signs and checks alike (never in the code nor in the repository). Kept
 * in memory once read back as stored (a key inserted inside a transaction that rolls back is not kept).
 */
export const camadaSegredoPresenca = (knex: Knex) => {
  let guardada: string | undefined
  const chave = Effect.gen(function* () {
    if (guardada) return guardada
    const lida = yield* consulta(knex, (db) => db('segredosInstalacao').where('nome', NOME).first('valor'))
    if (lida) return (guardada = String((lida as { valor: string }).valor))
    yield* consulta(knex, (db) =>
      db('segredosInstalacao')
        .insert({ nome: NOME, valor: randomBytes(32).toString('hex'), criadoEm: new Date().toISOString() })
        .onConflict('nome')
        .ignore(),
    )
    const nova = yield* consulta(knex, (db) => db('segredosInstalacao').where('nome', NOME).first('valor'))
    return String((nova as { valor: string }).valor)
  })
  return Layer.succeed(SegredoPresenca, {
    assinador: Effect.map(chave, (k) => (mensagem: string) => createHmac('sha256', k).update(mensagem).digest('base64url')),
  })
}
