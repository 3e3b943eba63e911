import { Effect } from 'effect'
import type { Knex } from 'knex'
import {
  aderencia,
  colunasDaMatriz,
  compararCompetencias,
  dataEmVigor,
  nomeDaSituacao,
  nomeDoTipo,
  niveisEmVigor,
  textoCelula,
  type CelulaMatriz,
  type ConfigCompetenciaColaborador,
  type ConfigCompetenciaFaixa,
  type ConfigNivel,
  type Nivel,
} from '../../core/cargo-salario/competenciasRegras.ts'
import {
  consultaMatrizTalentosCompetencias,
  consultaTalentosCompetencias,
  PREFIXO_COMPETENCIA,
} from '../../core/cargo-salario/relatorios/competencias.ts'
import type { Escopo } from '../../core/shared/ator.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { ehPostgres } from '../db/knex.ts'
import { consulta } from '../db/repositorio.ts'
import type { ExtensoesSql } from '../db/repositorio.ts'
import { sqlVigenteEm } from '../db/vigencia.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'
import { hojeSql, sqlPosicaoEm } from './sql.ts'

/**
 * Competencies in SQL: the computed columns of the CHA items (their behaviours, whether a configuration uses them),
 * of the level history (`podeEditar`) and of the configurations; the rows of the competency reports, read here and
 * compared by core's rules (competenciasRegras.ts), so the screen, the radar and the reports agree.
 */

/** The item's behaviours as a JSON array `[{id, descricao}]`, in their order. */
const comportamentos = (db: Knex) =>
  ehPostgres(db)
    ? `select coalesce(json_agg(json_build_object('id', x.id, 'descricao', x.descricao) order by x.ordem, x.id), '[]'::json) from criterios_avaliacao_competencia x where x.competencia_id = competencias.id`
    : `select json_group_array(json_object('id', x.id, 'descricao', x.descricao)) from (select id, descricao from criterios_avaliacao_competencia where competencia_id = competencias.id order by ordem, id) x`

/**
 * Is competency `id` in some configuration's JSON rows? Stored by the repository as compact JSON with
 * `competenciaId` first in each row, so the row's text holds `"competenciaId":<id>,`.
 */
const usadaEmConfiguracao = (id: string) =>
  ['config_niveis_competencia_faixas', 'config_niveis_competencia_colaboradores']
    .map((t) => `exists (select 1 from ${t} k where k.empresa_id = competencias.empresa_id and k.configs_niveis_competencias like '%"competenciaId":' || ${id} || ',%')`)
    .join(' or ')

const colunasItem = {
  competencias: comportamentos,
  existeNivelCompetencia: () => `case when ${usadaEmConfiguracao('competencias.id')} then 1 else 0 end`,
  quantidadeComportamentos: () => 'select count(*) from criterios_avaliacao_competencia x where x.competencia_id = competencias.id',
}

/** No configuration (of a range or an employee) is dated within the history's period [data, data_fim). */
const podeEditarHistorico = () =>
  ['config_niveis_competencia_faixas', 'config_niveis_competencia_colaboradores']
    .map(
      (t) =>
        `not exists (select 1 from ${t} k where k.empresa_id = niveis_competencia_historicos.empresa_id and k.data >= niveis_competencia_historicos.data
          and (niveis_competencia_historicos.data_fim is null or k.data < niveis_competencia_historicos.data_fim))`,
    )
    .join(' and ')

export const EXTENSOES_COMPETENCIAS: ExtensoesSql = {
  'cargo-salario/conhecimentos': { colunas: colunasItem },
  'cargo-salario/habilidades': { colunas: colunasItem },
  'cargo-salario/atitudes': { colunas: colunasItem },
  'cargo-salario/competencias': { colunas: colunasItem },
  'cargo-salario/criterios-avaliacao-competencia': {
    colunas: {
      nomeCompetencia: () => 'select c.nome from competencias c where c.id = criterios_avaliacao_competencia.competencia_id',
      tipoCompetencia: () => 'select c.tipo from competencias c where c.id = criterios_avaliacao_competencia.competencia_id',
    },
  },
  'cargo-salario/niveis-competencia-historico': { colunas: { podeEditar: () => `case when ${podeEditarHistorico()} then 1 else 0 end` } },
  'cargo-salario/configuracoes-niveis-competencia-faixa-salarial': {
    colunas: {
      nomeFaixa: () => 'select f.nome from faixas_salariais f where f.id = config_niveis_competencia_faixas.faixa_salarial_id',
      cargoId: () => 'select f.cargo_id from faixas_salariais f where f.id = config_niveis_competencia_faixas.faixa_salarial_id',
      nomeCargo: () => 'select c.nome from faixas_salariais f join cargos c on c.id = f.cargo_id where f.id = config_niveis_competencia_faixas.faixa_salarial_id',
    },
  },
  'gestao-talentos/configuracoes-niveis-competencia-colaborador': {
    colunas: {
      nomeColaborador: () => 'select c.nome from colaboradores c where c.id = config_niveis_competencia_colaboradores.colaborador_id',
      nomeFaixa: () => 'select f.nome from faixas_salariais f where f.id = config_niveis_competencia_colaboradores.faixa_salarial_id',
      cargoFaixa: () => `select cg.nome || ' / ' || f.nome from faixas_salariais f join cargos cg on cg.id = f.cargo_id where f.id = config_niveis_competencia_colaboradores.faixa_salarial_id`,
      areaOrganizacionalId: () => sqlPosicaoEm('area_organizacional_id', 'config_niveis_competencia_colaboradores.colaborador_id', hojeSql()),
    },
  },
}

