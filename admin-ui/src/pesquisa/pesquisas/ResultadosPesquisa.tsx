import { useEffect, useState } from 'react'
import { Alert, Autocomplete, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material'
import { Title, useGetList, useNotify } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { ResultadoAspecto, ResultadoPergunta, ResultadosPesquisa as Resultados } from '../../../../core/pesquisa/resultados.ts'
import { SEM_DADOS_GRAFICO } from '../../../../core/shared/consulta.ts'
import { formatarDecimal, formatarInteiro, formatarPercentual } from '../../../../core/shared/formatos.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA } from '../../../../core/shared/questionario.ts'
import type { Formato } from '../../../../core/shared/relatorio.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { temAutoridade } from '../../../../core/sessao/autoridades.ts'
import { AcessoNegado } from '../../paginas/AcessoNegado.tsx'
import { useUserinfo } from '../../sessao/estado.ts'
import { ROLE_PESQUISA } from '../../../../core/pesquisa/pesquisas.ts'
import { avisarResultado, baixarRelatorio } from '../../relatorios/baixar.ts'

interface Opcao {
  readonly id: number
  readonly name: string
}

const SemDados = () => (
  <Box sx={{ p: 2, textAlign: 'center' }} data-testid="grafico-vazio">
    <Typography color="text.secondary">{SEM_DADOS_GRAFICO}</Typography>
  </Box>
)

/** Horizontal bars (one per category), values labelled; the chart's data also said in its aria-label. */
const Barras = ({ dados, rotulo, titulo, formatar = formatarInteiro }: { readonly dados: ReadonlyArray<{ nome: string; valor: number }>; readonly rotulo: string; readonly titulo: string; readonly formatar?: (v: number) => string }) => (
  <Box
    role="img"
    aria-label={`${titulo}: ${dados.map((d) => `${d.nome} ${formatar(d.valor)}`).join('; ')}`}
    sx={{ width: '100%', height: Math.max(120, 40 * dados.length + 40) }}
    data-testid="grafico-barras"
  >
    <ResponsiveContainer>
      <BarChart data={[...dados]} layout="vertical" margin={{ left: 16, right: 40 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="nome" width={180} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(v) => [formatar(Number(v)), rotulo]} />
        <Bar dataKey="valor" name={rotulo} fill="#FF850A" isAnimationActive={false}>
          <LabelList dataKey="valor" position="right" formatter={(v: unknown) => formatar(Number(v))} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  </Box>
)

const TIPOS: Record<number, string> = { [TIPO_OBJETIVA]: 'Objetiva', [TIPO_MULTIPLA_ESCOLHA]: 'Múltipla escolha', [TIPO_NOTA]: 'Nota', [TIPO_SUBJETIVA]: 'Subjetiva' }

const Pergunta = ({ p }: { readonly p: ResultadoPergunta }) => (
  <Card variant="outlined" sx={{ mb: 2 }} data-testid={`resultado-pergunta-${p.id}`}>
    <CardContent>
      <Typography variant="subtitle1" component="h3">
        {p.ordem}. {p.texto}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {TIPOS[p.tipo]}
        {p.aspecto ? ` · ${p.aspecto}` : ''} · {formatarInteiro(p.respondidas)} {p.respondidas === 1 ? 'resposta' : 'respostas'}
      </Typography>
      {(p.tipo === TIPO_OBJETIVA || p.tipo === TIPO_MULTIPLA_ESCOLHA) &&
        (p.respondidas === 0 ? (
          <SemDados />
        ) : (
          <>
            <Barras titulo={p.texto} rotulo="Respostas" dados={p.opcoes.map((o) => ({ nome: o.texto, valor: o.quantidade }))} />
            <Typography variant="body2" color="text.secondary">
              {p.opcoes.map((o) => `${o.texto}: ${formatarInteiro(o.quantidade)} (${formatarPercentual(o.percentual, 2, true)})`).join(' · ')}
            </Typography>
          </>
        ))}
      {p.tipo === TIPO_NOTA &&
        (p.respondidas === 0 || p.media === null ? (
          <SemDados />
        ) : (
          <>
            <Typography variant="h5" component="p" data-testid="media-nota">
              Média: {formatarDecimal(p.media, 2, true)}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                (de {p.notaMinima} a {p.notaMaxima})
              </Typography>
            </Typography>
            <Barras titulo={`Distribuição das notas: ${p.texto}`} rotulo="Respostas" dados={p.notas.map((n) => ({ nome: `Nota ${n.nota}`, valor: n.quantidade }))} />
          </>
        ))}
      {p.comentarios.length > 0 && (
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }} aria-label={p.tipo === TIPO_SUBJETIVA ? 'Respostas' : 'Comentários'}>
          {p.comentarios.map((c, i) => (
            <li key={i}>
              <Typography variant="body2">{c}</Typography>
            </li>
          ))}
        </Box>
      )}
      {p.tipo === TIPO_SUBJETIVA && p.comentarios.length === 0 && <Typography color="text.secondary">Sem respostas.</Typography>}
    </CardContent>
  </Card>
)

