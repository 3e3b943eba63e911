import { Box, Typography } from '@mui/material'
import { Create, DataTable, Edit, ReferenceField, TextField, useRecordContext } from 'react-admin'
import { colaboradores } from '../../../../core/cargo-salario/colaboradores.ts'
import { formatarCpf } from '../../../../core/shared/br/cpf.ts'
import { ListaPadrao } from '../../generico/ListaPadrao.tsx'
import { Vazio } from '../../generico/Rodape.tsx'
import { filtrosDe, filtrosPadrao } from '../../generico/ResourceList.tsx'
import { useAcesso } from '../../generico/recurso.ts'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { ChipSituacao } from './ChipSituacao.tsx'
import { FormularioColaborador } from './Formulario.tsx'

const Nome = () => {
  const r = useRecordContext()
  if (!r) return null
  return (
    <Box>
      <Typography variant="body2">{String(r['nome'])}</Typography>
      {r['nomeSocial'] && (
        <Typography variant="caption" color="text.secondary">
          {String(r['nomeSocial'])}
        </Typography>
      )}
    </Box>
  )
}

const Cpf = () => {
  const r = useRecordContext()
  return <>{typeof r?.['cpf'] === 'string' ? formatarCpf(r['cpf']) : ''}</>
}

const Situacao = () => {
  const r = useRecordContext()
  return r ? <ChipSituacao situacao={r['situacao']} /> : null
}

/** The employee list: the declared filters (situation A by default) and the columns HR reads first. */
const Lista = () => {
  const { incluir } = useAcesso(colaboradores)
  return (
    <ListaPadrao title={colaboradores.label} sort={colaboradores.sort} filters={filtrosDe(colaboradores)} filterDefaultValues={filtrosPadrao(colaboradores)} incluir={incluir}>
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<Vazio />} hover>
        <DataTable.Col source="matricula" label="Matrícula" />
        <DataTable.Col source="nome" label="Nome">
          <Nome />
        </DataTable.Col>
        <DataTable.Col source="cpf" label="CPF" disableSort>
          <Cpf />
        </DataTable.Col>
        <DataTable.Col source="cargoId" label="Cargo" disableSort>
          <ReferenceField source="cargoId" reference="cargo-salario/cargos" link={false}>
            <TextField source="nome" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="areaOrganizacionalId" label="Área Organizacional" disableSort>
          <ReferenceField source="areaOrganizacionalId" reference="cargo-salario/areas-organizacionais" link={false}>
            <TextField source="nome" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="situacao" label="Situação">
          <Situacao />
        </DataTable.Col>
      </DataTable>
    </ListaPadrao>
  )
}

/** Admission: the record and its first position; then the employee opens for editing (history, dismissal). */
const Inclusao = () => (
  <Create title="Admitir Talento" redirect="edit" mutationMode="pessimistic">
    <FormularioColaborador modo="create" />
  </Create>
)

const Edicao = () => (
  <Edit title={`Editar ${colaboradores.labelSingular}`} redirect={false} mutationMode="pessimistic" actions={false}>
    <FormularioColaborador modo="update" />
  </Edit>
)

const telas: TelasPersonalizadas = { list: Lista, create: Inclusao, edit: Edicao }
export default telas
