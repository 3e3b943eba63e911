import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { LembretesAcompanhamento } from '../../core/avaliacao/acompanhamentosLembretes.ts'
import { consulta } from '../db/transacao.ts'
import {
  consultaAcompanhamentoPeriodoExperiencia,
  consultaAcompanhamentoPrevisto,
  consultaCartaoAcompanhamento,
  consultaRankingPerformancePeriodoExperiencia,
} from '../../core/avaliacao/relatorios/acompanhamento-experiencia.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { adicionarDias } from '../../core/shared/datas.ts'
import { dataSql, hojeSql, ondePosicao, predicadosPosicaoDoTalento, sqlPosicaoEm } from '../cargo-salario/sql.ts'
import { sql } from '../relatorios/consultas.ts'

const CQ = 'colaboradores_questionarios'

/** The names the answered follow-ups' lists show, and their filters by the employee's position today (the manager scope). */
export const EXTENSOES_ACOMPANHAMENTOS = {
  'avaliacao/colaboradores-questionarios': {
    colunas: {
      nomeColaborador: () => `select c.nome from colaboradores c where c.id = ${CQ}.colaborador_id`,
      tituloModelo: () => `select m.titulo from modelos_avaliacao m where m.id = ${CQ}.modelo_avaliacao_id`,
      nomePeriodo: () => `select p.nome from periodos_experiencia p where p.id = ${CQ}.periodo_experiencia_id`,
    },
    predicados: predicadosPosicaoDoTalento(`${CQ}.colaborador_id`),
  },
} as const

/** The reminders sent (migration 095): the unique (empresa, data, gestor) makes a second send of the day a no-op. */
export const camadaLembretesAcompanhamento = (knex: Knex) =>
  Layer.succeed(LembretesAcompanhamento, {
    registrar: (empresaId, data, gestorId, quantidade) =>
      Effect.map(
        consulta(knex, (db) => db('lembretes_acompanhamento').insert({ empresaId, data, gestorId, quantidade }).onConflict(['empresaId', 'data', 'gestorId']).ignore().returning('id')),
        (r) => (r as ReadonlyArray<unknown>).length > 0,
      ),
  })

// ---- The four reports' SQL (core/avaliacao/relatorios/acompanhamento-experiencia.ts); the same SQL on both databases.

/** The employee's area today, by name. */
const areaHoje = (c: string, hoje: string) => `(select a.nome from areas_organizacionais a where a.id = ${sqlPosicaoEm('area_organizacional_id', c, hoje)})`

/** The manager scope and the areas filter: the employee's position today. */
const filtrarAreas = (b: Knex.QueryBuilder, f: { readonly areasOrganizacionaisIds?: ReadonlyArray<number> | undefined; readonly areasGeridas: ReadonlyArray<number> | undefined }, hoje: string) => {
  if (f.areasOrganizacionaisIds?.length) ondePosicao(b, 'area_organizacional_id', f.areasOrganizacionaisIds, hoje, 'c.id')
  if (f.areasGeridas !== undefined) ondePosicao(b, 'area_organizacional_id', f.areasGeridas, hoje, 'c.id')
}

const normalizar = (rows: ReadonlyArray<Record<string, unknown>>): ReadonlyArray<Linha> =>
  rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null || v === undefined ? null : typeof v === 'boolean' ? (v ? 1 : 0) : typeof v === 'number' || typeof v === 'string' ? v : String(v)])),
  )

/** Employee × period, with the answered follow-up of that period (the latest, when several models answered it). */
const sqlPrevistos = (
  knex: Knex,
  empresaId: number,
  periodosIds: ReadonlyArray<number>,
  restringir: (b: Knex.QueryBuilder, hoje: string) => void,
) =>
  Effect.map(
    consulta(knex, async (db) => {
      const hoje = hojeSql()
      const ultimo = `(select max(x.id) from colaboradores_questionarios x where x.colaborador_id = c.id and x.periodo_experiencia_id = p.id)`
      const b = db('colaboradores as c')
        .crossJoin(db.raw('periodos_experiencia as p'))
        .leftJoin('colaboradores_questionarios as cq', (j) => j.on(db.raw(`cq.id = ${ultimo}`)))
        .where('c.empresaId', empresaId)
        .where('p.empresaId', empresaId)
        .whereIn('p.id', [...periodosIds])
      restringir(b, hoje)
      return (await b
        .orderBy([{ column: 'c.nome' }, { column: 'c.id' }, { column: 'p.dias' }, { column: 'p.id' }])
        .select(
          'c.id as colaboradorId',
          'c.nome as nome',
          'c.dataAdmissao as dataAdmissao',
          'c.dataDesligamento as dataDesligamento',
          'p.id as periodoExperienciaId',
          'p.nome as nomePeriodo',
          'p.dias as dias',
          'p.ativo as ativo',
          'cq.id as colaboradorQuestionarioId',
          'cq.data as dataResposta',
          'cq.avaliadorNome as avaliador',
          'cq.percentual as percentual',
          'cq.aprovado as aprovado',
          db.raw(`${areaHoje('c.id', hoje)} as area`),
          db.raw(`${dataSql(hoje)} as hoje`),
        )) as ReadonlyArray<Record<string, unknown>>
    }),
    normalizar,
  )

