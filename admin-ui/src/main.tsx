import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import CssBaseline from '@mui/material/CssBaseline'
import { createTheme, ThemeProvider } from '@mui/material/styles'
import { carregarUserinfo, type DadosLogin, entrarNaSessao } from './sessao/estado.ts'
import { Login } from './sessao/Login.tsx'
import { tema } from './tema.ts'

/**
 * The first screen (issue 11: the login in under a second whatever the number of modules). Until the session is
 * known index.html shows 'Carregando…'; with a session the application (App.tsx and react-admin) loads; without
 * one the login form is drawn from this small entry while the application's code is fetched behind it, and
 * mounts once the user is in.
 */

const LOGIN = '/login'
const raiz = createRoot(document.getElementById('root')!)
const mostrar = (n: ReactNode) => raiz.render(<StrictMode>{n}</StrictMode>)
const carregarApp = () => import('./App.tsx')
const abrirApp = async () => {
  const { App } = await carregarApp()
  mostrar(<App />)
}

/** Where react-admin goes after login: the page first asked for, kept in the location state as react-router keeps it. */
interface Destino {
  readonly nextPathname?: string
  readonly nextSearch?: string
}
const destino = (): Destino | undefined => (window.history.state as { usr?: Destino } | null)?.usr

const semSessao = () => {
  const { pathname, search } = window.location
  // as react-admin would: the login at /login, remembering the page asked for
  if (pathname !== LOGIN) window.history.replaceState({ usr: { nextPathname: pathname, nextSearch: search }, key: 'default', idx: 0 }, '', LOGIN)
  const entrar = async (c: DadosLogin) => {
    await entrarNaSessao(c)
    const d = destino()
    const alvo = d?.nextPathname ? `${d.nextPathname}${d.nextSearch ?? ''}` : '/'
    window.history.replaceState(null, '', alvo)
    // the session is open: should the application's code fail to arrive, a full load of the page tries again
    await abrirApp().catch(() => window.location.assign(alvo))
  }
  mostrar(
    <ThemeProvider theme={createTheme(tema)}>
      <CssBaseline enableColorScheme />
      <Login entrar={entrar} />
    </ThemeProvider>,
  )
  // The application's code, fetched and evaluated once the form is on screen, so 'Entrar' opens it at once.
  const depois = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200))
  depois(() => void carregarApp().catch(() => undefined))
}

carregarUserinfo().then(
  () => {
    // public guard: an authenticated user opening /login goes home
    if (window.location.pathname === LOGIN) window.history.replaceState(null, '', '/')
    return abrirApp()
  },
  semSessao,
)
