import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { camposComSemTreinamento, descreverComSemTreinamento } from './colaborador-sem-treinamento.ts'
import { COLUNA_CARGO, COLUNA_MATRICULA, COLUNA_TALENTO, menuRelatorioDesenvolvimento, regrasPeriodo, restringirAreasGeridas, ROLE_DESENVOLVIMENTO } from './comum.ts'

/**
 * Talentos com treinamento (spec 002 relatorios/colaborador-com-treinamento): each approval (core/desenvolvimento/
 * frequencia.ts) in a held class ending in the period, of the chosen courses, grouped by course: the employee, the
 * class, its end, workload and the attendance %.
 */
export const consultaColaboradorComTreinamento = defineConsulta({
  nome: 'desenvolvimento/colaborador-com-treinamento',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: camposComSemTreinamento(),
  regras: (f) => regrasPeriodo(f),
  restringir: restringirAreasGeridas,
  colunas: () => [
    COLUNA_TALENTO,
    COLUNA_MATRICULA,
    COLUNA_CARGO,
    { campo: 'turma', titulo: 'Turma', tipo: 'texto', largura: 1.6 },
    { campo: 'fim', titulo: 'Conclusão', tipo: 'data', largura: 0.9 },
    { campo: 'cargaHoraria', titulo: 'Carga horária', tipo: 'texto', largura: 0.8 },
    { campo: 'percentual', titulo: 'Frequência', tipo: 'percentual', largura: 0.8 },
  ],
  agruparPor: () => 'curso',
})
export type FiltroColaboradorComTreinamento = FiltroSql<typeof consultaColaboradorComTreinamento>

export const relatorioColaboradorComTreinamento = defineRelatorio({
  consulta: consultaColaboradorComTreinamento,
  titulo: 'Talentos com Treinamento',
  menu: menuRelatorioDesenvolvimento(4),
  descreverFiltro: descreverComSemTreinamento,
})
