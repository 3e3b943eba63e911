import { Effect } from 'effect'
import { booleano, lista, texto, textoLongo } from '../shared/campos.ts'
import { MAX_PERGUNTAS, Pergunta, normalizarPerguntas, validarPerguntas } from '../shared/questionario.ts'
import { defineResource } from '../shared/resource.ts'
import { comPadroes } from '../captacao/modelos-avaliacao-candidato.ts'

const campos = {
  titulo: texto({ label: 'Título', max: 250, required: true, list: true }),
  ativo: booleano({ label: 'Ativo', default: true, list: true }),
  observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
  perguntas: lista({ label: 'Perguntas', item: Pergunta, max: MAX_PERGUNTAS }),
}

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
  label: 'Modelos de Entrevista de Desligamento',
  labelSingular: 'Modelo de Entrevista de Desligamento',
  scope: 'empresa',
  authority: 'ROLE_GESTAO_TALENTOS_CADASTROS',
  // HR answering an interview reads the models (and their questions) without the lookups' authority.
  readAuthority: null,
  fields: campos,
  sort: { field: 'titulo', order: 'ASC' },
  menu: { grupo: 'Gestão de Talentos', subgrupo: 'Cadastros', ordem: 6 },
  rules: (m) => validarPerguntas(m.perguntas ?? []),
  prepare: (m) => Effect.succeed({ ...comPadroes(campos, m), perguntas: normalizarPerguntas(m.perguntas ?? []) }),
})