export const sqlAcompanhamentoPrevisto = sql(consultaAcompanhamentoPrevisto, (knex, f, e) =>
  sqlPrevistos(knex, e.empresaId, f.periodosIds, (b, hoje) => {
    // Coarse: admitted before the end and at most the longest period (3650 days) before the start.
    b.where('c.dataAdmissao', '<=', f.dataFim).where('c.dataAdmissao', '>=', adicionarDias(f.dataIni, -3650))
    filtrarAreas(b, f, hoje)
  }),
)

export const sqlCartaoAcompanhamento = sql(consultaCartaoAcompanhamento, (knex, f, e) =>
  sqlPrevistos(knex, e.empresaId, f.periodosIds, (b, hoje) => {
    b.whereIn('c.id', [...f.colaboradoresIds]).where('c.dataAdmissao', '>=', f.dataAdmissao)
    filtrarAreas(b, f, hoje)
  }),
)

/** The answered follow-ups of the periods, answered in the period. */
const respondidos = (db: Knex, f: { readonly periodosIds: ReadonlyArray<number>; readonly dataIni: string; readonly dataFim: string }, empresaId: number) =>
  db('colaboradores_questionarios as cq')
    .join('colaboradores as c', 'c.id', 'cq.colaboradorId')
    .join('periodos_experiencia as p', 'p.id', 'cq.periodoExperienciaId')
    .where('cq.empresaId', empresaId)
    .whereIn('p.id', [...f.periodosIds])
    .whereBetween('cq.data', [f.dataIni, f.dataFim])

export const sqlAcompanhamentoPeriodoExperiencia = sql(consultaAcompanhamentoPeriodoExperiencia, (knex, f, e) =>
  Effect.map(
    consulta(knex, async (db) => {
      const hoje = hojeSql()
      const b = respondidos(db, f, e.empresaId).join('modelos_avaliacao as m', 'm.id', 'cq.modeloAvaliacaoId')
      filtrarAreas(b, f, hoje)
      return (await b
        .orderBy([{ column: 'p.dias' }, { column: 'p.id' }, { column: 'cq.data' }, { column: 'c.nome' }])
        .select(
          'p.nome as nomePeriodo',
          'cq.data as data',
          'c.nome as nome',
          'm.titulo as tituloModelo',
          'cq.avaliadorNome as avaliador',
          'cq.percentual as percentual',
          'cq.aprovado as aprovado',
          db.raw(`${areaHoje('c.id', hoje)} as area`),
        )) as ReadonlyArray<Record<string, unknown>>
    }),
    normalizar,
  ),
)

export const sqlRankingPerformancePeriodoExperiencia = sql(consultaRankingPerformancePeriodoExperiencia, (knex, f, e) =>
  Effect.map(
    consulta(knex, async (db) => {
      const hoje = hojeSql()
      const b = respondidos(db, f, e.empresaId)
      filtrarAreas(b, f, hoje)
      return (await b
        .groupBy('c.id', 'c.nome')
        .select(
          'c.nome as nomeColaborador',
          db.raw('count(*) as quantidade'),
          db.raw('avg(cq.percentual) as percentual'),
          db.raw('min(case when cq.aprovado is null then null when cq.aprovado then 1 else 0 end) as aprovado'),
          db.raw(`${areaHoje('c.id', hoje)} as area`),
        )) as ReadonlyArray<Record<string, unknown>>
    }),
    (rows) => normalizar(rows).map((l) => ({ ...l, quantidade: Number(l['quantidade']), percentual: l['percentual'] === null ? null : Number(l['percentual']), aprovado: l['aprovado'] === null ? null : Number(l['aprovado']) })),
  ),
)

export const SQL_ACOMPANHAMENTOS = [sqlAcompanhamentoPrevisto, sqlAcompanhamentoPeriodoExperiencia, sqlRankingPerformancePeriodoExperiencia, sqlCartaoAcompanhamento] as const
