import { useEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { AppBar, LoadingIndicator } from 'react-admin'
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
    sx={{ display: 'flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'inherit', mr: 1, flexShrink: 0 }}
  >
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 800, borderRadius: 1.5, px: 1, py: 0.25, fontSize: 18, letterSpacing: 0.5 }}>
      RH
    </Box>
  </Box>
)

/**
 * The page title: react-admin's title portal (each page's <Title> lands here), cut with an ellipsis when the bar
 * is short of room and then shown whole on hover (its `title` follows the text the page puts in).
 */
const TituloDaPagina = () => {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const copiar = () => {
      const texto = el.textContent?.trim() ?? ''
      if (texto) el.setAttribute('title', texto)
      else el.removeAttribute('title')
    }
    copiar()
    const observador = new MutationObserver(copiar)
    observador.observe(el, { childList: true, subtree: true, characterData: true })
    return () => observador.disconnect()
  }, [])
  return (
    <Typography
      ref={ref}
      id="react-admin-title"
      variant="subtitle1"
      color="inherit"
      noWrap
      // react-admin wraps the text in an inline-block, which an ellipsis would not reach
      sx={{ flex: 1, minWidth: 0, fontWeight: 600, mr: 1, display: { xs: 'none', sm: 'block' }, '& .RaConfigurable-root': { display: 'inline' } }}
    />
  )
}

/** Top bar (spec 000 §2.3): logo, page title, 'Pesquisar Menu', current company, user menu. */
export const BarraSuperior = () => {
  const u = useUserinfo()
  const largo = useMediaQuery<Theme>((t) => t.breakpoints.up('md'))
  const medio = useMediaQuery<Theme>((t) => t.breakpoints.up('sm'))
  return (
    <AppBar color="inherit" userMenu={<MenuUsuario />} toolbar={<LoadingIndicator aria-label="Carregando" />}>
      <Logo />
      <TituloDaPagina />
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
