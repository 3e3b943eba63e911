import { Effect } from 'effect'
import { booleano, comPadroes, lista, texto, textoLongo, type Campo } from './campos.ts'
import { MAX_PERGUNTAS, Pergunta, normalizarPerguntas, validarPerguntas, type PerguntaEntrada } from './questionario.ts'

/**
 * What every questionnaire model declares (candidate evaluation, exit interview, and the evaluation, survey and
 * course models to come): title, active, observation and the questions of the engine. A model adds its own fields
 * (`{ ...camposModeloQuestionario, percentualMinimoAprovacao }`) and uses the rules and preparation below.
 */
export const camposModeloQuestionario = {
  titulo: texto({ label: 'Título', max: 250, required: true, list: true }),
  ativo: booleano({ label: 'Ativo', default: true, list: true }),
  observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
  perguntas: lista({ label: 'Perguntas', item: Pergunta, max: MAX_PERGUNTAS }),
}

/** The engine's rules on a model's questions. */
export const regrasModeloQuestionario = (m: { readonly perguntas?: ReadonlyArray<PerguntaEntrada> | undefined }) => validarPerguntas(m.perguntas ?? [])

/** Defaults filled and the questions given stable ids (an answered questionnaire keeps its copy of them). */
export const prepararModeloQuestionario =
  (campos: Readonly<Record<string, Campo>>) =>
  (m: Record<string, unknown> & { readonly perguntas?: ReadonlyArray<PerguntaEntrada> | undefined }) =>
    Effect.succeed({ ...comPadroes(campos, m), perguntas: normalizarPerguntas(m.perguntas ?? []) })
