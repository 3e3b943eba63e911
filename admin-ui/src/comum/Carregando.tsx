import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'

/** What a screen shows while its code or data arrives: a named spinner and 'Carregando…' in readable contrast. */
export const Carregando = () => (
  <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 8 }}>
    <CircularProgress aria-label="Carregando" />
    <Typography variant="body2" sx={{ color: 'text.primary' }}>
      Carregando…
    </Typography>
  </Box>
)
