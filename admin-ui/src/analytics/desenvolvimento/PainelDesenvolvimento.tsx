import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import SearchIcon from '@mui/icons-material/Search'
import { Form, Title, useNotify } from 'react-admin'
import { Bar, CartesianGrid, Cell, ComposedChart, Legend, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { CLIQUE_DESPESAS, consultaInvestimentoPorCurso, consultaPainelDesenvolvimento, consultaTipoDespesaPorCurso, CURSO_SEM_DESPESAS } from '../../../../core/desenvolvimento/analytics.ts'
import { ROLE_DESENVOLVIMENTO } from '../../../../core/desenvolvimento/categoria-curso.ts'
import { SEM_DADOS_GRAFICO, validarFiltro, type ResultadoConsulta } from '../../../../core/shared/consulta.ts'
import { diaEmSaoPaulo } from '../../../../core/shared/datas.ts'
import { formatarDinheiro, formatarMes } from '../../../../core/shared/formatos.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import { camposDoFormulario } from '../../generico/recurso.ts'
import { consultarNoServidor } from '../../relatorios/consultar.ts'
import { useAutoridades } from '../../sessao/estado.ts'

const CORES = ['#FF850A', '#455A64', '#2E7D32', '#6A1B9A', '#0277BD', '#C62828', '#F9A825', '#00838F']
const numero = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0))
const horas = (v: number) => `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} h`

interface LinhaCurso {
  readonly cursoId: number
  readonly nomeCurso: string
  readonly investimento: number
  readonly turmas: number
}
interface Despesa {
  readonly descricao: string
  readonly valor: number
}

const Cartao = ({ titulo, valor }: { readonly titulo: string; readonly valor: string }) => (
  <Card variant="outlined" sx={{ minWidth: 180, flex: 1 }} data-testid={`cartao-${titulo}`}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {titulo}
      </Typography>
      <Typography variant="h5" component="p">
        {valor}
      </Typography>
    </CardContent>
  </Card>
)

/**
 * The development dashboard (spec 002 /analytics/desenvolvimento): filter (company, base date, months, hour-goal
 * group), cards of the period, hours held against the goal per month, and the investment-per-course doughnut whose
 * slice opens that course's detailed expenses by type. Every figure comes from the server's consultas.
 */
