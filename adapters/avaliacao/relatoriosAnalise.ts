import { consultaParesAvaliacao } from '../../core/avaliacao/relatorios/analise-desempenho.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { consulta } from '../db/transacao.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'

/**
 * The pairs of an evaluation for the analysis reports (core/avaliacao/relatorios/analise-desempenho.ts), scoped to
 * the session's company: both names, role, situation and answer day; the answers and levels only of an identified
 * sent pair (a draft, even of an identified evaluation, and any anonymous pair come out without them). Same SQL on
 * SQLite and PostgreSQL.
 */
const sqlParesAvaliacao = sql(consultaParesAvaliacao, (knex, f, e) =>
  consulta(knex, async (db) => {
    const q = db('participantes_avaliacao_desempenho as p')
      .join('avaliacoes_desempenho as a', 'a.id', 'p.avaliacao_desempenho_id')
      .join('colaboradores as ad', 'ad.id', 'p.avaliador_id')
      .join('colaboradores as ao', 'ao.id', 'p.avaliado_id')
      .where('p.avaliacao_desempenho_id', f.avaliacaoDesempenhoId)
      .where('p.empresa_id', e.empresaId)
      .where('a.empresa_id', e.empresaId)
      .orderBy('p.id')
      .select(
        'p.avaliador_id as avaliadorId',
        'ad.nome as avaliador',
        'p.avaliado_id as avaliadoId',
        'ao.nome as avaliado',
        'p.papel as papel',
        'p.situacao as situacao',
        'p.data_resposta as dataResposta',
        'p.anonima as anonima',
        'p.respostas as respostas',
        'p.competencias as competencias',
      )
    if (f.avaliadoId) q.where('p.avaliado_id', f.avaliadoId)
    const rows = (await q) as ReadonlyArray<Record<string, unknown>>
    return rows.map((r): Linha => {
      const identificadaEnviada = r['situacao'] === 'R' && !(r['anonima'] === true || Number(r['anonima']) === 1)
      return {
        avaliadorId: Number(r['avaliadorId']),
        avaliador: String(r['avaliador']),
        avaliadoId: Number(r['avaliadoId']),
        avaliado: String(r['avaliado']),
        papel: String(r['papel']),
        situacao: String(r['situacao']),
        dataResposta: r['dataResposta'] == null ? null : String(r['dataResposta']),
        respostas: identificadaEnviada ? String(r['respostas']) : '[]',
        competencias: identificadaEnviada ? String(r['competencias']) : '[]',
      }
    })
  }),
)

export const SQL_RELATORIOS_ANALISE = mapaSql(sqlParesAvaliacao)
