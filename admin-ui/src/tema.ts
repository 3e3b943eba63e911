import { defaultTheme, type RaThemeOptions } from 'react-admin'

export const COR_PRINCIPAL = '#FF850A'
/** The brand orange darkened for text on white (5.6:1, WCAG AA); #FF850A itself only reaches 2.4:1. */
export const COR_TEXTO_PRINCIPAL = '#A94E00'
export const LARGURA_MENU = { aberto: 276, fechado: 56 } as const

/**
 * Spec 000 §2.3/§9: theme colour #FF850A; breakpoints: mobile (drawer) at 768 px or less (`sm` starts at 769),
 * menu collapsed below 1200 px (`md`).
 */
export const tema: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    // Orange fills carry dark text (6.8:1, also on the hover shade); orange text uses COR_TEXTO_PRINCIPAL.
    primary: { main: COR_PRINCIPAL, dark: '#E06F00', light: '#FFB15E', contrastText: '#1F1F1F' },
    secondary: { main: '#5C5C5C', contrastText: '#FFFFFF' },
    background: { default: '#F5F5F6', paper: '#FFFFFF' },
    // MUI's warning orange (#ED6C02) reads at 3:1 as text or under white; this one at 5:1 both ways.
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
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
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 }, textPrimary: { color: COR_TEXTO_PRINCIPAL }, outlinedPrimary: { color: COR_TEXTO_PRINCIPAL } },
    },
    // react-admin puts the row checkbox's 'Selecionar esta linha' on MUI's wrapper span; give it to the input itself.
    // (A default `slotProps.input` shadows `inputProps`, so those are carried over.)
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: (o: { readonly 'aria-label'?: string; readonly inputProps?: object }) => ({ ...(o['aria-label'] ? { 'aria-label': o['aria-label'] } : {}), ...o.inputProps }),
        },
      },
    },
    // Every spinner, ours and react-admin's (the app bar's, a saving button's), has a name for screen readers.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Carregando' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Carregando' } },
    MuiIconButton: { styleOverrides: { colorPrimary: { color: COR_TEXTO_PRINCIPAL } } },
    MuiLink: { styleOverrides: { root: { color: COR_TEXTO_PRINCIPAL } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: COR_TEXTO_PRINCIPAL } } } },
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
    // Labels sit above the field from the start (issue 11): a value that arrives after the input is drawn (a
    // referenced record's name, the CEP lookup, a record loaded into the form) never has its label slide across it.
    MuiInputLabel: { defaultProps: { shrink: true } },
    // A focused field's label in the readable orange (the login's CPF has the focus as soon as the page opens).
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: COR_TEXTO_PRINCIPAL } } } },
    MuiOutlinedInput: { defaultProps: { notched: true } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 10 } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          '&.RaMenuItemLink-active': { color: COR_TEXTO_PRINCIPAL, fontWeight: 600, backgroundColor: 'rgba(255, 133, 10, 0.10)' },
        },
      },
    },
  },
}
