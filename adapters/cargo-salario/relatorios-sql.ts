import type { Knex } from 'knex'
import { dataSql, sqlValorDoHistoricoFaixa, sqlVezesQuantidade } from './sql.ts'
import { sqlVigenteEm } from '../db/vigencia.ts'

/**
 * SQL pieces of the jobs-and-salaries reports (both dialects): the company's area tree as paths, the employees
 * employed on a date with their history row in force and its salary, the filters every report shares.
 */

export const numeroOuNulo = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v))
export const textoOuNulo = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

/**
 * `arvore(id, caminho, nivel)`: every area of the company with its path from the root ('Diretoria > Operações >
 * Produção'), computed once per query (the tree has no cycle; 50 levels at most). Sorting by the path prints the
 * tree in order, parents first.
 */
export const comArvore = (db: Knex, q: Knex.QueryBuilder, empresaId: number) =>
  q.withRecursive(
    'arvore',
    ['id', 'caminho', 'nivel'],
    db.raw(
      `select a.id, cast(a.nome as text), 0 from areas_organizacionais a where a.empresa_id = ? and a.area_mae_id is null
       union all
       select f.id, arvore.caminho || ' > ' || f.nome, arvore.nivel + 1 from areas_organizacionais f join arvore on f.area_mae_id = arvore.id where arvore.nivel < 50`,
      [empresaId],
    ),
  )

/** Employed on `d` (admitted by then, not dismissed yet) and never an admission the payroll cancelled; `c` = colaboradores. */
export const empregadoEm = (q: Knex.QueryBuilder, d: string, c = 'c') =>
  q
    .where(`${c}.dataAdmissao`, '<=', d)
    .where((w) => w.whereNull(`${c}.dataDesligamento`).orWhere(`${c}.dataDesligamento`, '>', d))
    .where((w) => w.whereNull(`${c}.statusFolha`).orWhereNot(`${c}.statusFolha`, 'C'))

/** An admission the payroll cancelled never moved anyone. */
export const semCancelados = (q: Knex.QueryBuilder, c = 'c') => q.where((w) => w.whereNull(`${c}.statusFolha`).orWhereNot(`${c}.statusFolha`, 'C'))

/** Rows whose `coluna` is among the chosen ids (nothing chosen = no restriction). */
export const entre = (q: Knex.QueryBuilder, coluna: string, ids: ReadonlyArray<number | string> | undefined) => (ids?.length ? q.whereIn(coluna, [...ids]) : q)

/** A manager's areas (undefined = all): rows whose area column is one of them. */
export const nasAreasGeridas = (q: Knex.QueryBuilder, colunas: ReadonlyArray<string>, geridas: ReadonlyArray<number> | undefined) =>
  geridas === undefined ? q : q.where((w) => colunas.forEach((c) => w.orWhereIn(c, [...geridas, 0])))

/** The tree's path of the area `coluna` as `ar.caminho` (a query of its own: SQLite takes no WITH inside a union). */
export const comCaminhoDaArea = (db: Knex, q: Knex.QueryBuilder, coluna: string, empresaId: number) => comArvore(db, q, empresaId).join({ ar: 'arvore' }, 'ar.id', coluna)

/**
 * Every employee of company `empresaId` employed on `d` with their history row in force then (`h`), its area (`a`),
 * establishment (`es`), cargo (`cg`), occupational group (`go`) and range (`fs`), and `salario`
 * valued on `d` as core's `calcularSalarioHistorico` (the same joins as 'Salários em uma data'). Callers add their
 * columns, filters and order.
 */
export const talentosEm = (db: Knex, d: string, empresaId: number) =>
  db
    .from({ c: 'colaboradores' })
    .select(
      db.raw(`case h.tipo_salario when 3 then h.salario when 2 then ${sqlVezesQuantidade(db, 'ic.valor', 'h.quantidade')} when 1 then ${sqlValorDoHistoricoFaixa(db, 'fh', 'ifx')} end as salario`),
    )
    .joinRaw(`join colaborador_historicos h on h.colaborador_id = c.id and ${sqlVigenteEm('h', d)}`)
    .join({ a: 'areas_organizacionais' }, 'a.id', 'h.areaOrganizacionalId')
    .join({ es: 'estabelecimentos' }, 'es.id', 'h.estabelecimentoId')
    .join({ cg: 'cargos' }, 'cg.id', 'h.cargoId')
    .leftJoin({ go: 'grupos_ocupacionais' }, 'go.id', 'cg.grupoOcupacionalId')
    .leftJoin({ fs: 'faixas_salariais' }, 'fs.id', 'h.faixaSalarialId')
    .joinRaw(`left join faixa_salarial_historicos fh on h.tipo_salario = 1 and fh.faixa_salarial_id = h.faixa_salarial_id and ${sqlVigenteEm('fh', d)}`)
    .joinRaw(`left join indice_historicos ifx on fh.tipo = 2 and ifx.indice_id = fh.indice_id and ${sqlVigenteEm('ifx', d)}`)
    .joinRaw(`left join indice_historicos ic on h.tipo_salario = 2 and ic.indice_id = h.indice_id and ${sqlVigenteEm('ic', d)}`)
    .where('c.empresaId', empresaId)
    .modify((q) => empregadoEm(q, d))

/** The employee's columns every people report prints. */
export const colunasDoTalento = { colaboradorId: 'c.id', matricula: 'c.matricula', nome: 'c.nome', admissao: 'c.dataAdmissao' }

/** How many employees hold range `faixa` (column) on `d`, within a manager's areas. */
export const sqlTalentosNaFaixa = (faixa: string, d: string, geridas: ReadonlyArray<number> | undefined) =>
  `(select count(*) from colaborador_historicos h join colaboradores t on t.id = h.colaborador_id
    where h.faixa_salarial_id = ${faixa} and ${sqlVigenteEm('h', d)} and t.data_admissao <= ${dataSql(d)}
      and (t.data_desligamento is null or t.data_desligamento > ${dataSql(d)}) and (t.status_folha is null or t.status_folha <> 'C')
      ${geridas === undefined ? '' : `and h.area_organizacional_id in (${[...geridas.map(Number).filter(Number.isSafeInteger), 0].join(', ')})`})`
