import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { Link } from 'react-router-dom'
import { temAutoridade } from '../../../core/sessao/autoridades.ts'
import { formatarCpf } from '../../../core/shared/br/cpf.ts'
import { AcessoNegado } from '../paginas/AcessoNegado.tsx'
import { useUserinfo } from './estado.ts'

const Linha = ({ rotulo, valor }: { readonly rotulo: string; readonly valor: string }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', py: 1 }}>
    <Typography variant="body2" color="text.secondary">
      {rotulo}
    </Typography>
    <Typography variant="body2">{valor}</Typography>
  </Box>
)

/**
 * 'Atualizar Meus Dados' (ROLE_CAD_INFO_PESSOAL). The personal-information form belongs to talent management;
 * until it exists this page shows the session's own data and the password change.
 */
export const MeusDados = () => {
  const u = useUserinfo()
  if (!u || !temAutoridade(u.authorities, 'ROLE_CAD_INFO_PESSOAL')) return <AcessoNegado />
  return (
    <Box sx={{ py: 2, maxWidth: 640 }}>
      <Title title="Meus Dados" />
      <Card variant="outlined">
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h6" component="h1" gutterBottom>
            Meus Dados
          </Typography>
          <Divider sx={{ mb: 1 }} />
          <Linha rotulo="Nome" valor={u.usuario.nome} />
          <Linha rotulo="CPF" valor={formatarCpf(u.usuario.cpf)} />
          <Linha rotulo="Empresa atual" valor={u.empresa.nome} />
          <Linha rotulo="Empresas com acesso" valor={u.empresas.map((e) => e.nome).join(', ')} />
          {!u.usuarioFortes && (
            <Stack direction="row" sx={{ mt: 2 }}>
              <Button component={Link} to="/alterar-senha" variant="outlined">
                Alterar Minha Senha
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
