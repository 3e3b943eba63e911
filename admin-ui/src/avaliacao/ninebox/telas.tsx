import { useCallback, useEffect, useState } from 'react'
import {
  Alert,
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material'
import { Title, useGetList, useNotify } from 'react-admin'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { CAMPOS_PERCENTUAIS, TITULO_BOX_MAX } from '../../../../core/avaliacao/nineBox.ts'
import type { GraficoNineBox, PdiDoBox } from '../../../../core/avaliacao/nineBoxCasos.ts'
import { nineBox } from '../../../../core/avaliacao/nineBoxRecurso.ts'
import { diaEmSaoPaulo } from '../../../../core/shared/datas.ts'
import { formatarPercentual } from '../../../../core/shared/formatos.ts'
import { chamarAcao, urlAcao } from '../../api/acoes.ts'
import { dataProvider } from '../../api/dataProvider.ts'
import { CABECALHO_CSRF } from '../../api/requisicao.ts'
import { erroDe } from '../../api/http.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'

type Box_ = { nomeclatura: string; descricao: string }
interface Formulario {
  avaliacaoDesempenhoId: number | ''
  data: string
  percentuais: Record<(typeof CAMPOS_PERCENTUAIS)[number], string>
  boxes: Box_[]
}

const ROTULOS: Record<(typeof CAMPOS_PERCENTUAIS)[number], string> = {
  percentualBaixoPotencial: 'Baixo potencial (%)',
  percentualAltoPotencial: 'Alto potencial (%)',
  percentualBaixoDesempenho: 'Baixo desempenho (%)',
  percentualAltoDesempenho: 'Alto desempenho (%)',
}

const corpoDe = (f: Formulario) => ({
  avaliacaoDesempenhoId: f.avaliacaoDesempenhoId === '' ? null : f.avaliacaoDesempenhoId,
  data: f.data,
  // Digits only (max 2) are typed; an empty field travels as null so the §5 message comes back.
  ...Object.fromEntries(CAMPOS_PERCENTUAIS.map((c) => [c, f.percentuais[c] === '' ? null : Number(f.percentuais[c])])),
  ...Object.fromEntries(f.boxes.map((b, i) => [`box${i + 1}`, b])),
})

/** The errors of a failed save, each once, in an alert dialog titled 'Alerta' (spec 002 §5). */
const DialogoAlerta = ({ mensagens, fechar }: { readonly mensagens: ReadonlyArray<string>; readonly fechar: () => void }) => (
  <Dialog open={mensagens.length > 0} onClose={fechar} aria-labelledby="alerta-titulo">
    <DialogTitle id="alerta-titulo">Alerta</DialogTitle>
    <DialogContent>
      {[...new Set(mensagens)].map((m) => (
        <Typography key={m} data-testid="alerta-mensagem">
          {m}
        </Typography>
      ))}
    </DialogContent>
    <DialogActions>
      <Button onClick={fechar} autoFocus>
        OK
      </Button>
    </DialogActions>
  </Dialog>
)

const baixarNineBox = async (id: number) => {
  const res = await fetch(urlAcao('avaliacao/ninebox', 'relatorio'), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...CABECALHO_CSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  })
  if (!res.ok) throw new Error(String(((await res.json().catch(() => ({}))) as { message?: string }).message ?? 'Erro'))
  const link = document.createElement('a')
  link.href = URL.createObjectURL(await res.blob())
  link.download = 'NineBox.pdf'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/**
 * The 3×3 matrix: rows from the top (alto) to the bottom (baixo), columns from baixo to alto; box = 3 × linha +
 * coluna + 1 whatever the axes (core's numbering). Rows are potential, columns performance; the server setting
 * inverts them (only the labels and tooltips change here).
 */
const Matriz = ({ g, selecionado, selecionar }: { readonly g: GraficoNineBox; readonly selecionado: number | null; readonly selecionar: (b: number) => void }) => {
  const [linhas, colunas] = g.invertido ? ['Desempenho', 'Potencial'] : ['Potencial', 'Desempenho']
  const faixa = ['Baixo', 'Médio', 'Alto']
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '110px repeat(3, 1fr)', gap: 1, maxWidth: 900 }} data-testid="matriz-ninebox">
      {[2, 1, 0].map((l) => (
        <Box key={l} sx={{ display: 'contents' }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography variant="body2">
              {linhas}: {faixa[l]}
            </Typography>
          </Box>
          {[0, 1, 2].map((c) => {
            const n = 3 * l + c + 1
            const b = g.boxes[n - 1]!
            return (
              <Tooltip key={n} title={`${linhas} ${faixa[l]!.toLowerCase()} · ${colunas} ${faixa[c]!.toLowerCase()}`}>
                <Paper
                  component="button"
                  type="button"
                  variant="outlined"
                  onClick={() => selecionar(n)}
                  aria-pressed={selecionado === n}
                  data-testid={`box-${n}`}
                  sx={{
                    p: 1.5,
                    minHeight: 90,
                    textAlign: 'left',
                    cursor: 'pointer',
                    font: 'inherit',
                    bgcolor: selecionado === n ? '#FFE0B2' : l + c >= 3 ? '#E8F5E9' : l + c <= 1 ? '#FDECEA' : '#FFF8E1',
                    borderWidth: selecionado === n ? 2 : 1,
                    borderColor: selecionado === n ? 'warning.main' : 'divider',
                  }}
                >
                  <Typography variant="subtitle2">
                    {n}. {b.nomeclatura}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {b.quantidade}
                  </Typography>
                </Paper>
              </Tooltip>
            )
          })}
        </Box>
      ))}
      <Box />
      {[0, 1, 2].map((c) => (
        <Typography key={c} variant="body2" align="center">
          {colunas}: {faixa[c]}
        </Typography>
      ))}
    </Box>
  )
}

