import type { Knex } from 'knex'
import { consultaInvestimentoPorCurso, consultaPainelDesenvolvimento, consultaTipoDespesaPorCurso } from '../../core/desenvolvimento/analytics.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import type { Escopo } from '../../core/shared/ator.ts'
import { diaEmSaoPaulo, limitesDoMes } from '../../core/shared/datas.ts'
import { consulta } from '../db/transacao.ts'
import { ehPostgres } from '../db/knex.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'

interface FiltroPainel {
  readonly empresaId?: number | undefined
  readonly dataBase?: string | undefined
  readonly mesIni: string
  readonly mesFim: string
}

/** The company asked for when the session sees it; the session's company otherwise. */
const empresaDo = (f: FiltroPainel, e: Escopo) => (f.empresaId && e.empresasVisiveis.includes(f.empresaId) ? f.empresaId : e.empresaId)

/** Classes held (`realizada`) of the company that started in the months, and not after the base date (today by default). */
const turmasDoPeriodo = (db: Knex, f: FiltroPainel, e: Escopo) => {
  const fim = limitesDoMes(f.mesFim).fim
  const base = f.dataBase ?? diaEmSaoPaulo(Date.now())
  return db('turmas as t')
    .join('cursos as c', 'c.id', 't.curso_id')
    .where('t.empresa_id', empresaDo(f, e))
    .where('t.realizada', true)
    .where('t.data_prev_ini', '>=', `${f.mesIni}-01`)
    .where('t.data_prev_ini', '<=', base < fim ? base : fim)
}

const MES = 'substr(t.data_prev_ini, 1, 7)'

/**
 * Per month and course: classes and their cost, participants (two grouped reads, so the cost is not repeated per
 * participant), and the chosen group's goals; core's `completarPainel` makes the months.
 */
const sqlPainel = sql(consultaPainelDesenvolvimento, (knex, f, e) =>
  consulta(knex, async (db) => {
    const turmas = (await turmasDoPeriodo(db, f, e)
      .groupByRaw(`${MES}, t.curso_id, c.carga_horaria`)
      .select(db.raw(`${MES} as mes`), db.raw('t.curso_id as curso'), db.raw('c.carga_horaria as carga'), db.raw('count(*) as turmas'), db.raw('sum(t.custo) as investimento'))) as ReadonlyArray<
      Record<string, unknown>
    >
    const pessoas = (await turmasDoPeriodo(db, f, e)
      .join('colaborador_turmas as p', 'p.turma_id', 't.id')
      .groupByRaw(`${MES}, t.curso_id`)
      .select(db.raw(`${MES} as mes`), db.raw('t.curso_id as curso'), db.raw('count(*) as participantes'))) as ReadonlyArray<Record<string, unknown>>
    const chave = (r: Record<string, unknown>) => `${String(r['mes'])}|${Number(r['curso'])}`
    const participantes = new Map(pessoas.map((p) => [chave(p), Number(p['participantes'])]))
    const linhas: Linha[] = turmas.map((t) => ({
      tipo: 'turmas',
      mes: String(t['mes']),
      cargaHoraria: String(t['carga']),
      turmas: Number(t['turmas']),
      participantes: participantes.get(chave(t)) ?? 0,
      investimento: Number(t['investimento'] ?? 0),
    }))
    if (f.grupoMetasHorasId) {
      const g = (await db('grupos_metas_horas').where('id', f.grupoMetasHorasId).where('empresa_id', empresaDo(f, e)).first('metas')) as { metas: unknown } | undefined
      if (g) linhas.push({ tipo: 'metas', metas: typeof g.metas === 'string' ? g.metas : JSON.stringify(g.metas) })
    }
    return linhas
  }),
)

/** Per course: its classes held in the range, their cost and how many have detailed expenses; largest first. */
const sqlInvestimentoPorCurso = sql(consultaInvestimentoPorCurso, (knex, f, e) =>
  consulta(knex, async (db) => {
    const rows = (await turmasDoPeriodo(db, f, e)
      .groupBy('t.curso_id', 'c.nome')
      .select(
        db.raw('t.curso_id as curso'),
        db.raw('c.nome as nome'),
        db.raw('count(*) as turmas'),
        db.raw('sum(t.custo) as investimento'),
        db.raw("sum(case when t.despesas <> '[]' then 1 else 0 end) as detalhadas"),
      )
      .orderByRaw('sum(t.custo) desc, c.nome')) as ReadonlyArray<Record<string, unknown>>
    return rows.map((r) => ({
      cursoId: Number(r['curso']),
      nomeCurso: String(r['nome']),
      turmas: Number(r['turmas']),
      investimento: Number(r['investimento'] ?? 0),
      turmasComDespesas: Number(r['detalhadas'] ?? 0),
    }))
  }),
)

/** The expenses by type of the courses' classes in the range: the classes' JSON lists expanded and summed in SQL. */
const sqlTipoDespesaPorCurso = sql(consultaTipoDespesaPorCurso, (knex, f, e) =>
  consulta(knex, async (db) => {
    const pg = ehPostgres(db)
    const itens = pg ? 'cross join lateral jsonb_array_elements(t.despesas::jsonb) as j(e)' : 'cross join json_each(t.despesas) as j'
    const tipo = pg ? "(j.e->>'tipoDespesaId')::int" : "json_extract(j.value, '$.tipoDespesaId')"
    const valor = pg ? "(j.e->>'valor')::bigint" : "json_extract(j.value, '$.valor')"
    const dentro = turmasDoPeriodo(db, f, e).whereIn('t.curso_id', [...f.cursosIds]).select('t.id')
    const { sql: sub, bindings } = dentro.toSQL()
    const rows = (
      await db.raw(
        `select x.id as tipo, x.descricao as descricao, sum(${valor}) as valor
           from turmas t ${itens} join tipos_despesa x on x.id = ${tipo}
          where t.id in (${sub})
          group by x.id, x.descricao
          order by sum(${valor}) desc, x.descricao`,
        bindings,
      )
    ).valueOf() as unknown
    const lista = (pg ? (rows as { rows: ReadonlyArray<Record<string, unknown>> }).rows : rows) as ReadonlyArray<Record<string, unknown>>
    return lista.map((r) => ({ tipoDespesaId: Number(r['tipo']), descricao: String(r['descricao']), valor: Number(r['valor'] ?? 0) }))
  }),
)

export const SQL_ANALYTICS_DESENVOLVIMENTO = mapaSql(sqlPainel, sqlInvestimentoPorCurso, sqlTipoDespesaPorCurso)