// ---------------------------------------------------------------------------------------------------------
// The reports.

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T))

/** Everything the two reports compare, for the employees holding range `faixaId` on `data`. */
interface Comparacoes {
  readonly talentos: ReadonlyArray<{ readonly id: number; readonly nome: string; readonly dataNivel: string | null; readonly comparacoes: ReturnType<typeof compararCompetencias> }>
  readonly exigidas: ReadonlyArray<number>
  readonly competencias: ReadonlyMap<number, { readonly nome: string; readonly tipo: string }>
  readonly descricoes: ReadonlyMap<number, string>
}

const lerComparacoes = (knex: Knex, escopo: Escopo, faixaId: number, data: string) =>
  consulta(knex, async (db): Promise<Comparacoes | undefined> => {
    const faixa = await db('faixas_salariais').where('id', faixaId).whereIn('empresaId', [...escopo.empresasVisiveis]).first('empresaId')
    if (!faixa) return undefined
    const empresaId = Number(faixa.empresaId)
    const pessoas = (await db
      .select({ id: 'c.id', nome: 'c.nome', dataNivel: 'k.data', configs: 'k.configs_niveis_competencias' })
      .from({ c: 'colaboradores' })
      .joinRaw(`join colaborador_historicos h on h.colaborador_id = c.id and ${sqlVigenteEm('h', data)}`)
      .joinRaw(`left join config_niveis_competencia_colaboradores k on k.colaborador_id = c.id and ${sqlVigenteEm('k', data)}`)
      .where('c.empresa_id', empresaId)
      .where('h.faixa_salarial_id', faixaId)
      .where('c.data_admissao', '<=', data)
      .where((w) => w.whereNull('c.data_desligamento').orWhere('c.data_desligamento', '>', data))
      .where((w) => w.whereNull('c.status_folha').orWhereNot('c.status_folha', 'C'))
      .orderBy([{ column: 'c.nome_busca' }, { column: 'c.id' }])) as Array<{ id: number; nome: string; dataNivel: string | null; configs: unknown }>
    const doFaixa = (await db('config_niveis_competencia_faixas').where('faixaSalarialId', faixaId).whereRaw(sqlVigenteEm('config_niveis_competencia_faixas', data)).first('data', 'configsNiveisCompetencias')) as
      | { data: string; configsNiveisCompetencias: unknown }
      | undefined
    const registrados: ReadonlyArray<Nivel> = ((await db('niveis_competencia').where('empresaId', empresaId).select('id', 'descricao', 'ordem', 'percentual')) as Array<Record<string, unknown>>).map((n) => ({
      id: Number(n['id']),
      descricao: String(n['descricao']),
      ordem: Number(n['ordem']),
      percentual: n['percentual'] == null ? null : Number(n['percentual']),
    }))
    const historicos = new Map(
      ((await db('niveis_competencia_historicos').where('empresaId', empresaId).select('data', 'configHistoricosNiveis')) as Array<{ data: string; configHistoricosNiveis: unknown }>).map((h) => [
        h.data,
        json<ReadonlyArray<ConfigNivel>>(h.configHistoricosNiveis),
      ]),
    )
    const datas = [...historicos.keys()]
    const niveisEm = (dia: string) => {
      const d = dataEmVigor(datas, dia)
      return niveisEmVigor(registrados, d === undefined ? undefined : { configHistoricosNiveis: historicos.get(d)! })
    }
    const exigidas = doFaixa ? json<ReadonlyArray<ConfigCompetenciaFaixa>>(doFaixa.configsNiveisCompetencias) : []
    const niveisFaixa = doFaixa ? niveisEm(doFaixa.data) : []
    const talentos = pessoas.map((p) => ({
      id: Number(p.id),
      nome: String(p.nome),
      dataNivel: p.dataNivel ?? null,
      comparacoes: compararCompetencias({
        exigidas,
        niveisFaixa,
        talento: p.configs == null ? [] : json<ReadonlyArray<ConfigCompetenciaColaborador>>(p.configs),
        niveisTalento: p.dataNivel ? niveisEm(p.dataNivel) : [],
      }),
    }))
    const itens = (await db('competencias').where('empresaId', empresaId).select('id', 'nome', 'tipo')) as Array<{ id: number; nome: string; tipo: string }>
    return {
      talentos,
      exigidas: exigidas.map((x) => x.competenciaId),
      competencias: new Map(itens.map((c) => [Number(c.id), { nome: String(c.nome), tipo: String(c.tipo) }])),
      descricoes: new Map(registrados.map((n) => [n.id, n.descricao])),
    }
  })

