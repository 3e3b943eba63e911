import { randomInt } from 'node:crypto'
import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { RespostasAnonimas } from '../../core/pesquisa/ports.ts'
import type { RespostaQuestionario } from '../../core/shared/questionario.ts'
import { ehPostgres } from '../db/knex.ts'
import { consulta } from '../db/transacao.ts'

/**
 * The anonymous answers (core/pesquisa/ports.ts), in the caller's transaction. Ids are drawn at random (2^31 on
 * SQLite's rowid, 2^48 on PostgreSQL's bigint), never from a sequence; a draw that collides is drawn again.
 */
export const criarRespostasAnonimas = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  const pg = ehPostgres(knex)
  const teto = pg ? 2 ** 48 - 1 : 2 ** 31 - 1
  const sortear = () => randomInt(1, teto)
  return {
    travarEnvio: (pesquisaId: number, colaboradorId: number) =>
      pg ? Effect.asVoid(q((db) => db.raw('select pg_advisory_xact_lock(hashtext(?))', [`pesquisa:${pesquisaId}:${colaboradorId}`]))) : Effect.void,
    gravar: (a: {
      readonly empresaId: number
      readonly pesquisaId: number
      readonly respostas: ReadonlyArray<RespostaQuestionario>
      readonly areaOrganizacionalId?: number | null
      readonly cargoId?: number | null
    }) =>
      Effect.asVoid(
        q(async (db) => {
          for (let tentativa = 0; ; tentativa++) {
            const id = sortear()
            // Checked before inserting: on PostgreSQL a failed insert would abort the caller's transaction.
            if (tentativa < 5 && (await db('pesquisas_respostas_anonimas').where({ id }).first('id'))) continue
            await db('pesquisas_respostas_anonimas').insert({ id, empresaId: a.empresaId, pesquisaId: a.pesquisaId, respostas: JSON.stringify(a.respostas), areaOrganizacionalId: a.areaOrganizacionalId ?? null, cargoId: a.cargoId ?? null })
            return
          }
        }),
      ),
    quantidade: (empresaId: number, pesquisaId: number) =>
      Effect.map(q((db) => db('pesquisas_respostas_anonimas').where({ empresaId, pesquisaId }).count({ n: '*' }).first()), (r) => Number((r as { n?: unknown } | undefined)?.n ?? 0)),
    listar: (empresaId: number, pesquisaId: number) =>
      Effect.map(q((db) => db('pesquisas_respostas_anonimas').where({ empresaId, pesquisaId }).orderBy('id').select('respostas')), (rows: ReadonlyArray<{ respostas: string }>) =>
        rows.map((r) => JSON.parse(r.respostas) as ReadonlyArray<RespostaQuestionario>),
      ),
    removerDaPesquisa: (empresaId: number, pesquisaId: number) => Effect.map(q((db) => db('pesquisas_respostas_anonimas').where({ empresaId, pesquisaId }).delete()), Number),
  }
}

export const camadaRespostasAnonimas = (knex: Knex) => Layer.succeed(RespostasAnonimas, criarRespostasAnonimas(knex))
