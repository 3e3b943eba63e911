import { useState } from 'react'
import { Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined'
import {
  DataTable,
  FilterButton,
  ReferenceField,
  SelectArrayInput,
  TextField,
  useCreatePath,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
} from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import { candidatos } from '../../../../core/captacao/candidatos.ts'
import { STATUS_QUALIFICACAO } from '../../../../core/captacao/qualificacaoCandidato.ts'
import { formatarCpf } from '../../../../core/shared/br/cpf.ts'
import { formatarDataHora, formatarInteiro } from '../../../../core/shared/formatos.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { Vazio } from '../../generico/Rodape.tsx'
import { useAcesso } from '../../generico/recurso.ts'
import { useUserinfo } from '../../sessao/estado.ts'
import { falhaDe, removerEmLote, verificarPendenciasEmLote } from './api.ts'
import { ImprimirCurriculo } from './ImprimirCurriculo.tsx'
import { ListaPadrao } from '../../generico/ListaPadrao.tsx'
import { filtrosDe, filtrosPadrao } from '../../generico/ResourceList.tsx'

const NOME = candidatos.name

export const CorStatus: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  QUALIFICADO: 'success',
  NAO_QUALIFICADO: 'error',
  DADOS_INCOMPLETOS: 'warning',
  NAO_VERIFICADO: 'default',
}

const Status = () => {
  const r = useRecordContext()
  if (!r) return null
  const nome = STATUS_QUALIFICACAO.find((s) => s.id === r['qualificacaoCadastral'])?.name ?? String(r['qualificacaoCadastral'])
  return (
    <Tooltip title={r['mensagemQualificacao'] ?? ''}>
      <Chip size="small" label={nome} color={CorStatus[String(r['qualificacaoCadastral'])] ?? 'default'} variant="outlined" />
    </Tooltip>
  )
}

const Nome = () => {
  const r = useRecordContext()
  if (!r) return null
  return (
    <Box>
      <Typography variant="body2">{String(r['nome'])}</Typography>
      {r['nomeSocial'] && (
        <Typography variant="caption" color="text.secondary">
          Nome social: {String(r['nomeSocial'])}
        </Typography>
      )}
      {r['trechoOcr'] && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ maxWidth: 520, fontStyle: 'italic' }} data-testid="trecho-ocr">
          {String(r['trechoOcr'])}
        </Typography>
      )}
    </Box>
  )
}

const Celular = () => {
  const r = useRecordContext()
  if (!r?.['foneCelular']) return null
  const n = String(r['foneCelular'])
  return <>{`${r['dddCelular'] ? `(${r['dddCelular']}) ` : ''}${n.length > 4 ? `${n.slice(0, -4)}-${n.slice(-4)}` : n}`}</>
}

/** Batch actions of spec 000 §7.3, each one transaction on the server. */
const AcoesEmLote = () => {
  const { selectedIds } = useListContext()
  const notify = useNotify()
  const refresh = useRefresh()
  const desmarcar = useUnselectAll(NOME)
  const [removendo, setRemovendo] = useState(false)
  const [ocupado, setOcupado] = useState(false)
  const ids = selectedIds.map(Number)
  const verificar = async () => {
    setOcupado(true)
    try {
      const r = await verificarPendenciasEmLote(ids)
      const partes = STATUS_QUALIFICACAO.filter((s) => r.porStatus[s.id]).map((s) => `${r.porStatus[s.id]} ${s.name.toLowerCase()}`)
      notify(`Pendências verificadas: ${partes.join(', ')}.`, { type: 'success' })
      desmarcar()
      refresh()
    } catch (e) {
      notify(falhaDe(e).mensagem, { type: 'error' })
    } finally {
      setOcupado(false)
    }
  }
  const remover = async () => {
    setOcupado(true)
    try {
      const r = await removerEmLote(ids)
      notify(`${formatarInteiro(r.removidos)} candidato(s) removido(s).`, { type: 'success' })
      desmarcar()
      refresh()
    } catch (e) {
      notify(falhaDe(e).mensagem, { type: 'error' })
    } finally {
      setOcupado(false)
      setRemovendo(false)
    }
  }
  return (
    <Stack direction="row" gap={1}>
      <Button size="small" startIcon={<FactCheckOutlinedIcon />} onClick={verificar} disabled={ocupado}>
        Verificar pendências
      </Button>
      <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setRemovendo(true)} disabled={ocupado}>
        Remover
      </Button>
      <Confirmacao
        aberto={removendo}
        mensagem={ids.length === 1 ? 'Tem certeza que deseja remover?' : `Tem certeza que deseja remover os ${formatarInteiro(ids.length)} candidatos? Os anexos e os dados pessoais serão apagados.`}
        aoCancelar={() => setRemovendo(false)}
        aoConfirmar={remover}
        ocupado={ocupado}
      />
    </Stack>
  )
}

