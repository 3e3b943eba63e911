import type { ReactNode } from 'react'
import { Box, Card, CardContent, Typography } from '@mui/material'
import { Title } from 'react-admin'

/** Shared frame of the error pages: icon, header, text and actions, centred. */
export const PaginaAviso = ({
  icone,
  titulo,
  texto,
  children,
  testid,
}: {
  readonly icone: ReactNode
  readonly titulo: string
  readonly texto: ReactNode
  readonly children?: ReactNode
  readonly testid: string
}) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, sm: 6 }, px: 2 }} data-testid={testid}>
    <Title title={titulo} />
    <Card sx={{ maxWidth: 640, width: '100%' }} variant="outlined">
      <CardContent sx={{ textAlign: 'center', p: { xs: 3, sm: 5 } }}>
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 64 } }}>{icone}</Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {titulo}
        </Typography>
        <Typography color="text.secondary" component="div">
          {texto}
        </Typography>
        {children && <Box sx={{ mt: 3, display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box>}
      </CardContent>
    </Card>
  </Box>
)
