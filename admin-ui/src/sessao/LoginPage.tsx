import { useEffect, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { Alert, Box, Card, CardContent, Typography } from '@mui/material'
import { Form, HttpError, PasswordInput, SaveButton, SelectInput, useCheckAuth, useLogin, useNavigate } from 'react-admin'
import { LoginInterno } from '../../../core/sessao/login.ts'
import { formatarCpf } from '../../../core/shared/br/cpf.ts'
import { API, httpClient } from '../api/http.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorSchema } from '../comum/formulario.tsx'
import { MASCARA_CPF } from '../../../core/shared/formatos.ts'
import { MascaraInput, somenteDigitos } from '../generico/entradas/MascaraInput.tsx'
import type { EmpresaResumo } from './tipos.ts'

const validar = validadorSchema(LoginInterno)

/** Companies offered by the public `GET /api/login/empresas`; a single one is preselected. */
const useEmpresas = () => {
  const [empresas, setEmpresas] = useState<ReadonlyArray<EmpresaResumo>>([])
  useEffect(() => {
    httpClient(`${API}/login/empresas`)
      .then(({ json }) => setEmpresas(json as EmpresaResumo[]))
      .catch(() => setEmpresas([]))
  }, [])
  return empresas
}

/** With a single company offered, it is chosen (and the select stays disabled). */
const EmpresaUnica = ({ empresas }: { readonly empresas: ReadonlyArray<EmpresaResumo> }) => {
  const { setValue } = useFormContext()
  const unica = empresas.length === 1 ? empresas[0]!.id : undefined
  useEffect(() => {
    if (unica !== undefined) setValue('empresaId', unica)
  }, [unica, setValue])
  return null
}

/** Staff login (spec 000 §2.1, §3.5, §5): CPF (masked), 'Senha', 'Empresa'; validated on submit. */
export const LoginPage = () => {
  const login = useLogin()
  const checkAuth = useCheckAuth()
  const navigate = useNavigate()
  const empresas = useEmpresas()
  const [erro, setErro] = useState<string>()

  // public guard: an authenticated user opening /login goes home
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined)
  }, [checkAuth, navigate])

  const entrar = async (valores: Record<string, unknown>) => {
    setErro(undefined)
    try {
      await login({ username: valores['username'], password: valores['password'], empresaId: valores['empresaId'] })
    } catch (e) {
      const corpo = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined
      if (corpo?.errors) return corpo.errors
      setErro(e instanceof Error && e.message ? e.message : 'Erro')
    }
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
          <Form onSubmit={entrar} validate={validar} {...MODO_SUBMIT} noValidate>
            <FocarPrimeiroErro />
            <EmpresaUnica empresas={empresas} />
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
            <SelectInput
              source="empresaId"
              label="Empresa"
              choices={[...empresas]}
              optionText="nome"
              fullWidth
              disabled={empresas.length <= 1}
              emptyText="Selecione uma empresa"
            />
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
