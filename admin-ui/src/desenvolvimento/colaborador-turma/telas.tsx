import { Create } from 'react-admin'
import { colaboradorTurma } from '../../../../core/desenvolvimento/colaborador-turma.ts'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'

/** Attendance is ticked in the class's 'Presença' tab, not here. */
const semPresencas = () => (fonte: string) => fonte !== 'diasPresentesIds'

/** A participant, included from the class's 'Participantes' tab: back to the class once saved. */
const Inclusao = () => (
  <ExigirAcesso modo="incluir">
    <Create title="Incluir Participante" redirect={(_r: unknown, _id: unknown, d?: Record<string, unknown>) => `desenvolvimento/turmas/${String(d?.['turmaId'])}`} mutationMode="pessimistic">
      <FormularioRecurso recurso={colaboradorTurma} modo="create" useVisivel={semPresencas} />
    </Create>
  </ExigirAcesso>
)

const telas = { create: Inclusao }
export default telas
