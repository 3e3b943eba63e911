import { useEffect, useState } from 'react'
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { AcessoNegado } from '../../paginas/AcessoNegado.tsx'
import { BASE, BotaoImprimir, ChipSituacao, enderecoResponder, RECURSO, usePodeAcompanhar, type Previsto } from './comum.tsx'

const percentual = (p: number | null) => (p === null ? '—' : `${p.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`)
const simNao = (b: boolean | null) => (b === null ? '—' : b ? 'Sim' : 'Não')

/**
 * One employee's experience follow-ups (`talentos/{id}/detail`; issue 15): every active period with its due date and
 * situation today; the answered ones with their date, score and approval, 'Editar' and 'Imprimir'.
 */
export const AcompanhamentosDoTalento = () => {
  const permitido = usePodeAcompanhar()
  const id = Number(useParams()['colaboradorId'])
  const [lista, setLista] = useState<ReadonlyArray<Previsto> | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  useEffect(() => {
    if (!permitido || !Number.isInteger(id) || id <= 0) return
    chamarAcao(RECURSO, 'detail', { id })
      .then(setLista)
      .catch((e: Error & { status?: number }) => setFalha(e.status === 404 ? 'Talento não encontrado.' : e.message))
  }, [permitido, id])
  if (!permitido) return <AcessoNegado />
  const t = lista?.[0]
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Acompanhamentos do Período de Experiência" />
      <Typography variant="h6" component="h1">
        Acompanhamentos do Período de Experiência{t ? ` · ${t.nomeColaborador}` : ''}
      </Typography>
      {t && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Admissão em {formatarData(t.dataAdmissao)}
        </Typography>
      )}
      {falha && <Alert severity="error">{falha}</Alert>}
      {!falha && !lista && Number.isInteger(id) && id > 0 && <Carregando />}
      {(!Number.isInteger(id) || id <= 0) && <Alert severity="error">Talento não encontrado.</Alert>}
      {lista && !lista.length && <Alert severity="info">Nenhum acompanhamento previsto para este talento (sem períodos de experiência ativos, ou desligado antes do primeiro vencimento).</Alert>}
      {lista && lista.length > 0 && (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label="Acompanhamentos do talento">
            <TableHead>
              <TableRow>
                <TableCell>Período</TableCell>
                <TableCell>Vencimento</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell>Respondido em</TableCell>
                <TableCell align="right">Desempenho</TableCell>
                <TableCell>Aprovado</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.map((a) => (
                <TableRow key={a.periodoExperienciaId} data-testid="acompanhamento-do-talento">
                  <TableCell>{a.nomePeriodo}</TableCell>
                  <TableCell>{formatarData(a.prazo)}</TableCell>
                  <TableCell>
                    <ChipSituacao a={a} />
                  </TableCell>
                  <TableCell>{a.dataResposta ? formatarData(a.dataResposta) : '—'}</TableCell>
                  <TableCell align="right">{percentual(a.percentual)}</TableCell>
                  <TableCell>{simNao(a.aprovado)}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" gap={1} justifyContent="flex-end">
                      {a.colaboradorQuestionarioId !== null ? (
                        <>
                          <Button size="small" component={Link} to={`${BASE}/respondido/${a.colaboradorQuestionarioId}`}>
                            Editar
                          </Button>
                          <BotaoImprimir id={a.colaboradorQuestionarioId} />
                        </>
                      ) : a.modelos.length ? (
                        <Button variant="contained" size="small" component={Link} to={enderecoResponder(a)}>
                          Responder
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Button component={Link} to={BASE} sx={{ mt: 2 }}>
        Voltar para os acompanhamentos pendentes
      </Button>
    </Box>
  )
}
