import { useCallback, useEffect, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { Alert, Box, Card, CardContent, Typography } from '@mui/material'
import { Form, HttpError, PasswordInput, SaveButton, SelectInput, useCheckAuth, useLogin, useNavigate } from 'react-admin'
import { Credenciais, LoginInterno } from '../../../core/sessao/login.ts'
import { formatarCpf, normalizarCpf } from '../../../core/shared/br/cpf.ts'
import { API, enviarJson } from '../api/http.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorSchema } from '../comum/formulario.tsx'
import { MASCARA_CPF } from '../../../core/shared/formatos.ts'
import { MascaraInput, somenteDigitos } from '../generico/entradas/MascaraInput.tsx'
import type { EmpresaResumo } from './tipos.ts'

const validarCredenciais = validadorSchema(Credenciais)
const validarLogin = validadorSchema(LoginInterno)

/** Changing the CPF or the password after the companies were offered asks for them again. */
const EsquecerEmpresas = ({ quando }: { readonly quando: () => void }) => {
  const { watch } = useFormContext()
  useEffect(() => {
    const s = watch((_v, { name }) => {
      if (name === 'username' || name === 'password') quando()
    })
    return () => s.unsubscribe()
  }, [watch, quando])
  return null
}

/**
 * Staff login (spec 000 §2.1, §3.5, §5): CPF (masked) and 'Senha' first; once they are verified the user's own
 * companies are offered ('Empresa'), and a single one enters at once. Nothing about the installation's companies
 * is shown before that.
 */
export const LoginPage = () => {
  const login = useLogin()
  const checkAuth = useCheckAuth()
  const navigate = useNavigate()
  const [empresas, setEmpresas] = useState<ReadonlyArray<EmpresaResumo>>()
  const [erro, setErro] = useState<string>()
  const esquecer = useCallback(() => setEmpresas(undefined), [])

  // public guard: an authenticated user opening /login goes home
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined)
  }, [checkAuth, navigate])

  const falha = (e: unknown) => {
    const corpo = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined
    if (corpo?.errors) return corpo.errors
    setErro(e instanceof Error && e.message ? e.message : 'Erro')
    return undefined
  }

  const entrar = async (valores: Record<string, unknown>) => {
    setErro(undefined)
    const credenciais = { username: normalizarCpf(String(valores['username'] ?? '')), password: valores['password'] }
    try {
      let empresaId = valores['empresaId']
      if (!empresas) {
        const { json } = await enviarJson(`${API}/login/empresas`, 'POST', credenciais)
        const minhas = json as ReadonlyArray<EmpresaResumo>
        if (minhas.length !== 1) {
          setEmpresas(minhas)
          if (!minhas.length) setErro('Usuário sem acesso a nenhuma empresa.')
          return undefined
        }
        empresaId = minhas[0]!.id
      }
      await login({ ...credenciais, empresaId })
    } catch (e) {
      return falha(e)
    }
    return undefined
  }

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #FFF3E6 0%, #FFE0BF 45%, #FFB15E 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400, boxShadow: '0 12px 40px rgba(0,0,0,.12)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
            <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 800, borderRadius: 2, px: 1.25, py: 0.5, fontSize: 24 }}>RH</Box>
            <Box>
              <Typography variant="h6" component="h1" lineHeight={1.2}>
                Acesso ao RH
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Entre com seu CPF e senha
              </Typography>
            </Box>
          </Box>
          <Form onSubmit={entrar} validate={empresas ? validarLogin : validarCredenciais} {...MODO_SUBMIT} noValidate>
            <FocarPrimeiroErro />
            <EsquecerEmpresas quando={esquecer} />
            <MascaraInput
              source="username"
              label="CPF"
              mascara={MASCARA_CPF}
              limpar={somenteDigitos}
              formatar={formatarCpf}
              fullWidth
              autoFocus
              placeholder="000.000.000-00"
              inputProps={{ autoComplete: 'username' }}
            />
            <PasswordInput source="password" label="Senha" fullWidth inputProps={{ autoComplete: 'current-password' }} />
            {empresas && empresas.length > 1 && (
              <SelectInput
                source="empresaId"
                label="Empresa"
                choices={[...empresas]}
                optionText="nome"
                fullWidth
                autoFocus
                emptyText="Selecione uma empresa"
                helperText="Em qual empresa você vai trabalhar agora?"
              />
            )}
            {erro && (
              <Alert severity="warning" sx={{ mb: 2 }} role="alert" data-testid="erro-login">
                {erro}
              </Alert>
            )}
            <SaveButton label="Entrar" icon={<></>} fullWidth alwaysEnable sx={{ py: 1 }} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  )
}
