import { Effect } from 'effect'
import { estaNoPublico } from '../../core/pesquisa/publico.ts'
import { consultaResultadosPesquisa } from '../../core/pesquisa/resultados.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { hojeSql, sqlPosicaoEm, sqlSituacaoEm } from '../cargo-salario/sql.ts'
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
      const talentos = (await db('colaboradores')
        .where('colaboradores.empresa_id', empresaId)
        .select(
          'colaboradores.id',
          db.raw(`${sqlSituacaoEm(hoje)} as situacao`),
          db.raw(`${sqlPosicaoEm('estabelecimento_id', 'colaboradores.id', hoje)} as estabelecimento_id`),
          db.raw(`${sqlPosicaoEm('area_organizacional_id', 'colaboradores.id', hoje)} as area_organizacional_id`),
          db.raw(`${sqlPosicaoEm('cargo_id', 'colaboradores.id', hoje)} as cargo_id`),
        )) as ReadonlyArray<Record<string, unknown>>
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
      const publico = talentos.filter(
        (t) =>
          participantes.has(Number(t['id'])) ||
          estaNoPublico(publicoDef, {
            id: Number(t['id']),
            situacao: typeof t['situacao'] === 'string' ? t['situacao'] : null,
            estabelecimentoId: num(t['estabelecimentoId'] ?? t['estabelecimento_id']),
            areaOrganizacionalId: num(t['areaOrganizacionalId'] ?? t['area_organizacional_id']),
            cargoId: num(t['cargoId'] ?? t['cargo_id']),
          }),
      ).length
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
