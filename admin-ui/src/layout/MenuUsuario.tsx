import { forwardRef, type ReactNode } from 'react'
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material'
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined'
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined'
import PollOutlinedIcon from '@mui/icons-material/PollOutlined'
import { Logout, UserMenu, useUserMenu } from 'react-admin'
import { Link } from 'react-router-dom'
import { temAutoridade } from '../../../core/sessao/autoridades.ts'
import { formatarCpf } from '../../../core/shared/br/cpf.ts'
import { useUserinfo } from '../sessao/estado.ts'
import { SeletorEmpresa } from './SeletorEmpresa.tsx'

const ItemLink = forwardRef<HTMLAnchorElement, { readonly to: string; readonly texto: string; readonly icone: ReactNode }>(
  ({ to, texto, icone }, ref) => {
    const menu = useUserMenu()
    return (
      <MenuItem component={Link} to={to} ref={ref} onClick={() => menu?.onClose()}>
        <ListItemIcon>{icone}</ListItemIcon>
        <ListItemText>{texto}</ListItemText>
      </MenuItem>
    )
  },
)
ItemLink.displayName = 'ItemLink'

/**
 * User menu (spec 000 §2.3): who and where (name, CPF, company switcher), 'Atualizar Meus Dados' with
 * ROLE_CAD_INFO_PESSOAL, 'Minhas Pesquisas' with ROLE_MINHAS_PESQUISAS (the employee's self-service), 'Alterar Minha Senha' unless the user is of the provider's own type, 'Sair'.
 */
export const MenuUsuario = () => {
  const u = useUserinfo()
  return (
    <UserMenu>
      {u && (
        <Box sx={{ px: 2, py: 1, minWidth: 260 }} onKeyDown={(e) => e.stopPropagation()}>
          <Typography fontWeight={600}>{u.usuario.nome}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            CPF {formatarCpf(u.usuario.cpf)}
          </Typography>
          <SeletorEmpresa largura="100%" />
        </Box>
      )}
      <Divider />
      {u && temAutoridade(u.authorities, 'ROLE_CAD_INFO_PESSOAL') && <ItemLink to="/meus-dados" texto="Atualizar Meus Dados" icone={<BadgeOutlinedIcon fontSize="small" />} />}
      {u && temAutoridade(u.authorities, 'ROLE_MINHAS_PESQUISAS') && <ItemLink to="/pesquisa/colaborador-questionario" texto="Minhas Pesquisas" icone={<PollOutlinedIcon fontSize="small" />} />}
      {u && !u.usuarioFortes && <ItemLink to="/alterar-senha" texto="Alterar Minha Senha" icone={<KeyOutlinedIcon fontSize="small" />} />}
      <Logout />
    </UserMenu>
  )
}
