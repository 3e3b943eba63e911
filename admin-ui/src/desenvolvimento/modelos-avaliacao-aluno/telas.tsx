import { PerguntasInput } from '../../comum/questionario/PerguntasInput.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'

/** Student evaluation models: the generic screens, with the question editor (the weights give the grade). */
const telas: TelasPersonalizadas = { entradas: { perguntas: PerguntasInput } }
export default telas
