import { defaultTheme, type RaThemeOptions } from 'react-admin'

export const COR_PRINCIPAL = '#FF850A'
export const LARGURA_MENU = { aberto: 276, fechado: 56 } as const

/**
 * Spec 000 §2.3/§9: theme colour #FF850A; breakpoints: mobile (drawer) at 768 px or less (`sm` starts at 769),
 * menu collapsed below 1200 px (`md`).
 */
export const tema: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: COR_PRINCIPAL, dark: '#D96A00', light: '#FFB15E', contrastText: '#FFFFFF' },
    secondary: { main: '#5C5C5C', contrastText: '#FFFFFF' },
    background: { default: '#F5F5F6', paper: '#FFFFFF' },
  },
  breakpoints: { values: { xs: 0, sm: 769, md: 1200, lg: 1440, xl: 1920 } },
  shape: { borderRadius: 8 },
  sidebar: { width: LARGURA_MENU.aberto, closedWidth: LARGURA_MENU.fechado },
  typography: {
    fontFamily: ['Roboto', '"Segoe UI"', 'system-ui', '-apple-system', 'sans-serif'].join(','),
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    MuiAppBar: {
      styleOverrides: {
        root: { backgroundColor: '#FFFFFF', color: '#333333', boxShadow: '0 1px 0 rgba(0,0,0,0.08)', borderTop: `3px solid ${COR_PRINCIPAL}` },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 10 } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          '&.RaMenuItemLink-active': { color: COR_PRINCIPAL, fontWeight: 600, backgroundColor: 'rgba(255, 133, 10, 0.10)' },
        },
      },
    },
  },
}
