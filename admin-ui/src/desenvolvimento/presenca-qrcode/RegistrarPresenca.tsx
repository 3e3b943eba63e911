import { useEffect, useRef, useState } from 'react'
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material'
import { useParams } from 'react-router-dom'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { erroDe } from '../../api/http.ts'

type Registrada = ResultadoAcao<'desenvolvimento/colaborador-turma', 'presenca-qrcode'>

/**
 * The link of the attendance QR code, opened on the participant's phone: after their login (the login goes back
 * here), the code is sent once and the answer shown: 'Presença registrada' with the class and day, or the reason
 * (expired code, not a participant, not today…). Narrow-screen first.
 */
export const RegistrarPresenca = () => {
  const { token = '' } = useParams()
  const [r, setR] = useState<{ ok: Registrada } | { erro: string } | undefined>()
  const enviado = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (enviado.current === token) return
    enviado.current = token
    chamarAcao('desenvolvimento/colaborador-turma', 'presenca-qrcode', { corpo: { token } }).then(
      (ok) => setR({ ok }),
      (e: unknown) => setR({ erro: erroDe(e).mensagem }),
    )
  }, [token])
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', p: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Presença no treinamento
          </Typography>
          {!r && <CircularProgress aria-label="Registrando presença" />}
          {r && 'ok' in r && (
            <Box data-testid="presenca-registrada">
              <Alert severity="success" sx={{ mb: 2 }}>
                <Typography variant="h6" component="p">
                  {r.ok.message}
                </Typography>
                {r.ok.jaRegistrada && <Typography variant="body2">Sua presença neste dia já estava registrada.</Typography>}
              </Alert>
              <Typography>
                <strong>Curso:</strong> {r.ok.curso}
              </Typography>
              <Typography>
                <strong>Turma:</strong> {r.ok.turma}
              </Typography>
              <Typography>
                <strong>Dia:</strong> {formatarData(r.ok.dia)}
                {r.ok.turno ? ` (${r.ok.turno})` : ''}
              </Typography>
            </Box>
          )}
          {r && 'erro' in r && (
            <Alert severity="warning" data-testid="presenca-recusada">
              {r.erro}
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
