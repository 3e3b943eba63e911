import { Create, Edit } from 'react-admin'
import { avaliacoes } from '../../../../core/captacao/avaliacoes.ts'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { FormularioAvaliacao } from './FormularioAvaliacao.tsx'

const Inclusao = () => (
  <Create title={`Incluir ${avaliacoes.labelSingular}`} redirect="edit" mutationMode="pessimistic">
    <FormularioAvaliacao modo="create" />
  </Create>
)

const Edicao = () => (
  <Edit title={`Editar ${avaliacoes.labelSingular}`} redirect="list" mutationMode="pessimistic" actions={false}>
    <FormularioAvaliacao modo="update" />
  </Edit>
)

/** Candidate evaluations: generic list; create and edit render the chosen model's questions. */
const telas: TelasPersonalizadas = { create: Inclusao, edit: Edicao }
export default telas
