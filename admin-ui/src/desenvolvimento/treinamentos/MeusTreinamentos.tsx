import { useEffect, useState } from 'react'
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { erroDe } from '../../api/http.ts'

type Meus = ResultadoAcao<'desenvolvimento/colaborador-turma', 'meus-treinamentos'>

const periodo = (ini: string, fim: string | null) => (fim && fim !== ini ? `${formatarData(ini)} a ${formatarData(fim)}` : formatarData(ini))
const pct = (n: number) => `${String(n).replace('.', ',')}%`

/**
 * 'Meus Treinamentos' (spec 002 /desenvolvimento/treinamentos): the classes of the employee linked to the user, with
 * attendance against the course's minimum, approval and the days still to come.
 */
export const MeusTreinamentos = () => {
  const [dados, setDados] = useState<Meus | undefined>()
  const [erro, setErro] = useState<string | undefined>()
  useEffect(() => {
    chamarAcao('desenvolvimento/colaborador-turma', 'meus-treinamentos').then(setDados, (e: unknown) => setErro(erroDe(e).mensagem))
  }, [])
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title="Meus Treinamentos" />
      <Typography variant="h5" component="h1" gutterBottom>
        Meus Treinamentos
      </Typography>
      {erro && <Alert severity="warning">{erro}</Alert>}
      {dados && !dados.vinculado && <Alert severity="info">{dados.mensagem}</Alert>}
      {dados?.vinculado && !dados.treinamentos.length && <Typography color="text.secondary">Você ainda não participa de nenhuma turma.</Typography>}
      <Stack spacing={2}>
        {dados?.treinamentos.map((t) => (
          <Card key={t.colaboradorTurmaId} data-testid="meu-treinamento">
            <CardContent>
              <Typography variant="h6" component="h2">
                {t.curso}
              </Typography>
              <Typography color="text.secondary">
                {t.turma} — {periodo(t.dataPrevIni, t.dataPrevFim)} — Instrutor: {t.instrutor}
                {t.instituicao ? ` (${t.instituicao})` : ''}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
                <Typography>
                  Frequência: {pct(t.percentual)} ({t.presencas} de {t.totalDias} {t.totalDias === 1 ? 'dia' : 'dias'}; mínimo {pct(t.percentualMinimo)})
                </Typography>
                {t.realizada ? (
                  <Chip size="small" color={t.aprovado ? 'success' : 'default'} label={t.aprovado ? 'Aprovado' : 'Reprovado'} />
                ) : (
                  <Chip size="small" color="info" label="Em andamento" />
                )}
              </Box>
              {t.proximosDias.length > 0 && (
                <Typography sx={{ mt: 1 }}>
                  Próximos dias: {t.proximosDias.map((d) => `${formatarData(d.dia)}${d.turno ? ` (${d.turno})` : ''}`).join(', ')}
                </Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  )
}
