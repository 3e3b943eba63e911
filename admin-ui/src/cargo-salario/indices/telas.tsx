import { Create, Edit, useRecordContext } from 'react-admin'
import { historicosIndice, indices } from '../../../../core/cargo-salario/indices.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import { HistoricoDatado } from '../faixas-salariais/HistoricoDatado.tsx'

const Historico = () => {
  const r = useRecordContext<Registro>()
  return r ? (
    <HistoricoDatado recurso={historicosIndice} dono="indiceId" donoId={r.id} titulo="Histórico do índice" colunas={['data', 'valor', 'dataFim']} campos={['data', 'valor']} />
  ) : null
}

const CriarIndice = () => (
  <Create title="Novo Índice" redirect="edit">
    <FormularioRecurso recurso={indices} modo="create" />
  </Create>
)

/** The index and its dated values (spec 001 §3 indiceHistorico: data, valor). */
const EditarIndice = () => (
  <Edit title="Editar Índice" redirect="list" mutationMode="pessimistic" actions={false}>
    <FormularioRecurso recurso={indices} modo="update" />
    <Historico />
  </Edit>
)

const telas = { create: CriarIndice, edit: EditarIndice }
export default telas
