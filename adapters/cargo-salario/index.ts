import { Layer } from 'effect'
import type { Knex } from 'knex'
import { competencias, criteriosAvaliacaoCompetencia } from '../../core/cargo-salario/competencias.ts'
import { configuracoesNiveisCompetenciaFaixaSalarial } from '../../core/cargo-salario/configuracoes-niveis-competencia-faixa-salarial.ts'
import { niveisCompetencia } from '../../core/cargo-salario/niveis-competencia.ts'
import { niveisCompetenciaHistorico } from '../../core/cargo-salario/niveis-competencia-historico.ts'
import { CadastrosDeCompetencias } from '../../core/cargo-salario/niveisEmVigor.ts'
import { configuracoesNiveisCompetenciaColaborador } from '../../core/gestao-talentos/configuracoes-niveis-competencia-colaborador.ts'
import { ehPostgres } from '../db/knex.ts'
import { defineAdaptadores } from '../modulo.ts'
import { mapaSql } from '../relatorios/consultas.ts'
import { camadaAreas, SQL_PODE_EDITAR, SQL_PODE_EDITAR_STATUS } from './areas.ts'
import { EXTENSOES_COMPETENCIAS, SQL_CONSULTAS_COMPETENCIAS } from './competencias.ts'
import { semearDemoCargoSalario, semearDemoNiveisCompetencia } from './demo.ts'
import { SQL_RELATORIOS_ESTRUTURA } from './relatorios-estrutura.ts'
import { SQL_RELATORIOS_MOVIMENTACOES } from './relatorios-movimentacoes.ts'
import { SQL_RELATORIOS_TALENTOS } from './relatorios-talentos.ts'
import { SQL_RELATORIOS_TABELAS } from './relatorios-tabelas.ts'
import { SQL_RELATORIOS_REAJUSTES } from './relatorios-reajustes.ts'
import { semearDemoCompetencias } from './demoCompetencias.ts'
import { semearDemoFaturamentos } from './demoFaturamentos.ts'
import { SQL_CONSULTAS_SALARIOS } from './salarios.ts'
import { camadaReajustes, EXTENSOES_REAJUSTES } from './reajustes.ts'
import { semearDemoReajustes } from './demoReajustes.ts'
import { dataSql, hojeSql, ondePosicao, sqlNomesDaLista, sqlPosicaoEm, sqlSituacaoEm, sqlValorFaixa, sqlValorIndice, sqlSalarioNaPropriaData, sqlValorNaPropriaData } from './sql.ts'

const ids = (v: unknown): number[] => (Array.isArray(v) ? v : [v]).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0)

/** 'Matriz > Vendas > Varejo': the area's ancestors down to it (at most 50 levels: the tree has no cycle). */
const hierarquia = (db: Knex) => `(with recursive sobe(id, area_mae_id, nome, nivel) as (
    select x.id, x.area_mae_id, x.nome, 0 from areas_organizacionais x where x.id = areas_organizacionais.id
    union all
    select p.id, p.area_mae_id, p.nome, s.nivel + 1 from areas_organizacionais p join sobe s on p.id = s.area_mae_id where s.nivel < 50
  ) select ${ehPostgres(db) ? "string_agg(nome, ' > ' order by nivel desc)" : "group_concat(nome, ' > ')"} from ${ehPostgres(db) ? 'sobe' : '(select nome from sobe order by nivel desc)'})`