/** Each employee × each of `ids` (a competency not compared is not required and not assessed). */
const celulas = (c: Comparacoes, ids: ReadonlyArray<number>): ReadonlyArray<CelulaMatriz & { readonly talento: string; readonly dataNivel: string | null }> =>
  c.talentos.flatMap((t) => {
    const porId = new Map(t.comparacoes.map((x) => [x.competenciaId, x]))
    return ids.flatMap((id) => {
      const item = c.competencias.get(id)
      if (!item) return []
      const x = porId.get(id)
      return [
        {
          colaboradorId: t.id,
          talento: t.nome,
          dataNivel: x?.nivelTalentoId != null ? t.dataNivel : null,
          competenciaId: id,
          competencia: item.nome,
          tipo: item.tipo,
          nivelTalento: x?.nivelTalentoId != null ? (c.descricoes.get(x.nivelTalentoId) ?? null) : null,
          nivelExigido: x?.nivelExigidoId != null ? (c.descricoes.get(x.nivelExigidoId) ?? null) : null,
          situacao: x?.situacao ?? 'NAO_EXIGIDO',
        },
      ]
    })
  })

const ordemCompetencias = (c: Comparacoes, ids: ReadonlyArray<number>) =>
  colunasDaMatriz(ids.flatMap((id) => {
    const item = c.competencias.get(id)
    return item ? [{ colaboradorId: 0, competenciaId: id, competencia: item.nome, tipo: item.tipo, nivelTalento: null, nivelExigido: null, situacao: 'NAO_EXIGIDO' as const }] : []
  }))

export const SQL_CONSULTAS_COMPETENCIAS = mapaSql(
  sql(consultaTalentosCompetencias, (knex, f, e) =>
    Effect.map(lerComparacoes(knex, e, f.faixaSalarialId, f.data), (c): ReadonlyArray<Linha> => {
      if (!c) return []
      const colunas = ordemCompetencias(c, f.competenciasIds)
      const todas = celulas(c, colunas.map((x) => x.competenciaId))
      return colunas.flatMap((col) =>
        todas
          .filter((x) => x.competenciaId === col.competenciaId)
          .map((x) => ({
            competencia: `${x.competencia} (${nomeDoTipo(x.tipo)})`,
            talento: x.talento,
            nivelExigido: x.nivelExigido,
            nivelTalento: x.nivelTalento,
            dataNivel: x.dataNivel,
            situacao: nomeDaSituacao(x.situacao),
          })),
      )
    }),
  ),
  sql(consultaMatrizTalentosCompetencias, (knex, f, e) =>
    Effect.map(lerComparacoes(knex, e, f.faixaSalarialId, f.data), (c): ReadonlyArray<Linha> => {
      if (!c) return []
      const pedidas = f.competenciasIds.length ? f.competenciasIds : c.exigidas.length ? c.exigidas : [...new Set(c.talentos.flatMap((t) => t.comparacoes.map((x) => x.competenciaId)))]
      const colunas = ordemCompetencias(c, pedidas)
      const todas = celulas(c, colunas.map((x) => x.competenciaId))
      return c.talentos.map((t) => {
        const doTalento = new Map(todas.filter((x) => x.colaboradorId === t.id).map((x) => [x.competenciaId, x]))
        const linha: Record<string, string | number | null> = { talento: t.nome }
        for (const col of colunas) {
          const x = doTalento.get(col.competenciaId)
          linha[`${PREFIXO_COMPETENCIA}${col.titulo}`] = x ? textoCelula(x) : ''
        }
        linha['aderencia'] = aderencia(t.comparacoes)
        return linha
      })
    }),
  ),
)
