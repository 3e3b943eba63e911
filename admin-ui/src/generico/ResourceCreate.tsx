import { Create } from 'react-admin'
import { ExigirAcesso } from './ExigirAcesso.tsx'
import { FormularioRecurso } from './FormularioRecurso.tsx'
import { useRecurso } from './recurso.ts'

const Inclusao = () => {
  const r = useRecurso()
  return (
    <Create title={`Incluir ${r.labelSingular}`} redirect="list" mutationMode="pessimistic">
      <FormularioRecurso recurso={r} modo="create" />
    </Create>
  )
}

/** The generic create screen (`/<resource>/create`, also reached from `/<resource>/new`). */
export const ResourceCreate = () => (
  <ExigirAcesso modo="incluir">
    <Inclusao />
  </ExigirAcesso>
)
