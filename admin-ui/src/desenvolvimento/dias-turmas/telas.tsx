import { Create } from 'react-admin'
import { diasTurmas } from '../../../../core/desenvolvimento/dias-turmas.ts'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'

/** A class day, included from the class's 'Dias' tab: back to the class once saved. */
const Inclusao = () => (
  <ExigirAcesso modo="incluir">
    <Create title="Incluir Dia da Turma" redirect={(_r: unknown, _id: unknown, d?: Record<string, unknown>) => `desenvolvimento/turmas/${String(d?.['turmaId'])}`} mutationMode="pessimistic">
      <FormularioRecurso recurso={diasTurmas} modo="create" />
    </Create>
  </ExigirAcesso>
)

const telas = { create: Inclusao }
export default telas
