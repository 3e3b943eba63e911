import { Fragment } from 'react'
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material'
import { corDaCelula, type ResultadoConsulta } from '../../../core/shared/consulta.ts'
import { registrosEncontrados } from '../../../core/shared/formatos.ts'
import { ehNumerica, formatarCelula, rotuloTotal, SEM_DADOS } from '../../../core/shared/relatorio.ts'

/**
 * A consulta's rows on screen: the same columns, pt-BR cells and totals as its PDF and XLSX; with `grupo` (the
 * consulta's `agruparPor` field), a title row where its value changes, as the PDF's groups (subtotals only there).
 */
export const TabelaConsulta = ({ resultado, titulo, grupo }: { readonly resultado: ResultadoConsulta<unknown>; readonly titulo: string; readonly grupo?: string | undefined }) => {
  const { colunas, linhas, totais } = resultado
  const alinhar = (i: number) => (ehNumerica(colunas[i]!) ? 'right' : 'left')
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={titulo}>
          <TableHead>
            <TableRow>
              {colunas.map((c, i) => (
                <TableCell key={c.campo} align={alinhar(i)} sx={{ fontWeight: 600 }}>
                  {c.titulo}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {linhas.length === 0 && (
              <TableRow>
                <TableCell colSpan={colunas.length} sx={{ textAlign: 'center', color: 'text.secondary' }}>
                  {SEM_DADOS}
                </TableCell>
              </TableRow>
            )}
            {linhas.map((l, n) => (
              <Fragment key={n}>
                {grupo && (n === 0 || linhas[n - 1]![grupo] !== l[grupo]) && (
                  <TableRow data-testid="grupo">
                    <TableCell colSpan={colunas.length} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
                      {String(l[grupo] ?? '')}
                    </TableCell>
                  </TableRow>
                )}
                <TableRow hover>
                  {colunas.map((c, i) => {
                    const cor = corDaCelula(c, l[c.campo])
                    return (
                      <TableCell key={c.campo} align={alinhar(i)} sx={cor ? { bgcolor: cor } : undefined} data-cor={cor}>
                        {formatarCelula(c.tipo, l[c.campo])}
                      </TableCell>
                    )
                  })}
                </TableRow>
              </Fragment>
            ))}
          </TableBody>
          {totais && linhas.length > 0 && (
            <TableFooter>
              <TableRow data-testid="totais" sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
                {colunas.map((c, i) => (
                  <TableCell key={c.campo} align={alinhar(i)}>
                    {i === 0 ? rotuloTotal(c, totais, 'Total') : formatarCelula(c.tipo, totais[c.campo])}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {registrosEncontrados(linhas.length)}
      </Typography>
    </>
  )
}