const AcoesDaLinha = () => {
  const r = useRecordContext()
  const createPath = useCreatePath()
  if (!r) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      <Tooltip title="Editar">
        <IconButton component={Link} to={createPath({ resource: NOME, type: 'edit', id: r.id })} aria-label="Editar" size="small" color="primary" sx={{ width: 30, height: 30 }}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ImprimirCurriculo candidatoId={Number(r.id)} variante="icone" />
      <BotaoRemover variante="icone" />
    </Box>
  )
}

/** The declaration's filters (spec 000 §3.5), and the companies when the user sees several. */
const filtros = (empresas: ReadonlyArray<{ id: number; nome: string }>) => [
  ...filtrosDe(candidatos),
  ...(empresas.length > 1 ? [<SelectArrayInput key="empresas" source="empresaId" label="Empresas" choices={empresas.map((e) => ({ id: e.id, name: e.nome }))} sx={{ minWidth: 220 }} />] : []),
]

/** The table; the company column only when the filter asks for several companies. */
const Tabela = ({ escrever, empresas }: { readonly escrever: boolean; readonly empresas: ReadonlyArray<{ id: number; nome: string }> }) => {
  const createPath = useCreatePath()
  const navigate = useNavigate()
  const { filterValues } = useListContext()
  const variasEmpresas = Array.isArray(filterValues['empresaId']) && filterValues['empresaId'].length > 1
  return (
      <DataTable
        rowClick={(id) => (navigate(createPath({ resource: NOME, type: 'edit', id })), false)}
        bulkActionButtons={escrever ? <AcoesEmLote /> : false}
        empty={<Vazio />}
        hover
        // Nine columns and the selection box: tighter cells so they fit 1280 px with the menu open.
        sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .MuiTableCell-root': { px: 0.75 } }}
      >
        <DataTable.Col source="nome" label="Nome" sx={{ minWidth: 110 }}>
          <Nome />
        </DataTable.Col>
        <DataTable.Col source="cpf" label="CPF" sx={{ whiteSpace: 'nowrap' }} render={(r) => (r['cpf'] ? formatarCpf(String(r['cpf'])) : '')} />
        <DataTable.Col label="Celular" disableSort sx={{ whiteSpace: 'nowrap' }}>
          <Celular />
        </DataTable.Col>
        <DataTable.Col label="Cidade" disableSort>
          <ReferenceField source="cidadeId" reference="geral/cidades" link={false} emptyText="">
            <TextField source="nome" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="qualificacaoCadastral" label="Qualificação">
          <Status />
        </DataTable.Col>
        <DataTable.Col source="dataCadastro" label="Cadastro" render={(r) => (r['dataCadastro'] ? <span title={formatarDataHora(String(r['dataCadastro']))}>{formatarDataHora(String(r['dataCadastro'])).slice(0, 10)}</span> : '')} />
        <DataTable.Col label="Disp." title="Disponível" disableSort render={(r) => (r['disponivel'] ? 'Sim' : 'Não')} />
        {variasEmpresas && <DataTable.Col label="Empresa" disableSort render={(r) => empresas.find((e) => e.id === r['empresaId'])?.nome ?? ''} />}
        {escrever && (
          <DataTable.Col label="Ações" align="right" sx={{ width: '1%', whiteSpace: 'nowrap' }}>
            <AcoesDaLinha />
          </DataTable.Col>
        )}
      </DataTable>
  )
}

const Lista = () => {
  const { escrever } = useAcesso(candidatos)
  const userinfo = useUserinfo()
  const empresas = userinfo?.empresas ?? []
  return (
    <ListaPadrao
      resource={NOME}
      title={candidatos.label}
      sort={candidatos.sort}
      filters={filtros(empresas)}
      filterDefaultValues={filtrosPadrao(candidatos)}
      incluir={escrever}
      barra={<FilterButton />}
    >
      <Tabela escrever={escrever} empresas={empresas} />
    </ListaPadrao>
  )
}

export const ListaCandidatos = Lista
