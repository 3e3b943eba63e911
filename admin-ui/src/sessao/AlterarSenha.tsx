import { Box, Card, CardContent, Typography } from '@mui/material'
import { Form, HttpError, PasswordInput, SaveButton, Title, useLogout, useNotify } from 'react-admin'
import { AlterarSenha as EsquemaAlterarSenha } from '../../../core/sessao/contexto.ts'
import { API, enviarJson } from '../api/http.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorSchema } from '../comum/formulario.tsx'
import { AcessoNegado } from '../paginas/AcessoNegado.tsx'
import { useUserinfo } from './estado.ts'

const validar = validadorSchema(EsquemaAlterarSenha)

export const SENHA_ALTERADA = 'Senha alterada com sucesso. Entre novamente com a nova senha.'

/**
 * 'Alterar Minha Senha' (spec 000 §3.5, §5): `PATCH /api/userinfo/alterar-senha`; the server ends the session,
 * so success leads to /login with a notice. The mismatch rule and its message are the server's.
 */
export const AlterarSenha = () => {
  const u = useUserinfo()
  const logout = useLogout()
  const notify = useNotify()
  if (u?.usuarioFortes) return <AcessoNegado />

  const enviar = async (valores: Record<string, unknown>) => {
    try {
      await enviarJson(`${API}/userinfo/alterar-senha`, 'PATCH', valores)
    } catch (e) {
      const corpo = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined
      if (corpo?.errors) return corpo.errors
      notify(e instanceof Error && e.message ? e.message : 'Erro', { type: 'error' })
      return
    }
    await logout({}, '/login', false)
    notify(SENHA_ALTERADA, { type: 'success' })
  }

  return (
    <Box sx={{ py: 2, maxWidth: 520 }}>
      <Title title="Alterar Minha Senha" />
      <Card variant="outlined">
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h6" component="h1" gutterBottom>
            Alterar Minha Senha
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Depois da alteração, todas as suas sessões são encerradas e você entra novamente com a nova senha.
          </Typography>
          <Form onSubmit={enviar} validate={validar} {...MODO_SUBMIT} noValidate>
            <FocarPrimeiroErro />
            <PasswordInput source="senha" label="Senha atual" isRequired fullWidth inputProps={{ autoComplete: 'current-password' }} />
            <PasswordInput source="novaSenha" label="Nova senha" isRequired fullWidth inputProps={{ autoComplete: 'new-password' }} />
            <PasswordInput source="confNovaSenha" label="Confirmar nova senha" isRequired fullWidth inputProps={{ autoComplete: 'new-password' }} />
            <SaveButton label="Alterar senha" alwaysEnable />
          </Form>
        </CardContent>
      </Card>
    </Box>
  )
}
