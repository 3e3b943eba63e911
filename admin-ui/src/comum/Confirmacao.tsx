import { useEffect, useState, type ReactNode } from 'react'
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel } from '@mui/material'

export interface ConfirmacaoProps {
  readonly aberto: boolean
  readonly mensagem: ReactNode
  readonly aoConfirmar: () => void
  readonly aoCancelar: () => void
  /** Default header 'RH' (spec 000 §2.3). */
  readonly titulo?: string
  /** Optional checkbox that must be ticked before confirming. */
  readonly textoCheckbox?: string
  readonly ocupado?: boolean
  /** Button texts where the spec names others (the CIPA question: 'Sim' / 'Não'). */
  readonly rotuloConfirmar?: string
  readonly rotuloCancelar?: string
}

/** The shared confirmation dialog: header 'RH', buttons 'OK' and 'Cancelar'. */
export const Confirmacao = ({ aberto, mensagem, aoConfirmar, aoCancelar, titulo = 'RH', textoCheckbox, ocupado, rotuloConfirmar = 'OK', rotuloCancelar = 'Cancelar' }: ConfirmacaoProps) => {
  const [marcado, setMarcado] = useState(false)
  useEffect(() => {
    if (aberto) setMarcado(false)
  }, [aberto])
  return (
    <Dialog open={aberto} onClose={aoCancelar} aria-labelledby="confirmacao-titulo" data-testid="dialogo-confirmacao" maxWidth="xs" fullWidth>
      <DialogTitle id="confirmacao-titulo">{titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{mensagem}</DialogContentText>
        {textoCheckbox && (
          <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={marcado} onChange={(e) => setMarcado(e.target.checked)} />} label={textoCheckbox} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={aoCancelar} color="inherit">
          {rotuloCancelar}
        </Button>
        <Button onClick={aoConfirmar} variant="contained" disabled={ocupado || (!!textoCheckbox && !marcado)} autoFocus>
          {rotuloConfirmar}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
