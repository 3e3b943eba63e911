import { Effect } from 'effect'
import type { Knex } from 'knex'
import type { Escopo } from '../../core/shared/ator.ts'
import { consulta } from '../db/transacao.ts'
import { ehPostgres } from '../db/knex.ts'
import { COLUNAS_PESSOA, comLotacaoEm, em, empregadoEm, empresasDe, filtrosLotacao, linhasDe, lista, literal } from '../gestao-talentos/relatorios/sql.ts'

/**
 * SQL pieces of the training reports (both dialects): each participation with its attendance and approval computed
 * in SQL as core/desenvolvimento/frequencia.ts `aprovadoPorFrequencia` does (tests/http/desenvolvimento/
 * relatorios-oraculo.test.ts holds them equal), and the employees of the chosen companies with their position.
 * Only checked ids and dates are written into the SQL.
 */

export const rodar = (knex: Knex, texto: string) => Effect.map(consulta(knex, (db) => db.raw(texto)), linhasDe)

/** The elements of a JSON list of ids in column `coluna` as a FROM item `alias` and the SQL of one element as an integer. */
export const elementosJson = (db: Knex, coluna: string, alias: string) =>
  ehPostgres(db)
    ? { de: `json_array_elements_text(coalesce(${coluna}, '[]')::json) as ${alias}(valor)`, valor: `cast(${alias}.valor as integer)` }
    : { de: `json_each(coalesce(${coluna}, '[]')) as ${alias}`, valor: `${alias}.value` }

/**
 * Every participation of the companies' classes: `ctid`, `colab`, `empresa`, `turma`, `cursoid`, `inicio`, `fim`
 * (end, or the start of a class without one), `realizada` (1/0), `presencas` (distinct days present among the class's
 * days), `total` (the class's days), `aprovado` (1 when presencas/total ≥ the course minimum, compared exactly in
 * integers as core: presencas × 10000 ≥ round(minimo × 100) × total; a class without days approves nobody).
 */
export const sqlParticipacoes = (db: Knex, empresas: ReadonlyArray<number>) => {
  const j = elementosJson(db, 'ct2.dias_presentes_ids', 'jp')
  const e = lista(empresas)
  // Grouped joins rather than a subquery per participation: hash joins on PostgreSQL, one pass on SQLite.
  return `select p.*, case when p.total > 0 and p.presencas * 10000 >= round(p.minimo * 100) * p.total then 1 else 0 end as aprovado from (
    select ct.id as ctid, ct.colaborador_id as colab, ct.empresa_id as empresa, t.id as turma, t.curso_id as cursoid,
      t.data_prev_ini as inicio, coalesce(t.data_prev_fim, t.data_prev_ini) as fim, case when t.realizada then 1 else 0 end as realizada,
      coalesce(pr.presencas, 0) as presencas, coalesce(tt.total, 0) as total, cu.percentual_minimo_frequencia as minimo
    from colaborador_turmas ct join turmas t on t.id = ct.turma_id join cursos cu on cu.id = t.curso_id
      left join (select ct2.id as ctid, count(distinct d.id) as presencas from colaborador_turmas ct2 join ${j.de} on 1 = 1
        join dias_turmas d on d.id = ${j.valor} and d.turma_id = ct2.turma_id where ct2.empresa_id in (${e}) group by ct2.id) pr on pr.ctid = ct.id
      left join (select d.turma_id, count(*) as total from dias_turmas d where d.empresa_id in (${e}) group by d.turma_id) tt on tt.turma_id = ct.turma_id
    where ct.empresa_id in (${e})) p`
}

/** The position filters of a report (no establishment filter in these). */
export interface FiltroPessoas {
  readonly empresasIds: ReadonlyArray<number>
  readonly areasOrganizacionaisIds?: ReadonlyArray<number> | undefined
  readonly cargosIds?: ReadonlyArray<number> | undefined
  readonly areasGeridas?: ReadonlyArray<number> | undefined
}

/**
 * `from colaboradores c`, the `antes` joins (those `quando` reads: PostgreSQL wants them first), the position `h`,
 * `es`, `a`, `cg` on `quando` (SQL), then the `depois` joins.
 */
export const dePessoas = (quando: string, depois = '', antes = '') => `from colaboradores c ${antes} ${comLotacaoEm(quando)} ${depois}`

/** The companies asked for that the session sees, their position filters and a manager's areas. */
export const ondePessoas = (f: FiltroPessoas, e: Escopo) =>
  `c.empresa_id in (${lista(empresasDe(f.empresasIds, e))}) and ${filtrosLotacao({ estabelecimentosIds: [], areasOrganizacionaisIds: f.areasOrganizacionaisIds, cargosIds: f.cargosIds, areasGeridas: f.areasGeridas })}`

/** Employed on `d` (YYYY-MM-DD, checked). */
export const empregadosEm = (d: string) => empregadoEm(literal(d))

export { COLUNAS_PESSOA, em, empresasDe, lista, literal }
