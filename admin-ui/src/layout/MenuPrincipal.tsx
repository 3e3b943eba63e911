import { useEffect, useState } from 'react'
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { MenuItemLink, useSidebarState } from 'react-admin'
import { useLocation } from 'react-router-dom'
import type { ItemMenu } from '../../../core/sessao/menu.ts'
import { VERSAO } from '../paginas/NotasVersao.tsx'
import { useUserinfo } from '../sessao/estado.ts'
import { LARGURA_MENU } from '../tema.ts'
import { iconeDoGrupo } from './icones.tsx'
import { ehExterno, folhas } from './itensMenu.ts'

const contem = (item: ItemMenu, caminho: string) => folhas(item).some((f) => f.path && (caminho === f.path || caminho.startsWith(`${f.path}/`)))

const Folha = ({ item, nivel }: { readonly item: ItemMenu; readonly nivel: number }) => {
  const recuo = { pl: 2 + nivel * 2 }
  if (ehExterno(item.path!))
    return (
      <ListItemButton component="a" href={item.path} target="_blank" rel="noopener noreferrer" sx={recuo} dense>
        <ListItemText primary={item.label} />
        <OpenInNewIcon fontSize="inherit" />
      </ListItemButton>
    )
  // A long label is cut with an ellipsis; the whole one shows on hover.
  return <MenuItemLink to={item.path!} primaryText={item.label} title={item.label} role="link" sx={{ ...recuo, whiteSpace: 'normal', py: 0.75 }} dense />
}

/** A group or sub-group: collapsible; groups start open when they hold the current page, sub-groups open. */
const Grupo = ({ item, nivel }: { readonly item: ItemMenu; readonly nivel: number }) => {
  const { pathname } = useLocation()
  const [sidebarAberta, setSidebarAberta] = useSidebarState()
  const [aberto, setAberto] = useState(() => nivel > 0 || contem(item, pathname))
  useEffect(() => {
    if (contem(item, pathname)) setAberto(true)
  }, [item, pathname])
  const alternar = () => {
    if (!sidebarAberta) {
      setSidebarAberta(true)
      setAberto(true)
    } else setAberto((a) => !a)
  }
  const id = `menu-${nivel}-${item.label.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-')}`
  const botao = (
    <ListItemButton
      onClick={alternar}
      aria-expanded={aberto}
      aria-controls={aberto && sidebarAberta ? id : undefined}
      sx={{ pl: nivel === 0 ? 2 : 2 + nivel * 2, py: nivel === 0 ? 1 : 0.5 }}
      selected={nivel === 0 && !sidebarAberta && contem(item, pathname)}
    >
      {nivel === 0 && <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>{iconeDoGrupo(item.label)}</ListItemIcon>}
      <ListItemText
        primary={item.label}
        slotProps={{ primary: nivel === 0 ? { fontWeight: 600, fontSize: 14 } : { fontSize: 12, textTransform: 'uppercase', color: 'text.secondary', letterSpacing: 0.5 } }}
      />
      {sidebarAberta && (aberto ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </ListItemButton>
  )
  return (
    <>
      {nivel === 0 && !sidebarAberta ? (
        <Tooltip title={item.label} placement="right">
          {botao}
        </Tooltip>
      ) : (
        botao
      )}
      <Collapse in={aberto && sidebarAberta} timeout="auto" unmountOnExit id={id}>
        <List disablePadding component="div">
          {(item.children ?? []).map((f) =>
            f.path ? <Folha key={f.path} item={f} nivel={nivel + 1} /> : <Grupo key={f.label} item={f} nivel={nivel + 1} />,
          )}
        </List>
      </Collapse>
    </>
  )
}

/** Side menu built from the server's per-user menu (`userinfo.menu`): groups → sub-groups → screens. */
export const MenuPrincipal = () => {
  const menu = useUserinfo()?.menu ?? []
  const [aberto] = useSidebarState()
  return (
    <Box
      component="nav"
      aria-label="Menu principal"
      data-testid="menu-principal"
      sx={{ pt: 1, pb: 4, width: aberto ? LARGURA_MENU.aberto : LARGURA_MENU.fechado, transition: 'width 195ms' }}
    >
      <List disablePadding component="div">
        <MenuItemLink to="/" primaryText="Início" role="link" leftIcon={<HomeOutlinedIcon />} sx={{ py: 1 }} />
        {menu.map((g) => (g.path ? <Folha key={g.path} item={g} nivel={0} /> : <Grupo key={g.label} item={g} nivel={0} />))}
      </List>
      <MenuItemLink
        to="/versao"
        role="link"
        primaryText={aberto ? `Versão ${VERSAO}` : `v${VERSAO}`}
        title="Notas da versão"
        sx={{ mt: 2, py: 0.5, fontSize: 12, color: 'text.secondary', justifyContent: aberto ? 'flex-start' : 'center' }}
        dense
      />
    </Box>
  )
}
