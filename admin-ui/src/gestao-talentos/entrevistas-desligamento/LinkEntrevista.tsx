import { useRef, useState } from 'react'
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, MenuItem, Stack, TextField } from '@mui/material'
import { useGetList, useNotify } from 'react-admin'
import { VALIDADE_LINK_DIAS } from '../../../../core/gestao-talentos/entrevistas-desligamento-link.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { useEnvioDoDialogo } from '../../comum/envioDoDialogo.ts'

const MODELOS = 'gestao-talentos/modelos-entrevista-desligamento'

/**
 * 'Enviar link ao talento': HR picks an active exit-interview model; the server makes a one-time link (voiding an
 * earlier one), mails it to the employee unless told not to (an employee without e-mail), and the link is shown here to
 * copy and hand over.
 */
export const DialogoLinkEntrevista = ({ colaboradorId, onFechar }: { readonly colaboradorId: number; readonly onFechar: () => void }) => {
  const notify = useNotify()
  const { data: modelos = [] } = useGetList(MODELOS, { filter: { ativo: true }, pagination: { page: 1, perPage: 200 }, sort: { field: 'titulo', order: 'ASC' } })
  const [modeloId, setModeloId] = useState<number | ''>('')
  const [enviarEmail, setEnviarEmail] = useState(true)
  const [gerado, setGerado] = useState<{ link: string; message: string } | null>(null)
  // The dialog stays open on success, showing the link.
  const { erros, enviando, enviar } = useEnvioDoDialogo(() => undefined)
  const campoLink = useRef<HTMLInputElement>(null)
  const gerar = () =>
    enviar(async () => {
      const r = await chamarAcao('cargo-salario/colaboradores', 'link-entrevista-desligamento', { id: colaboradorId, corpo: { ...(modeloId === '' ? {} : { modeloId }), enviarEmail } as never })
      setGerado({ link: r.link, message: r.message })
      return 'Link da entrevista gerado.'
    })
  const copiar = async () => {
    campoLink.current?.select()
    try {
      await navigator.clipboard.writeText(gerado?.link ?? '')
      notify('Link copiado.', { type: 'success' })
    } catch {
      // Without clipboard access (plain http) the selected text is copied by the user.
      notify('Copie o link selecionado (Ctrl+C).', { type: 'info' })
    }
  }
  return (
    <Dialog open onClose={onFechar} maxWidth="sm" fullWidth aria-labelledby="link-entrevista-titulo">
      <DialogTitle id="link-entrevista-titulo">Enviar link da entrevista ao talento</DialogTitle>
      <DialogContent>
        {gerado ? (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Alert severity="success">{gerado.message}</Alert>
            <TextField label="Link da entrevista" value={gerado.link} inputRef={campoLink} fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'link-entrevista' } }} onFocus={(e) => e.target.select()} />
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ mt: 1 }}>
            <TextField select label="Modelo de Entrevista" required value={modeloId} onChange={(e) => setModeloId(Number(e.target.value))} error={!!erros['modeloId']} helperText={erros['modeloId'] ?? ' '}>
              {modelos.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {String(m['titulo'])}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel control={<Checkbox checked={enviarEmail} onChange={(e) => setEnviarEmail(e.target.checked)} />} label="Enviar por e-mail ao talento" />
            {erros['enviarEmail'] && <FormHelperText error>{erros['enviarEmail']}</FormHelperText>}
            <FormHelperText>{`O talento responde sem login, uma única vez, em até ${VALIDADE_LINK_DIAS} dias. Um novo link anula o anterior; cancelar o desligamento também.`}</FormHelperText>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {gerado ? (
          <>
            <Button onClick={copiar}>Copiar link</Button>
            <Button variant="contained" onClick={onFechar}>
              Fechar
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onFechar} color="inherit">
              Cancelar
            </Button>
            <Button variant="contained" onClick={gerar} disabled={enviando}>
              Gerar link
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}
