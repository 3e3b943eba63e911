import { Edit } from 'react-admin'
import { ExigirAcesso } from './ExigirAcesso.tsx'
import { FormularioRecurso } from './FormularioRecurso.tsx'
import { useRecurso } from './recurso.ts'

const Edicao = () => {
  const r = useRecurso()
  return (
    <Edit title={`Editar ${r.labelSingular}`} redirect="list" mutationMode="pessimistic" actions={false}>
      <FormularioRecurso recurso={r} modo="update" />
    </Edit>
  )
}

/** The generic edit screen (`/<resource>/:id`). */
export const ResourceEdit = () => (
  <ExigirAcesso modo="alterar">
    <Edicao />
  </ExigirAcesso>
)
