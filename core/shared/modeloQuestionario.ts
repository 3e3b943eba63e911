import { Effect } from 'effect'
import { booleano, comPadroes, lista, texto, textoLongo, type Campo } from './campos.ts'
import { Aspecto, grafarAspectos, MAX_PERGUNTAS, normalizarAspectos, normalizarPerguntas, Pergunta, validarAspectos, validarPerguntas, type AspectoEntrada, type PerguntaEntrada } from './questionario.ts'

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

/** Questionnaires whose questions are grouped by aspect (surveys; spec 002 "Survey aspect: nome (max 100)"). */
export const camposAspectos = {
  aspectos: lista({ label: 'Aspectos', item: Aspecto, max: 100 }),
}

type ComAspectos = { readonly perguntas?: ReadonlyArray<PerguntaEntrada> | undefined; readonly aspectos?: ReadonlyArray<AspectoEntrada> | undefined }

/** The engine's rules on the questions, plus: aspect names unique, a question's aspect one of them. */
export const regrasQuestionarioComAspectos = (m: ComAspectos) => [...validarPerguntas(m.perguntas ?? []), ...validarAspectos(m.aspectos ?? [], m.perguntas ?? [])]

/** As `prepararModeloQuestionario`, with the aspects given stable ids and the questions' aspect spelled as registered. */
export const prepararQuestionarioComAspectos =
  (campos: Readonly<Record<string, Campo>>) =>
  (m: Record<string, unknown> & ComAspectos) => {
    const aspectos = normalizarAspectos(m.aspectos ?? [])
    return Effect.succeed({ ...comPadroes(campos, m), aspectos, perguntas: normalizarPerguntas(grafarAspectos(m.perguntas ?? [], aspectos)) })
  }
