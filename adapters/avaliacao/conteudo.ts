import type { Knex } from 'knex'
import type { ConteudoRespostas } from '../../core/avaliacao/ports.ts'

/**
 * What a read of sent answers brings, shared by the pairs' read and the anonymous store's: the figures stored when
 * sent, in this order, then the answer columns `conteudo` asks for (core/avaliacao/ports.ts ConteudoRespostas).
 */
export const COLUNAS_FIGURAS = ['percentualQuestionario', 'percentualCompetencias', 'chaveCompetencias'] as const

/** The answers' text, then the levels given; `niveis`: the text only where no questionnaire % was stored (scoring needs it then). */
export const colunasDoConteudo = (db: Knex, c: ConteudoRespostas): ReadonlyArray<string | Knex.Raw> =>
  c === 'tudo' ? ['respostas', 'competencias'] : c === 'niveis' ? [db.raw('case when percentual_questionario is null then respostas end as respostas'), 'competencias'] : []

const numero = (v: unknown) => (v == null ? null : Number(v))

/** The stored figures of a row read as arrays (the values of COLUNAS_FIGURAS). */
export const figurasDaLinha = (pq: unknown, pc: unknown, chave: unknown) => ({
  percentualQuestionario: numero(pq),
  percentualCompetencias: numero(pc),
  chaveCompetencias: chave == null ? null : String(chave),
})
