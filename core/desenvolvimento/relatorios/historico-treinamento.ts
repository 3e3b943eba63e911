import { referencias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { selecionados } from '../../cargo-salario/relatorios/comum.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import {
  campoCursos,
  campoEmpresas,
  camposPeriodoTurmas,
  descreverEmpresasECursos,
  descreverPeriodoTurmas,
  juntar,
  menuRelatorioDesenvolvimento,
  regrasPeriodo,
  restringirAreasGeridas,
  ROLE_DESENVOLVIMENTO,
} from './comum.ts'

/**
 * Histórico de treinamentos (spec 002 relatorios/historico-treinamento): per employee (a group each), every class
 * they took part in starting in the period, with its dates, workload, attendance % and result ('Aprovado',
 * 'Reprovado' by core/desenvolvimento/frequencia.ts, or 'Turma não realizada').
 */
export const consultaHistoricoTreinamento = defineConsulta({
  nome: 'desenvolvimento/historico-treinamento',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: {
    ...camposPeriodoTurmas(),
    empresasIds: campoEmpresas(),
    colaboradoresIds: referencias({ label: 'Talentos', resource: 'cargo-salario/colaboradores' }),
    cursosIds: campoCursos(),
  },
  regras: (f) => regrasPeriodo(f),
  restringir: restringirAreasGeridas,
  colunas: () => [
    { campo: 'curso', titulo: 'Curso', tipo: 'texto', largura: 2 },
    { campo: 'turma', titulo: 'Turma', tipo: 'texto', largura: 1.6 },
    { campo: 'inicio', titulo: 'Início', tipo: 'data', largura: 0.8 },
    { campo: 'fim', titulo: 'Fim', tipo: 'data', largura: 0.8 },
    { campo: 'cargaHoraria', titulo: 'Carga horária', tipo: 'texto', largura: 0.8 },
    { campo: 'percentual', titulo: 'Frequência', tipo: 'percentual', largura: 0.8 },
    { campo: 'resultado', titulo: 'Resultado', tipo: 'texto', largura: 1.1 },
  ],
  agruparPor: () => 'talento',
})
export type FiltroHistoricoTreinamento = FiltroSql<typeof consultaHistoricoTreinamento>

export const relatorioHistoricoTreinamento = defineRelatorio({
  consulta: consultaHistoricoTreinamento,
  titulo: 'Histórico de Treinamentos',
  menu: menuRelatorioDesenvolvimento(7),
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([descreverPeriodoTurmas(f), ...descreverEmpresasECursos(f), selecionados('Talentos', f.colaboradoresIds)]),
})
