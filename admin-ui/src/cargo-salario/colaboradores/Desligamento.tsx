import { useState } from 'react'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { useGetList, useGetOne, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import { formatarData, lerDataDigitada } from '../../../../core/shared/formatos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { erroDe } from '../../api/http.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { useEnvioDoDialogo } from '../../comum/envioDoDialogo.ts'
import { DialogoLinkEntrevista } from '../../gestao-talentos/entrevistas-desligamento/LinkEntrevista.tsx'

/** Where the exit interview of an employee opens (spec 001's route). */
export const caminhoEntrevista = (colaboradorId: number) => `/gestao-talentos/talentos/${colaboradorId}/entrevista-desligamento`

/** 'Desligar': date (dd/mm/aaaa), reason and observation; the server's messages on their fields. */
const DialogoDesligar = ({ id, onFechar, aoDesligar }: { readonly id: number; readonly onFechar: () => void; readonly aoDesligar: () => void }) => {
  const { data: motivos = [] } = useGetList('gestao-talentos/motivo-desligamento', { filter: { ativo: true }, pagination: { page: 1, perPage: 200 }, sort: { field: 'descricao', order: 'ASC' } })
  const [data, setData] = useState('')
  const [motivo, setMotivo] = useState<number | ''>('')
  const [observacao, setObservacao] = useState('')
  const { erros, enviando, enviar } = useEnvioDoDialogo(onFechar)
  const desligar = () =>
    enviar(async () => {
      const corpo = { dataDesligamento: lerDataDigitada(data) ?? data, ...(motivo === '' ? {} : { motivoDesligamentoId: motivo }), ...(observacao.trim() ? { observacaoDesligamento: observacao } : {}) }
      await chamarAcao('cargo-salario/colaboradores', 'desligar', { id, corpo: corpo as never })
      aoDesligar()
      return 'Talento desligado.'
    })
  return (
    <Dialog open onClose={onFechar} maxWidth="sm" fullWidth aria-labelledby="desligar-titulo">
      <DialogTitle id="desligar-titulo">Desligar talento</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ mt: 1 }}>
          <TextField
            label="Data de Desligamento"
            required
            placeholder="dd/mm/aaaa"
            value={data}
            onChange={(e) => setData(e.target.value)}
            error={!!erros['dataDesligamento']}
            helperText={erros['dataDesligamento'] ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            sx={{ width: 240 }}
          />
          <TextField select label="Motivo do Desligamento" required value={motivo} onChange={(e) => setMotivo(Number(e.target.value))} error={!!erros['motivoDesligamentoId']} helperText={erros['motivoDesligamentoId'] ?? ' '}>
            {motivos.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {String(m['descricao'])}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Observação do Desligamento" multiline minRows={2} value={observacao} onChange={(e) => setObservacao(e.target.value)} error={!!erros['observacaoDesligamento']} helperText={erros['observacaoDesligamento'] ?? ' '} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} color="inherit">
          Cancelar
        </Button>
        <Button variant="contained" color="error" onClick={desligar} disabled={enviando}>
          Desligar
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** After dismissing: the exit interview now, by HR ('Sim'), or by the employee through a link, or later ('Não'). */
const OfertaEntrevista = ({ aoRegistrar, aoEnviarLink, aoFechar }: { readonly aoRegistrar: () => void; readonly aoEnviarLink: () => void; readonly aoFechar: () => void }) => (
  <Dialog open onClose={aoFechar} maxWidth="xs" fullWidth aria-labelledby="oferta-entrevista-titulo" data-testid="oferta-entrevista">
    <DialogTitle id="oferta-entrevista-titulo">RH</DialogTitle>
    <DialogContent>
      <Typography>Talento desligado. Deseja registrar agora a entrevista de desligamento?</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Ou envie ao talento um link para ele mesmo responder, uma única vez.
      </Typography>
    </DialogContent>
    <DialogActions>
      <Button onClick={aoFechar} color="inherit">
        Não
      </Button>
      <Button onClick={aoEnviarLink}>Enviar link ao talento</Button>
      <Button onClick={aoRegistrar} variant="contained" autoFocus>
        Sim
      </Button>
    </DialogActions>
  </Dialog>
)

/**
 * The employee's dismissal (Contrato tab): 'Desligar' opens the dialog (then offers the exit interview, by HR or by
 * the employee through a link); a dismissed employee shows the date, reason and observation, the exit interview, the
 * link for the employee to answer it and 'Cancelar desligamento'. The fields are
 * changed only by these actions (their rules: core/gestao-talentos/desligamentos.ts), never by the form's Save.
 */
export const Desligamento = () => {
  const r = useRecordContext()
  const navigate = useNavigate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [desligando, setDesligando] = useState(false)
  const [oferecer, setOferecer] = useState(false)
  const [enviandoLink, setEnviandoLink] = useState(false)
  const [cancelando, setCancelando] = useState(false)
  const [ocupado, setOcupado] = useState(false)
  const motivoId = r?.['motivoDesligamentoId'] as number | null | undefined
  const { data: motivo } = useGetOne('gestao-talentos/motivo-desligamento', { id: motivoId ?? 0 }, { enabled: !!motivoId })
  if (!r) return null
  const id = Number(r.id)
  const data = typeof r['dataDesligamento'] === 'string' ? r['dataDesligamento'] : null
  const cancelar = async () => {
    setOcupado(true)
    try {
      await chamarAcao('cargo-salario/colaboradores', 'cancelar-desligamento', { id })
      notify('Desligamento cancelado.', { type: 'success' })
      refresh()
    } catch (e) {
      notify(erroDe(e).mensagem, { type: 'error' })
    } finally {
      setOcupado(false)
      setCancelando(false)
    }
  }
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-testid="desligamento">
      {data ? (
        <Stack spacing={1}>
          <Typography>
            Desligado em <strong>{formatarData(data)}</strong>
            {motivo ? ` — ${String(motivo['descricao'])}` : ''}
          </Typography>
          {r['observacaoDesligamento'] && <Typography color="text.secondary">{String(r['observacaoDesligamento'])}</Typography>}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" component={Link} to={caminhoEntrevista(id)}>
              Entrevista de desligamento
            </Button>
            <Button variant="outlined" onClick={() => setEnviandoLink(true)}>
              Enviar link ao talento
            </Button>
            <Button color="error" onClick={() => setCancelando(true)}>
              Cancelar desligamento
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setDesligando(true)}>
          Desligar
        </Button>
      )}
      {desligando && <DialogoDesligar id={id} onFechar={() => setDesligando(false)} aoDesligar={() => setOferecer(true)} />}
      {oferecer && (
        <OfertaEntrevista
          aoRegistrar={() => navigate(caminhoEntrevista(id))}
          aoEnviarLink={() => {
            setOferecer(false)
            setEnviandoLink(true)
          }}
          aoFechar={() => setOferecer(false)}
        />
      )}
      {enviandoLink && <DialogoLinkEntrevista colaboradorId={id} onFechar={() => setEnviandoLink(false)} />}
      <Confirmacao
        aberto={cancelando}
        ocupado={ocupado}
        mensagem="Cancelar o desligamento? O talento volta a ficar ativo, a entrevista de desligamento, se houver, é removida e o link enviado ao talento deixa de valer."
        aoConfirmar={cancelar}
        aoCancelar={() => setCancelando(false)}
      />
    </Box>
  )
}
