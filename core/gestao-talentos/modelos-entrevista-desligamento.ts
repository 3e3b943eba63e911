import { camposModeloQuestionario, prepararModeloQuestionario, regrasModeloQuestionario } from '../shared/modeloQuestionario.ts'
import { defineResource } from '../shared/resource.ts'

/**
 * Exit-interview model (spec 001 /gestao-talentos/modelos-entrevista-desligamento): a questionnaire of the
 * questionnaire engine (core/shared/questionario.ts: objective, subjective, grade and multiple-choice questions),
 * the same editor as the candidate evaluation models. Questions and options get stable ids; an interview keeps a
 * copy of the questions it answered, so editing a model never changes a recorded interview. Unlike an evaluation,
 * an interview is not scored (no minimum percentage): the report aggregates the answers.
 */
export const modelosEntrevistaDesligamento = defineResource({
  name: 'gestao-talentos/modelos-entrevista-desligamento',
  table: 'modelos_entrevista_desligamento',
  copia: { grupo: 'Modelos de Avaliação e Questionários', chave: ['titulo'] },
  label: 'Modelos de Entrevista de Desligamento',
  labelSingular: 'Modelo de Entrevista de Desligamento',
  scope: 'empresa',
  authority: 'ROLE_GESTAO_TALENTOS_CADASTROS',
  // HR answering an interview reads the models (and their questions) without the lookups' authority.
  readAuthority: null,
  fields: camposModeloQuestionario,
  sort: { field: 'titulo', order: 'ASC' },
  menu: { grupo: 'Gestão de Talentos', subgrupo: 'Cadastros', ordem: 6 },
  rules: regrasModeloQuestionario,
  prepare: prepararModeloQuestionario(camposModeloQuestionario),
})
