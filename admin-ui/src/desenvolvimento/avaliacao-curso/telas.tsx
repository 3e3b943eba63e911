import { PerguntasInput } from '../../comum/questionario/PerguntasInput.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { AspectosInput } from '../../pesquisa/pesquisas/telas.tsx'

/** Course evaluations: the generic screens, with the questionnaire engine's question editor and the aspects as chips (as surveys). */
const telas: TelasPersonalizadas = { entradas: { perguntas: PerguntasInput, aspectos: AspectosInput } }
export default telas