/** Cargos e Salários: the SQL of its declarations' computed columns and filters over the dated histories. */
export const adaptadoresCargoSalario = defineAdaptadores({
  nome: 'cargo-salario',
  camada: (knex) =>
    Layer.mergeAll(
      camadaAreas(knex),
      camadaReajustes(knex),
      Layer.succeed(CadastrosDeCompetencias, {
        niveis: niveisCompetencia,
        historico: niveisCompetenciaHistorico,
        criterios: criteriosAvaliacaoCompetencia,
        competencias,
        configuracoesFaixa: configuracoesNiveisCompetenciaFaixaSalarial,
        configuracoesTalento: configuracoesNiveisCompetenciaColaborador,
      }),
    ),
  semearDemo: async (knex, rodar) => {
    await semearDemoCargoSalario(knex, rodar)
    await semearDemoNiveisCompetencia(knex, rodar)
    await semearDemoCompetencias(knex, rodar)
    await semearDemoReajustes(knex, rodar)
    await semearDemoFaturamentos(knex, rodar)
  },
  consultas: mapaSql(
    ...Object.entries(SQL_CONSULTAS_SALARIOS),
    ...Object.entries(SQL_RELATORIOS_ESTRUTURA),
    ...Object.entries(SQL_RELATORIOS_TALENTOS),
    ...Object.entries(SQL_RELATORIOS_MOVIMENTACOES),
    ...Object.entries(SQL_CONSULTAS_COMPETENCIAS),
    ...Object.entries(SQL_RELATORIOS_TABELAS),
    ...Object.entries(SQL_RELATORIOS_REAJUSTES),
  ),
  extensoes: {
    ...EXTENSOES_COMPETENCIAS,
    ...EXTENSOES_REAJUSTES,
    'cargo-salario/areas-organizacionais': {
      colunas: {
        descricaoHierarquia: hierarquia,
        nomeResponsaveis: (db) => sqlNomesDaLista(db, 'areas_organizacionais.responsaveis', 'colaboradores'),
        nomeCoResponsaveis: (db) => sqlNomesDaLista(db, 'areas_organizacionais.coresponsaveis', 'colaboradores'),
        // The rules of core/cargo-salario/areasRegras.ts (adapters/cargo-salario/areas.ts).
        podeEditar: () => SQL_PODE_EDITAR,
        podeEditarStatusAtivo: () => SQL_PODE_EDITAR_STATUS,
      },
    },
    'cargo-salario/cargos': {
      colunas: { possuiFaixaSalarial: () => 'exists (select 1 from faixas_salariais f where f.cargo_id = cargos.id)' },
    },
    'cargo-salario/faixas-salariais': {
      colunas: {
        nomeCargo: () => '(select c.nome from cargos c where c.id = faixas_salariais.cargo_id)',
        codigoCBO: () => '(select o.codigo from cbo_ocupacoes o where o.id = faixas_salariais.cbo_id)',
        valorVigente: (db) => sqlValorFaixa(db, 'faixas_salariais.id', hojeSql()),
      },
    },
    'cargo-salario/faixas-salariais/historicos': {
      colunas: { valorCalculado: (db) => sqlValorNaPropriaData(db, 'faixa_salarial_historicos') },
    },
    'cargo-salario/indices': {
      colunas: { valorVigente: () => sqlValorIndice('indices.id', hojeSql()) },
    },
    'cargo-salario/colaboradores': {
      colunas: {
        situacao: () => sqlSituacaoEm(hojeSql()),
        estabelecimentoId: () => sqlPosicaoEm('estabelecimento_id', 'colaboradores.id', hojeSql()),
        areaOrganizacionalId: () => sqlPosicaoEm('area_organizacional_id', 'colaboradores.id', hojeSql()),
        cargoId: () => sqlPosicaoEm('cargo_id', 'colaboradores.id', hojeSql()),
        faixaSalarialId: () => sqlPosicaoEm('faixa_salarial_id', 'colaboradores.id', hojeSql()),
      },
      predicados: {
        estabelecimentoId: (b, v) => ondePosicao(b, 'estabelecimento_id', ids(v), hojeSql()),
        areaOrganizacionalId: (b, v) => ondePosicao(b, 'area_organizacional_id', ids(v), hojeSql()),
        cargoId: (b, v) => ondePosicao(b, 'cargo_id', ids(v), hojeSql()),
      },
    },
    'cargo-salario/colaboradores/historicos': {
      colunas: {
        salarioCalculado: (db) => sqlSalarioNaPropriaData(db, 'colaborador_historicos'),
        situacao: () =>
          `case when colaborador_historicos.data > ${dataSql(hojeSql())} then 'AGENDADO' when colaborador_historicos.data_fim is null or colaborador_historicos.data_fim > ${dataSql(hojeSql())} then 'VIGENTE' else 'ANTERIOR' end`,
      },
    },
  },
})

