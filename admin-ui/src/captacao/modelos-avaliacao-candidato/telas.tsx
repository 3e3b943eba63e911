import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { PerguntasInput } from '../../comum/questionario/PerguntasInput.tsx'

/** Candidate evaluation models: the generic screens, with the question editor for `perguntas`. */
const telas: TelasPersonalizadas = { entradas: { perguntas: PerguntasInput } }
export default telas
