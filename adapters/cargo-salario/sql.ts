import type { Knex } from 'knex'
import { diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { ehPostgres } from '../db/knex.ts'
import { sqlVigenteEm } from '../db/vigencia.ts'

/**
 * SQL pieces of Cargos e Salários over dated histories: what was in force on a date (`sqlVigenteEm`), the value
 * of an index × quantity rounded as core's `multiplicarPorQuantidade` (halves away from zero, exact integer
 * arithmetic on both databases), and an employee's position on a date.
 */

/** The names (column `nome`) of the rows of `tabela` a JSON list of ids points at, sorted and joined by ', '. */
export const sqlNomesDaLista = (db: Knex, coluna: string, tabela: string) =>
  ehPostgres(db)
    ? `(select string_agg(x.nome, ', ' order by x.nome) from json_array_elements_text(${coluna}::json) j join ${tabela} x on x.id = j::int)`
    : `(select group_concat(nome, ', ') from (select x.nome from json_each(${coluna}) j join ${tabela} x on x.id = j.value order by x.nome))`

/** Today in São Paulo, the date "current" columns are read at. */
export const hojeSql = () => diaEmSaoPaulo(Date.now())

/** A checked YYYY-MM-DD literal. */
export const dataSql = (d: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`data inválida: ${d}`)
  return `'${d}'`
}

/**
 * valor (centavos, integer ≥ 0) × quantidade (4 decimals, ≥ 0), rounded half away from zero, as an integer: core's
 * `multiplicarPorQuantidade`. With q = quantidade × 10000 = 10000·a + b, valor × q / 10000 = valor·a + valor·b / 10000,
 * and only the second part is rounded; so no intermediate exceeds 64 bits whatever the stored values (a plain
 * 2·valor·q overflows bigint for the largest ones).
 */
export const sqlVezesQuantidade = (db: Knex, valor: string, quantidade: string) => {
  const v = ehPostgres(db) ? `(${valor})::bigint` : `cast(${valor} as integer)`
  const q = ehPostgres(db) ? `round((${quantidade}) * 10000)::bigint` : `cast(round((${quantidade}) * 10000) as integer)`
  return `(${v} * (${q} / 10000) + (2 * ${v} * (${q} % 10000) + 10000) / 20000)`
}

/** The value (centavos) of index `indice` on `data`. */
export const sqlValorIndice = (indice: string, data: string) =>
  `(select ih.valor from indice_historicos ih where ih.indice_id = ${indice} and ${sqlVigenteEm('ih', data)})`

/** The value (centavos) of a range's history row `fh` (type 3 its value, type 2 the index `ih` × its quantity). */
export const sqlValorDoHistoricoFaixa = (db: Knex, fh: string, ih: string) =>
  `case ${fh}.tipo when 3 then ${fh}.valor when 2 then ${sqlVezesQuantidade(db, `${ih}.valor`, `${fh}.quantidade`)} end`

/**
 * "In force" as SQL over an alias, for a date given as SQL (a column such as `h.data`, or a checked literal):
 * the piece every dated join below takes, so one valuation serves a fixed date, a row's own date or the day before.
 * The valuations' own aliases (vfh, vih, sfh, sfi, sih) are never a caller's, so the date may name the caller's rows.
 */
export type Vigencia = (alias: string) => string
/** In force on the date `x`. */
export const vigenteNa =
  (x: string): Vigencia =>
  (a) =>
    `${a}.data <= ${x} and (${a}.data_fim is null or ${a}.data_fim > ${x})`
/** In force on the day before `x` (the row that ended on `x` included): what held until a change dated `x`. */
export const vigenteNaVespera =
  (x: string): Vigencia =>
  (a) =>
    `${a}.data < ${x} and (${a}.data_fim is null or ${a}.data_fim >= ${x})`
/** In force on the literal date `data` (checked YYYY-MM-DD). */
export const vigenteEmData =
  (data: string): Vigencia =>
  (a) =>
    sqlVigenteEm(a, data)

