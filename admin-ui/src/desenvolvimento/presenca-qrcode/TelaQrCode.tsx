import { useEffect, useState } from 'react'
import { Alert, Box, Button, Chip, List, ListItem, Typography } from '@mui/material'
import QRCode from 'qrcode'
import { useGetList, useGetOne } from 'react-admin'
import { useNavigate, useParams } from 'react-router-dom'
import { colaboradorTurma } from '../../../../core/desenvolvimento/colaborador-turma.ts'
import { diasTurmas } from '../../../../core/desenvolvimento/dias-turmas.ts'
import { turmas } from '../../../../core/desenvolvimento/turmas.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { erroDe } from '../../api/http.ts'

/** How often the list of who checked in is read again (ms). */
const LEITURA_PRESENCAS_MS = 4_000

/**
 * 'Presença por QR code' (spec 002 dia-turma GET /qr-code-presenca): full screen for a projector or a tablet at the
 * door. The code is read again when it rotates (the server says when) and who checked in is polled, so the room sees
 * names appear as people scan.
 */
export const TelaQrCode = () => {
  const { id } = useParams()
  const diaId = Number(id)
  const navigate = useNavigate()
  const dia = useGetOne<Registro>(diasTurmas.name, { id: diaId })
  const turmaId = dia.data ? Number(dia.data['turmaId']) : undefined
  const turma = useGetOne<Registro>(turmas.name, { id: turmaId ?? 0 }, { enabled: turmaId !== undefined })
  const parts = useGetList<Registro>(
    colaboradorTurma.name,
    { filter: { turmaId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'nomeColaborador', order: 'ASC' } },
    { enabled: turmaId !== undefined, refetchInterval: LEITURA_PRESENCAS_MS },
  )
  const [codigo, setCodigo] = useState<{ url: string; svg: string } | undefined>()
  const [erro, setErro] = useState<string | undefined>()

  useEffect(() => {
    let vivo = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const ler = () =>
      chamarAcao('desenvolvimento/dias-turmas', 'qr-code-presenca', { query: { diaTurmaId: diaId } })
        .then(async (r) => {
          const svg = await QRCode.toString(r.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
          if (!vivo) return
          setCodigo({ url: r.url, svg })
          setErro(undefined)
          // Read again just after the server's rotation.
          timer = setTimeout(ler, Math.max(1_000, Date.parse(r.trocaEm) - Date.now() + 300))
        })
        .catch((e: unknown) => {
          if (vivo) setErro(erroDe(e).mensagem)
        })
    void ler()
    return () => {
      vivo = false
      if (timer) clearTimeout(timer)
    }
  }, [diaId])

  const presentes = (parts.data ?? []).filter((p) => ((p['diasPresentesIds'] as number[] | null) ?? []).includes(diaId))
  return (
    <Box sx={{ minHeight: '100vh', p: { xs: 2, md: 4 }, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 4, bgcolor: 'background.default' }}>
      <Box sx={{ flex: '0 0 auto', textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Presença por QR code
        </Typography>
        {turma.data && dia.data && (
          <Typography variant="h6" sx={{ mb: 2 }}>
            {String(turma.data['descricao'])} — {formatarData(String(dia.data['dia']))}
          </Typography>
        )}
        {erro && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {erro}
          </Alert>
        )}
        {codigo && (
          <>
            <Box
              role="img"
              aria-label="QR code de presença"
              data-testid="qr-code-presenca"
              sx={{ width: { xs: 280, md: 460 }, height: { xs: 280, md: 460 }, mx: 'auto', bgcolor: '#fff', '& svg': { width: '100%', height: '100%' } }}
              dangerouslySetInnerHTML={{ __html: codigo.svg }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Leia com a câmera do celular e entre com o seu usuário. O código muda a cada 30 segundos.
            </Typography>
            <Typography variant="caption" component="p" data-testid="url-presenca" sx={{ wordBreak: 'break-all', maxWidth: 460, mx: 'auto' }}>
              {codigo.url}
            </Typography>
          </>
        )}
        <Button sx={{ mt: 2 }} onClick={() => navigate(turmaId ? `/desenvolvimento/turmas/${turmaId}` : '/desenvolvimento/turmas')}>
          Voltar para a turma
        </Button>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h5" component="h2">
          Presentes: {presentes.length} de {parts.data?.length ?? 0}
        </Typography>
        <List aria-label="Presentes" data-testid="presentes-qr">
          {(parts.data ?? []).map((p) => {
            const presente = presentes.includes(p)
            return (
              <ListItem key={p.id} sx={{ justifyContent: 'space-between' }}>
                <Typography>{String(p['nomeColaborador'] ?? '')}</Typography>
                <Chip size="small" color={presente ? 'success' : 'default'} label={presente ? 'Presente' : 'Aguardando'} />
              </ListItem>
            )
          })}
        </List>
      </Box>
    </Box>
  )
}
