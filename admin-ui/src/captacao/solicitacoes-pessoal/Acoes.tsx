import { useEffect, useState, type ReactNode } from 'react'
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack, TextField, Tooltip } from '@mui/material'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import HighlightOffIcon from '@mui/icons-material/HighlightOff'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline'
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined'
import BlockIcon from '@mui/icons-material/Block'
import { Either } from 'effect'
import { useNotify } from 'react-admin'
import { estadoDe, permitir, situacao, type AcaoSolicitacao } from '../../../../core/captacao/alterarSolicitacao.ts'
import { LIBERAR, SITUACOES_SOLICITACAO, type Situacao } from '../../../../core/captacao/solicitacoes-pessoal.ts'
import { temAutoridade } from '../../../../core/sessao/autoridades.ts'
import { diaEmSaoPaulo } from '../../../../core/shared/datas.ts'
import { formatarData, parseData } from '../../../../core/shared/formatos.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { useAutoridades, useUserinfo } from '../../sessao/estado.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { erroDe, type ConfigSolicitacoes } from './api.ts'

const cache = new Map<number, Promise<ConfigSolicitacoes>>()

/** The session company's request settings (spec 000 §3.11), fetched once per company. */
export const useConfigSolicitacoes = (): ConfigSolicitacoes | undefined => {
  const empresaId = useUserinfo()?.empresa?.id ?? 0
  const [cfg, setCfg] = useState<ConfigSolicitacoes>()
  useEffect(() => {
    let vivo = true
    if (!cache.has(empresaId)) cache.set(empresaId, chamarAcao('captacao/solicitacoes-pessoal', 'configuracao').catch((e) => (cache.delete(empresaId), Promise.reject(e))))
    cache.get(empresaId)!.then((c) => vivo && setCfg(c), () => undefined)
    return () => {
      vivo = false
    }
  }, [empresaId])
  return cfg
}

const STATUS = { I: 'Em análise', A: 'Aprovada', R: 'Reprovada' } as const

/** Status and situation chips ('Aprovada' · 'Suspensa'). */
export const SituacaoChips = ({ registro }: { readonly registro: Registro }) => {
  const e = estadoDe(registro)
  // The server computes the situation from core's precedence table; a record built here falls back to the same rule.
  const s = (registro['situacao'] as Situacao | undefined) ?? situacao(e)
  return (
    <Stack direction="row" gap={0.5} flexWrap="wrap" data-testid="situacao-solicitacao">
      <Chip size="small" label={STATUS[e.status]} color={e.status === 'A' ? 'success' : e.status === 'R' ? 'error' : 'default'} variant={e.status === 'I' ? 'outlined' : 'filled'} />
      {s !== 'aberta' && <Chip size="small" label={SITUACOES_SOLICITACAO.find((x) => x.id === s)?.name} color={s === 'suspensa' ? 'warning' : 'default'} />}
    </Stack>
  )
}

interface CampoDialogo {
  readonly fonte: string
  readonly rotulo: string
  readonly tipo: 'texto' | 'data'
  readonly obrigatorio?: boolean
  readonly inicial?: string
}

