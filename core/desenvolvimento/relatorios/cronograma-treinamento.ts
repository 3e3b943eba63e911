import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { campoCursos, campoEmpresas, camposPeriodoTurmas, descreverEmpresasECursos, descreverPeriodoTurmas, juntar, menuRelatorioDesenvolvimento, regrasPeriodo, ROLE_DESENVOLVIMENTO } from './comum.ts'

/**
 * Cronograma de treinamentos (spec 002 relatorios/cronograma-treinamento): the classes starting in the period, by
 * start date, with their days (dd/mm, shift), course, workload, instructor, institution, participants and whether
 * they were held. Grouped by month of the start ('03/2026').
 */
export const consultaCronogramaTreinamento = defineConsulta({
  nome: 'desenvolvimento/cronograma-treinamento',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: { ...camposPeriodoTurmas(), empresasIds: campoEmpresas(), cursosIds: campoCursos() },
  regras: (f) => regrasPeriodo(f),
  colunas: () => [
    { campo: 'curso', titulo: 'Curso', tipo: 'texto', largura: 2 },
    { campo: 'turma', titulo: 'Turma', tipo: 'texto', largura: 1.6, total: 'contagem' },
    { campo: 'inicio', titulo: 'Início', tipo: 'data', largura: 0.8 },
    { campo: 'fim', titulo: 'Fim', tipo: 'data', largura: 0.8 },
    { campo: 'dias', titulo: 'Dias', tipo: 'texto', largura: 2 },
    { campo: 'cargaHoraria', titulo: 'Carga horária', tipo: 'texto', largura: 0.8 },
    { campo: 'instrutor', titulo: 'Instrutor', tipo: 'texto', largura: 1.4 },
    { campo: 'instituicao', titulo: 'Instituição', tipo: 'texto', largura: 1.2 },
    { campo: 'participantes', titulo: 'Participantes', tipo: 'inteiro', largura: 0.9, total: 'soma' },
    { campo: 'realizada', titulo: 'Realizada', tipo: 'texto', largura: 0.7 },
  ],
  agruparPor: () => 'mes',
})
export type FiltroCronogramaTreinamento = FiltroSql<typeof consultaCronogramaTreinamento>

export const relatorioCronogramaTreinamento = defineRelatorio({
  consulta: consultaCronogramaTreinamento,
  titulo: 'Cronograma de Treinamentos',
  menu: menuRelatorioDesenvolvimento(2),
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([descreverPeriodoTurmas(f), ...descreverEmpresasECursos(f)]),
})
