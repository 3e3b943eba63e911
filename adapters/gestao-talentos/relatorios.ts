import { Effect } from 'effect'
import { consultaAbsenteismo } from '../../core/gestao-talentos/relatorios/absenteismo.ts'
import { mesesDoPeriodo, trechosMensais } from '../../core/gestao-talentos/relatorios/comum.ts'
import { consultaTurnover } from '../../core/gestao-talentos/relatorios/indicador-turnover.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { limitesDoMes } from '../../core/shared/datas.ts'
import { dataSql } from '../cargo-salario/sql.ts'
import { consulta } from '../db/transacao.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'
import { SQL_RELATORIOS_TALENTOS } from './relatorios/talentos.ts'

/**
 * The SQL of the talent indicators: it gathers counts and absence periods, core computes the rates
 * (core/gestao-talentos/indicadores.ts). Every person counts by the history row `h` in force on the date counted.
 */

interface Lotacao {
  readonly estabelecimentosIds: ReadonlyArray<number>
  readonly areasOrganizacionaisIds?: ReadonlyArray<number> | undefined
  readonly cargosIds?: ReadonlyArray<number> | undefined
  readonly areasGeridas?: ReadonlyArray<number> | undefined
}

const lista = (ids: ReadonlyArray<number>) => ids.map(Number).filter(Number.isSafeInteger).join(', ')
const em = (coluna: string, ids: ReadonlyArray<number> | undefined) => (ids?.length ? ` and ${coluna} in (${lista(ids)})` : '')

/** The filter on the history row `h` and the payroll-cancelled admissions of `c`. */
const filtrosSql = (f: Lotacao) =>
  `(c.status_folha is null or c.status_folha <> 'C')${em('h.estabelecimento_id', f.estabelecimentosIds)}${em('h.area_organizacional_id', f.areasOrganizacionaisIds)}${em('h.cargo_id', f.cargosIds)}${
    f.areasGeridas === undefined ? '' : ` and h.area_organizacional_id in (${lista([...f.areasGeridas, 0])})`
  }`

/** People of company `e` with their history row in force on `quando` (an SQL date expression). */
const pessoasEm = (e: number, quando: string) =>
  `from colaboradores c join colaborador_historicos h on h.colaborador_id = c.id and h.data <= ${quando} and (h.data_fim is null or h.data_fim > ${quando}) where c.empresa_id = ${Number(e)}`

/** Headcount on `d` as core's `headcountEm`: admitted by then and not dismissed before it. */
const headcountSql = (e: number, d: string, f: Lotacao) =>
  `(select count(*) ${pessoasEm(e, dataSql(d))} and c.data_admissao <= ${dataSql(d)} and (c.data_desligamento is null or c.data_desligamento >= ${dataSql(d)}) and ${filtrosSql(f)})`

/** Admissions or dismissals (`coluna`) in [a, b], each by the history row in force on that date. */
const movimentosSql = (e: number, coluna: 'data_admissao' | 'data_desligamento', a: string, b: string, f: Lotacao) =>
  `(select count(*) ${pessoasEm(e, `c.${coluna}`)} and c.${coluna} between ${dataSql(a)} and ${dataSql(b)} and ${filtrosSql(f)})`

const linhasDe = (r: unknown): ReadonlyArray<Record<string, unknown>> => (Array.isArray(r) ? r : ((r as { rows?: Array<Record<string, unknown>> }).rows ?? []))
const texto = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

