import { useMemo } from 'react'
import { Box, Button } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { Create, DataTable, Edit, ReferenceManyField, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import { cargos } from '../../../../core/cargo-salario/cargos.ts'
import { faixasSalariais } from '../../../../core/cargo-salario/faixas-salariais.ts'
import { decodificar, type Registro } from '../../../../core/shared/resource.ts'
import { AbasFormulario } from '../../comum/AbasFormulario.tsx'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import { Vazio } from '../../generico/Rodape.tsx'
import { Valor } from '../../generico/Valor.tsx'
import { valoresPadrao } from '../../generico/recurso.ts'

type Chave = keyof typeof cargos.fields

/** The cargo of spec 001 §3 in tabs: what it is, what it asks of a person, how it is recruited. */
const ABAS: ReadonlyArray<{ readonly rotulo: string; readonly campos: ReadonlyArray<Chave> }> = [
  { rotulo: 'Dados gerais', campos: ['nome', 'nomeMercado', 'ativa', 'grupoOcupacionalId', 'areasOrganizacionais', 'exibirModuloExterno'] },
  { rotulo: 'Descrição', campos: ['missao', 'responsabilidades', 'escolaridade', 'areasFormacaoRelacionadas', 'experiencia', 'observacao'] },
  { rotulo: 'Recrutamento', campos: ['observacaoRecrutamento', 'etapasSeletivas'] },
]

const campos = (modo: 'create' | 'update', lista: ReadonlyArray<Chave>) => lista.map((k) => <Entrada key={k} recurso={cargos.name} fonte={k} campo={cargos.fields[k]} modo={modo} />)

/** The cargo's salary ranges with today's value; a click opens the range (and its history). */
const FaixasDoCargo = () => {
  const r = useRecordContext<Registro>()
  const navigate = useNavigate()
  if (!r) return null
  const f = faixasSalariais.colunas!
  return (
    <Box>
      <Button component={Link} to={`/${faixasSalariais.name}/create?source=${encodeURIComponent(JSON.stringify({ cargoId: r.id }))}`} startIcon={<AddIcon />} variant="outlined" sx={{ mb: 1 }}>
        Adicionar faixa salarial
      </Button>
      <ReferenceManyField reference={faixasSalariais.name} target="cargoId" sort={{ field: 'nome', order: 'ASC' }} perPage={200}>
        <DataTable bulkActionButtons={false} rowClick={(id) => (navigate(`/${faixasSalariais.name}/${id}`), false)} empty={<Vazio />} hover>
          <DataTable.Col source="nome" label="Faixa Salarial" />
          <DataTable.Col source="codigoCBO" label={f.codigoCBO.label} disableSort />
          <DataTable.Col source="valorVigente" label={f.valorVigente.label} disableSort>
            <Valor fonte="valorVigente" campo={f.valorVigente} />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  )
}

const Barra = ({ modo }: { readonly modo: 'create' | 'update' }) => (
  <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
    <SaveButton label="Salvar" alwaysEnable />
    <Button component={Link} to={`/${cargos.name}`} color="inherit">
      Cancelar
    </Button>
    <Box sx={{ flex: 1 }} />
    {modo === 'update' && <BotaoRemover variante="botao" />}
  </Toolbar>
)

const FormularioCargo = ({ modo }: { readonly modo: 'create' | 'update' }) => {
  const validate = useMemo(() => validadorCore((v) => decodificar(cargos, v, modo)), [modo])
  const abas = [
    ...ABAS.map((a) => ({ rotulo: a.rotulo, conteudo: <Box sx={{ display: 'flex', flexDirection: 'column' }}>{campos(modo, a.campos)}</Box> })),
    ...(modo === 'update' ? [{ rotulo: 'Faixas salariais', conteudo: <FaixasDoCargo /> }] : []),
  ]
  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={modo === 'create' ? valoresPadrao(cargos) : undefined} toolbar={<Barra modo={modo} />} warnWhenUnsavedChanges={false}>
      <FocarPrimeiroErro />
      <AbasFormulario abas={abas} />
    </SimpleForm>
  )
}

const CriarCargo = () => (
  <Create title="Novo Cargo" redirect="edit">
    <FormularioCargo modo="create" />
  </Create>
)

const EditarCargo = () => (
  <Edit title="Editar Cargo" redirect="list" mutationMode="pessimistic" actions={false}>
    <FormularioCargo modo="update" />
  </Edit>
)

const telas = { create: CriarCargo, edit: EditarCargo }
export default telas
