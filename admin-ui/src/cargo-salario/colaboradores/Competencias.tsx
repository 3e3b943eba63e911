import { useEffect, useState } from 'react'
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import { useGetList } from 'react-admin'
import { Link } from 'react-router-dom'
import { ROLE_COMPETENCIAS_TALENTOS } from '../../../../core/cargo-salario/competenciasRegras.ts'
import { formatarData, formatarDecimal } from '../../../../core/shared/formatos.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { useAutoridades } from '../../sessao/estado.ts'
import { ChipTipo } from '../competencias/Grades.tsx'
import { RadarCompetencias } from '../competencias/RadarCompetencias.tsx'

const CONFIGS = 'gestao-talentos/configuracoes-niveis-competencia-colaborador'
type Comparacao = ResultadoAcao<typeof CONFIGS, 'radar'>

const COR: Readonly<Record<string, 'success' | 'error' | 'default' | 'warning'>> = { ATENDE: 'success', ABAIXO: 'error', NAO_AVALIADO: 'warning', NAO_EXIGIDO: 'default' }

/**
 * The employee's competencies (tab of the employee's page): the dated records of the levels they showed, and for the
 * chosen one the radar against what their salary range required on that date, the table of each competency and the
 * adherence. Recording new levels opens the grid of Gestão de Talentos with the employee chosen.
 */
export const CompetenciasDoTalento = ({ colaboradorId }: { readonly colaboradorId: number }) => {
  const { data: configs, isPending } = useGetList(CONFIGS, { filter: { colaboradorId }, sort: { field: 'data', order: 'DESC' }, pagination: { page: 1, perPage: 100 } })
  const [escolhida, setEscolhida] = useState<number>()
  const id = escolhida ?? (configs?.[0]?.id as number | undefined)
  const [dados, setDados] = useState<Comparacao>()
  const registrar = useAutoridades().includes(ROLE_COMPETENCIAS_TALENTOS)
  useEffect(() => {
    let vivo = true
    setDados(undefined)
    if (id !== undefined) chamarAcao(CONFIGS, 'radar', { id }).then((x) => vivo && setDados(x)).catch(() => undefined)
    return () => {
      vivo = false
    }
  }, [id])
  if (isPending) return <Carregando />
  return (
    <Box sx={{ width: '100%' }} data-testid="competencias-do-talento">
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap">
        {registrar && (
          <Button component={Link} to={`/${CONFIGS}/create?source=${encodeURIComponent(JSON.stringify({ colaboradorId }))}`} startIcon={<AddIcon />} variant="outlined">
            Registrar níveis
          </Button>
        )}
        {registrar && id !== undefined && (
          <Button component={Link} to={`/${CONFIGS}/${id}`} startIcon={<EditOutlinedIcon />} color="inherit">
            Editar este registro
          </Button>
        )}
      </Stack>
      {!configs?.length ? (
        <Typography color="text.secondary">Nenhum nível de competência registrado para o talento.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Níveis registrados em
          </Typography>
          <ToggleButtonGroup size="small" exclusive value={id} onChange={(_, v: number | null) => v !== null && setEscolhida(v)} sx={{ mb: 2, flexWrap: 'wrap' }} aria-label="Data dos níveis">
            {configs.map((c) => (
              <ToggleButton key={c.id} value={c.id}>
                {formatarData(String(c['data']))}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {!dados ? (
            <Carregando />
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(320px, 1fr) minmax(360px, 1fr)' }, gap: 2 }}>
              <Box>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  Talento × {dados.nomeFaixa ? `faixa ${dados.nomeFaixa}` : 'faixa salarial'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {dados.dataConfiguracaoFaixa ? `Exigências da faixa em vigor desde ${formatarData(dados.dataConfiguracaoFaixa)}.` : 'A faixa não tinha competências configuradas nesta data.'}
                </Typography>
                <RadarCompetencias radar={dados.radar} />
                {dados.aderencia !== null && (
                  <Alert severity={dados.aderencia >= 100 ? 'success' : dados.aderencia >= 75 ? 'info' : 'warning'} icon={false} data-testid="aderencia">
                    Aderência à faixa: <strong>{formatarDecimal(dados.aderencia, 2, true)}%</strong> (peso da competência × nível do talento, até o exigido)
                  </Alert>
                )}
              </Box>
              <Table size="small" aria-label="Competências do talento e as exigidas">
                <TableHead>
                  <TableRow>
                    <TableCell>Competência</TableCell>
                    <TableCell>Exigido</TableCell>
                    <TableCell>Talento</TableCell>
                    <TableCell>Situação</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dados.comparacoes.map((c) => (
                    <TableRow key={c.competenciaId}>
                      <TableCell>
                        <ChipTipo tipo={c.tipo} />
                        {c.competencia}
                      </TableCell>
                      <TableCell>{c.nivelExigido ?? '—'}</TableCell>
                      <TableCell>{c.nivelTalento ?? '—'}</TableCell>
                      <TableCell>
                        <Chip size="small" label={c.nomeSituacao} color={COR[c.situacao] ?? 'default'} variant={c.situacao === 'ATENDE' ? 'filled' : 'outlined'} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </>
      )}
    </Box>
  )
}
