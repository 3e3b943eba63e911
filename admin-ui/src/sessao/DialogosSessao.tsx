import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useLogout, useNotify, useRefresh } from 'react-admin'
import { API, enviarJson } from '../api/http.ts'
import { EMPRESA_ALTERADA } from '../api/dataProvider.ts'
import { sessao, useSessao } from './estado.ts'
import { SESSAO_EXPIRADA } from './authProvider.ts'

/** Spec 000 §4: a 401 opens this dialog; 'Sair' logs out, 'Continuar' stays (the next operation demands login). */
export const SessaoExpirada = () => {
  const { situacao } = useSessao()
  const logout = useLogout()
  return (
    <Dialog open={situacao === 'expirada'} aria-labelledby="sessao-expirada-titulo" data-testid="dialogo-sessao-expirada" maxWidth="xs" fullWidth>
      <DialogTitle id="sessao-expirada-titulo">Sessão expirada</DialogTitle>
      <DialogContent>
        <DialogContentText>{SESSAO_EXPIRADA}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>Entre novamente para continuar. Alterações não salvas serão perdidas.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => sessao.continuar()}>
          Continuar
        </Button>
        <Button variant="contained" onClick={() => logout()} autoFocus>
          Sair
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Spec 000 §2.6: a write after the company changed in another tab is blocked; keep this tab's company or reload. */
export const EmpresaAlterada = () => {
  const { empresaAlterada, userinfo } = useSessao()
  const notify = useNotify()
  const refresh = useRefresh()
  const [ocupado, setOcupado] = useState(false)
  const manter = async () => {
    if (!userinfo) return
    setOcupado(true)
    try {
      await enviarJson(`${API}/userinfo/empresa/${userinfo.empresa.id}`, 'PUT')
      sessao.marcarEmpresaAlterada(false)
      refresh()
      notify(`Empresa ${userinfo.empresa.nome} mantida. Envie o formulário novamente.`, { type: 'info' })
    } catch (e) {
      notify(e instanceof Error ? e.message : 'Erro', { type: 'error' })
    } finally {
      setOcupado(false)
    }
  }
  return (
    <Dialog open={empresaAlterada} aria-labelledby="empresa-alterada-titulo" data-testid="dialogo-empresa-alterada" maxWidth="sm">
      <DialogTitle id="empresa-alterada-titulo">RH</DialogTitle>
      <DialogContent>
        <DialogContentText>{EMPRESA_ALTERADA}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => window.location.reload()}>
          Descartar e recarregar
        </Button>
        <Button variant="contained" onClick={manter} disabled={ocupado}>
          Manter {userinfo?.empresa.nome ?? 'esta empresa'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
