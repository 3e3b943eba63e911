import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { camposComSemTreinamento, descreverComSemTreinamento } from './colaborador-sem-treinamento.ts'
import { COLUNA_AREA, COLUNA_CARGO, COLUNA_MATRICULA, COLUNA_TALENTO, menuRelatorioDesenvolvimento, regrasPeriodo, restringirAreasGeridas, ROLE_DESENVOLVIMENTO } from './comum.ts'

/**
 * Talentos sem indicação para treinamento (spec 002 relatorios/colaborador-sem-indicacao-treinamento): per course
 * their cargo requires (the cargo's 'Cursos obrigatórios'; of the chosen courses), the employees employed at the end
 * of the period who are enrolled in no class of it starting in the period. Grouped by course.
 */
export const consultaColaboradorSemIndicacaoTreinamento = defineConsulta({
  nome: 'desenvolvimento/colaborador-sem-indicacao-treinamento',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: camposComSemTreinamento(),
  regras: (f) => regrasPeriodo(f),
  restringir: restringirAreasGeridas,
  colunas: () => [COLUNA_TALENTO, COLUNA_MATRICULA, COLUNA_CARGO, COLUNA_AREA],
  agruparPor: () => 'curso',
})
export type FiltroColaboradorSemIndicacaoTreinamento = FiltroSql<typeof consultaColaboradorSemIndicacaoTreinamento>

export const relatorioColaboradorSemIndicacaoTreinamento = defineRelatorio({
  consulta: consultaColaboradorSemIndicacaoTreinamento,
  titulo: 'Talentos sem Indicação para Treinamento',
  menu: menuRelatorioDesenvolvimento(10),
  descreverFiltro: descreverComSemTreinamento,
})