/** One row per month (talents active on its 1st) and one per absence period touching the months (occurrences and leaves flagged). */
const sqlAbsenteismo = sql(consultaAbsenteismo, (knex, f, e) => {
  const meses = mesesDoPeriodo(f.mesIni, f.mesFim)
  const ini = dataSql(limitesDoMes(f.mesIni).inicio)
  const fim = dataSql(limitesDoMes(f.mesFim).fim)
  const filtros = filtrosSql(f)
  const ativos = meses.map((m) => `select 'mes' as tipo, '${m}' as mes, ${headcountSql(e.empresaId, limitesDoMes(m).inicio, f)} as ativos, cast(null as integer) as colab, cast(null as varchar(10)) as inicio, cast(null as varchar(10)) as fim`)
  const ocorrencias = `select 'falta' as tipo, cast(null as text) as mes, cast(null as bigint) as ativos, o.colaborador_id as colab, o.data_inicio as inicio, o.data_fim as fim
    from ocorrencias o join tipos_ocorrencia t on t.id = o.tipo_ocorrencia_id join colaboradores c on c.id = o.colaborador_id
    join colaborador_historicos h on h.colaborador_id = c.id and h.data <= o.data_inicio and (h.data_fim is null or h.data_fim > o.data_inicio)
    where t.absenteismo and c.empresa_id = ${Number(e.empresaId)} and o.data_inicio <= ${fim} and coalesce(o.data_fim, o.data_inicio) >= ${ini} and ${filtros}`
  const afastamentos = `select 'falta' as tipo, cast(null as text) as mes, cast(null as bigint) as ativos, a.colaborador_id as colab, a.data_inicio as inicio, coalesce(a.data_fim, c.data_desligamento, ${fim}) as fim
    from colaborador_afastamentos a join afastamentos m on m.id = a.afastamento_id join colaboradores c on c.id = a.colaborador_id
    join colaborador_historicos h on h.colaborador_id = c.id and h.data <= a.data_inicio and (h.data_fim is null or h.data_fim > a.data_inicio)
    where m.absenteismo and c.empresa_id = ${Number(e.empresaId)} and a.data_inicio <= ${fim} and coalesce(a.data_fim, c.data_desligamento, ${fim}) >= ${ini} and ${filtros}`
  return Effect.map(
    consulta(knex, (db) => db.raw([...ativos, ocorrencias, afastamentos].join('\nunion all\n'))),
    (r): ReadonlyArray<Linha> =>
      linhasDe(r).map((l): Linha =>
        l['tipo'] === 'mes'
          ? { tipo: 'mes', mes: String(l['mes']), ativos: Number(l['ativos'] ?? 0) }
          : { tipo: 'falta', colaboradorId: Number(l['colab']), inicio: texto(l['inicio']), fim: texto(l['fim']) },
      ),
  )
})

/** One row per month of the period clipped to its dates: headcount on the stretch's first and last days, admissions, dismissals. */
const sqlTurnover = sql(consultaTurnover, (knex, f, e) => {
  const partes = trechosMensais(f.dataIni, f.dataFim).map(
    (t) =>
      `select '${t.mes}' as mes, '${t.inicio}' as inicio, '${t.fim}' as fim, ${headcountSql(e.empresaId, t.inicio, f)} as hcini, ${headcountSql(e.empresaId, t.fim, f)} as hcfim, ${movimentosSql(e.empresaId, 'data_admissao', t.inicio, t.fim, f)} as adm, ${movimentosSql(e.empresaId, 'data_desligamento', t.inicio, t.fim, f)} as dem`,
  )
  return Effect.map(
    consulta(knex, (db) => db.raw(partes.join('\nunion all\n'))),
    (r): ReadonlyArray<Linha> =>
      linhasDe(r)
        .map((l) => ({
          mesAno: String(l['mes']),
          inicio: String(l['inicio']),
          fim: String(l['fim']),
          headcountInicio: Number(l['hcini'] ?? 0),
          headcountFim: Number(l['hcfim'] ?? 0),
          qtdAdmitidos: Number(l['adm'] ?? 0),
          qtdDemitidos: Number(l['dem'] ?? 0),
        }))
        .sort((a, b) => (a.mesAno < b.mesAno ? -1 : 1)),
  )
})

/** Every talent report's SQL: the indicators here, the lists in relatorios/. */
export const SQL_RELATORIOS_GESTAO_TALENTOS = mapaSql(sqlAbsenteismo, sqlTurnover, ...SQL_RELATORIOS_TALENTOS)
