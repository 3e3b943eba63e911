import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import type { PapelAvaliador } from '../../core/avaliacao/papeis.ts'
import { RespostasAvaliacaoAnonimas, type ConteudoRespostas, type NivelInformado, type RespostaAnonimaAvaliacao } from '../../core/avaliacao/ports.ts'
import type { RespostaQuestionario } from '../../core/shared/questionario.ts'
import { inserirComIdSorteado, travarNaTransacao } from '../db/idSorteado.ts'
import { emArrays } from '../db/knex.ts'
import { consulta } from '../db/transacao.ts'
import { COLUNAS_FIGURAS, colunasDoConteudo, figurasDaLinha } from './conteudo.ts'

const TABELA = 'avaliacoes_desempenho_respostas_anonimas'

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
            percentualCompetencias: a.percentualCompetencias ?? null,
            chaveCompetencias: a.chaveCompetencias ?? null,
          }),
        ),
      ),
    listar: (empresaId: number, avaliacaoDesempenhoId: number, avaliadosIds?: ReadonlyArray<number>, conteudo: ConteudoRespostas = 'tudo') =>
      Effect.map(
        q((db) => {
          const b = db(TABELA).where({ avaliacaoDesempenhoId, empresaId })
          if (avaliadosIds) b.whereIn('avaliadoId', [...avaliadosIds])
          // By evaluated, then by the random id (never the writing order); the figures alone are read from migration
          // 098's index (no row visited, no sort).
          return emArrays(b.orderBy(['avaliadoId', 'id']).select(['avaliadoId', 'papel', ...COLUNAS_FIGURAS, ...colunasDoConteudo(db, conteudo)]))
        }),
        (rows: ReadonlyArray<ReadonlyArray<unknown>>): ReadonlyArray<RespostaAnonimaAvaliacao> =>
          rows.map(([avaliadoId, papel, pq, pc, chave, respostas, competencias]) => ({
            avaliadoId: Number(avaliadoId),
            papel: papel as PapelAvaliador,
            respostas: respostas == null ? [] : (JSON.parse(String(respostas)) as ReadonlyArray<RespostaQuestionario>),
            competencias: competencias == null ? [] : (JSON.parse(String(competencias)) as ReadonlyArray<NivelInformado>),
            ...figurasDaLinha(pq, pc, chave),
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