const Aspectos = ({ aspectos }: { readonly aspectos: ReadonlyArray<ResultadoAspecto> }) => {
  const comMedia = aspectos.filter((a): a is ResultadoAspecto & { media: number } => a.media !== null)
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          Média por aspecto
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          A média das médias das perguntas de nota de cada aspecto.
        </Typography>
        {comMedia.length === 0 ? (
          <SemDados />
        ) : (
          <Barras titulo="Média por aspecto" rotulo="Média" formatar={(v) => formatarDecimal(v, 2, true)} dados={comMedia.map((a) => ({ nome: a.nome, valor: a.media }))} />
        )}
      </CardContent>
    </Card>
  )
}

const Filtro = ({ rotulo, recurso, valor, onChange }: { readonly rotulo: string; readonly recurso: string; readonly valor: ReadonlyArray<number>; readonly onChange: (ids: number[]) => void }) => {
  const { data = [] } = useGetList<{ id: number; nome?: string; descricao?: string }>(recurso, { pagination: { page: 1, perPage: 500 }, sort: { field: 'nome', order: 'ASC' } })
  const opcoes: Opcao[] = data.map((d) => ({ id: Number(d.id), name: String(d.nome ?? d.descricao ?? d.id) }))
  return (
    <Autocomplete
      multiple
      sx={{ minWidth: 280, flex: 1 }}
      options={opcoes}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={opcoes.filter((o) => valor.includes(o.id))}
      onChange={(_, v) => onChange(v.map((o) => o.id))}
      renderTags={(v, props) => v.map((o, i) => <Chip {...props({ index: i })} key={o.id} label={o.name} size="small" />)}
      renderInput={(p) => <TextField {...p} label={rotulo} />}
    />
  )
}

/**
 * The survey's results (issue 16 part B): participation, the charts of each question, the comments, the aspects'
 * averages; filters by area and cargo (at submission) under the group-size rule (core/pesquisa/resultados.ts); the
 * same figures as the report, downloaded here in PDF or XLSX.
 */
const Tela = () => {
  const { id } = useParams()
  const pesquisaId = Number(id)
  const notify = useNotify()
  const [areas, setAreas] = useState<number[]>([])
  const [cargos, setCargos] = useState<number[]>([])
  const [r, setR] = useState<Resultados | null>(null)
  useEffect(() => {
    if (!pesquisaId) return
    chamarAcao('pesquisa/pesquisas', 'resultados', {
      id: pesquisaId,
      query: { ...(areas.length ? { areasOrganizacionaisIds: areas.join(',') } : {}), ...(cargos.length ? { cargosIds: cargos.join(',') } : {}) },
    })
      .then(setR)
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  }, [pesquisaId, areas, cargos, notify])
  const baixar = async (formato: Formato) =>
    avisarResultado(await baixarRelatorio('pesquisa/relatorio', formato, { questionarioId: pesquisaId, areasOrganizacionaisIds: areas, cargosIds: cargos }), notify)
  if (!r) return <Carregando />
  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title="Resultados da Pesquisa" />
      <Typography variant="h6" component="h1">
        Resultados da Pesquisa: {r.pesquisa.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {r.pesquisa.anonima ? 'Pesquisa anônima.' : 'Pesquisa identificada.'} Grupos com menos de 3 respostas não são exibidos.
      </Typography>
      <Stack direction="row" gap={1} sx={{ my: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" component={Link} to={`/pesquisa/pesquisas/${pesquisaId}`}>
          Voltar para a pesquisa
        </Button>
        <Button variant="contained" onClick={() => void baixar('pdf')}>
          Relatório
        </Button>
        <Button variant="outlined" onClick={() => void baixar('xlsx')}>
          Exportar para XLS
        </Button>
      </Stack>
      <Stack direction="row" gap={2} sx={{ my: 2, flexWrap: 'wrap' }}>
        <Filtro rotulo="Áreas Organizacionais" recurso="cargo-salario/areas-organizacionais" valor={areas} onChange={setAreas} />
        <Filtro rotulo="Cargos" recurso="cargo-salario/cargos" valor={cargos} onChange={setCargos} />
      </Stack>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            Participação
          </Typography>
          <Typography data-testid="participacao">
            {formatarInteiro(r.enviadas)} de {formatarInteiro(r.publico)} {r.publico === 1 ? 'pessoa' : 'pessoas'} do público enviaram as respostas
            {r.participacao !== null ? ` (${formatarPercentual(r.participacao, 2, true)})` : ''}.
            {r.filtrado && r.exibir ? ` No recorte: ${formatarInteiro(r.respostas)} ${r.respostas === 1 ? 'resposta' : 'respostas'}.` : ''}
          </Typography>
        </CardContent>
      </Card>
      {r.mensagem && (
        <Alert severity={r.exibir ? 'info' : 'warning'} sx={{ mb: 2 }} data-testid="mensagem-resultados">
          {r.mensagem}
        </Alert>
      )}
      {r.exibir && r.respostas > 0 && (
        <>
          <Aspectos aspectos={r.aspectos} />
          {r.perguntas.map((p) => (
            <Pergunta key={p.id} p={p} />
          ))}
        </>
      )}
    </Box>
  )
}

export const ResultadosPesquisa = () => {
  const u = useUserinfo()
  if (!u) return <Carregando />
  return temAutoridade(u.authorities, ROLE_PESQUISA) ? <Tela /> : <AcessoNegado />
}
