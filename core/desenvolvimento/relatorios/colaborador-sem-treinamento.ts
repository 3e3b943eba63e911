import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import {
  COLUNA_AREA,
  COLUNA_CARGO,
  COLUNA_MATRICULA,
  COLUNA_TALENTO,
  campoCursos,
  campoEmpresas,
  camposLotacao,
  camposPeriodoTurmas,
  descreverEmpresasECursos,
  descreverLotacao,
  descreverPeriodoTurmas,
  juntar,
  menuRelatorioDesenvolvimento,
  regrasPeriodo,
  restringirAreasGeridas,
  ROLE_DESENVOLVIMENTO,
} from './comum.ts'

/** The filter of both 'with' and 'without training' lists: the period of the classes, companies, courses, position. */
export const camposComSemTreinamento = () => ({ ...camposPeriodoTurmas(), empresasIds: campoEmpresas(), cursosIds: campoCursos(), ...camposLotacao() })
export const descreverComSemTreinamento = (f: Parameters<typeof descreverPeriodoTurmas>[0] & Parameters<typeof descreverEmpresasECursos>[0] & Parameters<typeof descreverLotacao>[0]) =>
  juntar([descreverPeriodoTurmas(f), ...descreverEmpresasECursos(f), ...descreverLotacao(f)])

/**
 * Talentos sem treinamento (spec 002 relatorios/colaborador-sem-treinamento): the employees employed at the end of
 * the period (position then) who were approved (core/desenvolvimento/frequencia.ts) in no held class ending in the
 * period, of the chosen courses (none chosen: any course). A manager sees the areas they manage.
 */
export const consultaColaboradorSemTreinamento = defineConsulta({
  nome: 'desenvolvimento/colaborador-sem-treinamento',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: camposComSemTreinamento(),
  regras: (f) => regrasPeriodo(f),
  restringir: restringirAreasGeridas,
  colunas: () => [COLUNA_TALENTO, COLUNA_MATRICULA, COLUNA_CARGO, COLUNA_AREA, { campo: 'empresa', titulo: 'Empresa', tipo: 'texto', largura: 1.4 }],
})
export type FiltroColaboradorSemTreinamento = FiltroSql<typeof consultaColaboradorSemTreinamento>

export const relatorioColaboradorSemTreinamento = defineRelatorio({
  consulta: consultaColaboradorSemTreinamento,
  titulo: 'Talentos sem Treinamento',
  menu: menuRelatorioDesenvolvimento(3),
  descreverFiltro: descreverComSemTreinamento,
})
