import { type FormEvent, useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import { MASCARA_CPF, mascararParcial, tamanhoMascara } from '../../../core/shared/formatos.ts'
import { API, ErroApi, errosPorCampo, requisitar } from '../api/requisicao.ts'
import type { DadosLogin } from './estado.ts'
import type { EmpresaResumo } from './tipos.ts'

const DIGITOS_CPF = tamanhoMascara(MASCARA_CPF)
type Campo = 'username' | 'password' | 'empresaId'

export interface LoginProps {
  /** Opens the session (`entrarNaSessao`, or react-admin's `useLogin` inside the application); rejects with the API's error. */
  readonly entrar: (c: DadosLogin) => Promise<unknown>
}

/**
 * Staff login (spec 000 §2.1, §3.5, §5): CPF (masked) and 'Senha' first; once they are verified the user's own
 * companies are offered ('Empresa'), and a single one enters at once. Nothing about the installation's companies
 * is shown before that. It is the first screen a new user sees, drawn before the application's code arrives
 * (main.tsx), so it uses React and a few MUI components only: the server validates (400 with field errors in
 * core's words, placed on the fields) instead of a copy of core's Schema in the browser.
 */
export const Login = ({ entrar }: LoginProps) => {
  const [cpf, setCpf] = useState('')
  const [senha, setSenha] = useState('')
  const [verSenha, setVerSenha] = useState(false)
  const [empresas, setEmpresas] = useState<ReadonlyArray<EmpresaResumo>>()
  const [empresaId, setEmpresaId] = useState<number | ''>('')
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({})
  const [erro, setErro] = useState<string>()
  const [enviando, setEnviando] = useState(false)
  const [tentativas, setTentativas] = useState(0)
  const form = useRef<HTMLFormElement>(null)

  // After a refused submit, the first field in error takes the focus (in page order), as in every form of the UI.
  useEffect(() => {
    if (tentativas) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [tentativas])

  /** Changing the CPF or the password after the companies were offered asks for them again. */
  const esquecerEmpresas = () => {
    setEmpresas(undefined)
    setEmpresaId('')
  }

  const recusado = (e: unknown, visiveis: ReadonlyArray<Campo>) => {
    const campos = e instanceof ErroApi ? errosPorCampo(e.corpo.errors) : {}
    const nosCampos: Partial<Record<Campo, string>> = {}
    const outros: string[] = []
    for (const [campo, mensagem] of Object.entries(campos)) {
      if ((visiveis as ReadonlyArray<string>).includes(campo)) nosCampos[campo as Campo] = mensagem
      else outros.push(mensagem)
    }
    setErros(nosCampos)
    if (outros.length || !Object.keys(nosCampos).length) setErro(outros.length ? outros.join(' ') : e instanceof Error && e.message ? e.message : 'Erro')
    setEnviando(false)
    setTentativas((n) => n + 1)
  }

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault()
    if (enviando) return
    setErros({})
    setErro(undefined)
    setEnviando(true)
    const credenciais = { username: cpf, password: senha }
    const visiveis: Campo[] = empresas ? ['username', 'password', 'empresaId'] : ['username', 'password']
    try {
      let escolhida: number | '' = empresaId
      if (!empresas) {
        const minhas = await requisitar<ReadonlyArray<EmpresaResumo>>(`${API}/login/empresas`, 'POST', credenciais)
        if (minhas.length !== 1) {
          setEmpresas(minhas)
          if (!minhas.length) setErro('Usuário sem acesso a nenhuma empresa.')
          setEnviando(false)
          return
        }
        escolhida = minhas[0]!.id
      }
      await entrar({ ...credenciais, empresaId: escolhida })
    } catch (e) {
      recusado(e, visiveis)
    }
  }

  // react-admin's inputs keep a helper line under each field; so do these, so an error does not move the form.
  const ajuda = (campo: Campo, texto = ' ') => ({ error: !!erros[campo], helperText: erros[campo] ?? texto })

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
          <Box component="form" ref={form} onSubmit={enviar} noValidate>
            <TextField
              label="CPF"
              name="username"
              value={mascararParcial(cpf, MASCARA_CPF)}
              onChange={(e) => {
                setCpf(e.target.value.replace(/\D/g, '').slice(0, DIGITOS_CPF))
                esquecerEmpresas()
              }}
              placeholder="000.000.000-00"
              fullWidth
              margin="dense"
              autoFocus
              {...ajuda('username')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'username' } }}
            />
            <TextField
              label="Senha"
              name="password"
              type={verSenha ? 'text' : 'password'}
              value={senha}
              onChange={(e) => {
                setSenha(e.target.value)
                esquecerEmpresas()
              }}
              fullWidth
              margin="dense"
              {...ajuda('password')}
              slotProps={{
                htmlInput: { autoComplete: 'current-password' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={verSenha ? 'Ocultar senha' : 'Mostrar senha'} onClick={() => setVerSenha((v) => !v)} size="large">
                        {verSenha ? <Visibility /> : <VisibilityOff />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {empresas && empresas.length > 1 && (
              <TextField
                select
                label="Empresa"
                name="empresaId"
                value={empresaId}
                onChange={(e) => setEmpresaId(e.target.value === '' ? '' : Number(e.target.value))}
                fullWidth
                margin="dense"
                autoFocus
                {...ajuda('empresaId', 'Em qual empresa você vai trabalhar agora?')}
                slotProps={{ select: { displayEmpty: true } }}
              >
                <MenuItem value="">Selecione uma empresa</MenuItem>
                {empresas.map((e) => (
                  <MenuItem key={e.id} value={e.id}>
                    {e.nome}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {erro && (
              <Alert severity="warning" sx={{ mb: 2 }} role="alert" data-testid="erro-login">
                {erro}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={enviando}
              startIcon={enviando ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ py: 1, mt: 1 }}
            >
              Entrar
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}
