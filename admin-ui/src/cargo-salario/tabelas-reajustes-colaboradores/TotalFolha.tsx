import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { Title, useGetOne } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatarData, formatarDecimal, formatarDinheiro, formatarInteiro, formatarMes, formatarPercentual } from '../../../../core/shared/formatos.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { erroDe } from '../../api/http.ts'
import { Carregando } from '../../comum/Carregando.tsx'

const NOME = 'cargo-salario/tabelas-reajustes-colaboradores'
type Resposta = ResultadoAcao<typeof NOME, 'total-folha'>
type Parte = Resposta['porArea'][number]

const pct = (p: number | null) => (p === null ? '—' : formatarPercentual(p, 2, true))
const reaisCurto = (c: number) => (Math.abs(c) >= 100_000_000 ? `R$ ${formatarDecimal(c / 100_000_000, 1)} mi` : Math.abs(c) >= 100_000 ? `R$ ${formatarDecimal(c / 100_000, 1)} mil` : formatarDinheiro(c))

const Numero = ({ titulo, valor, detalhe, destaque }: { readonly titulo: string; readonly valor: string; readonly detalhe?: string; readonly destaque?: boolean }) => (
  <Card variant="outlined" sx={{ height: '100%', ...(destaque ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}>
    <CardContent>
      <Typography variant="overline" color="text.secondary">
        {titulo}
      </Typography>
      <Typography variant="h5" fontWeight={600}>
        {valor}
      </Typography>
      {detalhe && (
        <Typography variant="body2" color="text.secondary">
          {detalhe}
        </Typography>
      )}
    </CardContent>
  </Card>
)

/** Current against proposed, one pair of bars per area or establishment (R$ per month). */
const Grafico = ({ partes, titulo }: { readonly partes: ReadonlyArray<Parte>; readonly titulo: string }) =>
  partes.length ? (
    <Box role="img" aria-label={`Gráfico: ${titulo}`} sx={{ width: '100%', height: Math.max(260, partes.length * 36) }}>
      <ResponsiveContainer>
        <BarChart data={partes.map((p) => ({ nome: p.nome, atual: p.atual, proposto: p.proposto }))} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={reaisCurto} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="nome" width={180} tick={{ fontSize: 12 }} interval={0} />
          <Tooltip formatter={(v, nome) => [formatarDinheiro(Number(v)), nome === 'atual' ? 'Folha atual' : 'Folha proposta']} />
          <Legend formatter={(nome) => (nome === 'atual' ? 'Folha atual' : 'Folha proposta')} />
          <Bar dataKey="atual" fill="#455A64" isAnimationActive={false} />
          <Bar dataKey="proposto" fill="#FF850A" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  ) : null

const Quadro = ({ titulo, partes, rotulo }: { readonly titulo: string; readonly partes: ReadonlyArray<Parte>; readonly rotulo: string }) => (
  <Card variant="outlined" sx={{ mt: 2 }}>
    <CardHeader title={titulo} titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }} />
    <CardContent sx={{ pt: 0 }}>
      <Grafico partes={partes} titulo={titulo} />
      <Table size="small" aria-label={titulo}>
        <TableHead>
          <TableRow>
            <TableCell>{rotulo}</TableCell>
            <TableCell align="right">Talentos</TableCell>
            <TableCell align="right">Folha atual</TableCell>
            <TableCell align="right">Folha proposta</TableCell>
            <TableCell align="right">Diferença (R$)</TableCell>
            <TableCell align="right">Diferença (%)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {partes.map((p) => (
            <TableRow key={`${p.id}`}>
              <TableCell>{p.nome}</TableCell>
              <TableCell align="right">{formatarInteiro(p.quantidade)}</TableCell>
              <TableCell align="right">{formatarDinheiro(p.atual)}</TableCell>
              <TableCell align="right">{formatarDinheiro(p.proposto)}</TableCell>
              <TableCell align="right">{formatarDinheiro(p.diferenca)}</TableCell>
              <TableCell align="right">{pct(p.percentual)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardContent>
  </Card>
)

/**
 * What the table costs (spec 001 §7 `total-folha`): the monthly payroll before and after, the difference in R$ and %,
 * by area and by establishment with bar charts, and the weight on the whole company's payroll — the page an HR
 * director shows the board before the table is applied.
 */
export const TotalFolha = () => {
  const { id } = useParams()
  const tabelaId = Number(id)
  const { data: tabela } = useGetOne(NOME, { id: tabelaId })
  const [r, setR] = useState<Resposta | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  useEffect(() => {
    let vivo = true
    chamarAcao(NOME, 'total-folha', { id: tabelaId })
      .then((x) => vivo && setR(x))
      .catch((e) => vivo && setFalha(erroDe(e).mensagem))
    return () => {
      vivo = false
    }
  }, [tabelaId])
  const titulo = `Custo da folha${tabela ? ` — ${String(tabela['nome'])}` : ''}`
  return (
    <Box sx={{ p: 2 }} data-testid="total-folha">
      <Title title={titulo} />
      <Button component={Link} to={`/${NOME}/${tabelaId}`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Voltar à tabela
      </Button>
      <Typography variant="h6" component="h1">
        {titulo}
      </Typography>
      {falha && <Alert severity="error">{falha}</Alert>}
      {!r && !falha && <Carregando />}
      {r && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Folha mensal em {formatarData(r.data)}, antes e depois do reajuste ({formatarInteiro(r.total.quantidade)} talento(s) na tabela).
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${r.faturamento ? 5 : 4}, 1fr)` } }}>
              <Numero titulo="Folha atual (tabela)" valor={formatarDinheiro(r.total.atual)} />
              <Numero titulo="Folha proposta (tabela)" valor={formatarDinheiro(r.total.proposto)} />
              <Numero titulo="Aumento mensal" valor={formatarDinheiro(r.total.diferenca)} detalhe={`${pct(r.total.percentual)} sobre a folha da tabela · ${formatarDinheiro(r.total.diferenca * 13)} por ano com o 13º`} destaque />
              <Numero
                titulo="Folha da empresa"
                valor={formatarDinheiro(r.folhaEmpresa.proposto)}
                detalhe={`era ${formatarDinheiro(r.folhaEmpresa.atual)} (${formatarInteiro(r.folhaEmpresa.quantidade)} ativos): ${pct(r.folhaEmpresa.percentual)}`}
              />
              {r.faturamento && (
                <Numero
                  titulo="Folha / faturamento"
                  valor={pct(r.faturamento.depois)}
                  detalhe={`era ${pct(r.faturamento.antes)} · faturamento de ${formatarMes(r.faturamento.mesAno)}: ${formatarDinheiro(r.faturamento.valor)}`}
                />
              )}
          </Box>
          <Quadro titulo="Por área organizacional" rotulo="Área organizacional" partes={r.porArea} />
          <Quadro titulo="Por estabelecimento" rotulo="Estabelecimento" partes={r.porEstabelecimento} />
        </>
      )}
    </Box>
  )
}
