import { Box, Typography } from '@mui/material'
import { Pagination, useListContext } from 'react-admin'
import { registrosEncontrados } from '../../../core/shared/formatos.ts'

/** List footer: '{n} registro(s) encontrado(s).' and the pager (page size 15, spec 000 §9). */
export const Rodape = () => {
  const { total, isPending } = useListContext()
  if (isPending || !total) return null
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', px: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" data-testid="total-registros" role="status">
        {registrosEncontrados(total)}
      </Typography>
      <Pagination rowsPerPageOptions={[15, 30, 50, 100]} sx={{ '& .MuiToolbar-root': { minHeight: 48 } }} />
    </Box>
  )
}

export const Vazio = () => (
  <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary" data-testid="lista-vazia">
    Nenhum registro encontrado.
  </Typography>
)
