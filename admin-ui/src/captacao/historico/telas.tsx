import { useState } from 'react'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, TextField, Tooltip } from '@mui/material'
import EditNoteIcon from '@mui/icons-material/EditNote'
import { AutocompleteInput, DataTable, ReferenceField, ReferenceInput, SelectInput, TextField as CampoTexto, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { historico } from '../../../../core/captacao/solicitacoes-pessoal.ts'
import { formatarData, parseData } from '../../../../core/shared/formatos.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { enviarJson, API } from '../../api/http.ts'
import { Vazio } from '../../generico/Rodape.tsx'
import { useAcesso } from '../../generico/recurso.ts'
import { erroDe } from '../solicitacoes-pessoal/api.ts'
import { ListaPadrao } from '../../generico/ListaPadrao.tsx'

const RESULTADOS = [
  { id: 'S', name: 'Apto' },
  { id: 'N', name: 'Não apto' },
]

const filtros = [
  <ReferenceInput key="solicitacaoId" source="solicitacaoId" reference="captacao/solicitacoes-pessoal" alwaysOn>
    <AutocompleteInput label="Solicitação" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <ReferenceInput key="candidatoId" source="candidatoId" reference="captacao/candidatos" alwaysOn>
    <AutocompleteInput label="Candidato" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <ReferenceInput key="etapaSeletivaId" source="etapaSeletivaId" reference="captacao/etapas-seletivas">
    <AutocompleteInput label="Etapa Seletiva" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <SelectInput key="apto" source="apto" label="Resultado" choices={RESULTADOS} sx={{ mb: 0, minWidth: 160 }} />,
]

/** Records a stage's outcome: date, responsável, apto/não apto, observação (PUT /captacao/historico/{id}). */
const RegistrarResultado = () => {
  const r = useRecordContext<Registro>()
  const [aberto, setAberto] = useState(false)
  const [v, setV] = useState<Record<string, string>>({})
  const [erros, setErros] = useState<Record<string, string>>({})
  const notify = useNotify()
  const refresh = useRefresh()
  if (!r) return null
  const abrir = () => {
    setV({ data: formatarData(String(r['data'] ?? '')), responsavel: String(r['responsavel'] ?? ''), apto: String(r['apto'] ?? ''), observacao: String(r['observacao'] ?? '') })
    setErros({})
    setAberto(true)
  }
  const salvar = async () => {
    const data = parseData(v['data'] ?? '')
    if (!data) return setErros({ data: v['data'] ? 'Data inválida' : 'Data é obrigatória' })
    try {
      await enviarJson(`${API}/captacao/historico/${r.id}`, 'PUT', {
        data,
        responsavel: v['responsavel'] || undefined,
        apto: v['apto'] || null,
        observacao: v['observacao'] || undefined,
      })
      setAberto(false)
      notify('Resultado registrado.', { type: 'info' })
      refresh()
    } catch (e) {
      const { mensagem, campos } = erroDe(e)
      setErros(campos)
      notify(mensagem, { type: 'warning' })
    }
  }
  const campo = (fonte: string, rotulo: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={rotulo}
      value={v[fonte] ?? ''}
      onChange={(e) => setV((x) => ({ ...x, [fonte]: e.target.value }))}
      error={!!erros[fonte]}
      helperText={erros[fonte] ?? ' '}
      sx={{ mt: 2 }}
      {...extra}
    />
  )
  return (
    <>
      <Tooltip title="Registrar resultado">
        <IconButton size="small" color="primary" aria-label="Registrar resultado" onClick={abrir} sx={{ width: 30, height: 30 }}>
          <EditNoteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={aberto} onClose={() => setAberto(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Registrar resultado da etapa</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {campo('data', 'Data', { placeholder: 'dd/mm/aaaa', required: true, sx: { mt: 2, width: 180 } })}
            {campo('apto', 'Resultado', { select: true, sx: { mt: 2, width: 200 }, children: [<MenuItem key="" value="">Pendente</MenuItem>, ...RESULTADOS.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)] })}
          </Box>
          {campo('responsavel', 'Responsável', { fullWidth: true })}
          {campo('observacao', 'Observação', { fullWidth: true, multiline: true, minRows: 3 })}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setAberto(false)}>
            Cancelar
          </Button>
          <Button variant="contained" onClick={salvar}>
            Salvar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}

const Data = () => {
  const r = useRecordContext<Registro>()
  return <>{r?.['data'] ? formatarData(String(r['data'])) : ''}</>
}
const Resultado = () => {
  const r = useRecordContext<Registro>()
  return <>{r?.['apto'] === 'S' ? 'Apto' : r?.['apto'] === 'N' ? 'Não apto' : 'Pendente'}</>
}

/** The selection history: every stage step of every candidate, filterable, with the result recorded here. */
const ListaHistorico = () => {
  const { abrir } = useAcesso(historico)
  return (
    <ListaPadrao title={historico.label} sort={{ field: 'data', order: 'DESC' }} filters={filtros} incluir={false}>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<Vazio />} hover>
        <DataTable.Col source="data" label="Data">
          <Data />
        </DataTable.Col>
        <DataTable.Col source="solicitacaoId" label="Solicitação" disableSort>
          <ReferenceField source="solicitacaoId" reference="captacao/solicitacoes-pessoal" link={(rec) => `/captacao/solicitacoes-pessoal/${rec.id}/quadro`} emptyText="">
            <CampoTexto source="descricao" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="candidatoId" label="Candidato" disableSort>
          <ReferenceField source="candidatoId" reference="captacao/candidatos" link={false} emptyText="">
            <CampoTexto source="nome" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="etapaSeletivaId" label="Etapa Seletiva" disableSort>
          <ReferenceField source="etapaSeletivaId" reference="captacao/etapas-seletivas" link={false} emptyText="">
            <CampoTexto source="nome" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="responsavel" label="Responsável" />
        <DataTable.Col source="apto" label="Resultado">
          <Resultado />
        </DataTable.Col>
        <DataTable.Col source="observacao" label="Observação" disableSort />
        {abrir && (
          <DataTable.Col label="Ações" align="right" sx={{ width: 60 }}>
            <RegistrarResultado />
          </DataTable.Col>
        )}
      </DataTable>
    </ListaPadrao>
  )
}

const telas = { list: ListaHistorico }
export default telas
