import { Create, Edit } from 'react-admin'
import { entrevistasDesligamento } from '../../../../core/gestao-talentos/entrevistas-desligamento.ts'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { FormularioEntrevista } from './FormularioEntrevista.tsx'

const Inclusao = () => (
  <Create title={`Registrar ${entrevistasDesligamento.labelSingular}`} redirect="edit" mutationMode="pessimistic">
    <FormularioEntrevista modo="create" />
  </Create>
)

const Edicao = () => (
  <Edit title={entrevistasDesligamento.labelSingular} redirect={false} mutationMode="pessimistic" actions={false}>
    <FormularioEntrevista modo="update" />
  </Edit>
)

/** Exit interviews: generic list; create and edit render the chosen model's questions (the shared questionnaire). */
const telas: TelasPersonalizadas = { create: Inclusao, edit: Edicao }
export default telas
