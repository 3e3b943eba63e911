import { useCallback, useEffect, useState, type DragEvent } from 'react'
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  List as ListaMui,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { Title, useGetList, useNotify } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import type { CartaoQuadro, Quadro as DadosQuadro } from '../../../../core/captacao/pipeline.ts'
import { formatarCpf } from '../../../../core/shared/br/cpf.ts'
import { diaEmSaoPaulo } from '../../../../core/shared/datas.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { RolagemHorizontal } from '../../comum/RolagemHorizontal.tsx'
import { AcoesSolicitacao, SituacaoChips } from './Acoes.tsx'
import { DialogoContratar } from './Contratar.tsx'
import { chamarAcao, urlAcao } from '../../api/acoes.ts'
import { baixarArquivo, erroDe, registrarResultado } from './api.ts'

const NOME = 'captacao/solicitacoes-pessoal'

/** 'Na etapa há 3 dias' — the time in stage users of other ATSs ask for. */
export const textoTempo = (dias: number) => (dias <= 0 ? 'Na etapa desde hoje' : dias === 1 ? 'Na etapa há 1 dia' : `Na etapa há ${dias} dias`)

/** Dialog to link candidates: search by name or CPF, tick, link (the server checks the limits). */
const VincularCandidatos = ({
  aberto,
  solicitacaoId,
  jaVinculados,
  aoFechar,
  aoVincular,
}: {
  readonly aberto: boolean
  readonly solicitacaoId: number
  readonly jaVinculados: ReadonlySet<number>
  readonly aoFechar: () => void
  readonly aoVincular: () => void
}) => {
  const [termo, setTermo] = useState('')
  const [busca, setBusca] = useState('')
  const [marcados, setMarcados] = useState<number[]>([])
  const [ocupado, setOcupado] = useState(false)
  const notify = useNotify()
  useEffect(() => {
    const t = setTimeout(() => setBusca(termo), 250)
    return () => clearTimeout(t)
  }, [termo])
  useEffect(() => {
    if (aberto) {
      setMarcados([])
      setTermo('')
    }
  }, [aberto])
  const { data = [], isPending } = useGetList('captacao/candidatos', { pagination: { page: 1, perPage: 20 }, sort: { field: 'nome', order: 'ASC' }, filter: busca ? { q: busca } : {} }, { enabled: aberto })
  const alternar = (id: number) => setMarcados((m) => (m.includes(id) ? m.filter((x) => x !== id) : [...m, id]))
  const vincular = async () => {
    setOcupado(true)
    try {
      await chamarAcao('captacao/solicitacoes-pessoal', 'vincular-candidatos', { id: solicitacaoId, corpo: { candidatosIds: marcados } })
      notify(marcados.length === 1 ? 'Candidato vinculado.' : `${marcados.length} candidatos vinculados.`, { type: 'info' })
      aoVincular()
    } catch (e) {
      notify(erroDe(e).mensagem, { type: 'warning', multiLine: true })
    } finally {
      setOcupado(false)
    }
  }
  return (
    <Dialog open={aberto} onClose={aoFechar} maxWidth="sm" fullWidth aria-labelledby="vincular-titulo">
      <DialogTitle id="vincular-titulo">Vincular candidatos</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth label="Pesquisar candidato (nome ou CPF)" value={termo} onChange={(e) => setTermo(e.target.value)} sx={{ mt: 1 }} />
        <ListaMui dense sx={{ maxHeight: 360, overflow: 'auto', mt: 1 }} aria-label="Candidatos encontrados">
          {isPending && <CircularProgress size={24} sx={{ m: 2 }} aria-label="Carregando" />}
          {!isPending && data.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              Nenhum registro encontrado.
            </Typography>
          )}
          {data.map((c) => {
            const ja = jaVinculados.has(Number(c.id))
            return (
              <ListItemButton key={c.id} onClick={() => alternar(Number(c.id))} dense disabled={ja}>
                <ListItemIcon>
                  <Checkbox edge="start" checked={ja || marcados.includes(Number(c.id))} tabIndex={-1} disableRipple inputProps={{ 'aria-label': String(c['nome']) }} />
                </ListItemIcon>
                <ListItemText
                  primary={String(c['nome'])}
                  secondary={[c['cpf'] ? formatarCpf(String(c['cpf'])) : '', ja ? 'já nesta solicitação' : ''].filter(Boolean).join(' · ') || undefined}
                />
              </ListItemButton>
            )
          })}
        </ListaMui>
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 2 }}>
          {marcados.length} selecionado(s)
        </Typography>
        <Button onClick={aoFechar} color="inherit">
          Cancelar
        </Button>
        <Button onClick={vincular} variant="contained" disabled={!marcados.length || ocupado}>
          Vincular
        </Button>
      </DialogActions>
    </Dialog>
  )
}

