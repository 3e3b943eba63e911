import { useCallback, useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import BackupIcon from '@mui/icons-material/Backup'
import { Title, useNotify } from 'react-admin'
import { formatarDataHora, formatarTamanhoArquivo } from '../../../../core/shared/formatos.ts'
import type { Backup } from '../../../../core/utilitario/backup.ts'
import { API, requisitar } from '../../api/requisicao.ts'

const URL = `${API}/utilitario/backup`

/**
 * Utilitários › Backup (issue 18): the installation administrator makes a backup of the whole database and the
 * stored files, and downloads the ones made (date, size, author). Anyone else sees the server's refusal.
 */
export const TelaBackup = () => {
  const notify = useNotify()
  const [lista, setLista] = useState<ReadonlyArray<Backup>>()
  const [erro, setErro] = useState<string>()
  const [gerando, setGerando] = useState(false)
  const carregar = useCallback(() => {
    requisitar<ReadonlyArray<Backup>>(URL).then(setLista, (e: Error) => setErro(e.message))
  }, [])
  useEffect(carregar, [carregar])
  const gerar = async () => {
    setGerando(true)
    try {
      const b = await requisitar<Backup>(`${URL}/gerar`, 'POST')
      notify(`Backup gerado: ${b.arquivo}`, { type: 'success' })
      carregar()
    } catch (e) {
      notify(e instanceof Error ? e.message : 'Erro', { type: 'error' })
    } finally {
      setGerando(false)
    }
  }
  return (
    <Box sx={{ p: 2 }} data-testid="tela-backup">
      <Title title="Backup" />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            O backup guarda o banco inteiro (todas as empresas) e os arquivos anexados num só arquivo, que restaura no SQLite ou no PostgreSQL
            com <code>rh restore arquivo</code>. Só o administrador da instalação gera e baixa backups; cada download fica registrado no log.
          </Typography>
          {erro ? (
            <Alert severity="warning">{erro}</Alert>
          ) : (
            <>
              <Button variant="contained" startIcon={<BackupIcon />} onClick={gerar} disabled={gerando || !lista}>
                {gerando ? 'Gerando…' : 'Gerar Backup'}
              </Button>
              <Table size="small" sx={{ mt: 2 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Data</TableCell>
                    <TableCell align="right">Tamanho</TableCell>
                    <TableCell>Gerado por</TableCell>
                    <TableCell>Arquivo</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lista?.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4}>Nenhum backup gerado.</TableCell>
                    </TableRow>
                  )}
                  {lista?.map((b) => (
                    <TableRow key={b.id}>
                      <TableCell>{formatarDataHora(b.em)}</TableCell>
                      <TableCell align="right">{formatarTamanhoArquivo(b.tamanho)}</TableCell>
                      <TableCell>{b.autor}</TableCell>
                      <TableCell>
                        <Link href={`${URL}/${b.id}`} download={b.arquivo}>
                          {b.arquivo}
                        </Link>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
