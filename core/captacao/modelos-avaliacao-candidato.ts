import { Effect } from 'effect'
import { booleano, lista, percentual, texto, textoLongo } from '../shared/campos.ts'
import { MAX_PERGUNTAS, Pergunta, normalizarPerguntas, validarPerguntas } from '../shared/questionario.ts'
import { defineResource, type Campos } from '../shared/resource.ts'

/**
 * Fields left out of a PUT are cleared by the generic repository; for fields with a default (booleans,
 * lists) the column is NOT NULL, so an absent value takes the default instead.
 */
export const comPadroes = <F extends Campos>(fields: F, entrada: Record<string, unknown>): Record<string, unknown> => {
  const out = { ...entrada }
  for (const [k, c] of Object.entries(fields)) if (out[k] === undefined && c.default !== undefined) out[k] = c.default
  return out
}

const campos = {
  titulo: texto({ label: 'Título', max: 250, required: true, list: true }),
  ativo: booleano({ label: 'Ativo', default: true, list: true }),
  percentualMinimoAprovacao: percentual({ label: 'Percentual mínimo de aprovação' }),
  observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
  perguntas: lista({ label: 'Perguntas', item: Pergunta, max: MAX_PERGUNTAS }),
}

/**
 * Candidate evaluation model (spec 000 §2.5, §7.8; spec 002 §3 questionnaire model and questions, §5):
 * titulo required (max 250), the questions with the rules of the questionnaire engine. Questions and options
 * get stable ids here; evaluations keep a copy of the questions they answered, so editing a model never
 * changes a recorded evaluation. A model in use by an evaluation cannot be removed (deactivate it instead).
 */
export const modelosAvaliacaoCandidato = defineResource({
  name: 'captacao/modelos-avaliacao-candidato',
  table: 'modelos_avaliacao_candidato',
  label: 'Modelos de Avaliação de Candidato',
  labelSingular: 'Modelo de Avaliação de Candidato',
  scope: 'empresa',
  authority: 'ROLE_CAPTACAO_AVALIACOES',
  fields: campos,
  sort: { field: 'titulo', order: 'ASC' },
  menu: { grupo: 'Captação e Seleção', subgrupo: 'Cadastros', ordem: 8 },
  rules: (m) => validarPerguntas(m.perguntas ?? []),
  prepare: (m) => {
    const dados = comPadroes(campos, m)
    return Effect.succeed({ ...dados, perguntas: normalizarPerguntas(m.perguntas ?? []) })
  },
})
