import { useState } from 'react'
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Typography } from '@mui/material'
import { useNotify } from 'react-admin'
import { useUserinfo } from '../sessao/estado.ts'

/**
 * 'Copiar para outras empresas': the other companies the user sees, as checkboxes; `copiar` receives the chosen ids
 * and answers the companies copied to, told in `mensagem(n)`. Used by every record a spec lets clone to companies.
 */
export const CopiarParaEmpresas = ({
  titulo,
  copiar,
  mensagem,
  onFechar,
}: {
  readonly titulo: string
  readonly copiar: (empresas: ReadonlyArray<number>) => Promise<ReadonlyArray<unknown>>
  readonly mensagem: (n: number) => string
  readonly onFechar: () => void
}) => {
  const u = useUserinfo()
  const notify = useNotify()
  const [escolhidas, setEscolhidas] = useState<ReadonlyArray<number>>([])
  const outras = (u?.empresas ?? []).filter((e) => e.id !== u?.empresa.id)
  const confirmar = () =>
    copiar(escolhidas)
      .then((r) => {
        notify(mensagem(r.length), { type: 'success' })
        onFechar()
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  return (
    <Dialog open onClose={onFechar} aria-labelledby="titulo-copiar-empresas">
      <DialogTitle id="titulo-copiar-empresas">{titulo}</DialogTitle>
      <DialogContent>
        {!outras.length && <Typography>Você não tem acesso a outras empresas.</Typography>}
        {outras.map((e) => (
          <FormControlLabel
            key={e.id}
            sx={{ display: 'flex' }}
            label={e.nome}
            control={<Checkbox checked={escolhidas.includes(e.id)} onChange={(ev) => setEscolhidas(ev.target.checked ? [...escolhidas, e.id] : escolhidas.filter((x) => x !== e.id))} />}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} color="inherit">
          Cancelar
        </Button>
        <Button variant="contained" onClick={confirmar} disabled={!escolhidas.length}>
          Copiar
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** `n empresa(s)`. */
export const empresas = (n: number) => `${n} ${n === 1 ? 'empresa' : 'empresas'}`
