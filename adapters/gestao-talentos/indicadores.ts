import { Effect } from 'effect'
import type { Knex } from 'knex'
import { consultaAbsenteismo } from '../../core/gestao-talentos/relatorios/absenteismo.ts'
import { mesesDoPeriodo, trechosMensais } from '../../core/gestao-talentos/relatorios/comum.ts'
import { consultaTurnover } from '../../core/gestao-talentos/relatorios/indicador-turnover.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { limitesDoMes } from '../../core/shared/datas.ts'
import { dataSql } from '../cargo-salario/sql.ts'
import { consulta } from '../db/transacao.ts'
import { ehPostgres } from '../db/knex.ts'
import { sql } from '../relatorios/consultas.ts'

/**
 * The SQL of the talent indicators (absenteeism and turnover): it gathers counts, core computes the rates
 * (core/gestao-talentos/indicadores.ts). Every person counts by the history row `h` in force on the date counted.
 * Each report reads the tables once (issue 14's performance goal): no subquery per month.
 */

export interface Lotacao {
  readonly estabelecimentosIds: ReadonlyArray<number>
  readonly areasOrganizacionaisIds?: ReadonlyArray<number> | undefined
  readonly cargosIds?: ReadonlyArray<number> | undefined
  readonly areasGeridas?: ReadonlyArray<number> | undefined
}

const lista = (ids: ReadonlyArray<number>) => ids.map(Number).filter(Number.isSafeInteger).join(', ')
const em = (coluna: string, ids: ReadonlyArray<number> | undefined) => (ids?.length ? ` and ${coluna} in (${lista(ids)})` : '')

/** The filter on the history row `h` and the payroll-cancelled admissions of `c`. */
export const filtrosSql = (f: Lotacao) =>
  `(c.status_folha is null or c.status_folha <> 'C')${em('h.estabelecimento_id', f.estabelecimentosIds)}${em('h.area_organizacional_id', f.areasOrganizacionaisIds)}${em('h.cargo_id', f.cargosIds)}${
    f.areasGeridas === undefined ? '' : ` and h.area_organizacional_id in (${lista([...f.areasGeridas, 0])})`
  }`

export const linhasDe = (r: unknown): ReadonlyArray<Record<string, unknown>> => (Array.isArray(r) ? r : ((r as { rows?: Array<Record<string, unknown>> }).rows ?? []))

const valores = (ds: ReadonlyArray<string>) => ds.map((d) => `(${dataSql(d)})`).join(', ')

/** People of company `e` (`c`) with their history rows (`h`, the filters applied): covering indexes of migration 068. */
const pessoasSql = (e: number, f: Lotacao) =>
  `colaboradores c cross join colaborador_historicos h where h.colaborador_id = c.id and c.empresa_id = ${Number(e)} and ${filtrosSql(f)}`

/**
 * Headcount (as core's `headcountEm`, by the history row in force) on each of `datas`, in one pass over the history
 * rows in force during the period. A person's history row counts them on the days [max(h.data, admission),
 * min(h.data_fim − 1, dismissal)]: +1 on its first day, −1 from h.data_fim (order 0: before the dates of that day) or
 * after the dismissal (order 2); the headcount on a date (order 1) is the running sum of those steps. With `movimentos`,
 * the same pass counts the admissions and dismissals inside [ini, fim] (order 3, columns `adm`, `dem`), each by the
 * row in force on its date. CTEs: `passos` (d, ordem, v, adm, dem) grouped by day, `hc` (d, ordem = 1, hc).
 */
