import { percentual } from '../shared/campos.ts'
import { camposModeloQuestionario, prepararModeloQuestionario, regrasModeloQuestionario } from '../shared/modeloQuestionario.ts'
import { defineResource } from '../shared/resource.ts'

const { titulo, ativo, observacao, perguntas } = camposModeloQuestionario
const campos = { titulo, ativo, percentualMinimoAprovacao: percentual({ label: 'Percentual mínimo de aprovação' }), observacao, perguntas }

/**
 * Candidate evaluation model (spec 000 §2.5, §7.8; spec 002 §3 questionnaire model and questions, §5):
 * titulo required (max 250), the questions with the rules of the questionnaire engine. Questions and options
 * get stable ids here; evaluations keep a copy of the questions they answered, so editing a model never
 * changes a recorded evaluation. A model in use by an evaluation cannot be removed (deactivate it instead).
 */
export const modelosAvaliacaoCandidato = defineResource({
  name: 'captacao/modelos-avaliacao-candidato',
  table: 'modelos_avaliacao_candidato',
  copia: { grupo: 'Modelos de Avaliação e Questionários', chave: ['titulo'] },
  label: 'Modelos de Avaliação de Candidato',
  labelSingular: 'Modelo de Avaliação de Candidato',
  scope: 'empresa',
  authority: 'ROLE_CAPTACAO_AVALIACOES',
  fields: campos,
  sort: { field: 'titulo', order: 'ASC' },
  menu: { grupo: 'Captação e Seleção', subgrupo: 'Cadastros', ordem: 8 },
  rules: regrasModeloQuestionario,
  prepare: prepararModeloQuestionario(campos),
})
