import type { ReactNode } from 'react'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'

export interface Coluna<T> {
  readonly titulo: string
  readonly valor: (item: T) => ReactNode
  readonly alinhar?: 'right'
}

/** An icon action of a row ('Editar', 'Remover', 'Baixar'), 30 px like the generic lists. */
export const AcaoLinha = ({ titulo, icone, aoClicar, perigo }: { readonly titulo: string; readonly icone: ReactNode; readonly aoClicar: () => void; readonly perigo?: boolean }) => (
  <Tooltip title={titulo}>
    <IconButton size="small" aria-label={titulo} color={perigo ? 'error' : 'default'} sx={{ width: 30, height: 30 }} onClick={aoClicar}>
      {icone}
    </IconButton>
  </Tooltip>
)

/**
 * The table of records edited through a dialog (candidate sub-lists, exams, attachments): the columns, an
 * 'Ações' column with Editar and Remover (and `acoes` before them), and 'Nenhum registro encontrado.' when empty.
 */
export const TabelaEditavel = <T,>({
  colunas,
  itens,
  chave,
  aoEditar,
  aoRemover,
  acoes,
  erro,
}: {
  readonly colunas: ReadonlyArray<Coluna<T>>
  readonly itens: ReadonlyArray<T>
  readonly chave: (item: T, indice: number) => string | number
  readonly aoEditar: (item: T, indice: number) => void
  readonly aoRemover: (item: T, indice: number) => void
  readonly acoes?: (item: T) => ReactNode
  /** Outlines the table in red (a required list left empty). */
  readonly erro?: boolean
}) => (
  <Table size="small" sx={{ border: 1, borderColor: erro ? 'error.main' : 'divider' }}>
    <TableHead>
      <TableRow>
        {colunas.map((c) => (
          <TableCell key={c.titulo} align={c.alinhar}>
            {c.titulo}
          </TableCell>
        ))}
        <TableCell align="right" sx={{ width: 80 }}>
          Ações
        </TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {itens.length === 0 && (
        <TableRow>
          <TableCell colSpan={colunas.length + 1} align="center" sx={{ color: 'text.secondary' }}>
            Nenhum registro encontrado.
          </TableCell>
        </TableRow>
      )}
      {itens.map((it, i) => (
        <TableRow key={chave(it, i)} hover>
          {colunas.map((c) => (
            <TableCell key={c.titulo} align={c.alinhar}>
              {c.valor(it)}
            </TableCell>
          ))}
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {acoes?.(it)}
            <AcaoLinha titulo="Editar" icone={<EditOutlinedIcon fontSize="small" />} aoClicar={() => aoEditar(it, i)} />
            <AcaoLinha titulo="Remover" icone={<DeleteOutlineIcon fontSize="small" />} aoClicar={() => aoRemover(it, i)} perigo />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
)

/** The 768 px editing dialog of spec 000 §4 with Cancelar and Salvar. */
export const DialogoEdicao = ({
  aberto,
  titulo,
  aoFechar,
  aoSalvar,
  ocupado,
  children,
}: {
  readonly aberto: boolean
  readonly titulo: string
  readonly aoFechar: () => void
  readonly aoSalvar: () => void
  readonly ocupado?: boolean
  readonly children: ReactNode
}) => (
  <Dialog open={aberto} onClose={aoFechar} maxWidth={false} PaperProps={{ sx: { width: 768, maxWidth: 'calc(100% - 32px)' } }} aria-labelledby="dialogo-edicao-titulo">
    <DialogTitle id="dialogo-edicao-titulo">{titulo}</DialogTitle>
    <DialogContent dividers>{children}</DialogContent>
    <DialogActions>
      <Button color="inherit" onClick={aoFechar}>
        Cancelar
      </Button>
      <Button variant="contained" onClick={aoSalvar} disabled={ocupado}>
        Salvar
      </Button>
    </DialogActions>
  </Dialog>
)

/** Two columns of fields inside a dialog (one on narrow screens); `Largo` spans both. */
export const GradeDialogo = ({ children }: { readonly children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>{children}</Box>
)
export const Largo = ({ children }: { readonly children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>