const passosSql = (e: number, f: Lotacao, datas: ReadonlyArray<string>, movimentos?: { readonly ini: string; readonly fim: string }) => {
  const ordenadas = [...new Set(datas)].sort()
  const t0 = dataSql(ordenadas[0]!)
  const tn = dataSql(ordenadas[ordenadas.length - 1]!)
  const ate = movimentos && movimentos.fim > ordenadas[ordenadas.length - 1]! ? dataSql(movimentos.fim) : tn
  // The row's last counted step: from h.data_fim (order 0) when it comes first, else after the dismissal (order 2).
  const peloFim = `(v.data_desligamento is null or (v.data_fim is not null and v.data_fim <= v.data_desligamento))`
  const naoVazio = `(v.data_fim is null or v.ini < v.data_fim) and (v.data_desligamento is null or v.ini <= v.data_desligamento)`
  const emVigor = (d: string) => `v.data <= ${d} and (v.data_fim is null or v.data_fim > ${d})`
  const mov = movimentos ? { ini: dataSql(movimentos.ini), fim: dataSql(movimentos.fim) } : undefined
  const lados = mov ? 'select 0 as lado union all select 1 union all select 2 union all select 3' : 'select 0 as lado union all select 1'
  return `alvos(d) as (values ${valores(ordenadas)}),
  lados as (${lados}),
  vinculos as (
    select c.data_admissao, c.data_desligamento, h.data, h.data_fim, case when h.data > c.data_admissao then h.data else c.data_admissao end as ini
    from ${pessoasSql(e, f)} and h.data <= ${ate} and (h.data_fim is null or h.data_fim > ${t0}) and (c.data_desligamento is null or c.data_desligamento >= ${t0})
  ),
  passos as materialized (
    select d, ordem, sum(v) as v, sum(adm) as adm, sum(dem) as dem from (
      select case k.lado when 0 then v.ini when 1 then (case when ${peloFim} then v.data_fim else v.data_desligamento end)
          when 2 then v.data_admissao else v.data_desligamento end as d,
        case k.lado when 0 then 0 when 1 then (case when ${peloFim} then 0 else 2 end) else 3 end as ordem,
        case k.lado when 0 then 1 when 1 then -1 else 0 end as v,
        case k.lado when 2 then 1 else 0 end as adm,
        case k.lado when 3 then 1 else 0 end as dem
      from vinculos v cross join lados k
      where case k.lado
        when 0 then ${naoVazio} and v.ini <= ${tn}
        when 1 then ${naoVazio} and coalesce(case when ${peloFim} then v.data_fim else v.data_desligamento end, '9999-12-31') <= ${tn}
        when 2 then ${mov ? `v.data_admissao between ${mov.ini} and ${mov.fim} and ${emVigor('v.data_admissao')}` : '1 = 0'}
        else ${mov ? `v.data_desligamento between ${mov.ini} and ${mov.fim} and ${emVigor('v.data_desligamento')}` : '1 = 0'} end
    ) x group by d, ordem
  ),
  hc as (
    select d, ordem, sum(v) over (order by d, ordem rows between unbounded preceding and current row) as hc
    from (select d, ordem, v from passos where ordem <> 3 union all select d, 1, 0 from alvos) x
  )`
}
/** `d` + 1 day as `YYYY-MM-DD` (dates are stored as text on both databases). */
const diaSeguinte = (knex: Knex, d: string) => (ehPostgres(knex) ? `to_char(cast(${d} as date) + 1, 'YYYY-MM-DD')` : `date(${d}, '+1 day')`)

/**
 * Rows: one per month (`tipo` 'mes': `mes`, `ativos` on its 1st) and the absence profile (`tipo` 'entra' / 'sai':
 * on `dia`, `n` people start / end (inclusive) an absence stretch). An absence = an occurrence whose type counts or a leave
 * whose reason does, by the history row in force on its start, clipped to the months; an open leave runs to the
 * dismissal or the last month's end. A person's absences overlapping one another are cut to the days not yet covered
 * (sorted by start, each keeps the days after the furthest end before it), so each (person, day) counts once; core
 * counts the working days of the profile per month (`faltasDoPerfil`), where the calendar lives.
 */
