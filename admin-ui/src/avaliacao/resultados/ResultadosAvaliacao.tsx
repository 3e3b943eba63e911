import { useEffect, useState, type ReactNode } from 'react'
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Title, useNotify } from 'react-admin'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { ResultadoDetalhado, ResultadosAvaliacao as Resultados } from '../../../../core/avaliacao/resultadosCasos.ts'
import { SEM_DADOS_GRAFICO } from '../../../../core/shared/consulta.ts'
import { formatarData, formatarPercentual } from '../../../../core/shared/formatos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { RadarCompetencias } from '../../cargo-salario/competencias/RadarCompetencias.tsx'

const pct = (v: number | null) => (v === null ? '–' : formatarPercentual(v, 2, true))

const Cabecalho = ({ r, titulo }: { readonly r: { titulo: string; data: string; anonima: boolean }; readonly titulo: string }) => (
  <>
    <Title title={titulo} />
    <Typography variant="h6" component="h1">
      {titulo}: {r.titulo}
    </Typography>
    <Typography variant="body2" color="text.secondary" gutterBottom>
      Data de referência {formatarData(r.data)}. {r.anonima ? 'Avaliação anônima: resultados a partir de 2 avaliadores; papéis com um só avaliador aparecem como Demais avaliadores.' : 'Avaliação identificada.'}
    </Typography>
  </>
)

/**
 * Results of a performance evaluation (issue 15 "Results"): each evaluated with the overall, the questionnaire %,
 * the competency % and the questionnaire % per role; a row opens the evaluated's page. Figures from core
 * (core/avaliacao/resultados.ts), never computed here.
 */