const pct = (v: number) => formatarPercentual(v, 2, true)

/**
 * Talents of the selected box (name, photo, cargo, percentages) and the box's description cut at 200 characters; with
 * the evaluation's potential, each talent's competencies below what the range requires (`chart/pdi`, a PDI's start).
 */
const TalentosDoBox = ({ g, box, comPdi }: { readonly g: GraficoNineBox; readonly box: number; readonly comPdi: boolean }) => {
  const b = g.boxes[box - 1]!
  const notify = useNotify()
  const [pdi, setPdi] = useState<PdiDoBox | null>(null)
  useEffect(() => {
    setPdi(null)
    if (comPdi && b.quantidade > 0)
      chamarAcao('avaliacao/ninebox', 'chart-pdi', { id: g.id, parametros: { box } })
        .then(setPdi)
        .catch((e: Error) => notify(e.message, { type: 'error' }))
  }, [g.id, box, comPdi, b.quantidade, notify])
  const aDesenvolver = (colaboradorId: number) => pdi?.talentos.find((t) => t.colaboradorId === colaboradorId)?.competencias
  return (
    <Box id="talentos-do-box" sx={{ mt: 3 }} data-testid="talentos-do-box">
      <Typography variant="subtitle1" component="h2">
        Box {b.box}: {b.nomeclatura}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom title={b.descricao}>
        {b.descricaoResumida}
      </Typography>
      {b.talentos.length === 0 ? (
        <Typography color="text.secondary">Nenhum talento neste box.</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Talento</TableCell>
              <TableCell>Cargo</TableCell>
              <TableCell align="right">Potencial</TableCell>
              <TableCell align="right">Desempenho</TableCell>
              {comPdi && <TableCell>Competências a desenvolver</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {b.talentos.map((t) => (
              <TableRow key={t.colaboradorId}>
                <TableCell>
                  <Stack direction="row" gap={1} alignItems="center">
                    <Avatar src={t.fotoUrl ?? undefined} alt={t.nome} sx={{ width: 32, height: 32 }}>
                      {t.nome.slice(0, 1)}
                    </Avatar>
                    <Link to={`/avaliacao/avaliacoes-desempenho/${g.avaliacaoDesempenhoId}/resultados/${t.colaboradorId}`}>{t.nome}</Link>
                  </Stack>
                </TableCell>
                <TableCell>{t.cargo ?? ''}</TableCell>
                <TableCell align="right">{pct(t.percentualPotencial)}</TableCell>
                <TableCell align="right">{pct(t.percentualDesempenho)}</TableCell>
                {comPdi && (
                  <TableCell data-testid={`pdi-${t.colaboradorId}`}>
                    {pdi === null
                      ? '…'
                      : aDesenvolver(t.colaboradorId)?.length
                        ? aDesenvolver(t.colaboradorId)!.map((c) => `${c.competencia} (${c.ordemMedia.toLocaleString('pt-BR')} de ${c.ordemExigida})`).join('; ')
                        : 'Nenhuma abaixo do exigido'}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  )
}

/** Thresholds and the nine boxes' titles and descriptions, editable or read-only. */
const CamposNineBox = ({ f, setF, editavel }: { readonly f: Formulario; readonly setF: (f: Formulario) => void; readonly editavel: boolean }) => (
  <>
    <Stack direction="row" gap={2} sx={{ my: 2, flexWrap: 'wrap' }}>
      {CAMPOS_PERCENTUAIS.map((c) => (
        <TextField
          key={c}
          label={ROTULOS[c]}
          value={f.percentuais[c]}
          disabled={!editavel}
          size="small"
          inputProps={{ inputMode: 'numeric', maxLength: 2, 'data-testid': c }}
          onChange={(e) => setF({ ...f, percentuais: { ...f.percentuais, [c]: e.target.value.replace(/\D/g, '').slice(0, 2) } })}
        />
      ))}
    </Stack>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
      {f.boxes.map((b, i) => (
        <Stack key={i} gap={1}>
          <TextField
            label={`Título do box ${i + 1}`}
            value={b.nomeclatura}
            disabled={!editavel}
            size="small"
            inputProps={{ maxLength: TITULO_BOX_MAX }}
            onChange={(e) => setF({ ...f, boxes: f.boxes.map((x, j) => (j === i ? { ...x, nomeclatura: e.target.value } : x)) })}
          />
          <TextField
            label={`Descrição do box ${i + 1}`}
            value={b.descricao}
            disabled={!editavel}
            size="small"
            multiline
            minRows={2}
            onChange={(e) => setF({ ...f, boxes: f.boxes.map((x, j) => (j === i ? { ...x, descricao: e.target.value } : x)) })}
          />
        </Stack>
      ))}
    </Box>
  </>
)

const formularioDe = (r: Record<string, unknown>): Formulario => ({
  avaliacaoDesempenhoId: Number(r['avaliacaoDesempenhoId']) || '',
  data: String(r['data'] ?? ''),
  percentuais: Object.fromEntries(CAMPOS_PERCENTUAIS.map((c) => [c, r[c] === null || r[c] === undefined ? '' : String(r[c])])) as Formulario['percentuais'],
  boxes: Array.from({ length: 9 }, (_, i) => {
    const b = (r[`box${i + 1}`] ?? {}) as Partial<Box_>
    return { nomeclatura: b.nomeclatura ?? '', descricao: b.descricao ?? '' }
  }),
})

/** /avaliacao/ninebox/new: the evaluation, the date and the defaults (`padrao`); the spec's message when it cannot feed one. */
const NovoNineBox = () => {
  const navigate = useNavigate()
  const { data: avaliacoes = [] } = useGetList('avaliacao/avaliacoes-desempenho', { pagination: { page: 1, perPage: 200 }, sort: { field: 'dataIni', order: 'DESC' } })
  const [f, setF] = useState<Formulario | null>(null)
  const [mensagem, setMensagem] = useState<string | null>(null)
  const [alertas, setAlertas] = useState<string[]>([])
  const carregar = useCallback((avaliacaoDesempenhoId: number | '') => {
    void chamarAcao('avaliacao/ninebox', 'padrao', { query: { avaliacaoDesempenhoId: avaliacaoDesempenhoId || undefined } }).then((p) => {
      setMensagem(p.mensagem)
      setF((atual) => ({
        avaliacaoDesempenhoId,
        data: atual?.data ?? diaEmSaoPaulo(Date.now()),
        percentuais: Object.fromEntries(CAMPOS_PERCENTUAIS.map((c) => [c, String(p[c])])) as Formulario['percentuais'],
        boxes: p.boxes.map((b) => ({ ...b })),
      }))
    })
  }, [])
  // From the evaluation's screen: /avaliacao/ninebox/create?avaliacaoDesempenhoId=N comes with the evaluation chosen.
  const [busca] = useSearchParams()
  const daUrl = Number(busca.get('avaliacaoDesempenhoId')) || ''
  useEffect(() => carregar(daUrl), [carregar, daUrl])
  if (!f) return <Carregando />
  const salvar = async () => {
    try {
      const { data } = await dataProvider.create(nineBox.name, { data: corpoDe(f) })
      navigate(`/avaliacao/ninebox/${String(data.id)}`)
    } catch (e) {
      const { mensagem: m, campos } = erroDe(e)
      setAlertas(Object.values(campos).length ? Object.values(campos) : [m])
    }
  }
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Novo Nine Box" />
      <Typography variant="h6" component="h1">
        Novo Nine Box
      </Typography>
      <Stack direction="row" gap={2} sx={{ my: 2 }}>
        <TextField
          select
          label="Avaliação de Desempenho"
          value={f.avaliacaoDesempenhoId}
          sx={{ minWidth: 320 }}
          size="small"
          onChange={(e) => {
            const v = Number(e.target.value) || ''
            setF({ ...f, avaliacaoDesempenhoId: v })
            carregar(v)
          }}
        >
          {avaliacoes.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {String(a['titulo'])}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="date" label="Data" size="small" value={f.data} InputLabelProps={{ shrink: true }} onChange={(e) => setF({ ...f, data: e.target.value })} />
      </Stack>
      {mensagem && (
        <Alert severity="warning" data-testid="mensagem-ninebox">
          {mensagem}
        </Alert>
      )}
      <CamposNineBox f={f} setF={setF} editavel />
      <Stack direction="row" gap={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => void salvar()} disabled={mensagem !== null}>
          Salvar
        </Button>
        <Button component={Link} to="/avaliacao/ninebox">
          Cancelar
        </Button>
      </Stack>
      <DialogoAlerta mensagens={alertas} fechar={() => setAlertas([])} />
    </Box>
  )
}

/**
 * A nine box (/avaliacao/ninebox/{id}; /chart is the read-only view): the matrix, the selected box's talents (the page
 * scrolls to them), the thresholds and the boxes (edited after 'Editar'), 'Imprimir' (NineBox.pdf).
 */
const TelaNineBox = ({ somenteLeitura = false }: { readonly somenteLeitura?: boolean }) => {
  const { id } = useParams()
  const nineBoxId = Number(id)
  const notify = useNotify()
  const [g, setG] = useState<GraficoNineBox | null>(null)
  const [f, setF] = useState<Formulario | null>(null)
  const [editavel, setEditavel] = useState(false)
  const [selecionado, setSelecionado] = useState<number | null>(null)
  const [alertas, setAlertas] = useState<string[]>([])
  const [potencial, setPotencial] = useState<'avaliacao' | 'cncc'>('avaliacao')
  const recarregar = useCallback(async () => {
    const [grafico, { data }] = await Promise.all([
      chamarAcao('avaliacao/ninebox', potencial === 'cncc' ? 'chart-cncc' : 'chart', { id: nineBoxId }),
      dataProvider.getOne(nineBox.name, { id: nineBoxId }),
    ])
    setG(grafico)
    setF(formularioDe(data as Record<string, unknown>))
  }, [nineBoxId, potencial])
  useEffect(() => {
    recarregar().catch((e: Error) => notify(e.message, { type: 'error' }))
  }, [recarregar, notify])
  if (!g || !f) return <Carregando />
  const selecionar = (n: number) => {
    setSelecionado(n)
    if (g.boxes[n - 1]!.quantidade > 0) setTimeout(() => window.scrollTo({ top: 900, behavior: 'smooth' }), 400)
  }
  const salvar = async () => {
    try {
      await dataProvider.update(nineBox.name, { id: nineBoxId, data: corpoDe(f), previousData: { id: nineBoxId } })
      setEditavel(false)
      await recarregar()
      notify('Nine Box salvo', { type: 'success' })
    } catch (e) {
      const { mensagem, campos } = erroDe(e)
      setAlertas(Object.values(campos).length ? Object.values(campos) : [mensagem])
    }
  }
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Nine Box" />
      <Typography variant="h6" component="h1">
        Nine Box: {g.tituloAvaliacao}
      </Typography>
      <Stack direction="row" gap={1} sx={{ my: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" component={Link} to="/avaliacao/ninebox">
          Voltar
        </Button>
        <Button variant="outlined" component={Link} to={`/avaliacao/avaliacoes-desempenho/${g.avaliacaoDesempenhoId}/resultados`}>
          Resultados da avaliação
        </Button>
        <Button variant="contained" onClick={() => void baixarNineBox(nineBoxId).catch((e: Error) => notify(e.message, { type: 'error' }))}>
          Imprimir
        </Button>
        {!somenteLeitura && !editavel && (
          <Button variant="outlined" onClick={() => setEditavel(true)}>
            Editar
          </Button>
        )}
      </Stack>
      {g.mensagem && (
        <Alert severity="warning" sx={{ my: 1 }} data-testid="mensagem-ninebox">
          {g.mensagem}
        </Alert>
      )}
      {g.naoClassificados > 0 && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {g.naoClassificados} {g.naoClassificados === 1 ? 'avaliado ainda não aparece' : 'avaliados ainda não aparecem'} na matriz (sem respostas suficientes ou sem questionário e competências).
        </Typography>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={potencial}
        onChange={(_, v: 'avaliacao' | 'cncc' | null) => v && setPotencial(v)}
        aria-label="Potencial"
        sx={{ my: 1 }}
      >
        <ToggleButton value="avaliacao">Potencial: competências avaliadas</ToggleButton>
        <ToggleButton value="cncc">Potencial: níveis registrados dos talentos</ToggleButton>
      </ToggleButtonGroup>
      <Matriz g={g} selecionado={selecionado} selecionar={selecionar} />
      {selecionado !== null && <TalentosDoBox g={g} box={selecionado} comPdi={potencial === 'avaliacao'} />}
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>
        Percentuais e boxes
      </Typography>
      <CamposNineBox f={f} setF={setF} editavel={editavel} />
      {editavel && (
        <Stack direction="row" gap={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void salvar()}>
            Salvar
          </Button>
          <Button
            onClick={() => {
              setEditavel(false)
              void recarregar()
            }}
          >
            Cancelar
          </Button>
        </Stack>
      )}
      <DialogoAlerta mensagens={alertas} fechar={() => setAlertas([])} />
    </Box>
  )
}

const telas: TelasPersonalizadas = {
  create: NovoNineBox,
  edit: () => <TelaNineBox />,
  rotas: [{ caminho: ':id/chart', tela: () => <TelaNineBox somenteLeitura /> }],
}
export default telas