/** The value (centavos) of salary range `faixa` when `v` holds: its history row in force, a value or an index × quantity. */
export const sqlValorFaixaQuando = (db: Knex, faixa: string, v: Vigencia) =>
  `(select ${sqlValorDoHistoricoFaixa(db, 'vfh', 'vih')}
    from faixa_salarial_historicos vfh left join indice_historicos vih on vfh.tipo = 2 and vih.indice_id = vfh.indice_id and ${v('vih')}
    where vfh.faixa_salarial_id = ${faixa} and ${v('vfh')})`

/** The value (centavos) of salary range `faixa` on `data`: its history row in force, a value or an index × quantity. */
export const sqlValorFaixa = (db: Knex, faixa: string, data: string) => sqlValorFaixaQuando(db, faixa, vigenteEmData(data))

/** A range's history row valued on its own date (the index in force on the row's date × its quantity). */
export const sqlValorNaPropriaData = (db: Knex, fh: string) =>
  `(case ${fh}.tipo when 3 then ${fh}.valor when 2 then (select ${sqlVezesQuantidade(db, 'ih.valor', `${fh}.quantidade`)} from indice_historicos ih
    where ih.indice_id = ${fh}.indice_id and ih.data <= ${fh}.data and (ih.data_fim is null or ih.data_fim > ${fh}.data)) end)`

/**
 * A column of an employee's history row on `data` (the row in force; before the first row, the first one: an
 * admission scheduled for later still says where the person will work). Each branch is one seek in the index
 * (colaborador_id, data), not a sort of the employee's rows: a list computes it for every row it sorts.
 */
export const sqlPosicaoEm = (coluna: string, colaborador: string, data: string) => {
  const d = dataSql(data)
  const deste = `from colaborador_historicos h where h.colaborador_id = ${colaborador}`
  return `(case when exists (select 1 ${deste} and h.data <= ${d}) then (select h.${coluna} ${deste} and h.data <= ${d} order by h.data desc limit 1)
    else (select h.${coluna} ${deste} order by h.data limit 1) end)`
}

/**
 * The employees whose position on `data` (as `sqlPosicaoEm`: the row in force, or the first row when it is still
 * to come) has `coluna` in `valores` (ids). Uncorrelated, so the database reads the matching rows once from the
 * index (coluna, data, data_fim, colaborador_id) of migration 011; an area, cargo or establishment belongs to one
 * company, and the list is scoped by company besides. `alvo`: the employee id column of the rows filtered.
 */
export const ondePosicao = (b: Knex.QueryBuilder, coluna: string, valores: ReadonlyArray<number>, data: string, alvo = 'colaboradores.id') => {
  if (!valores.length) return void b.whereRaw('1 = 0')
  const em = `h.${coluna} in (${valores.map(() => '?').join(', ')})`
  b.whereRaw(
    `${alvo} in (select h.colaborador_id from colaborador_historicos h where ${em} and ${sqlVigenteEm('h', data)}
      union all select h.colaborador_id from colaborador_historicos h where ${em} and h.data > ${dataSql(data)}
        and not exists (select 1 from colaborador_historicos p where p.colaborador_id = h.colaborador_id and p.data < h.data))`,
    [...valores, ...valores],
  )
}

const idsDe = (v: unknown): number[] => (Array.isArray(v) ? v : [v]).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0)

/**
 * The predicate filters `estabelecimentoId`, `areaOrganizacionalId` and `cargoId` (ids) of rows about an employee
 * (occurrences, absences…), by the employee's position today; `alvo` is the rows' employee id expression.
 */
