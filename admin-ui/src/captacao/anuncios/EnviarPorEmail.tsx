import { useState } from 'react'
import { Either } from 'effect'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined'
import { HttpError, useNotify } from 'react-admin'
import { ENVIO_FALHOU, ENVIO_SUCESSO, lerEnvioEmail } from '../../../../core/captacao/anuncios.ts'
import { chamarAcao } from '../../api/acoes.ts'

type Erros = Partial<Record<'assunto' | 'emails' | 'geral', string>>

/**
 * 'Enviar por e-mail' (spec 000 §3.3, §7.4 POST {id}/email): assunto and emails required, checked on submit with
 * the server's own rules; the server sends one message per address through the mail port (SMTP or the outbox).
 */
export const EnviarPorEmail = ({ anuncioId, titulo }: { readonly anuncioId: number; readonly titulo?: string }) => {
  const [aberto, setAberto] = useState(false)
  const [assunto, setAssunto] = useState('')
  const [emails, setEmails] = useState('')
  const [erros, setErros] = useState<Erros>({})
  const [enviando, setEnviando] = useState(false)
  const notify = useNotify()

  const abrir = () => {
    setAssunto(titulo ? `Vaga: ${titulo}` : '')
    setEmails('')
    setErros({})
    setAberto(true)
  }

  const enviar = async () => {
    const lido = lerEnvioEmail({ assunto, emails })
    if (Either.isLeft(lido)) {
      setErros(Object.fromEntries(lido.left.errors.map((e) => [e.field || 'geral', e.message])))
      return
    }
    setEnviando(true)
    try {
      await chamarAcao('captacao/anuncios', 'email', { id: anuncioId, corpo: lido.right })
      setAberto(false)
      notify(ENVIO_SUCESSO, { type: 'success' })
    } catch (e) {
      const corpo = e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | undefined) : undefined
      if (corpo?.errors) setErros(corpo.errors)
      else setErros({ geral: e instanceof HttpError && e.status === 502 ? ENVIO_FALHOU : e instanceof Error ? e.message : ENVIO_FALHOU })
    } finally {
      setEnviando(false)
    }
  }

  return (
    <>
      <Button variant="outlined" startIcon={<EmailOutlinedIcon />} onClick={abrir}>
        Enviar por e-mail
      </Button>
      <Dialog open={aberto} onClose={() => !enviando && setAberto(false)} maxWidth="sm" fullWidth aria-labelledby="enviar-email-titulo">
        <DialogTitle id="enviar-email-titulo">Enviar anúncio por e-mail</DialogTitle>
        <DialogContent>
          {erros.geral && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {erros.geral}
            </Alert>
          )}
          <TextField
            label="Assunto"
            fullWidth
            margin="dense"
            value={assunto}
            onChange={(e) => setAssunto(e.target.value)}
            error={!!erros.assunto}
            helperText={erros.assunto}
            slotProps={{ htmlInput: { maxLength: 200 }, inputLabel: { required: true } }}
          />
          <TextField
            label="E-mails"
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
            error={!!erros.emails}
            helperText={erros.emails ?? 'Separe os endereços por vírgula, ponto e vírgula ou linha. Cada destinatário recebe uma mensagem só sua.'}
            slotProps={{ inputLabel: { required: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setAberto(false)} disabled={enviando}>
            Cancelar
          </Button>
          <Button variant="contained" onClick={enviar} disabled={enviando} startIcon={<EmailOutlinedIcon />}>
            Enviar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