interface PropsCartao {
  readonly c: CartaoQuadro
  readonly etapas: DadosQuadro['colunas']
  readonly ultima: boolean
  readonly movimentavel: boolean
  readonly aoMover: (c: CartaoQuadro, etapaId: number) => void
  readonly aoResultado: (c: CartaoQuadro, apto: 'S' | 'N' | null) => void
  readonly aoContratar: (c: CartaoQuadro) => void
  readonly aoRemover: (c: CartaoQuadro) => void
}

/** A candidate card: draggable while the request is movable; its menu offers the same moves without a mouse. */
const Cartao = ({ c, etapas, ultima, movimentavel, aoMover, aoResultado, aoContratar, aoRemover }: PropsCartao) => {
  const [ancora, setAncora] = useState<HTMLElement | null>(null)
  const arrastavel = movimentavel && !c.contratado
  const acao = (f: () => void) => () => {
    setAncora(null)
    f()
  }
  return (
    <Paper
      variant="outlined"
      draggable={arrastavel}
      onDragStart={(e: DragEvent) => {
        e.dataTransfer.setData('text/plain', String(c.candidatoSolicitacaoId))
        e.dataTransfer.effectAllowed = 'move'
      }}
      data-testid={`cartao-${c.candidatoSolicitacaoId}`}
      aria-label={`Candidato ${c.nome}`}
      sx={{
        p: 1.25,
        cursor: arrastavel ? 'grab' : 'default',
        borderLeft: 4,
        borderLeftColor: c.contratado ? 'success.main' : c.apto === 'N' ? 'error.main' : c.apto === 'S' ? 'success.light' : 'grey.300',
        '&:hover': arrastavel ? { boxShadow: 2 } : undefined,
      }}
    >
      <Stack direction="row" alignItems="flex-start" gap={0.5}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }} title={c.nome}>
            {c.nome}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="tempo-na-etapa">
            {textoTempo(c.diasNaEtapa)}
          </Typography>
        </Box>
        {movimentavel && (
          <IconButton size="small" aria-label={`Ações de ${c.nome}`} onClick={(e) => setAncora(e.currentTarget)} sx={{ width: 28, height: 28 }}>
            <MoreVertIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <Stack direction="row" gap={0.5} sx={{ mt: 0.5 }} flexWrap="wrap">
        {c.contratado && <Chip size="small" color="success" icon={<WorkOutlineIcon />} label="Contratado" />}
        {!c.contratado && c.apto === 'S' && <Chip size="small" color="success" variant="outlined" label="Apto" />}
        {c.apto === 'N' && <Chip size="small" color="error" variant="outlined" label="Não apto" />}
      </Stack>
      <Menu anchorEl={ancora} open={!!ancora} onClose={() => setAncora(null)}>
        {!c.contratado &&
          etapas
            .filter((e) => e.id !== c.etapaSeletivaId)
            .map((e) => (
              <MenuItem key={e.id} onClick={acao(() => aoMover(c, e.id))}>
                Mover para {e.nome}
              </MenuItem>
            ))}
        {!c.contratado && <Divider />}
        {!c.contratado && c.historicoId && c.apto !== 'S' && <MenuItem onClick={acao(() => aoResultado(c, 'S'))}>Marcar como apto</MenuItem>}
        {!c.contratado && c.historicoId && c.apto !== 'N' && <MenuItem onClick={acao(() => aoResultado(c, 'N'))}>Marcar como não apto</MenuItem>}
        {ultima && !c.contratado && c.apto !== 'N' && (
          <MenuItem onClick={acao(() => aoContratar(c))} sx={{ color: 'success.main', fontWeight: 600 }}>
            Contratar
          </MenuItem>
        )}
        {!c.contratado && (
          <MenuItem onClick={acao(() => aoRemover(c))} sx={{ color: 'error.main' }}>
            Remover da solicitação
          </MenuItem>
        )}
      </Menu>
    </Paper>
  )
}

/**
 * The request's board: one column per selection stage (in order) with its candidate count, cards with the time
 * in stage, drag and drop between columns (each drop is a move in the history), hiring from the last column
 * and, when every vacancy is filled, the offer to close the request.
 */
