import { Box, Button, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { DataTable, Pagination, ReferenceManyField } from 'react-admin'
import { Link } from 'react-router-dom'
import type { Resource } from '../../../core/shared/resource.ts'
import { camposDaLista, useAcesso } from './recurso.ts'
import { Valor } from './Valor.tsx'

/**
 * The records of another declared resource that point to this record (a tab of its page, e.g. an employee's
 * occurrences): that resource's list columns without the pointer, its order, a click opens the record, and
 * 'Incluir' opens its form with the pointer filled. The server's scope applies (a manager sees their areas only).
 */
export const RegistrosRelacionados = ({ recurso, alvo, id, vazio }: { readonly recurso: Resource; readonly alvo: string; readonly id: number; readonly vazio: string }) => {
  const { incluir, alterar } = useAcesso(recurso)
  const colunas = camposDaLista(recurso).filter(([k]) => k !== alvo)
  return (
    <Box sx={{ width: '100%' }} data-testid={`relacionados-${recurso.name}`}>
      {incluir && (
        <Button
          component={Link}
          to={`/${recurso.name}/create?source=${encodeURIComponent(JSON.stringify({ [alvo]: id }))}`}
          startIcon={<AddIcon />}
          variant="outlined"
          sx={{ mb: 1 }}
        >
          Incluir {recurso.labelSingular}
        </Button>
      )}
      <ReferenceManyField
        reference={recurso.name}
        target={alvo}
        record={{ id }}
        source="id"
        {...(recurso.sort ? { sort: recurso.sort } : {})}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <DataTable rowClick={alterar ? 'edit' : false} bulkActionButtons={false} empty={<Typography color="text.secondary">{vazio}</Typography>} hover>
          {colunas.map(([k, c]) => (
            <DataTable.Col key={k} source={k} label={c.label} disableSort={c.kind === 'referencia' || c.storage === 'json'}>
              <Valor fonte={k} campo={c} />
            </DataTable.Col>
          ))}
        </DataTable>
      </ReferenceManyField>
    </Box>
  )
}
