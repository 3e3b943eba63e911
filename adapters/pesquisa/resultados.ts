import { Effect } from 'effect'
import { estaNoPublico } from '../../core/pesquisa/publico.ts'
import { consultaResultadosPesquisa } from '../../core/pesquisa/resultados.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { hojeSql, sqlSituacaoEm } from '../cargo-salario/sql.ts'
import { consulta } from '../db/transacao.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'

const ids = (v: unknown): ReadonlyArray<number> => {
  if (Array.isArray(v)) return v.map(Number)
  if (typeof v !== 'string') return []
  try {
    const x: unknown = JSON.parse(v)
    return Array.isArray(x) ? x.map(Number) : []
  } catch {
    return []
  }
}

/**
 * The rows core aggregates (core/pesquisa/resultados.ts `resultadosDasLinhas`): the survey of the session's company
 * (questions, aspects, audience size today plus the participants who left it, submitted count), and the submitted
 * questionnaires of the segment: identified ones from the participations, anonymous ones from their own table, each
 * filtered by the area and cargo stored at submission. The audience is the core's rule over the positions in force
 * today (the same as Respostas dos Talentos). The same SQL on SQLite and PostgreSQL.
 */
const sqlResultadosPesquisa = sql(consultaResultadosPesquisa, (knex, f, e) =>
  Effect.map(
    consulta(knex, async (db) => {
      const p = (await db('pesquisas').where({ id: f.questionarioId, empresaId: e.empresaId }).first()) as Record<string, unknown> | undefined
      if (!p) return [] as Linha[]
      const empresaId = e.empresaId
      const pesquisaId = Number(p['id'])
      const hoje = hojeSql()
      // Situation by the one SQL rule (no subquery); the position in force today (else the first, still to come) from
      // one ordered read of the company's history rows: correlated subqueries per employee cost ~1 s on PostgreSQL
      // for 20,000 people.
      const talentos = (await db('colaboradores').where('colaboradores.empresa_id', empresaId).select('colaboradores.id', db.raw(`${sqlSituacaoEm(hoje)} as situacao`))) as ReadonlyArray<
        Record<string, unknown>
      >
      const historicos = (await db('colaborador_historicos')
        .where('empresaId', empresaId)
        .orderBy([{ column: 'colaboradorId' }, { column: 'data' }, { column: 'id' }])
        .select('colaboradorId', 'data', 'estabelecimentoId', 'areaOrganizacionalId', 'cargoId')) as ReadonlyArray<Record<string, unknown>>
      const posicoes = new Map<number, Record<string, unknown>>()
      for (const h of historicos) {
        const c = Number(h['colaboradorId'])
        if (!posicoes.has(c) || String(h['data']) <= hoje) posicoes.set(c, h)
      }
      const participantes = new Set(
        ((await db('colaborador_respostas').where({ empresaId, pesquisaId }).select('colaboradorId')) as ReadonlyArray<{ colaboradorId: number }>).map((r) => Number(r.colaboradorId)),
      )
      const publicoDef = {
        estabelecimentosIds: ids(p['estabelecimentosIds']),
        areasOrganizacionaisIds: ids(p['areasOrganizacionaisIds']),
        cargosIds: ids(p['cargosIds']),
        colaboradoresIds: ids(p['colaboradoresIds']),
      }
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
      const publico = talentos.filter((t) => {
        const id = Number(t['id'])
        if (participantes.has(id)) return true
        const h = posicoes.get(id)
        return estaNoPublico(publicoDef, {
          id,
          situacao: typeof t['situacao'] === 'string' ? t['situacao'] : null,
          estabelecimentoId: num(h?.['estabelecimentoId']),
          areaOrganizacionalId: num(h?.['areaOrganizacionalId']),
          cargoId: num(h?.['cargoId']),
        })
      }).length
      const enviadas = await db('colaborador_respostas').where({ empresaId, pesquisaId, situacao: 'R' }).count({ n: '*' }).first()
      const segmento = <Q extends import('knex').Knex.QueryBuilder>(q: Q): Q => {
        if (f.areasOrganizacionaisIds?.length) q.whereIn('areaOrganizacionalId', [...f.areasOrganizacionaisIds])
        if (f.cargosIds?.length) q.whereIn('cargoId', [...f.cargosIds])
        return q
      }
      const identificadas = (await segmento(
        db('colaborador_respostas').where({ empresaId, pesquisaId, situacao: 'R', anonima: false }).select('respostas'),
      )) as ReadonlyArray<{ respostas: string }>
      const anonimas = (await segmento(db('pesquisas_respostas_anonimas').where({ empresaId, pesquisaId }).select('respostas'))) as ReadonlyArray<{ respostas: string }>
      const linhas: Linha[] = [
        {
          tipo: 'pesquisa',
          id: pesquisaId,
          titulo: String(p['titulo']),
          anonima: p['anonima'] === true || Number(p['anonima']) === 1 ? 1 : 0,
          perguntas: String(p['perguntas']),
          aspectos: String(p['aspectos']),
          publico,
          enviadas: Number((enviadas as { n?: unknown } | undefined)?.n ?? 0),
        },
      ]
      for (const r of identificadas) linhas.push({ tipo: 'resposta', respostas: r.respostas })
      for (const r of anonimas) linhas.push({ tipo: 'resposta', respostas: r.respostas })
      return linhas
    }),
    (l) => l,
  ),
)

export const SQL_PESQUISA = mapaSql(sqlResultadosPesquisa)
