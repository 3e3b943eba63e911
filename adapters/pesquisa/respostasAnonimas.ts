import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { RespostasAnonimas } from '../../core/pesquisa/ports.ts'
import type { RespostaQuestionario } from '../../core/shared/questionario.ts'
import { inserirComIdSorteado, travarNaTransacao } from '../db/idSorteado.ts'
import { consulta } from '../db/transacao.ts'

/**
 * The anonymous answers (core/pesquisa/ports.ts), in the caller's transaction, under ids drawn at random.
 */
export const criarRespostasAnonimas = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  return {
    travarEnvio: (pesquisaId: number, colaboradorId: number) => Effect.asVoid(q((db) => travarNaTransacao(db, `pesquisa:${pesquisaId}:${colaboradorId}`))),
    gravar: (a: {
      readonly empresaId: number
      readonly pesquisaId: number
      readonly respostas: ReadonlyArray<RespostaQuestionario>
      readonly areaOrganizacionalId?: number | null
      readonly cargoId?: number | null
    }) =>
      Effect.asVoid(
        q((db) =>
          inserirComIdSorteado(db, 'pesquisas_respostas_anonimas', {
            empresaId: a.empresaId,
            pesquisaId: a.pesquisaId,
            respostas: JSON.stringify(a.respostas),
            areaOrganizacionalId: a.areaOrganizacionalId ?? null,
            cargoId: a.cargoId ?? null,
          }),
        ),
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
