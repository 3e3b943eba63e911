import type { Knex } from 'knex'
import type { ConteudoRespostas } from '../../core/avaliacao/ports.ts'

/**
 * The answer columns a read brings after its figures, in this order: the answers' text, then the levels given
 * (core/avaliacao/ports.ts ConteudoRespostas). `niveis`: the text only where no questionnaire % was stored (the
 * scoring needs it then). Shared by the pairs' read and the anonymous store's.
 */
export const colunasDoConteudo = (db: Knex, c: ConteudoRespostas): ReadonlyArray<string | Knex.Raw> =>
  c === 'tudo' ? ['respostas', 'competencias'] : c === 'niveis' ? [db.raw('case when percentual_questionario is null then respostas end as respostas'), 'competencias'] : []