/** A small form dialog for one action; the server's field errors land on its fields. */
const DialogoAcao = ({
  aberto,
  titulo,
  texto,
  campos,
  rotuloConfirmar,
  aoFechar,
  aoConfirmar,
}: {
  readonly aberto: boolean
  readonly titulo: string
  readonly texto?: ReactNode
  readonly campos: ReadonlyArray<CampoDialogo>
  readonly rotuloConfirmar: string
  readonly aoFechar: () => void
  readonly aoConfirmar: (valores: Record<string, string>) => Promise<void>
}) => {
  const [valores, setValores] = useState<Record<string, string>>({})
  const [erros, setErros] = useState<Record<string, string>>({})
  const [ocupado, setOcupado] = useState(false)
  const notify = useNotify()
  useEffect(() => {
    if (aberto) {
      setValores(Object.fromEntries(campos.map((c) => [c.fonte, c.inicial ?? ''])))
      setErros({})
    }
  }, [aberto])
  const confirmar = async () => {
    const convertidos: Record<string, string> = {}
    const locais: Record<string, string> = {}
    for (const c of campos) {
      const v = (valores[c.fonte] ?? '').trim()
      if (!v) continue
      if (c.tipo === 'data') {
        const iso = parseData(v)
        if (!iso) locais[c.fonte] = `${c.rotulo} inválida`
        else convertidos[c.fonte] = iso
      } else convertidos[c.fonte] = v
    }
    if (Object.keys(locais).length) {
      setErros(locais)
      return
    }
    setOcupado(true)
    try {
      await aoConfirmar(convertidos)
    } catch (e) {
      const { mensagem, campos: cs } = erroDe(e)
      setErros(cs)
      if (!Object.keys(cs).length) notify(mensagem, { type: 'warning' })
      else notify('Preencha os campos indicados', { type: 'warning' })
    } finally {
      setOcupado(false)
    }
  }
  return (
    <Dialog open={aberto} onClose={aoFechar} maxWidth="sm" fullWidth aria-labelledby="dialogo-acao-titulo">
      <DialogTitle id="dialogo-acao-titulo">{titulo}</DialogTitle>
      <DialogContent>
        {texto}
        {campos.map((c) => (
          <TextField
            key={c.fonte}
            label={c.rotulo}
            required={c.obrigatorio}
            value={valores[c.fonte] ?? ''}
            onChange={(ev) => setValores((v) => ({ ...v, [c.fonte]: ev.target.value }))}
            error={!!erros[c.fonte]}
            helperText={erros[c.fonte] ?? (c.tipo === 'data' ? 'dd/mm/aaaa' : ' ')}
            fullWidth={c.tipo === 'texto'}
            multiline={c.tipo === 'texto'}
            minRows={c.tipo === 'texto' ? 3 : undefined}
            placeholder={c.tipo === 'data' ? 'dd/mm/aaaa' : undefined}
            inputProps={{ 'aria-label': c.rotulo }}
            sx={{ mt: 2, ...(c.tipo === 'data' ? { width: 220 } : {}) }}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={aoFechar} color="inherit">
          Cancelar
        </Button>
        <Button onClick={confirmar} variant="contained" disabled={ocupado}>
          {rotuloConfirmar}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

type Escolha = 'aprovar' | 'reprovar' | 'analise' | 'suspende' | 'libera' | 'encerra' | 'reabre' | 'cancela'

const OPCOES: ReadonlyArray<{ readonly id: Escolha; readonly acao: AcaoSolicitacao; readonly rotulo: string; readonly icone: ReactNode; readonly status?: 'A' | 'R' | 'I' }> = [
  { id: 'aprovar', acao: 'status', status: 'A', rotulo: 'Aprovar', icone: <CheckCircleOutlineIcon fontSize="small" color="success" /> },
  { id: 'reprovar', acao: 'status', status: 'R', rotulo: 'Reprovar', icone: <HighlightOffIcon fontSize="small" color="error" /> },
  { id: 'analise', acao: 'status', status: 'I', rotulo: 'Voltar para análise', icone: <HourglassEmptyIcon fontSize="small" /> },
  { id: 'suspende', acao: 'suspende', rotulo: 'Suspender', icone: <PauseCircleOutlineIcon fontSize="small" /> },
  { id: 'libera', acao: 'libera', rotulo: 'Liberar', icone: <PlayCircleOutlineIcon fontSize="small" /> },
  { id: 'encerra', acao: 'encerra', rotulo: 'Encerrar', icone: <LockOutlinedIcon fontSize="small" /> },
  { id: 'reabre', acao: 'reabre', rotulo: 'Reabrir', icone: <LockOpenOutlinedIcon fontSize="small" /> },
  { id: 'cancela', acao: 'cancela', rotulo: 'Cancelar solicitação', icone: <BlockIcon fontSize="small" color="error" /> },
]

/** The actions the request's state allows (the core's transition table) and the user's authorities allow. */
export const useAcoesPermitidas = (registro: Registro | undefined, temCandidatos = false) => {
  const cfg = useConfigSolicitacoes()
  const autoridades = useAutoridades()
  if (!registro) return []
  const e = estadoDe(registro)
  return OPCOES.filter((o) => {
    if (o.acao === 'status' && (!temAutoridade(autoridades, LIBERAR) || e.status === o.status)) return false
    // Leaving 'aprovada' is refused while candidates are linked (core rule): do not offer it.
    if (o.acao === 'status' && e.status === 'A' && temCandidatos) return false
    return Either.isRight(permitir(o.acao, e, { reabrirPermitido: cfg?.solPessoalReabrirSolicitacao === true }))
  })
}

/**
 * The request's state actions, as buttons (edit screen, board) or as a menu (list rows). Each asks what the
 * action needs (observation, closing date) and shows the server's message when it refuses.
 */
export const AcoesSolicitacao = ({
  registro,
  aoConcluir,
  variante,
  extras,
  temCandidatos,
}: {
  readonly registro: Registro
  /** Candidates are linked (status changes away from 'aprovada' are then not offered). */
  readonly temCandidatos?: boolean
  readonly aoConcluir: (novo: Record<string, unknown>) => void
  readonly variante: 'botoes' | 'menu'
  /** Extra menu items (clone, remove) for the list's menu. */
  readonly extras?: ReadonlyArray<{ readonly rotulo: string; readonly icone: ReactNode; readonly aoClicar: () => void }>
}) => {
  const permitidas = useAcoesPermitidas(registro, temCandidatos ?? Number(registro['qtdCandidatos'] ?? 0) > 0)
  const [escolha, setEscolha] = useState<Escolha>()
  const [ancora, setAncora] = useState<HTMLElement | null>(null)
  const notify = useNotify()
  const id = Number(registro.id)
  const fechar = () => setEscolha(undefined)
  const feito = (novo: Record<string, unknown>, msg: string) => {
    fechar()
    notify(msg, { type: 'info' })
    aoConcluir(novo)
  }
  const simples = async (acao: 'suspende' | 'libera' | 'reabre', msg: string) => {
    try {
      feito(await chamarAcao('captacao/solicitacoes-pessoal', acao, { id }), msg)
    } catch (e) {
      fechar()
      notify(erroDe(e).mensagem, { type: 'warning' })
    }
  }
  const status = (s: 'A' | 'R' | 'I', msg: string) => async (v: Record<string, string>) =>
    feito(await chamarAcao('captacao/solicitacoes-pessoal', 'status', { id, corpo: { status: s, observacaoLiberador: v['observacaoLiberador'] } }), msg)
  // The dialog leaves empty fields out; core's Schema reads '' as missing, so the server's 'é obrigatória' lands on the field.
  const preenchido = (v: Record<string, string>, campo: string) => v[campo] ?? ''

  const dialogos = (
    <>
      <DialogoAcao
        aberto={escolha === 'aprovar' || escolha === 'reprovar' || escolha === 'analise'}
        titulo={escolha === 'aprovar' ? 'Aprovar solicitação' : escolha === 'reprovar' ? 'Reprovar solicitação' : 'Voltar a solicitação para análise'}
        campos={[{ fonte: 'observacaoLiberador', rotulo: 'Observação do liberador', tipo: 'texto' }]}
        rotuloConfirmar={escolha === 'aprovar' ? 'Aprovar' : escolha === 'reprovar' ? 'Reprovar' : 'Confirmar'}
        aoFechar={fechar}
        aoConfirmar={status(escolha === 'aprovar' ? 'A' : escolha === 'reprovar' ? 'R' : 'I', escolha === 'aprovar' ? 'Solicitação aprovada.' : escolha === 'reprovar' ? 'Solicitação reprovada.' : 'Solicitação em análise.')}
      />
      <DialogoAcao
        aberto={escolha === 'encerra'}
        titulo="Encerrar solicitação"
        campos={[
          { fonte: 'dataEncerramento', rotulo: 'Data de encerramento', tipo: 'data', obrigatorio: true, inicial: formatarData(diaEmSaoPaulo(Date.now())) },
          { fonte: 'obsEncerra', rotulo: 'Observação do encerramento', tipo: 'texto' },
        ]}
        rotuloConfirmar="Encerrar"
        aoFechar={fechar}
        aoConfirmar={async (v) => feito(await chamarAcao('captacao/solicitacoes-pessoal', 'encerra', { id, corpo: { dataEncerramento: preenchido(v, 'dataEncerramento'), obsEncerra: v['obsEncerra'] } }), 'Solicitação encerrada.')}
      />
      <DialogoAcao
        aberto={escolha === 'cancela'}
        titulo="Cancelar solicitação"
        campos={[{ fonte: 'obsCancelamento', rotulo: 'Observação do cancelamento', tipo: 'texto', obrigatorio: true }]}
        rotuloConfirmar="Cancelar solicitação"
        aoFechar={fechar}
        aoConfirmar={async (v) => feito(await chamarAcao('captacao/solicitacoes-pessoal', 'cancela', { id, corpo: { obsCancelamento: preenchido(v, 'obsCancelamento') } }), 'Solicitação cancelada.')}
      />
      <Confirmacao
        aberto={escolha === 'suspende' || escolha === 'libera' || escolha === 'reabre'}
        mensagem={
          escolha === 'suspende'
            ? 'Suspender esta solicitação? Enquanto suspensa, seus candidatos não se movimentam.'
            : escolha === 'libera'
              ? 'Liberar esta solicitação suspensa?'
              : 'Reabrir esta solicitação encerrada?'
        }
        aoCancelar={fechar}
        aoConfirmar={() =>
          escolha === 'suspende'
            ? simples('suspende', 'Solicitação suspensa.')
            : escolha === 'libera'
              ? simples('libera', 'Solicitação liberada.')
              : simples('reabre', 'Solicitação reaberta.')
        }
      />
    </>
  )

  if (variante === 'botoes') {
    return (
      <Stack direction="row" gap={1} flexWrap="wrap" data-testid="acoes-solicitacao">
        {permitidas.map((o) => (
          <Button key={o.id} size="small" variant={o.id === 'aprovar' ? 'contained' : 'outlined'} color={o.id === 'cancela' || o.id === 'reprovar' ? 'error' : 'primary'} startIcon={o.icone} onClick={() => setEscolha(o.id)}>
            {o.rotulo}
          </Button>
        ))}
        {dialogos}
      </Stack>
    )
  }
  return (
    <>
      <Tooltip title="Mais ações">
        <IconButton
          size="small"
          aria-label="Mais ações"
          onClick={(e) => {
            e.stopPropagation()
            setAncora(e.currentTarget)
          }}
          sx={{ width: 30, height: 30 }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={ancora} open={!!ancora} onClose={() => setAncora(null)} onClick={(e) => e.stopPropagation()}>
        {permitidas.map((o) => (
          <MenuItem
            key={o.id}
            onClick={() => {
              setAncora(null)
              setEscolha(o.id)
            }}
          >
            <ListItemIcon>{o.icone}</ListItemIcon>
            <ListItemText>{o.rotulo}</ListItemText>
          </MenuItem>
        ))}
        {extras?.map((x) => (
          <MenuItem
            key={x.rotulo}
            onClick={() => {
              setAncora(null)
              x.aoClicar()
            }}
          >
            <ListItemIcon>{x.icone}</ListItemIcon>
            <ListItemText>{x.rotulo}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {dialogos}
    </>
  )
}