export const predicadosPosicaoDoTalento = (alvo: string) => ({
  estabelecimentoId: (b: Knex.QueryBuilder, v: unknown) => ondePosicao(b, 'estabelecimento_id', idsDe(v), hojeSql(), alvo),
  areaOrganizacionalId: (b: Knex.QueryBuilder, v: unknown) => ondePosicao(b, 'area_organizacional_id', idsDe(v), hojeSql(), alvo),
  cargoId: (b: Knex.QueryBuilder, v: unknown) => ondePosicao(b, 'cargo_id', idsDe(v), hojeSql(), alvo),
})

/** Situation on `data`, as core's `situacaoEm` (the payroll's C and U first, D by the dismissal date, G, A). */
export const sqlSituacaoEm = (data: string) => `case when colaboradores.status_folha = 'C' then 'C' when colaboradores.status_folha = 'U' then 'U'
    when colaboradores.data_desligamento is not null and colaboradores.data_desligamento <= ${dataSql(data)} then 'D'
    when colaboradores.status_folha = 'G' then 'G' else 'A' end`

/**
 * An employee's history row `h` valued when `v` holds (core's `calcularSalarioHistorico` of the row on that date): its
 * value (type 3), the index in force × quantity (2) or its range's value in force (1).
 */
export const sqlSalarioDoHistorico = (db: Knex, h: string, v: Vigencia) => `(case ${h}.tipo_salario when 3 then ${h}.salario
    when 2 then (select ${sqlVezesQuantidade(db, 'sih.valor', `${h}.quantidade`)} from indice_historicos sih where sih.indice_id = ${h}.indice_id and ${v('sih')})
    when 1 then (select ${sqlValorDoHistoricoFaixa(db, 'sfh', 'sfi')} from faixa_salarial_historicos sfh
      left join indice_historicos sfi on sfh.tipo = 2 and sfi.indice_id = sfh.indice_id and ${v('sfi')}
      where sfh.faixa_salarial_id = ${h}.faixa_salarial_id and ${v('sfh')}) end)`

/** An employee's history row valued on its own date: its value (type 3), the index × quantity (2) or its range's value (1) then. */
export const sqlSalarioNaPropriaData = (db: Knex, h: string) => sqlSalarioDoHistorico(db, h, vigenteNa(`${h}.data`))

/**
 * Salaries on one fixed date for many history rows at once (the realignment tables' bulk statements): the values
 * in force then of every index (`vi`) and range (`vf`), computed once as two small common table expressions and
 * joined by id, instead of `sqlSalarioDoHistorico`'s correlated subqueries per row — whose estimated cost, over
 * 20,000 rows, also set off PostgreSQL's JIT compiler (seconds to compile a plan that runs in milliseconds).
 * The same values (a contract test holds them equal): `withSalarioNaData` opens the statement, `juntarSalarioNaData`
 * joins them to the history rows `h` (`vf_h` also tells the range row's type, index and quantity), `sqlSalarioJuntado`
 * reads the salary of `h`.
 */
export const withSalarioNaData = (db: Knex, data: string) =>
  `with vi as (select ih.indice_id, ih.valor from indice_historicos ih where ${sqlVigenteEm('ih', data)}),
    vf as (select fh.faixa_salarial_id, fh.tipo, fh.indice_id, fh.quantidade, ${sqlValorDoHistoricoFaixa(db, 'fh', 'fi')} as valor
      from faixa_salarial_historicos fh left join vi fi on fh.tipo = 2 and fi.indice_id = fh.indice_id where ${sqlVigenteEm('fh', data)})`

export const juntarSalarioNaData = (h: string) =>
  `left join vi vi_${h} on ${h}.tipo_salario = 2 and vi_${h}.indice_id = ${h}.indice_id
   left join vf vf_${h} on ${h}.tipo_salario = 1 and vf_${h}.faixa_salarial_id = ${h}.faixa_salarial_id`

export const sqlSalarioJuntado = (db: Knex, h: string) =>
  `(case ${h}.tipo_salario when 3 then ${h}.salario when 2 then ${sqlVezesQuantidade(db, `vi_${h}.valor`, `${h}.quantidade`)} when 1 then vf_${h}.valor end)`
