import { percentual } from '../shared/campos.ts'
import { camposModeloQuestionario, prepararModeloQuestionario, regrasModeloQuestionario } from '../shared/modeloQuestionario.ts'
import { defineResource } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'

const { titulo, ativo, observacao, perguntas } = camposModeloQuestionario
const campos = { titulo, ativo, percentualMinimoAprovacao: percentual({ label: 'Percentual mínimo de aprovação' }), observacao, perguntas }

/**
 * Student evaluation model (spec 002 /desenvolvimento/modelos-avaliacao-aluno; questionnaire type L 'student
 * evaluation'): what HR or the instructor fills about each participant of a class. The questions' weights give the
 * grade (the engine's `pontuar`: Σ peso × obtained / maximum, in %), compared with `percentualMinimoAprovacao`;
 * the evaluations are `desenvolvimento/avaliacoes-aluno` and the report `ranking-avaliacao-aluno` ranks them.
 */
export const modelosAvaliacaoAluno = defineResource({
  name: 'desenvolvimento/modelos-avaliacao-aluno',
  table: 'modelos_avaliacao_aluno',
  label: 'Modelos de Avaliação de Aluno',
  labelSingular: 'Modelo de Avaliação de Aluno',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: campos,
  omitirNaLista: ['perguntas', 'observacao'],
  sort: { field: 'titulo', order: 'ASC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Cadastros', ordem: 6 },
  rules: regrasModeloQuestionario,
  prepare: prepararModeloQuestionario(campos),
})