export const Quadro = () => {
  const { id: idRota } = useParams()
  const id = Number(idRota)
  const [quadro, setQuadro] = useState<DadosQuadro>()
  const [erro, setErro] = useState<string>()
  const [sobre, setSobre] = useState<number | null>(null)
  const [vincular, setVincular] = useState(false)
  const [oferecerEncerrar, setOferecerEncerrar] = useState(false)
  const [remover, setRemover] = useState<CartaoQuadro>()
  const [contratar, setContratar] = useState<CartaoQuadro>()
  const notify = useNotify()

  const carregar = useCallback(async () => {
    try {
      setQuadro(await chamarAcao('captacao/solicitacoes-pessoal', 'quadro', { id }))
      setErro(undefined)
    } catch (e) {
      setErro(erroDe(e).mensagem)
    }
  }, [id])
  useEffect(() => {
    void carregar()
  }, [carregar])

  const tentar = async (f: () => Promise<unknown>, ok?: string) => {
    try {
      await f()
      if (ok) notify(ok, { type: 'info' })
    } catch (e) {
      notify(erroDe(e).mensagem, { type: 'warning' })
    }
    await carregar()
  }

  if (erro) return <Alert severity="warning" sx={{ m: 2 }}>{erro}</Alert>
  if (!quadro) return <CircularProgress sx={{ m: 4 }} aria-label="Carregando" />
  const s = quadro.solicitacao
  const colunas = quadro.colunas
  const ultimaId = colunas.at(-1)?.id

  const aoMover = (c: CartaoQuadro, etapaId: number) => {
    if (c.etapaSeletivaId === etapaId) return
    const etapa = colunas.find((e) => e.id === etapaId)
    void tentar(() => chamarAcao('captacao/candidato-solicitacao', 'etapa', { id: c.candidatoSolicitacaoId, corpo: { etapaSeletivaId: etapaId } }), `${c.nome} movido(a) para ${etapa?.nome ?? 'a etapa'}.`)
  }
  const aoContratar = (c: CartaoQuadro) => setContratar(c)
  const soltar = (etapaId: number) => (e: DragEvent) => {
    e.preventDefault()
    setSobre(null)
    const linkId = Number(e.dataTransfer.getData('text/plain'))
    const c = [...colunas.flatMap((x) => x.candidatos), ...quadro.semEtapa].find((x) => x.candidatoSolicitacaoId === linkId)
    if (c) aoMover(c, etapaId)
  }
  const preenchidas = Number(s['qtdVagasPreenchidas'] ?? 0)
  const quantidade = Number(s['quantidade'] ?? 0)

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, minWidth: 0, maxWidth: '100%' }}>
      <Title title={`Quadro de seleção — ${String(s['descricao'])}`} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} gap={2} alignItems={{ md: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {String(s['descricao'])} <Typography component="span" color="text.secondary">#{s.id}</Typography>
            </Typography>
            <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap" sx={{ mt: 0.5 }}>
              <SituacaoChips registro={s} />
              <Typography variant="body2" data-testid="vagas-preenchidas">
                Vagas preenchidas: <strong>{preenchidas}</strong> de {quantidade}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {quadro.total} candidato(s) · desde {formatarData(String(s['data']))}
              </Typography>
            </Stack>
          </Box>
          <Stack direction="row" gap={1} flexWrap="wrap">
            <Button component={Link} to={`/${NOME}`} startIcon={<ArrowBackIcon />} color="inherit">
              Lista
            </Button>
            <Button component={Link} to={`/${NOME}/${id}`} startIcon={<EditOutlinedIcon />} variant="outlined">
              Editar
            </Button>
            <Tooltip title="Imprimir (PDF)">
              <Button
                startIcon={<PictureAsPdfOutlinedIcon />}
                variant="outlined"
                onClick={() => baixarArquivo(urlAcao('captacao/solicitacoes-pessoal', 'pdf', { id })).catch((e) => notify(erroDe(e).mensagem, { type: 'warning' }))}
              >
                PDF
              </Button>
            </Tooltip>
            {quadro.movimentavel && (
              <Button startIcon={<PersonAddAlt1OutlinedIcon />} variant="contained" onClick={() => setVincular(true)}>
                Vincular candidatos
              </Button>
            )}
          </Stack>
        </Stack>
        <Box sx={{ mt: 1.5 }}>
          <AcoesSolicitacao registro={s} variante="botoes" aoConcluir={() => void carregar()} temCandidatos={quadro.total > 0} />
        </Box>
        {!quadro.movimentavel && (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            Os candidatos só se movimentam em solicitações aprovadas, abertas e não suspensas.
          </Alert>
        )}
      </Paper>

      {/* At 1280 px with the menu open five stages fit; more scroll sideways, and the board says so. */}
      <RolagemHorizontal rotulo="Etapas seletivas" dica={`Role para o lado para ver todas as ${colunas.length} etapas.`} chave={`${colunas.length}-${quadro.semEtapa.length}`} sx={{ gap: 1.5, pb: 2, alignItems: 'flex-start' }}>
        {colunas.map((col) => (
          <Paper
            key={col.id}
            role="listitem"
            aria-label={`Etapa ${col.nome}`}
            data-testid={`coluna-${col.id}`}
            data-etapa={col.nome}
            onDragOver={(e) => {
              if (!quadro.movimentavel) return
              e.preventDefault()
              e.dataTransfer.dropEffect = 'move'
              if (sobre !== col.id) setSobre(col.id)
            }}
            onDragLeave={() => setSobre((x) => (x === col.id ? null : x))}
            onDrop={soltar(col.id)}
            sx={{
              flex: '1 1 0',
              minWidth: 168,
              maxWidth: 340,
              minHeight: 320,
              bgcolor: sobre === col.id ? 'rgba(255,133,10,0.10)' : 'grey.100',
              outline: sobre === col.id ? '2px dashed' : 'none',
              outlineColor: 'primary.main',
              p: 1,
              transition: 'background-color .15s',
            }}
          >
            <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 0.5, pb: 1 }}>
              <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
                {col.ordem}. {col.nome}
              </Typography>
              <Badge badgeContent={String(col.quantidade)} color={col.quantidade ? 'primary' : 'default'} showZero data-testid="contagem" sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
            </Stack>
            <Stack gap={1}>
              {col.candidatos.map((c) => (
                <Cartao
                  key={c.candidatoSolicitacaoId}
                  c={c}
                  etapas={colunas}
                  ultima={col.id === ultimaId}
                  movimentavel={quadro.movimentavel}
                  aoMover={aoMover}
                  aoResultado={(x, apto) => void tentar(() => registrarResultado(x.historicoId!, apto), apto === 'S' ? `${x.nome}: apto.` : `${x.nome}: não apto.`)}
                  aoContratar={aoContratar}
                  aoRemover={setRemover}
                />
              ))}
              {col.candidatos.length === 0 && (
                <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
                  {quadro.movimentavel ? 'Arraste candidatos para cá' : 'Sem candidatos'}
                </Typography>
              )}
            </Stack>
          </Paper>
        ))}
        {quadro.semEtapa.length > 0 && (
          <Paper sx={{ flex: '0 0 260px', p: 1, bgcolor: 'grey.50' }} aria-label="Sem etapa">
            <Typography variant="subtitle2" sx={{ px: 0.5, pb: 1 }}>
              Fora das etapas do cargo ({quadro.semEtapa.length})
            </Typography>
            <Stack gap={1}>
              {quadro.semEtapa.map((c) => (
                <Cartao key={c.candidatoSolicitacaoId} c={c} etapas={colunas} ultima={false} movimentavel={quadro.movimentavel} aoMover={aoMover} aoResultado={() => undefined} aoContratar={() => undefined} aoRemover={setRemover} />
              ))}
            </Stack>
          </Paper>
        )}
      </RolagemHorizontal>
      {colunas.length === 0 && <Alert severity="warning">Cadastre as etapas seletivas (Captação e Seleção › Cadastros) para usar o quadro.</Alert>}

      <VincularCandidatos
        aberto={vincular}
        solicitacaoId={id}
        jaVinculados={new Set([...colunas.flatMap((x) => x.candidatos), ...quadro.semEtapa].map((c) => c.candidatoId))}
        aoFechar={() => setVincular(false)}
        aoVincular={() => {
          setVincular(false)
          void carregar()
        }}
      />
      <DialogoContratar
        linkId={contratar?.candidatoSolicitacaoId}
        nome={contratar?.nome ?? ''}
        aoFechar={() => setContratar(undefined)}
        aoContratar={(r) => {
          notify(`${contratar?.nome ?? 'Candidato'} contratado(a). Vagas preenchidas: ${String(r.solicitacao['qtdVagasPreenchidas'])} de ${String(r.solicitacao['quantidade'])}.`, { type: 'info' })
          setContratar(undefined)
          if (r.todasPreenchidas) setOferecerEncerrar(true)
          void carregar()
        }}
      />
      <Confirmacao
        aberto={oferecerEncerrar}
        titulo="Vagas preenchidas"
        mensagem="Todas as vagas desta solicitação foram preenchidas. Deseja encerrar a solicitação?"
        aoCancelar={() => setOferecerEncerrar(false)}
        aoConfirmar={() => {
          setOferecerEncerrar(false)
          void tentar(() => chamarAcao('captacao/solicitacoes-pessoal', 'encerra', { id, corpo: { dataEncerramento: diaEmSaoPaulo(Date.now()), obsEncerra: 'Vagas preenchidas.' } }), 'Solicitação encerrada.')
        }}
      />
      <Confirmacao
        aberto={!!remover}
        mensagem={remover ? `Remover ${remover.nome} desta solicitação? O histórico é mantido.` : ''}
        aoCancelar={() => setRemover(undefined)}
        aoConfirmar={() => {
          const c = remover!
          setRemover(undefined)
          void tentar(() => chamarAcao('captacao/candidato-solicitacao', 'desvincular', { id: c.candidatoSolicitacaoId }), `${c.nome} removido(a) da solicitação.`)
        }}
      />
    </Box>
  )
}
