import { Box, Card, CardContent, CardHeader, Link as MuiLink, List, ListItem, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { Link } from 'react-router-dom'
import { iconeDoGrupo } from '../layout/icones.tsx'
import { ehExterno, folhas } from '../layout/itensMenu.ts'
import { useUserinfo } from '../sessao/estado.ts'

const saudacao = () => {
  const h = new Date().getHours()
  return h < 12 ? 'Bom dia' : h < 18 ? 'Boa tarde' : 'Boa noite'
}

/** Home page: a greeting and the user's menu as shortcuts, one card per group. */
export const Inicio = () => {
  const u = useUserinfo()
  if (!u) return null
  const primeiroNome = u.usuario.nome.split(' ')[0]
  return (
    <Box sx={{ py: 2 }} data-testid="inicio">
      <Title title="Início" />
      <Typography variant="h5" component="h1">
        {saudacao()}, {primeiroNome}!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Você está na empresa <strong>{u.empresa.nome}</strong>. Acesse abaixo as telas liberadas para o seu perfil.
      </Typography>
      {u.menu.length === 0 ? (
        <Typography color="text.secondary">Nenhuma tela liberada para o seu perfil nesta empresa.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {u.menu.map((g) => (
            <Card key={g.label} variant="outlined">
              <CardHeader
                avatar={<Box sx={{ color: 'primary.main', display: 'flex' }}>{iconeDoGrupo(g.label)}</Box>}
                title={g.label}
                slotProps={{ title: { variant: 'subtitle1', fontWeight: 600, component: 'h2' } }}
                sx={{ pb: 0 }}
              />
              <CardContent sx={{ pt: 1 }}>
                <List dense disablePadding>
                  {folhas(g).map((f) => (
                    <ListItem key={f.path} disableGutters sx={{ py: 0.25 }}>
                      {ehExterno(f.path!) ? (
                        <MuiLink href={f.path} target="_blank" rel="noopener noreferrer" underline="hover">
                          {f.label}
                        </MuiLink>
                      ) : (
                        <MuiLink component={Link} to={f.path!} underline="hover">
                          {f.label}
                        </MuiLink>
                      )}
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  )
}
