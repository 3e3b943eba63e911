import { Box, IconButton, Tooltip, Typography } from '@mui/material'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import {
  DataTable,
  FilterButton,
  ReferenceField,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import { solicitacoesPessoal } from '../../../../core/captacao/solicitacoes-pessoal.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { Vazio } from '../../generico/Rodape.tsx'
import { useAcesso } from '../../generico/recurso.ts'
import { AcoesSolicitacao, SituacaoChips } from './Acoes.tsx'
import { baixarArquivo, erroDe } from './api.ts'
import { chamarAcao, urlAcao } from '../../api/acoes.ts'
import { ListaPadrao } from '../../generico/ListaPadrao.tsx'
import { filtrosDe, filtrosPadrao } from '../../generico/ResourceList.tsx'

const NOME = solicitacoesPessoal.name

const filtros = filtrosDe(solicitacoesPessoal)

const Icone = ({ titulo, to, onClick, children }: { readonly titulo: string; readonly to?: string; readonly onClick?: () => void; readonly children: React.ReactNode }) => (
  <Tooltip title={titulo}>
    {to ? (
      <IconButton component={Link} to={to} aria-label={titulo} size="small" color="primary" sx={{ width: 30, height: 30 }} onClick={(e) => e.stopPropagation()}>
        {children}
      </IconButton>
    ) : (
      <IconButton
        aria-label={titulo}
        size="small"
        color="primary"
        sx={{ width: 30, height: 30 }}
        onClick={(e) => {
          e.stopPropagation()
          onClick?.()
        }}
      >
        {children}
      </IconButton>
    )}
  </Tooltip>
)

/** Row actions: board, edit, PDF and a menu with the state actions and the clone. */
const AcoesDaLinha = ({ escrever }: { readonly escrever: boolean }) => {
  const r = useRecordContext<Registro>()
  const refresh = useRefresh()
  const notify = useNotify()
  const navigate = useNavigate()
  if (!r) return null
  const clonar = async () => {
    try {
      navigate(`/${NOME}/create`, { state: { record: await chamarAcao('captacao/solicitacoes-pessoal', 'clone', { id: r.id }) } })
    } catch (e) {
      notify(erroDe(e).mensagem, { type: 'warning' })
    }
  }
  const pdf = () => baixarArquivo(urlAcao('captacao/solicitacoes-pessoal', 'pdf', { id: r.id })).catch((e) => notify(erroDe(e).mensagem, { type: 'warning' }))
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      <Icone titulo="Quadro de seleção" to={`/${NOME}/${r.id}/quadro`}>
        <ViewKanbanOutlinedIcon fontSize="small" />
      </Icone>
      {escrever && (
        <Icone titulo="Editar" to={`/${NOME}/${r.id}`}>
          <EditOutlinedIcon fontSize="small" />
        </Icone>
      )}
      <Icone titulo="Imprimir (PDF)" onClick={pdf}>
        <PictureAsPdfOutlinedIcon fontSize="small" />
      </Icone>
      {escrever && (
        <AcoesSolicitacao registro={r} variante="menu" aoConcluir={() => refresh()} extras={[{ rotulo: 'Clonar', icone: <ContentCopyIcon fontSize="small" />, aoClicar: clonar }]} />
      )}
    </Box>
  )
}

const Vagas = () => {
  const r = useRecordContext<Registro>()
  if (!r) return null
  return (
    <Typography variant="body2" component="span" data-testid="vagas">
      {String(r['qtdVagasPreenchidas'] ?? 0)}/{String(r['quantidade'] ?? 0)}
    </Typography>
  )
}

const DataCol = ({ fonte }: { readonly fonte: string }) => {
  const r = useRecordContext<Registro>()
  const v = r?.[fonte]
  return <>{typeof v === 'string' ? formatarData(v) : ''}</>
}

const Situacao = () => {
  const r = useRecordContext<Registro>()
  return r ? <SituacaoChips registro={r} /> : null
}

/** Personnel requests: the spec's filters (Visualizar T/A/S/E/C and the search of §3.9), state at a glance. */
export const ListaSolicitacoes = () => {
  const { escrever } = useAcesso(solicitacoesPessoal)
  const navigate = useNavigate()
  return (
    <ListaPadrao title={solicitacoesPessoal.label} sort={{ field: 'data', order: 'DESC' }} filters={filtros} filterDefaultValues={filtrosPadrao(solicitacoesPessoal)} incluir={escrever} barra={escrever && <FilterButton />}>
      <DataTable rowClick={(id) => (navigate(`/${NOME}/${id}/quadro`), false)} bulkActionButtons={false} empty={<Vazio />} hover sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
        <DataTable.Col source="id" label="Código" />
        <DataTable.Col source="descricao" label="Descrição" sx={{ minWidth: 160 }} />
        <DataTable.Col source="data" label="Data">
          <DataCol fonte="data" />
        </DataTable.Col>
        <DataTable.Col source="cargoId" label="Cargo / Área" disableSort>
          <ReferenceField source="cargoId" reference="cargo-salario/cargos" link={false} emptyText="">
            <TextField source="nome" />
          </ReferenceField>
          <Box sx={{ color: 'text.secondary', fontSize: 12 }}>
            <ReferenceField source="areaOrganizacionalId" reference="cargo-salario/areas-organizacionais" link={false} emptyText="">
              <TextField source="nome" variant="caption" />
            </ReferenceField>
          </Box>
        </DataTable.Col>
        <DataTable.Col source="quantidade" label="Vagas" title="Preenchidas / total">
          <Vagas />
        </DataTable.Col>
        <DataTable.Col source="qtdCandidatos" label="Candidatos" disableSort />
        <DataTable.Col source="status" label="Situação">
          <Situacao />
        </DataTable.Col>
        <DataTable.Col label="Ações" align="right" sx={{ width: '1%', whiteSpace: 'nowrap' }}>
          <AcoesDaLinha escrever={escrever} />
        </DataTable.Col>
      </DataTable>
    </ListaPadrao>
  )
}
