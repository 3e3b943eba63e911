import { Box, useMediaQuery, type Theme } from '@mui/material'
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin'
import { Link } from 'react-router-dom'
import { useUserinfo } from '../sessao/estado.ts'
import { MenuUsuario } from './MenuUsuario.tsx'
import { PesquisarMenu } from './PesquisarMenu.tsx'
import { SeletorEmpresa } from './SeletorEmpresa.tsx'

export const Logo = () => (
  <Box
    component={Link}
    to="/"
    aria-label="RH - página inicial"
    data-testid="logo"
    sx={{ display: 'flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'inherit', mr: 2, flexShrink: 0 }}
  >
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 800, borderRadius: 1.5, px: 1, py: 0.25, fontSize: 18, letterSpacing: 0.5 }}>
      RH
    </Box>
  </Box>
)

/** Top bar (spec 000 §2.3): logo, page title, 'Pesquisar Menu', current company, user menu. */
export const BarraSuperior = () => {
  const u = useUserinfo()
  const largo = useMediaQuery<Theme>((t) => t.breakpoints.up('md'))
  const medio = useMediaQuery<Theme>((t) => t.breakpoints.up('sm'))
  return (
    <AppBar color="inherit" userMenu={<MenuUsuario />} toolbar={<LoadingIndicator aria-label="Carregando" />}>
      <Logo />
      <TitlePortal variant="subtitle1" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 600, mr: 2, display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ flex: medio ? '0 1 auto' : 1, minWidth: 0, mr: 1 }}>
        <PesquisarMenu />
      </Box>
      {medio && u && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mx: 1 }} data-testid="empresa-atual">
          <SeletorEmpresa largura={largo ? 240 : 180} />
        </Box>
      )}
    </AppBar>
  )
}
