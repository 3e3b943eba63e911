import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import type { PapelAvaliador } from '../../core/avaliacao/papeis.ts'
import { RespostasAvaliacaoAnonimas, type NivelInformado, type RespostaAnonimaAvaliacao } from '../../core/avaliacao/ports.ts'
import type { RespostaQuestionario } from '../../core/shared/questionario.ts'
import { inserirComIdSorteado, travarNaTransacao } from '../db/idSorteado.ts'
import { consulta } from '../db/transacao.ts'

const TABELA = 'avaliacoes_desempenho_respostas_anonimas'

type Linha = { readonly avaliadoId: number; readonly papel: string; readonly respostas: string | null; readonly competencias: string; readonly percentualQuestionario: unknown }

/** The anonymous answers of performance evaluations (core/avaliacao/ports.ts), in the caller's transaction. */
export const criarRespostasAvaliacaoAnonimas = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  return {
    travarEnvio: (participanteId: number) => Effect.asVoid(q((db) => travarNaTransacao(db, `avaliacao-desempenho:${participanteId}`))),
    gravar: (a: { readonly empresaId: number; readonly avaliacaoDesempenhoId: number } & RespostaAnonimaAvaliacao) =>
      Effect.asVoid(
        q((db) =>
          inserirComIdSorteado(db, TABELA, {
            empresaId: a.empresaId,
            avaliacaoDesempenhoId: a.avaliacaoDesempenhoId,
            avaliadoId: a.avaliadoId,
            papel: a.papel,
            respostas: JSON.stringify(a.respostas),
            competencias: JSON.stringify(a.competencias),
            percentualQuestionario: a.percentualQuestionario ?? null,
          }),
        ),
      ),
    listar: (empresaId: number, avaliacaoDesempenhoId: number, avaliadosIds?: ReadonlyArray<number>) =>
      Effect.map(
        q((db) => {
          const b = db(TABELA).where({ empresaId, avaliacaoDesempenhoId })
          if (avaliadosIds) b.whereIn('avaliadoId', [...avaliadosIds])
          // By evaluated, then by the random id (never the writing order); index of migration 096, no sort.
          // The whole evaluation needs only the % stored when sent: the answers' text is read where it is missing.
          const respostas = avaliadosIds ? 'respostas' : db.raw('case when percentual_questionario is null then respostas end as respostas')
          return b.orderBy(['avaliadoId', 'id']).select('avaliadoId', 'papel', respostas, 'competencias', 'percentualQuestionario')
        }),
        (rows: ReadonlyArray<Linha>): ReadonlyArray<RespostaAnonimaAvaliacao> =>
          rows.map((r) => ({
            avaliadoId: Number(r.avaliadoId),
            papel: r.papel as PapelAvaliador,
            respostas: r.respostas == null ? [] : (JSON.parse(r.respostas) as ReadonlyArray<RespostaQuestionario>),
            competencias: JSON.parse(r.competencias) as ReadonlyArray<NivelInformado>,
            percentualQuestionario: r.percentualQuestionario == null ? null : Number(r.percentualQuestionario),
          })),
      ),
    quantidade: (empresaId: number, avaliacaoDesempenhoId: number | ReadonlyArray<number>) =>
      Effect.map(
        q((db) =>
          db(TABELA)
            .where({ empresaId })
            .whereIn('avaliacaoDesempenhoId', typeof avaliacaoDesempenhoId === 'number' ? [avaliacaoDesempenhoId] : [...avaliacaoDesempenhoId])
            .count({ n: '*' })
            .first(),
        ),
        (r) => Number((r as { n?: unknown } | undefined)?.n ?? 0),
      ),
    removerDoAvaliado: (empresaId: number, avaliacaoDesempenhoId: number, avaliadoId: number) =>
      Effect.map(q((db) => db('avaliacoes_desempenho_respostas_anonimas').where({ empresaId, avaliacaoDesempenhoId, avaliadoId }).delete()), Number),
  }
}

export const camadaRespostasAvaliacaoAnonimas = (knex: Knex) => Layer.succeed(RespostasAvaliacaoAnonimas, criarRespostasAvaliacaoAnonimas(knex))
