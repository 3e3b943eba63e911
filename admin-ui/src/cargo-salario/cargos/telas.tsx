import { useMemo, useState } from 'react'
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Create, DataTable, Edit, ReferenceManyField, SaveButton, SimpleForm, Toolbar, useGetList, useRecordContext } from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import { cargos } from '../../../../core/cargo-salario/cargos.ts'
import { faixasSalariais } from '../../../../core/cargo-salario/faixas-salariais.ts'
import { CARGO_DESTINO_OBRIGATORIO } from '../../../../core/cargo-salario/transferirFaixasSalariais.ts'
import { decodificar, type Registro } from '../../../../core/shared/resource.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { useEnvioDoDialogo } from '../../comum/envioDoDialogo.ts'
import { AbasFormulario } from '../../comum/AbasFormulario.tsx'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import { Vazio } from '../../generico/Rodape.tsx'
import { Valor } from '../../generico/Valor.tsx'
import { valoresPadrao } from '../../generico/recurso.ts'

type Chave = keyof typeof cargos.fields

/** The cargo of spec 001 §3 in tabs: what it is, what it asks of a person (its knowledge, skills and attitudes), how it is recruited. */
const ABAS: ReadonlyArray<{ readonly rotulo: string; readonly campos: ReadonlyArray<Chave> }> = [
  { rotulo: 'Dados gerais', campos: ['nome', 'nomeMercado', 'ativa', 'grupoOcupacionalId', 'areasOrganizacionais', 'exibirModuloExterno'] },
  { rotulo: 'Descrição', campos: ['missao', 'responsabilidades', 'escolaridade', 'areasFormacaoRelacionadas', 'experiencia', 'observacao'] },
  { rotulo: 'Competências', campos: ['conhecimentos', 'complementoConhecimento', 'habilidades', 'complementoHabilidade', 'atitudes', 'complementoAtitude'] },
  { rotulo: 'Recrutamento', campos: ['observacaoRecrutamento', 'etapasSeletivas'] },
  { rotulo: 'Treinamentos', campos: ['cursosIds'] },
]

const campos = (modo: 'create' | 'update', lista: ReadonlyArray<Chave>) => lista.map((k) => <Entrada key={k} recurso={cargos.name} fonte={k} campo={cargos.fields[k]} modo={modo} />)

/**
 * 'Copiar faixas para outro cargo' (spec 001 §7 transferir-faixas-salariais): the ranges chosen, each under a new
 * name (up to 15), become ranges of the target cargo with their whole history; the server's messages by field.
 */
const CopiarFaixas = ({ cargo, onFechar }: { readonly cargo: Registro; readonly onFechar: () => void }) => {
  const { data: faixas = [] } = useGetList(faixasSalariais.name, { filter: { cargoId: cargo.id }, pagination: { page: 1, perPage: 200 }, sort: { field: 'nome', order: 'ASC' } })
  const { data: destinos = [] } = useGetList(cargos.name, { pagination: { page: 1, perPage: 500 }, sort: { field: 'nome', order: 'ASC' } })
  const [destino, setDestino] = useState<number | ''>('')
  const [nomes, setNomes] = useState<Record<number, string>>({})
  const [escolhidas, setEscolhidas] = useState<ReadonlySet<number>>(new Set())
  const { erros, setErros, enviando, enviar: enviarChamada } = useEnvioDoDialogo(onFechar)
  const marcadas = faixas.filter((f) => escolhidas.has(f.id))
  const enviar = () => {
    if (destino === '') return setErros({ cargoDestinoId: CARGO_DESTINO_OBRIGATORIO })
    return enviarChamada(async () => {
      await chamarAcao('cargo-salario/faixas-salariais', 'transferir-faixas-salariais', {
        id: Number(cargo.id),
        corpo: { cargoDestinoId: destino, faixas: marcadas.map((f) => ({ faixaSalarialId: f.id, nome: nomes[f.id] ?? String(f['nome']).slice(0, 15) })) },
      })
      return 'Faixas salariais copiadas.'
    })
  }
  return (
    <Dialog open onClose={onFechar} maxWidth="sm" fullWidth>
      <DialogTitle>Copiar faixas para outro cargo</DialogTitle>
      <DialogContent>
        <TextField select fullWidth size="small" label="Cargo de destino" value={destino} onChange={(e) => setDestino(Number(e.target.value))} error={!!erros['cargoDestinoId']} helperText={erros['cargoDestinoId'] ?? ' '} sx={{ mt: 1 }}>
          {destinos.filter((c) => c.id !== cargo.id).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {String(c['nome'])}
            </MenuItem>
          ))}
        </TextField>
        {erros['faixas'] && <Alert severity="error" sx={{ mb: 1 }}>{erros['faixas']}</Alert>}
        {faixas.map((f) => {
          const i = marcadas.findIndex((m) => m.id === f.id)
          const erro = i >= 0 ? (erros[`faixas.${i}.nome`] ?? erros[`faixas.${i}.faixaSalarialId`]) : undefined
          return (
            <Stack key={f.id} direction="row" spacing={2} alignItems="center">
              <FormControlLabel
                sx={{ minWidth: 180 }}
                control={<Checkbox checked={escolhidas.has(f.id)} onChange={(e) => setEscolhidas((s) => { const n = new Set(s); if (e.target.checked) n.add(f.id); else n.delete(f.id); return n })} />}
                label={String(f['nome'])}
              />
              <TextField size="small" sx={{ width: 320 }} label="Nome da nova faixa" disabled={!escolhidas.has(f.id)} value={nomes[f.id] ?? String(f['nome']).slice(0, 15)} onChange={(e) => setNomes((n) => ({ ...n, [f.id]: e.target.value }))} inputProps={{ maxLength: 15 }} error={!!erro} helperText={erro ?? ' '} />
            </Stack>
          )
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} color="inherit">
          Cancelar
        </Button>
        <Button variant="contained" onClick={enviar} disabled={enviando}>
          Copiar
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** The cargo's salary ranges with today's value; a click opens the range (and its history). */
const FaixasDoCargo = () => {
  const r = useRecordContext<Registro>()
  const navigate = useNavigate()
  const [copiando, setCopiando] = useState(false)
  if (!r) return null
  const f = faixasSalariais.colunas!
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button component={Link} to={`/${faixasSalariais.name}/create?source=${encodeURIComponent(JSON.stringify({ cargoId: r.id }))}`} startIcon={<AddIcon />} variant="outlined">
          Adicionar faixa salarial
        </Button>
        <Button startIcon={<ContentCopyIcon />} variant="outlined" onClick={() => setCopiando(true)}>
          Copiar faixas para outro cargo
        </Button>
      </Stack>
      {copiando && <CopiarFaixas cargo={r} onFechar={() => setCopiando(false)} />}
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