const sqlAbsenteismo = sql(consultaAbsenteismo, (knex, f, e) => {
  const meses = mesesDoPeriodo(f.mesIni, f.mesFim)
  const ini = dataSql(limitesDoMes(f.mesIni).inicio)
  const fim = dataSql(limitesDoMes(f.mesFim).fim)
  const empresa = Number(e.empresaId)
  // Person → history rows → their absences starting while the row is in force (index-only on SQLite: migration 068).
  const emVigor = (d: string) => `h.data <= ${d} and (h.data_fim is null or h.data_fim > ${d})`
  const recorte = (i: string, fi: string) =>
    `case when ${i} > ${ini} then ${i} else ${ini} end as inicio, case when ${fi} > ${i} then (case when ${fi} < ${fim} then ${fi} else ${fim} end) else ${i} end as fim`
  const texto = `with ${passosSql(
    empresa,
    f,
    meses.map((m) => limitesDoMes(m).inicio),
  )},
  periodos as (
    select c.id as colab, ${recorte('o.data_inicio', 'o.data_fim')}
    from ${pessoasSql(empresa, f).replace(' where ', ' cross join ocorrencias o where ')} and h.data <= ${fim} and o.colaborador_id = c.id and ${emVigor('o.data_inicio')}
      and o.tipo_ocorrencia_id in (select t.id from tipos_ocorrencia t where t.absenteismo and t.empresa_id = ${empresa})
      and o.data_inicio <= ${fim} and coalesce(o.data_fim, o.data_inicio) >= ${ini}
    union all
    select c.id, ${recorte('a.data_inicio', `coalesce(a.data_fim, c.data_desligamento, ${fim})`)}
    from ${pessoasSql(empresa, f).replace(' where ', ' cross join colaborador_afastamentos a where ')} and h.data <= ${fim} and a.colaborador_id = c.id and ${emVigor('a.data_inicio')}
      and a.afastamento_id in (select m.id from afastamentos m where m.absenteismo and m.empresa_id = ${empresa})
      and a.data_inicio <= ${fim} and coalesce(a.data_fim, c.data_desligamento, ${fim}) >= ${ini}
  ),
  cobertos as (
    select inicio, fim, max(fim) over (partition by colab order by inicio, fim rows between unbounded preceding and 1 preceding) as antes from periodos
  ),
  novos as (
    select case when antes >= inicio then ${diaSeguinte(knex, 'antes')} else inicio end as a, fim as b from cobertos where antes is null or antes < fim
  )
  select 'mes' as tipo, d as dia, hc as n from hc where ordem = 1
  union all select 'entra', a, count(*) from novos group by a
  union all select 'sai', b, count(*) from novos group by b`
  return Effect.map(
    consulta(knex, (db) => db.raw(texto)),
    (r): ReadonlyArray<Linha> =>
      linhasDe(r).map((l): Linha => (l['tipo'] === 'mes' ? { tipo: 'mes', mes: String(l['dia']).slice(0, 7), ativos: Number(l['n'] ?? 0) } : { tipo: String(l['tipo']), dia: String(l['dia']), n: Number(l['n'] ?? 0) })),
  )
})

/**
 * One row per month of the period clipped to its dates: headcount on the stretch's first and last days, admissions and
 * dismissals (each by the history row in force on that date), in one pass (`passosSql`).
 */
const sqlTurnover = sql(consultaTurnover, (knex, f, e) => {
  const trechos = trechosMensais(f.dataIni, f.dataFim)
  const texto = `with ${passosSql(
    Number(e.empresaId),
    f,
    trechos.flatMap((t) => [t.inicio, t.fim]),
    { ini: f.dataIni, fim: f.dataFim },
  )}
  select 'hc' as tipo, d as dia, hc as n, 0 as adm, 0 as dem from hc where ordem = 1
  union all select 'mov', substr(d, 1, 7), 0, sum(adm), sum(dem) from passos where ordem = 3 group by substr(d, 1, 7)`
  return Effect.map(consulta(knex, (db) => db.raw(texto)), (r): ReadonlyArray<Linha> => {
    const linhas = linhasDe(r)
    const hc = new Map(linhas.filter((l) => l['tipo'] === 'hc').map((l) => [String(l['dia']), Number(l['n'] ?? 0)]))
    const mov = new Map(linhas.filter((l) => l['tipo'] === 'mov').map((l) => [String(l['dia']), l]))
    return trechos.map((t) => ({
      mesAno: t.mes,
      inicio: t.inicio,
      fim: t.fim,
      headcountInicio: hc.get(t.inicio) ?? 0,
      headcountFim: hc.get(t.fim) ?? 0,
      qtdAdmitidos: Number(mov.get(t.mes)?.['adm'] ?? 0),
      qtdDemitidos: Number(mov.get(t.mes)?.['dem'] ?? 0),
    }))
  })
})

/** The indicators' SQL, bound in relatorios.ts. */
export const SQL_INDICADORES_GESTAO_TALENTOS = [sqlAbsenteismo, sqlTurnover] as const
