import { Box, IconButton, Tooltip } from '@mui/material'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import {
  AutocompleteInput,
  DataTable,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  useCreatePath,
  useRecordContext,
  useResourceContext,
} from 'react-admin'
import { Link } from 'react-router-dom'
import type { Campo } from '../../../core/shared/campos.ts'
import type { Resource } from '../../../core/shared/resource.ts'
import { formatarCnpj } from '../../../core/shared/br/cnpj.ts'
import { formatarCpf } from '../../../core/shared/br/cpf.ts'
import { MASCARA_CNPJ, MASCARA_CPF } from '../../../core/shared/formatos.ts'
import { DataInput } from './entradas/DataInput.tsx'
import { DecimalInput } from './entradas/DecimalInput.tsx'
import { DinheiroInput } from './entradas/DinheiroInput.tsx'
import { MascaraInput, alfanumerico, somenteDigitos } from './entradas/MascaraInput.tsx'
import { MesInput } from './entradas/MesInput.tsx'
import { BotaoRemover } from './BotaoRemover.tsx'
import { ExigirAcesso } from './ExigirAcesso.tsx'
import { Vazio } from './Rodape.tsx'
import { Valor } from './Valor.tsx'
import { camposDaLista, useAcesso, useRecurso } from './recurso.ts'
import { ListaPadrao } from './ListaPadrao.tsx'

/** The filter input of one field, by its kind (none for kinds a list is not filtered by). */
const entradaDeFiltro = (k: string, c: Campo, alwaysOn: boolean) => {
  switch (c.kind) {
    case 'referencia':
      return (
        <ReferenceInput key={k} source={k} reference={c.reference!} alwaysOn={alwaysOn}>
          <AutocompleteInput label={c.label} sx={{ minWidth: 220 }} />
        </ReferenceInput>
      )
    case 'opcoes': {
      // A default option (Visualizar 'Todas') is the empty choice itself, so it is not offered twice.
      const padrao = c.options?.find((o) => o.id === c.default)
      const choices = (c.options ?? []).filter((o) => o !== padrao)
      return (
        <SelectInput
          key={k}
          source={k}
          label={c.label}
          choices={[...choices]}
          alwaysOn={alwaysOn}
          {...(padrao ? { emptyText: padrao.name, emptyValue: padrao.id } : {})}
          sx={{ mb: 0, minWidth: 180 }}
        />
      )
    }
    case 'data':
      return <DataInput key={k} source={k} label={c.label} alwaysOn={alwaysOn} />
    case 'inteiro':
      return <NumberInput key={k} source={k} label={c.label} alwaysOn={alwaysOn} />
    case 'decimal':
    case 'percentual':
      return <DecimalInput key={k} source={k} label={c.label} alwaysOn={alwaysOn} casas={c.casas ?? 2} {...(c.kind === 'percentual' ? { sufixo: '%' } : {})} />
    case 'dinheiro':
      return <DinheiroInput key={k} source={k} label={c.label} alwaysOn={alwaysOn} />
    case 'mes':
      return <MesInput key={k} source={k} label={c.label} alwaysOn={alwaysOn} />
    case 'cpf':
      return <MascaraInput key={k} source={k} label={c.label} alwaysOn={alwaysOn} mascara={MASCARA_CPF} limpar={somenteDigitos} formatar={formatarCpf} />
    case 'cnpj':
      return <MascaraInput key={k} source={k} label={c.label} alwaysOn={alwaysOn} mascara={MASCARA_CNPJ} limpar={alfanumerico} formatar={formatarCnpj} />
    case 'texto':
    case 'email':
      return <TextInput key={k} source={k} label={c.label} alwaysOn={alwaysOn} />
    default:
      return undefined
  }
}

/**
 * A list's filters from its declaration: the search box (`q`), a select for each listed reference or option
 * field (e.g. the UF of geral/cidades), then the declared `filtros` (the spec's search keys), each drawn by the
 * kind of its field builder. `destaque` filters show at once, the others behind 'Filtros'.
 */
export const filtrosDe = (r: Resource) => [
  // A declared `q` (the resource's own search) is this box, labelled as it declares.
  <SearchInput key="q" source="q" alwaysOn placeholder={r.filtros?.['q']?.campo.label ?? 'Pesquisar'} aria-label={r.filtros?.['q']?.campo.label ?? 'Pesquisar'} />,
  ...Object.entries(r.filtros ?? {}).flatMap(([k, f]) => (f.oculto || !f.destaque || k === 'q' ? [] : [entradaDeFiltro(k, f.campo, true)])),
  ...camposDaLista(r).flatMap(([k, c]) => (c.filter === 'eq' && (c.kind === 'referencia' || c.kind === 'opcoes') ? [entradaDeFiltro(k, c, !r.filtros)] : [])),
  ...Object.entries(r.filtros ?? {}).flatMap(([k, f]) => (f.oculto || f.destaque || k === 'q' ? [] : [entradaDeFiltro(k, f.campo, false)])),
].filter((x) => x !== undefined)

/** Values the declared filters start at (Visualizar 'T'). */
export const filtrosPadrao = (r: Resource): Record<string, unknown> =>
  Object.fromEntries(Object.entries(r.filtros ?? {}).flatMap(([k, f]) => (f.campo.default !== undefined && !f.oculto ? [[k, f.campo.default]] : [])))

/** Inline row actions (≤ 5, 30 px each — spec 000 §2.7). */
const AcoesDaLinha = ({ alterar, remover }: { readonly alterar: boolean; readonly remover: boolean }) => {
  const record = useRecordContext()
  const resource = useResourceContext()
  const createPath = useCreatePath()
  if (!record || !resource) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      {alterar && (
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
      )}
      {remover && <BotaoRemover variante="icone" />}
    </Box>
  )
}

const Lista = () => {
  const r = useRecurso()
  const { incluir, alterar, remover } = useAcesso(r)
  return (
    <ListaPadrao title={r.label} sort={r.sort} filters={filtrosDe(r)} incluir={incluir}>
      <DataTable
        rowClick={alterar ? 'edit' : false}
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
        {(alterar || remover) && (
          <DataTable.Col label="Ações" align="right" sx={{ width: 80 }}>
            <AcoesDaLinha alterar={alterar} remover={remover} />
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
