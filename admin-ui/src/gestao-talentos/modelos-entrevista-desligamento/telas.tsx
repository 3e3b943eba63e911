import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { PerguntasInput } from '../../comum/questionario/PerguntasInput.tsx'

/** Exit-interview models: the generic screens, with the questionnaire engine's question editor for `perguntas`. */
const telas: TelasPersonalizadas = { entradas: { perguntas: PerguntasInput } }
export default telas
