import type { ReactNode } from 'react'
import { Button } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { List, TopToolbar, useCreatePath, useResourceContext, type ListProps } from 'react-admin'
import { Link } from 'react-router-dom'
import { Rodape } from './Rodape.tsx'

const BotaoIncluir = () => {
  const resource = useResourceContext()
  const createPath = useCreatePath()
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} variant="contained" startIcon={<AddIcon />}>
      Incluir
    </Button>
  )
}

/**
 * The staff list frame (spec 000 §2.7): 15 per page, the '{n} registro(s) encontrado(s).' footer, no export, the
 * list's state kept per resource, and the toolbar with 'Incluir' when the user may write (`barra` goes before it).
 */
export const ListaPadrao = ({
  incluir,
  barra,
  children,
  ...props
}: Omit<ListProps, 'actions' | 'pagination' | 'empty' | 'exporter' | 'storeKey' | 'perPage'> & { readonly incluir: boolean; readonly barra?: ReactNode }) => {
  const resource = useResourceContext(props)
  return (
    <List
      perPage={15}
      actions={
        incluir || barra ? (
          <TopToolbar sx={{ bgcolor: 'transparent', minHeight: { xs: 0 }, flex: { sm: '0 0 auto' } }}>
            {barra}
            {incluir && <BotaoIncluir />}
          </TopToolbar>
        ) : (
          false
        )
      }
      pagination={<Rodape />}
      empty={false}
      exporter={false}
      storeKey={`lista.${resource}`}
      // Cells a little tighter than MUI's default, so a list of eight columns and its row actions fit the content
      // area at 1280 px with the menu open (wider tables scroll inside the card).
      sx={{
        '& .RaList-main': { minWidth: 0 },
        '& .MuiTableCell-root': { px: 1 },
        '& .MuiTableCell-root:first-of-type': { pl: 2 },
        '& .MuiTableCell-root:last-of-type': { pr: 2 },
      }}
      {...props}
    >
      {children}
    </List>
  )
}
