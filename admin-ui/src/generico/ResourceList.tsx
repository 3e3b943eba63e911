import { Box, IconButton, Tooltip } from '@mui/material'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import {
  AutocompleteInput,
  DataTable,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useCreatePath,
  useRecordContext,
  useResourceContext,
} from 'react-admin'
import { Link } from 'react-router-dom'
import type { Resource } from '../../../core/shared/resource.ts'
import { BotaoRemover } from './BotaoRemover.tsx'
import { ExigirAcesso } from './ExigirAcesso.tsx'
import { Vazio } from './Rodape.tsx'
import { Valor } from './Valor.tsx'
import { camposDaLista, useAcesso, useRecurso } from './recurso.ts'
import { ListaPadrao } from './ListaPadrao.tsx'

/** Search box (`q`) plus a select for each listed reference or option field (e.g. the UF of geral/cidades). */
const filtrosDe = (r: Resource) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Pesquisar" aria-label="Pesquisar" />,
  ...camposDaLista(r).flatMap(([k, c]) => {
    if (c.filter !== 'eq') return []
    if (c.kind === 'referencia')
      return [
        <ReferenceInput key={k} source={k} reference={c.reference!} alwaysOn>
          <AutocompleteInput label={c.label} sx={{ minWidth: 220 }} />
        </ReferenceInput>,
      ]
    if (c.kind === 'opcoes') return [<SelectInput key={k} source={k} label={c.label} choices={[...(c.options ?? [])]} alwaysOn sx={{ mb: 0, minWidth: 180 }} />]
    return []
  }),
]

/** Inline row actions (≤ 5, 30 px each — spec 000 §2.7). */
const AcoesDaLinha = () => {
  const record = useRecordContext()
  const resource = useResourceContext()
  const createPath = useCreatePath()
  if (!record || !resource) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      <Tooltip title="Editar">
        <IconButton
          component={Link}
          to={createPath({ resource, type: 'edit', id: record.id })}
          aria-label="Editar"
          size="small"
          color="primary"
          sx={{ width: 30, height: 30 }}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <BotaoRemover variante="icone" />
    </Box>
  )
}

const Lista = () => {
  const r = useRecurso()
  const { escrever } = useAcesso(r)
  return (
    <ListaPadrao title={r.label} sort={r.sort} filters={filtrosDe(r)} incluir={escrever}>
      <DataTable
        rowClick={escrever ? 'edit' : false}
        bulkActionButtons={false}
        empty={<Vazio />}
        hover
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        {camposDaLista(r).map(([k, c]) => (
          <DataTable.Col key={k} source={k} label={c.label} disableSort={c.kind === 'referencia' || c.storage === 'json'}>
            <Valor fonte={k} campo={c} />
          </DataTable.Col>
        ))}
        {escrever && (
          <DataTable.Col label="Ações" align="right" sx={{ width: 80 }}>
            <AcoesDaLinha />
          </DataTable.Col>
        )}
      </DataTable>
    </ListaPadrao>
  )
}

/** The generic list screen of any declared resource. */
export const ResourceList = () => (
  <ExigirAcesso modo="abrir">
    <Lista />
  </ExigirAcesso>
)
