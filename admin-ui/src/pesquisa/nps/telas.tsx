import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Edit, Title, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { PontoTendencia, ResultadoNps } from '../../../../core/pesquisa/nps.ts'
import { formatarData, formatarDecimal, formatarInteiro, formatarPercentual } from '../../../../core/shared/formatos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { useRecurso } from '../../generico/recurso.ts'

/** Release and result of the round being edited. */
const AcoesDaRodada = () => {
  const r = useRecordContext()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!r) return null
  const liberada = r['liberada'] === true
  const liberar = () =>
    chamarAcao('pesquisa/nps', 'liberar', { id: Number(r.id), corpo: { liberada: !liberada } })
      .then(() => {
        notify(liberada ? 'Rodada bloqueada.' : 'Rodada liberada para as respostas do público.', { type: 'success' })
        refresh()
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  const lembrar = () =>
    chamarAcao('pesquisa/nps', 'enviar-lembrete', { id: Number(r.id) })
      .then((x) => notify(x.message, { type: 'success' }))
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  return (
    <Stack direction="row" gap={1} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
      <Typography variant="body2" sx={{ mr: 1 }} data-testid="situacao-nps">
        {liberada ? 'Liberada' : 'Não liberada'}
      </Typography>
      <Button variant={liberada ? 'outlined' : 'contained'} onClick={liberar}>
        {liberada ? 'Bloquear' : 'Liberar'}
      </Button>
      <Button variant="outlined" component={Link} to={`/pesquisa/colaborador-respostas?pesquisaId=${String(r.id)}`}>
        Respostas
      </Button>
      <Button variant="outlined" component={Link} to={`/pesquisa/nps/${String(r.id)}/resultado`}>
        Resultado
      </Button>
      {liberada && (
        <Button variant="outlined" onClick={lembrar}>
          Enviar lembrete
        </Button>
      )}
    </Stack>
  )
}

const Edicao = () => {
  const r = useRecurso()
  return (
    <Edit title={`Editar ${r.labelSingular}`} redirect="list" mutationMode="pessimistic" actions={<AcoesDaRodada />}>
      <FormularioRecurso recurso={r} modo="update" />
    </Edit>
  )
}

const formatarScore = (s: number | null) => (s === null ? '—' : formatarDecimal(s, 1))

/** The score by round as a line; the points without a score (no answers, or hidden by the group rule) left as gaps. */
const Tendencia = ({ pontos }: { readonly pontos: ReadonlyArray<PontoTendencia> }) => {
  const dados = pontos.map((p) => ({ nome: `${p.titulo} (${formatarData(p.dataInicio)})`, score: p.score }))
  return (
    <Box
      role="img"
      aria-label={`Tendência do score NPS: ${dados.map((d) => `${d.nome} ${formatarScore(d.score)}`).join('; ')}`}
      sx={{ width: '100%', height: 280 }}
      data-testid="grafico-tendencia-nps"
    >
      <ResponsiveContainer>
        <LineChart data={dados} margin={{ left: 8, right: 24, top: 16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="nome" tick={{ fontSize: 11 }} />
          <YAxis domain={[-100, 100]} />
          <Tooltip formatter={(v) => [formatarScore(v === null || v === undefined ? null : Number(v)), 'Score NPS']} />
          <Line type="monotone" dataKey="score" name="Score NPS" stroke="#FF850A" strokeWidth={2} connectNulls isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  )
}

const Numero = ({ rotulo, valor, testid }: { readonly rotulo: string; readonly valor: string; readonly testid?: string }) => (
  <Card variant="outlined" sx={{ minWidth: 160 }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography variant="h5" data-testid={testid}>
        {valor}
      </Typography>
    </CardContent>
  </Card>
)

/** A round's result: score, the three groups, participation, comments (alphabetical) and the trend of the rounds. */
const Resultado = () => {
  const { id } = useParams()
  const [r, setR] = useState<ResultadoNps | null>(null)
  const [pontos, setPontos] = useState<ReadonlyArray<PontoTendencia>>([])
  const [falha, setFalha] = useState<string | null>(null)
  useEffect(() => {
    chamarAcao('pesquisa/nps', 'resultado', { id: Number(id) })
      .then(setR)
      .catch((e: Error) => setFalha(e.message))
    chamarAcao('pesquisa/nps', 'tendencia')
      .then(setPontos)
      .catch((e: Error) => setFalha(e.message))
  }, [id])
  if (falha) return <Alert severity="error">{falha}</Alert>
  if (!r) return <Carregando />
  const grupos = [
    { nome: 'Promotores (9 e 10)', n: r.promotores, p: r.percentualPromotores },
    { nome: 'Neutros (7 e 8)', n: r.neutros, p: r.percentualNeutros },
    { nome: 'Detratores (0 a 6)', n: r.detratores, p: r.percentualDetratores },
  ]
  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title={`Resultado do NPS: ${r.rodada.titulo}`} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {r.rodada.titulo}
        </Typography>
        <Button variant="outlined" component={Link} to={`/pesquisa/nps/${String(r.rodada.id)}`}>
          Voltar à rodada
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {r.rodada.pergunta} · de {formatarData(r.rodada.dataInicio)} a {formatarData(r.rodada.dataFim)}
        {r.rodada.anonima ? ' · anônima' : ''}
      </Typography>
      <Stack direction="row" gap={2} sx={{ flexWrap: 'wrap', my: 2 }}>
        <Numero rotulo="Score NPS" valor={formatarScore(r.score)} testid="score-nps" />
        <Numero rotulo="Respostas" valor={formatarInteiro(r.enviadas)} />
        <Numero rotulo="Público-alvo" valor={formatarInteiro(r.publico)} />
        <Numero rotulo="Participação" valor={r.participacao === null ? '—' : formatarPercentual(r.participacao)} />
      </Stack>
      {r.mensagem && <Alert severity="info">{r.mensagem}</Alert>}
      {r.exibir && r.total > 0 && (
        <Table size="small" sx={{ maxWidth: 560, my: 2 }} data-testid="grupos-nps">
          <TableHead>
            <TableRow>
              <TableCell>Grupo</TableCell>
              <TableCell align="right">Quantidade</TableCell>
              <TableCell align="right">%</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {grupos.map((g) => (
              <TableRow key={g.nome}>
                <TableCell>{g.nome}</TableCell>
                <TableCell align="right">{formatarInteiro(g.n)}</TableCell>
                <TableCell align="right">{formatarPercentual(g.p)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        Tendência do score por rodada
      </Typography>
      <Tendencia pontos={pontos} />
      {r.exibir && (
        <>
          <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
            Comentários
          </Typography>
          {r.comentarios.length === 0 && <Typography color="text.secondary">Sem comentários.</Typography>}
          <Box component="ul" data-testid="comentarios-nps">
            {r.comentarios.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </Box>
        </>
      )}
    </Box>
  )
}

/** NPS rounds: the generic list and form, with release and result (score, groups, comments, trend chart). */
const telas: TelasPersonalizadas = {
  edit: () => (
    <ExigirAcesso modo="alterar">
      <Edicao />
    </ExigirAcesso>
  ),
  rotas: [{ caminho: ':id/resultado', tela: Resultado }],
}
export default telas
