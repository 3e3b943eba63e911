import { useEffect, type ReactNode } from 'react'
import { useMediaQuery, type Theme } from '@mui/material'
import { Layout as RaLayout, useSidebarState } from 'react-admin'
import { ErroInterno } from '../paginas/ErroInterno.tsx'
import { EmpresaAlterada, SessaoExpirada } from '../sessao/DialogosSessao.tsx'
import { BarraSuperior } from './BarraSuperior.tsx'
import { MenuPrincipal } from './MenuPrincipal.tsx'

/** Menu collapses below 1200 px (`md`); at 768 px or less react-admin switches to the mobile drawer. */
const RecolherMenu = () => {
  const estreito = useMediaQuery<Theme>((t) => t.breakpoints.down('md'), { noSsr: true })
  const [, setAberto] = useSidebarState()
  useEffect(() => {
    setAberto(!estreito)
  }, [estreito, setAberto])
  return null
}

/** Staff layout (spec 000 §2.3): top bar, side menu from userinfo.menu, session dialogs, 500 page on render errors. */
export const Layout = ({ children }: { readonly children: ReactNode }) => (
  <RaLayout appBar={BarraSuperior} menu={MenuPrincipal} error={ErroInterno} appBarAlwaysOn sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-content': { minWidth: 0 }, '& .RaLayout-content': { px: { xs: 1, sm: 3 }, pb: 4 } }}>
    <RecolherMenu />
    {children}
    <SessaoExpirada />
    <EmpresaAlterada />
  </RaLayout>
)
