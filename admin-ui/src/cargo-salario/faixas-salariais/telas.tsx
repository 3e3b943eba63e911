import { Create, Edit, useRecordContext } from 'react-admin'
import { faixasSalariais, historicosFaixaSalarial } from '../../../../core/cargo-salario/faixas-salariais.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import { HistoricoDatado } from './HistoricoDatado.tsx'

const Historico = () => {
  const r = useRecordContext<Registro>()
  return r ? (
    <HistoricoDatado
      recurso={historicosFaixaSalarial}
      dono="faixaSalarialId"
      donoId={r.id}
      titulo="Histórico da faixa salarial"
      colunas={['data', 'tipo', 'indiceId', 'quantidade', 'valor', 'valorCalculado', 'status', 'dataFim']}
      campos={['data', 'tipo', 'indiceId', 'quantidade', 'valor', 'status']}
    />
  ) : null
}

/** A new range (`?source={"cargoId":…}` from the cargo's screen fills the cargo), then its screen to add the history. */
const CriarFaixa = () => (
  <Create title="Nova Faixa Salarial" redirect="edit">
    <FormularioRecurso recurso={faixasSalariais} modo="create" />
  </Create>
)

/** The range and its dated history below it (spec 001 §3 Faixa: data, tipo, índice/quantidade or valor, status). */
const EditarFaixa = () => (
  <Edit title="Editar Faixa Salarial" redirect="list" mutationMode="pessimistic" actions={false}>
    <FormularioRecurso recurso={faixasSalariais} modo="update" />
    <Historico />
  </Edit>
)

const telas = { create: CriarFaixa, edit: EditarFaixa }
export default telas
