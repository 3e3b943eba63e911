import { useEffect, useState } from 'react'
import { Alert, Box, Button, FormControlLabel, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Title, useNotify } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import type { ModeloEntrevista } from '../../../../core/pesquisa/entrevistas.ts'
import { formatarDecimal, formatarInteiro, formatarPercentual } from '../../../../core/shared/formatos.ts'
import { API, enviarJson, httpClient } from '../../api/http.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { CopiarParaEmpresas, empresas } from '../../comum/CopiarParaEmpresas.tsx'
import { avisarResultado, baixarRelatorio } from '../../relatorios/baixar.ts'

const MODELOS = '/gestao-talentos/modelos-entrevista-desligamento'

/**
 * Entrevistas (spec 002 /pesquisa/entrevistas): the exit-interview models of the company (edited on their own
 * screen), copied to other companies, printed blank, and their answers (aggregated, without names).
 */
export const TelaEntrevistas = () => {
  const { id } = useParams()
  const notify = useNotify()
  const [ativas, setAtivas] = useState(true)
  const [modelos, setModelos] = useState<ReadonlyArray<ModeloEntrevista> | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  const [copiando, setCopiando] = useState<number | null>(null)
  const [respostas, setRespostas] = useState<{ modelo: ModeloEntrevista; entrevistas: number; linhas: ReadonlyArray<Record<string, unknown>> } | null>(null)
  useEffect(() => {
    httpClient(`${API}/pesquisa/entrevistas/questionarios${ativas ? '?ativa=true' : ''}`)
      .then((r) => setModelos(r.json as ReadonlyArray<ModeloEntrevista>))
      .catch((e: Error) => setFalha(e.message))
  }, [ativas])
  const verRespostas = (questionarioId: number) =>
    enviarJson(`${API}/pesquisa/entrevistas/respostas`, 'POST', { questionarioId })
      .then((r) => setRespostas(r.json as typeof respostas))
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  useEffect(() => {
    if (id && /^\d+$/.test(id)) void verRespostas(Number(id)).catch(() => undefined)
  }, [id])
  const imprimir = (questionarioId: number) => baixarRelatorio('pesquisa/entrevistas/print', 'pdf', { questionarioId }).then((r) => void avisarResultado(r, notify))
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Entrevistas" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          Entrevistas
        </Typography>
        <FormControlLabel control={<Switch checked={ativas} onChange={(e) => setAtivas(e.target.checked)} />} label="Somente ativas" />
        <Button variant="contained" component={Link} to={`${MODELOS}/create`}>
          Novo modelo
        </Button>
      </Stack>
      {falha && <Alert severity="error">{falha}</Alert>}
      {!falha && !modelos && <Carregando />}
      {modelos && (
        <Table size="small" data-testid="lista-entrevistas">
          <TableHead>
            <TableRow>
              <TableCell>Título</TableCell>
              <TableCell>Ativo</TableCell>
              <TableCell align="right">Perguntas</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {modelos.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{m.titulo}</TableCell>
                <TableCell>{m.ativo ? 'Sim' : 'Não'}</TableCell>
                <TableCell align="right">{formatarInteiro(m.quantidadePerguntas)}</TableCell>
                <TableCell align="right">
                  <Button size="small" component={Link} to={`${MODELOS}/${m.id}`}>
                    Editar
                  </Button>
                  <Button size="small" onClick={() => void verRespostas(m.id)}>
                    Respostas
                  </Button>
                  <Button size="small" onClick={() => void imprimir(m.id)}>
                    Imprimir
                  </Button>
                  <Button size="small" onClick={() => setCopiando(m.id)}>
                    Copiar para empresas
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {modelos?.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">Nenhum modelo de entrevista.</Typography>}
      {copiando !== null && (
        <CopiarParaEmpresas
          titulo="Copiar modelo de entrevista para outras empresas"
          copiar={(ids) => enviarJson(`${API}/pesquisa/entrevistas/${copiando}/clone`, 'POST', { empresas: [...ids] }).then((r) => r.json as ReadonlyArray<unknown>)}
          mensagem={(n) => `Modelo copiado para ${empresas(n)}.`}
          onFechar={() => setCopiando(null)}
        />
      )}
      {respostas && (
        <Box sx={{ mt: 3 }} data-testid="respostas-entrevista">
          <Typography variant="subtitle1" component="h2">
            Respostas: {respostas.modelo.titulo} ({formatarInteiro(respostas.entrevistas)} {respostas.entrevistas === 1 ? 'entrevista' : 'entrevistas'})
          </Typography>
          {respostas.entrevistas === 0 && <Typography color="text.secondary">Nenhuma entrevista registrada com este modelo.</Typography>}
          {respostas.entrevistas > 0 && (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Pergunta</TableCell>
                  <TableCell>Resposta</TableCell>
                  <TableCell align="right">Quantidade</TableCell>
                  <TableCell align="right">%</TableCell>
                  <TableCell align="right">Média</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {respostas.linhas.map((l, i) => (
                  <TableRow key={i}>
                    <TableCell>{String(l['pergunta'] ?? '')}</TableCell>
                    <TableCell>{String(l['resposta'] ?? '')}</TableCell>
                    <TableCell align="right">{typeof l['quantidade'] === 'number' ? formatarInteiro(l['quantidade']) : ''}</TableCell>
                    <TableCell align="right">{typeof l['percentual'] === 'number' ? formatarPercentual(l['percentual']) : ''}</TableCell>
                    <TableCell align="right">{typeof l['media'] === 'number' ? formatarDecimal(l['media']) : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Box>
  )
}
