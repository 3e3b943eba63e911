import { camposAspectos, camposModeloQuestionario, prepararQuestionarioComAspectos, regrasQuestionarioComAspectos } from '../shared/modeloQuestionario.ts'
import { defineResource } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'

const { titulo, ativo, observacao, perguntas } = camposModeloQuestionario
const campos = { titulo, ativo, observacao, ...camposAspectos, perguntas }

/**
 * Course evaluation (spec 002 /desenvolvimento/avaliacao-curso; issue 17 "course evaluations … on the questionnaire
 * engine; trainees answer the class evaluation from their login"): the reaction questionnaire the trainees of a class
 * answer (questions of the engine grouped by aspect). A course lists the evaluations its classes use
 * (`cursos.avaliacaoCursos`); HR releases one per class (`PUT turmas/{id}/libera-bloqueia`) and the answers are
 * `pesquisa/avaliacoes-turma-respostas`, which keep a copy of nothing: the questions' ids are stable. Identified:
 * see core/pesquisa/avaliacoes-turma.ts. `/desenvolvimento/modelos-avaliacao` is this same screen (README).
 */
export const avaliacaoCurso = defineResource({
  name: 'desenvolvimento/avaliacao-curso',
  table: 'avaliacoes_curso',
  label: 'Avaliações de Curso',
  labelSingular: 'Avaliação de Curso',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: campos,
  omitirNaLista: ['perguntas', 'observacao', 'aspectos'],
  sort: { field: 'titulo', order: 'ASC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Cadastros', ordem: 5 },
  rules: regrasQuestionarioComAspectos,
  prepare: prepararQuestionarioComAspectos(campos),
})
