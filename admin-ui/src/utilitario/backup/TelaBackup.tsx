import { useCallback, useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, LinearProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import BackupIcon from '@mui/icons-material/Backup'
import { Title, useNotify } from 'react-admin'
import { formatarDataHora, formatarTamanhoArquivo } from '../../../../core/shared/formatos.ts'
import type { Backup } from '../../../../core/utilitario/backup.ts'
import { API, requisitar } from '../../api/requisicao.ts'

const URL = `${API}/utilitario/backup`
/** While a backup is being made, the list is read again this often. */
const ACOMPANHAR_MS = 2_000

const Situacao = ({ b }: { readonly b: Backup }) =>
  b.situacao === 'gerando' ? (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2">Gerando… {b.progresso}%</Typography>
      <LinearProgress variant="determinate" value={b.progresso} aria-label={`Progresso do backup: ${b.progresso}%`} />
    </Box>
  ) : b.situacao === 'falhou' ? (
    <Typography variant="body2" color="error">
      {b.mensagem ?? 'Falhou'}
    </Typography>
  ) : (
    <Typography variant="body2">Concluído</Typography>
  )

/**
 * Utilitários › Backup (issue 18): the installation administrator makes a backup of the whole database and the
 * stored files, and downloads the ones made (date, size, author). Anyone else sees the server's refusal. A backup
 * is made in the background: the list shows its progress, read again every ACOMPANHAR_MS while one is running.
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
  const emAndamento = lista?.some((b) => b.situacao === 'gerando') ?? false
  useEffect(() => {
    if (!emAndamento) return
    const t = setInterval(carregar, ACOMPANHAR_MS)
    return () => clearInterval(t)
  }, [emAndamento, carregar])
  const gerar = async () => {
    setGerando(true)
    try {
      await requisitar<Backup>(`${URL}/gerar`, 'POST')
      notify('Backup iniciado: acompanhe o andamento na lista.', { type: 'info' })
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
              <Button variant="contained" startIcon={<BackupIcon />} onClick={gerar} disabled={gerando || emAndamento || !lista}>
                {emAndamento ? 'Gerando backup…' : 'Gerar Backup'}
              </Button>
              <Table size="small" sx={{ mt: 2 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Data</TableCell>
                    <TableCell align="right">Tamanho</TableCell>
                    <TableCell>Gerado por</TableCell>
                    <TableCell>Situação</TableCell>
                    <TableCell>Arquivo</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lista?.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>Nenhum backup gerado.</TableCell>
                    </TableRow>
                  )}
                  {lista?.map((b) => (
                    <TableRow key={b.id}>
                      <TableCell>{formatarDataHora(b.em)}</TableCell>
                      <TableCell align="right">{b.situacao === 'concluido' ? formatarTamanhoArquivo(b.tamanho) : '—'}</TableCell>
                      <TableCell>{b.autor}</TableCell>
                      <TableCell>
                        <Situacao b={b} />
                      </TableCell>
                      <TableCell>
                        {b.situacao === 'concluido' ? (
                          <Link href={`${URL}/${b.id}`} download={b.arquivo}>
                            {b.arquivo}
                          </Link>
                        ) : (
                          b.arquivo
                        )}
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
