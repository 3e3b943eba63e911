import { useState } from 'react'
import { MenuItem, TextField } from '@mui/material'
import { useNotify, useRefresh } from 'react-admin'
import { API, enviarJson } from '../api/http.ts'
import { carregarUserinfo, useUserinfo } from '../sessao/estado.ts'

/**
 * Current company and switcher: `PUT /api/userinfo/empresa/{id}`, then the session and every query reload.
 * Disabled with one option or fewer (spec 000 §2.6).
 */
export const SeletorEmpresa = ({ largura = 240 }: { readonly largura?: number | string }) => {
  const u = useUserinfo()
  const notify = useNotify()
  const refresh = useRefresh()
  const [trocando, setTrocando] = useState(false)
  if (!u) return null
  const trocar = async (id: number) => {
    if (id === u.empresa.id) return
    setTrocando(true)
    try {
      await enviarJson(`${API}/userinfo/empresa/${id}`, 'PUT')
      const novo = await carregarUserinfo()
      refresh()
      notify(`Empresa alterada para ${novo.empresa.nome}.`, { type: 'info' })
    } catch (e) {
      notify(e instanceof Error ? e.message : 'Erro', { type: 'error' })
    } finally {
      setTrocando(false)
    }
  }
  return (
    <TextField
      select
      size="small"
      label="Empresa"
      value={u.empresa.id}
      onChange={(e) => trocar(Number(e.target.value))}
      disabled={u.empresas.length <= 1 || trocando}
      sx={{ width: largura }}
      slotProps={{ htmlInput: { 'data-testid': 'seletor-empresa' }, select: { MenuProps: { disableScrollLock: true } } }}
    >
      {u.empresas.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {e.nome}
        </MenuItem>
      ))}
    </TextField>
  )
}
