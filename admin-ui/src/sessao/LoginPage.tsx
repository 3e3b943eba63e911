import { useEffect } from 'react'
import { useCheckAuth, useLogin, useNavigate } from 'react-admin'
import { Login } from './Login.tsx'

/**
 * react-admin's login page (after 'Sair', an expired session, a protected page opened later): the same form as
 * the first screen (Login.tsx); react-admin's `login` opens the session and goes back to the page first asked for.
 */
export const LoginPage = () => {
  const login = useLogin()
  const checkAuth = useCheckAuth()
  const navigate = useNavigate()

  // public guard: an authenticated user opening /login goes home
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined)
  }, [checkAuth, navigate])

  return <Login entrar={login} />
}
