import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { AreasDados, type NoArea } from '../../core/cargo-salario/areasDados.ts'
import { ehPostgres } from '../db/knex.ts'
import { consulta } from '../db/repositorio.ts'
import { dataSql } from './sql.ts'

const lista = (v: unknown): ReadonlyArray<number> => {
  const x = typeof v === 'string' ? (JSON.parse(v) as unknown) : v
  return Array.isArray(x) ? x.map(Number).filter((n) => Number.isSafeInteger(n)) : []
}
const bool = (v: unknown) => v === true || v === 1 || v === '1' || v === 't'
const marcadores = (xs: ReadonlyArray<unknown>) => xs.map(() => '?').join(', ')

/**
 * The SQL of `podeEditar` and `podeEditarStatusAtivo` (computed columns of the areas' declaration): the
 * conditions of core/cargo-salario/areasRegras.ts (`errosDaArea`, `motivoStatusBloqueado`), which the API
 * enforces; tests/http/cargo-salario/areas-organizacionais.test.ts compares both on random trees.
 */
export const SQL_PODE_EDITAR = `not exists (select 1 from colaborador_historicos h where h.area_organizacional_id = areas_organizacionais.id)
  and not exists (select 1 from empresas e where e.id = areas_organizacionais.empresa_id and e.ac_integra)`
export const SQL_PODE_EDITAR_STATUS = `(areas_organizacionais.area_mae_id is null or exists (select 1 from areas_organizacionais m where m.id = areas_organizacionais.area_mae_id and m.ativo))
  and (not areas_organizacionais.ativo or not exists (select 1 from areas_organizacionais f where f.area_mae_id = areas_organizacionais.id and f.ativo))`

/** AreasDados over Knex: each answer one query, whatever the size of the tree. */
export const camadaAreas = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  const pg = ehPostgres(knex)
  return Layer.succeed(AreasDados, {
    arvore: (empresasIds) =>
      empresasIds.length
        ? Effect.map(
            q((db) =>
              db.raw(
                `select id, empresa_id, nome, area_mae_id, ativo, exibir_organograma, responsaveis, coresponsaveis from areas_organizacionais
                 where empresa_id in (${marcadores(empresasIds)}) order by id`,
                [...empresasIds],
              ),
            ),
            (res): ReadonlyArray<NoArea> =>
              linhas(res).map((l) => ({
                id: Number(l['id']),
                empresaId: Number(l['empresaId']),
                nome: String(l['nome']),
                areaMaeId: l['areaMaeId'] === null || l['areaMaeId'] === undefined ? null : Number(l['areaMaeId']),
                ativo: bool(l['ativo']),
                exibirOrganograma: l['exibirOrganograma'] === null || l['exibirOrganograma'] === undefined ? true : bool(l['exibirOrganograma']),
                responsaveis: lista(l['responsaveis']),
                coresponsaveis: lista(l['coresponsaveis']),
              })),
          )
        : Effect.succeed([]),
    usadaEmHistorico: (areaId) =>
      Effect.map(
        q((db) => db.raw('select 1 as um from colaborador_historicos where area_organizacional_id = ? limit 1', [areaId])),
        (res) => linhas(res).length > 0,
      ),
    colaboradorDoUsuario: (usuarioId, empresaId) =>
      Effect.map(
        q((db) =>
          db.raw('select c.id from usuarios u join colaboradores c on c.id = u.colaborador_id where u.id = ? and c.empresa_id = ?', [usuarioId, empresaId]),
        ),
        (res) => {
          const [l] = linhas(res)
          return l ? Number(l['id']) : undefined
        },
      ),
    // The rows in force on the date, read from the index (empresa_id, data_fim, data, …) of migration 011: the last rows
    // (data_fim null) and those replaced only later; one range each, instead of every row the company ever had.
    ativosPorArea: (empresasIds, data) =>
      empresasIds.length
        ? Effect.map(
            q((db) =>
              db.raw(
                `select x.area, count(*) as n from (
                   select h.area_organizacional_id as area, h.colaborador_id from colaborador_historicos h
                     where h.empresa_id in (${marcadores(empresasIds)}) and h.data_fim is null and h.data <= ${dataSql(data)}
                   union all
                   select h.area_organizacional_id, h.colaborador_id from colaborador_historicos h
                     where h.empresa_id in (${marcadores(empresasIds)}) and h.data_fim > ${dataSql(data)} and h.data <= ${dataSql(data)}
                 ) x join colaboradores c on c.id = x.colaborador_id
                 where (c.data_desligamento is null or c.data_desligamento > ${dataSql(data)}) and (c.status_folha is null or c.status_folha <> 'C')
                 group by x.area`,
                [...empresasIds, ...empresasIds],
              ),
            ),
            (res) => new Map(linhas(res).map((l) => [Number(l['area']), Number(l['n'])])),
          )
        : Effect.succeed(new Map()),
    nomesColaboradores: (ids) =>
      ids.length
        ? Effect.map(
            q((db) => db.raw(`select id, nome from colaboradores where id in (${marcadores(ids)})`, [...ids])),
            (res) => new Map(linhas(res).map((l) => [Number(l['id']), String(l['nome'])])),
          )
        : Effect.succeed(new Map()),
    faixasDaArea: (empresaId, areaId) =>
      Effect.map(
        q((db) =>
          db.raw(
            `select f.id, f.nome, f.cargo_id, c.nome as nome_cargo from faixas_salariais f join cargos c on c.id = f.cargo_id
             where f.empresa_id = ? and ${
               pg
                 ? 'exists (select 1 from json_array_elements_text(c.areas_organizacionais::json) j where j::int = ?)'
                 : 'exists (select 1 from json_each(c.areas_organizacionais) j where j.value = ?)'
             }
             order by c.nome, f.nome, f.id`,
            [empresaId, areaId],
          ),
        ),
        (res) => linhas(res).map((l) => ({ id: Number(l['id']), nome: String(l['nome']), cargoId: Number(l['cargoId']), nomeCargo: String(l['nomeCargo']) })),
      ),
    solicitacoesDaArea: (empresaId, areaId) =>
      Effect.map(
        q((db) =>
          db.raw('select id, descricao, data, status from solicitacoes_pessoal where empresa_id = ? and area_organizacional_id = ? order by data desc, id desc', [
            empresaId,
            areaId,
          ]),
        ),
        (res) => linhas(res).map((l) => ({ id: Number(l['id']), descricao: String(l['descricao']), data: String(l['data']), status: String(l['status']) })),
      ),
  })
}

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** The rows of a raw query on either database, keys in camelCase (SQLite's come camel-cased already, PostgreSQL's not). */
const linhas = (res: unknown): ReadonlyArray<Record<string, unknown>> =>
  ((Array.isArray(res) ? res : ((res as { rows?: unknown[] }).rows ?? [])) as ReadonlyArray<Record<string, unknown>>).map((l) =>
    Object.fromEntries(Object.entries(l).map(([k, v]) => [camel(k), v])),
  )