export const PainelDesenvolvimento = () => {
  const notify = useNotify()
  const autoridades = useAutoridades()
  const hoje = diaEmSaoPaulo(Date.now())
  const padrao = useMemo(() => ({ mesIni: `${hoje.slice(0, 4)}-01`, mesFim: hoje.slice(0, 7), dataBase: hoje }), [hoje])
  const [filtro, setFiltro] = useState<Record<string, unknown>>(padrao)
  const [meses, setMeses] = useState<ResultadoConsulta<unknown> | undefined>()
  const [cursos, setCursos] = useState<ReadonlyArray<LinhaCurso>>([])
  const [aberto, setAberto] = useState<{ readonly curso: LinhaCurso; readonly despesas: ReadonlyArray<Despesa> } | undefined>()
  const validate = useMemo(() => validadorCore((v) => validarFiltro(consultaPainelDesenvolvimento, v, hoje, undefined)), [hoje])

  const consultar = async (valores: Record<string, unknown>) => {
    const [m, c] = await Promise.all([consultarNoServidor(consultaPainelDesenvolvimento, valores), consultarNoServidor(consultaInvestimentoPorCurso, valores)])
    if (m.tipo === 'erro') {
      if (Object.keys(m.erros).length) return m.erros
      notify(m.mensagem, { type: 'error' })
      return undefined
    }
    setFiltro(valores)
    setMeses(m.resultado)
    setCursos(c.tipo === 'ok' ? (c.resultado.linhas as unknown as ReadonlyArray<LinhaCurso>) : [])
    return undefined
  }
  useEffect(() => {
    void consultar(padrao)
  }, [padrao])

  const abrirDespesas = async (curso: LinhaCurso) => {
    const r = await consultarNoServidor(consultaTipoDespesaPorCurso, { ...filtro, cursosIds: [curso.cursoId] })
    if (r.tipo === 'erro') return notify(r.mensagem, { type: 'error' })
    setAberto({ curso, despesas: r.resultado.linhas as unknown as ReadonlyArray<Despesa> })
  }

  if (!autoridades.includes(ROLE_DESENVOLVIMENTO)) return <Alert severity="warning">Acesso negado.</Alert>
  const totais = meses?.totais ?? {}
  const dadosMeses: ReadonlyArray<Record<string, string | number | null>> = (meses?.linhas ?? []).map((l) => ({ ...l, mes: formatarMes(String(l['mes'])) }))
  const temMeta = dadosMeses.some((l) => l['metaHoras'] !== null)
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Painel de Desenvolvimento" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Painel de Desenvolvimento
      </Typography>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Form {...MODO_SUBMIT} validate={validate} defaultValues={padrao} onSubmit={consultar}>
            <FocarPrimeiroErro />
            <Stack direction="row" columnGap={2} flexWrap="wrap" useFlexGap sx={{ '& > *': { minWidth: 200 } }}>
              {camposDoFormulario(consultaPainelDesenvolvimento.filtro).map(([k, c]) => (
                <Box key={k}>
                  <Entrada recurso={consultaPainelDesenvolvimento.caminho} fonte={k} campo={c} modo="create" />
                </Box>
              ))}
            </Stack>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              Consultar
            </Button>
          </Form>
        </CardContent>
      </Card>
      {meses && (
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
            <Cartao titulo="Turmas realizadas" valor={String(numero(totais['turmas']))} />
            <Cartao titulo="Participantes" valor={String(numero(totais['participantes']))} />
            <Cartao titulo="Horas de treinamento" valor={horas(numero(totais['horas']))} />
            <Cartao titulo="Investimento" valor={formatarDinheiro(numero(totais['investimento']))} />
          </Stack>
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
            <Card variant="outlined" sx={{ flex: 3 }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  Horas realizadas × meta
                </Typography>
                {dadosMeses.some((l) => numero(l['horas']) > 0 || l['metaHoras'] !== null) ? (
                  <Box role="img" aria-label="Gráfico: horas realizadas e meta por mês" sx={{ width: '100%', height: 300 }}>
                    <ResponsiveContainer>
                      <ComposedChart data={[...dadosMeses]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                        <CartesianGrid strokeDasharray="3 3" vertical={false} />
                        <XAxis dataKey="mes" tick={{ fontSize: 12 }} />
                        <YAxis tick={{ fontSize: 12 }} />
                        <Tooltip formatter={(v, n) => [horas(Number(v)), n === 'horas' ? 'Horas realizadas' : 'Meta']} />
                        <Legend formatter={(n) => (n === 'horas' ? 'Horas realizadas' : 'Meta')} />
                        <Bar dataKey="horas" fill={CORES[0]} isAnimationActive={false} />
                        {temMeta && <Line dataKey="metaHoras" stroke={CORES[1]} strokeWidth={2} isAnimationActive={false} />}
                      </ComposedChart>
                    </ResponsiveContainer>
                  </Box>
                ) : (
                  <Typography color="text.secondary">{SEM_DADOS_GRAFICO}</Typography>
                )}
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ flex: 2 }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  Investimento por curso
                </Typography>
                {cursos.length ? (
                  <>
                    <Box role="img" aria-label="Gráfico: investimento por curso" sx={{ width: '100%', height: 260 }}>
                      <ResponsiveContainer>
                        <PieChart>
                          <Pie data={[...cursos]} dataKey="investimento" nameKey="nomeCurso" innerRadius="55%" outerRadius="85%" isAnimationActive={false} onClick={(d: { payload?: LinhaCurso }) => d.payload && void abrirDespesas(d.payload)} cursor="pointer">
                            {cursos.map((c, i) => (
                              <Cell key={c.cursoId} fill={CORES[i % CORES.length]} />
                            ))}
                          </Pie>
                          <Tooltip
                            content={({ active, payload }) => {
                              const c = active ? (payload?.[0]?.payload as LinhaCurso | undefined) : undefined
                              return c ? (
                                <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 1 }}>
                                  <Typography variant="body2">{c.nomeCurso}</Typography>
                                  <Typography variant="body2">{formatarDinheiro(c.investimento)}</Typography>
                                  <Typography variant="caption" color="text.secondary">
                                    {CLIQUE_DESPESAS}
                                  </Typography>
                                </Box>
                              ) : null
                            }}
                          />
                        </PieChart>
                      </ResponsiveContainer>
                    </Box>
                    <Stack spacing={0.5}>
                      {cursos.map((c, i) => (
                        <Button key={c.cursoId} size="small" onClick={() => void abrirDespesas(c)} title={CLIQUE_DESPESAS} sx={{ justifyContent: 'flex-start', textTransform: 'none' }} startIcon={<Box sx={{ width: 12, height: 12, bgcolor: CORES[i % CORES.length] }} />}>
                          {c.nomeCurso}: {formatarDinheiro(c.investimento)}
                        </Button>
                      ))}
                    </Stack>
                  </>
                ) : (
                  <Typography color="text.secondary">{SEM_DADOS_GRAFICO}</Typography>
                )}
              </CardContent>
            </Card>
          </Stack>
        </>
      )}
      {aberto && (
        <Dialog open onClose={() => setAberto(undefined)} maxWidth="sm" fullWidth aria-labelledby="titulo-despesas">
          <DialogTitle id="titulo-despesas">Despesas — {aberto.curso.nomeCurso}</DialogTitle>
          <DialogContent>
            {aberto.despesas.length ? (
              <Table size="small" aria-label="Despesas do curso">
                <TableHead>
                  <TableRow>
                    <TableCell>Tipo de despesa</TableCell>
                    <TableCell align="right">Valor</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {aberto.despesas.map((d) => (
                    <TableRow key={d.descricao}>
                      <TableCell>{d.descricao}</TableCell>
                      <TableCell align="right">{formatarDinheiro(d.valor)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Typography>{CURSO_SEM_DESPESAS}</Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAberto(undefined)}>OK</Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  )
}