export const ResultadosAvaliacao = () => {
  const { id } = useParams()
  const avaliacaoId = Number(id)
  const notify = useNotify()
  const navigate = useNavigate()
  const [r, setR] = useState<Resultados | null>(null)
  useEffect(() => {
    if (!avaliacaoId) return
    chamarAcao('avaliacao/avaliacoes-desempenho', 'resultados', { id: avaliacaoId })
      .then(setR)
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  }, [avaliacaoId, notify])
  if (!r) return <Carregando />
  const papeis = [...new Map(r.avaliados.flatMap((a) => a.papeis.map((p) => [p.papel, p.nome] as const))).entries()]
  return (
    <Box sx={{ py: 2 }}>
      <Cabecalho r={r} titulo="Resultados da Avaliação" />
      <Stack direction="row" gap={1} sx={{ my: 1 }}>
        <Button variant="outlined" component={Link} to={`/avaliacao/avaliacoes-desempenho/${avaliacaoId}`}>
          Voltar para a avaliação
        </Button>
      </Stack>
      <Table size="small" data-testid="tabela-resultados">
        <TableHead>
          <TableRow>
            <TableCell>Avaliado</TableCell>
            <TableCell>Cargo</TableCell>
            <TableCell align="right">Geral</TableCell>
            <TableCell align="right">Questionário</TableCell>
            <TableCell align="right">Competências</TableCell>
            {papeis.map(([p, nome]) => (
              <TableCell key={p} align="right">
                {nome}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {r.avaliados.map((a) => (
            <TableRow key={a.avaliadoId} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`/avaliacao/avaliacoes-desempenho/${avaliacaoId}/resultados/${a.avaliadoId}`)}>
              <TableCell>{a.nome}</TableCell>
              <TableCell>{a.cargo ?? ''}</TableCell>
              {a.exibir ? (
                <>
                  <TableCell align="right">{pct(a.geral)}</TableCell>
                  <TableCell align="right">{pct(a.questionario)}</TableCell>
                  <TableCell align="right">{pct(a.competencias)}</TableCell>
                  {papeis.map(([p]) => (
                    <TableCell key={p} align="right">
                      {pct(a.papeis.find((x) => x.papel === p)?.questionario ?? null)}
                    </TableCell>
                  ))}
                </>
              ) : (
                <TableCell colSpan={3 + papeis.length}>
                  <Typography variant="body2" color="text.secondary">
                    {a.mensagem}
                  </Typography>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

const BarrasAspectos = ({ dados }: { readonly dados: ReadonlyArray<{ nome: string; valor: number }> }) =>
  dados.length === 0 ? (
    <Typography color="text.secondary">{SEM_DADOS_GRAFICO}</Typography>
  ) : (
    <Box role="img" aria-label={`Aspectos: ${dados.map((d) => `${d.nome} ${pct(d.valor)}`).join('; ')}`} sx={{ width: '100%', height: Math.max(120, 40 * dados.length + 40) }} data-testid="grafico-aspectos">
      <ResponsiveContainer>
        <BarChart data={[...dados]} layout="vertical" margin={{ left: 16, right: 48 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} />
          <YAxis type="category" dataKey="nome" width={180} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => [pct(Number(v)), 'Percentual']} />
          <Bar dataKey="valor" name="Percentual" fill="#FF850A" isAnimationActive={false}>
            <LabelList dataKey="valor" position="right" formatter={(v: unknown) => pct(Number(v))} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  )

/** One evaluated's result (HR): the evaluated's view with the way back to the evaluation's results. */
export const ResultadoDoAvaliado = () => {
  const { id, avaliadoId } = useParams()
  const notify = useNotify()
  const [r, setR] = useState<ResultadoDetalhado | null>(null)
  useEffect(() => {
    chamarAcao('avaliacao/avaliacoes-desempenho', 'resultado-avaliado', { id: Number(id), parametros: { avaliadoId: Number(avaliadoId) } })
      .then(setR)
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  }, [id, avaliadoId, notify])
  if (!r) return <Carregando />
  return (
    <DetalheDoResultado r={r} titulo="Resultado do Avaliado">
      <Button variant="outlined" component={Link} to={`/avaliacao/avaliacoes-desempenho/${r.avaliacaoDesempenhoId}/resultados`}>
        Voltar aos resultados
      </Button>
    </DetalheDoResultado>
  )
}

/**
 * An evaluated's result: per role, per aspect (bars), per question, competencies against the range and the radar.
 * Shared by HR's page and the evaluated's own ('Meus resultados'), which core cuts to what the evaluation shows them:
 * sections without figures are left out.
 */
export const DetalheDoResultado = ({ r, titulo, children }: { readonly r: ResultadoDetalhado; readonly titulo: string; readonly children?: ReactNode }) => {
  const a = r.avaliado
  const soAutoavaliacao = !r.exibirPerformanceProfissional && a.geral === null && a.papeis.every((p) => p.papel === 'U')
  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Cabecalho r={r} titulo={titulo} />
      <Typography variant="subtitle1" component="h2">
        {a.nome}
        {a.cargo ? ` — ${a.cargo}` : ''}
      </Typography>
      {children && (
        <Stack direction="row" gap={1} sx={{ my: 1 }}>
          {children}
        </Stack>
      )}
      {!a.exibir ? (
        <Alert severity="warning" data-testid="mensagem-avaliado">
          {a.mensagem}
        </Alert>
      ) : (
        <>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
              {!soAutoavaliacao && (
                <Typography data-testid="resultado-geral">
                  Geral {pct(a.geral)} · Questionário {pct(a.questionario)} · Competências {pct(a.competencias)} · {a.respostas} {a.respostas === 1 ? 'resposta' : 'respostas'} no geral
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary" data-testid="resultado-papeis">
                {a.papeis.map((p) => `${p.nome} (${p.quantidade}): questionário ${pct(p.questionario)}, competências ${pct(p.competencias)}`).join(' · ')}
              </Typography>
            </CardContent>
          </Card>
          {r.aspectos.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h2">
                Aspectos
              </Typography>
              <BarrasAspectos dados={r.aspectos.flatMap((x) => (x.percentual === null ? [] : [{ nome: x.nome, valor: x.percentual }]))} />
            </>
          )}
          {r.perguntas.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
                Perguntas
              </Typography>
              <Table size="small">
                <TableBody>
                  {r.perguntas.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell>
                        {p.ordem}. {p.texto}
                        {p.aspecto ? ` (${p.aspecto})` : ''}
                      </TableCell>
                      <TableCell align="right">{pct(p.percentual)}</TableCell>
                      <TableCell align="right">{p.mediaNota === null ? '' : `média ${p.mediaNota.toLocaleString('pt-BR')}`}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </>
      )}
      {r.competencias.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
            Competências
          </Typography>
          <RadarCompetencias radar={r.radar} />
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Competência</TableCell>
                <TableCell align="right">Peso</TableCell>
                <TableCell align="right">Exigido</TableCell>
                <TableCell align="right">Avaliado (média)</TableCell>
                <TableCell>Situação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.competencias.map((c) => (
                <TableRow key={c.competenciaId}>
                  <TableCell>{c.competencia}</TableCell>
                  <TableCell align="right">{c.peso ?? ''}</TableCell>
                  <TableCell align="right">{c.ordemExigida ?? ''}</TableCell>
                  <TableCell align="right">{c.ordemMedia === null ? '–' : c.ordemMedia.toLocaleString('pt-BR')}</TableCell>
                  <TableCell>{c.atende === null ? 'Não avaliado' : c.atende ? 'Atende' : 'Abaixo do exigido'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  )
}
