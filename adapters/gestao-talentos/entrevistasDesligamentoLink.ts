import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { LinksEntrevistaDesligamento, type LinkEntrevista, type NovoLinkEntrevista } from '../../core/gestao-talentos/entrevistas-desligamento-link.ts'
import { consulta } from '../db/transacao.ts'


const lido = (l: Record<string, unknown>): LinkEntrevista => ({
  id: Number(l['id']),
  empresaId: Number(l['empresaId']),
  colaboradorId: Number(l['colaboradorId']),
  modeloId: Number(l['modeloId']),
  dataDesligamento: String(l['dataDesligamento']),
  expiraEm: String(l['expiraEm']),
  usadoEm: (l['usadoEm'] as string | null) ?? null,
  invalidadoEm: (l['invalidadoEm'] as string | null) ?? null,
})

/** The exit-interview links (core/gestao-talentos/entrevistas-desligamento-link.ts), in the caller's transaction. */
export const criarLinksEntrevista = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  const invalidar = (colaboradorId: number, agora: string) =>
    Effect.asVoid(q((db) => db('links_entrevista_desligamento').where({ colaboradorId }).whereNull('usadoEm').whereNull('invalidadoEm').update({ invalidadoEm: agora })))
  return {
    criar: (l: NovoLinkEntrevista) => Effect.zipRight(invalidar(l.colaboradorId, l.criadoEm), Effect.asVoid(q((db) => db('links_entrevista_desligamento').insert(l)))),
    porHash: (tokenHash: string) => Effect.map(q((db) => db('links_entrevista_desligamento').where({ tokenHash }).first()), (l: Record<string, unknown> | undefined) => (l ? lido(l) : undefined)),
    // The conditional update is the single-use guarantee: of two concurrent spenders, one changes the row.
    gastar: (id: number, agora: string) => Effect.map(q((db) => db('links_entrevista_desligamento').where({ id }).whereNull('usadoEm').whereNull('invalidadoEm').update({ usadoEm: agora })), (n) => Number(n) === 1),
    invalidar,
  }
}

export const camadaLinksEntrevista = (knex: Knex) => Layer.succeed(LinksEntrevistaDesligamento, criarLinksEntrevista(knex))
