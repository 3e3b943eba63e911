import { Box, IconButton, Tooltip, Typography } from '@mui/material'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import {
  AutocompleteArrayInput,
  BooleanInput,
  Button as BotaoRa,
  ChipField,
  DataTable,
  Edit,
  ReferenceArrayField,
  ReferenceArrayInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  SingleFieldList,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import { CorpoCargoCaptacao, cargoCaptacao } from '../../../../core/captacao/cargo.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorSchema } from '../../comum/formulario.tsx'
import { Vazio } from '../../generico/Rodape.tsx'
import { ListaPadrao } from '../../generico/ListaPadrao.tsx'

const NOME = cargoCaptacao.name

const Editar = () => {
  const r = useRecordContext<Registro>()
  if (!r) return null
  return (
    <Tooltip title="Editar">
      <IconButton component={Link} to={`/${NOME}/${r.id}/editar`} aria-label="Editar" size="small" color="primary" sx={{ width: 30, height: 30 }} onClick={(e) => e.stopPropagation()}>
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  )
}

const Sim = ({ fonte }: { readonly fonte: string }) => {
  const r = useRecordContext<Registro>()
  return <>{r?.[fonte] ? 'Sim' : 'Não'}</>
}

/** Cargos as recruitment sees them: market name, portal, selection stages. */
const ListaCargos = () => {
  const navigate = useNavigate()
  return (
    <ListaPadrao title={cargoCaptacao.label} sort={cargoCaptacao.sort} filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Pesquisar" />]} incluir={false}>
      <DataTable rowClick={(id) => (navigate(`/${NOME}/${id}/editar`), false)} bulkActionButtons={false} empty={<Vazio />} hover>
        <DataTable.Col source="nome" label="Nomenclatura" />
        <DataTable.Col source="nomeMercado" label="Nome de Mercado" />
        <DataTable.Col source="exibirModuloExterno" label="No portal">
          <Sim fonte="exibirModuloExterno" />
        </DataTable.Col>
        <DataTable.Col source="etapasSeletivas" label="Etapas Seletivas" disableSort>
          <ReferenceArrayField source="etapasSeletivas" reference="captacao/etapas-seletivas">
            <SingleFieldList linkType={false}>
              <ChipField source="nome" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </DataTable.Col>
        <DataTable.Col label="Ações" align="right" sx={{ width: 60 }}>
          <Editar />
        </DataTable.Col>
      </DataTable>
    </ListaPadrao>
  )
}

const Nome = () => {
  const r = useRecordContext<Registro>()
  return (
    <Typography variant="h6" sx={{ mb: 2 }}>
      {String(r?.['nome'] ?? '')}
    </Typography>
  )
}

const Barra = () => (
  <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
    <SaveButton label="Salvar" alwaysEnable />
    <BotaoRa component={Link} to={`/${NOME}`} label="Cancelar" color="inherit" />
  </Toolbar>
)

const validar = validadorSchema(CorpoCargoCaptacao)

/** Edits only what recruitment owns (PUT /captacao/cargo/{id}); the nomenclature stays in Cargos e Salários. */
const EdicaoCargo = () => (
  <Edit resource={NOME} title="Cargo — recrutamento" redirect="list" mutationMode="pessimistic" actions={false}>
    <SimpleForm {...MODO_SUBMIT} validate={(v) => validar(Object.fromEntries(Object.entries(v).filter(([k]) => ['nomeMercado', 'exibirModuloExterno', 'etapasSeletivas', 'observacaoRecrutamento'].includes(k))))} toolbar={<Barra />}>
      <FocarPrimeiroErro />
      <Nome />
      <TextInput source="nomeMercado" label="Nome de Mercado" isRequired fullWidth sx={{ maxWidth: 640 }} />
      <BooleanInput source="exibirModuloExterno" label="Exibir no módulo externo (portal do candidato)" />
      <ReferenceArrayInput source="etapasSeletivas" reference="captacao/etapas-seletivas" sort={{ field: 'ordem', order: 'ASC' }}>
        <AutocompleteArrayInput label="Etapas Seletivas" fullWidth sx={{ maxWidth: 640 }} helperText="Vazio: todas as etapas da empresa. As escolhidas formam as colunas do quadro das solicitações deste cargo." />
      </ReferenceArrayInput>
      <TextInput source="observacaoRecrutamento" label="Observações de recrutamento" multiline minRows={3} fullWidth sx={{ maxWidth: 900 }} />
      <Box />
    </SimpleForm>
  </Edit>
)

const telas = { list: ListaCargos, rotas: [{ caminho: ':id/editar', tela: EdicaoCargo }] }
export default telas
