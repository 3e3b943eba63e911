import { useEffect, useState } from 'react'
import { Alert, Box, Button, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Title, useGetMany } from 'react-admin'
import { Link } from 'react-router-dom'
import { diaEmSaoPaulo } from '../../../../core/shared/datas.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { CampoData } from '../../captacao/candidatos/Campos.tsx'
import { Carregando } from '../../comum/Carregando.tsx'
import { AcessoNegado } from '../../paginas/AcessoNegado.tsx'
import { BASE, ChipSituacao, enderecoResponder, RECURSO, usePodeAcompanhar, type Previsto } from './comum.tsx'

/** Names of the referenced cargos and areas (both readable by any staff user). */
const useNomes = (recurso: string, ids: ReadonlyArray<number | null>) => {
  const unicos = [...new Set(ids.filter((x): x is number => x !== null))]
  const { data } = useGetMany(recurso, { ids: unicos }, { enabled: unicos.length > 0 })
  return new Map((data ?? []).map((r) => [Number(r.id), String(r['nome'] ?? '')]))
}

/**
 * 'Acompanhamentos do Período de Experiência' (spec 002 /avaliacao/acompanhamentos-periodos-experiencia; issue 15):
 * the due and overdue follow-ups on a date (default today) of the employees the user manages (HR sees all), by due
 * date; 'Responder' opens the follow-up model's questions, the employee's name their follow-ups.
 */
export const AcompanhamentosPendentes = () => {
  const permitido = usePodeAcompanhar()
  const [data, setData] = useState(() => diaEmSaoPaulo(Date.now()))
  const [lista, setLista] = useState<ReadonlyArray<Previsto> | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  useEffect(() => {
    if (!permitido || !/^\d{4}-\d{2}-\d{2}$/.test(data)) return
    setLista(null)
    setFalha(null)
    chamarAcao(RECURSO, 'pendentes', { query: { data } })
      .then(setLista)
      .catch((e: Error) => setFalha(e.message))
  }, [permitido, data])
  const cargos = useNomes('cargo-salario/cargos', (lista ?? []).map((a) => a.cargoId))
  const areas = useNomes('cargo-salario/areas-organizacionais', (lista ?? []).map((a) => a.areaOrganizacionalId))
  if (!permitido) return <AcessoNegado />
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Acompanhamentos do Período de Experiência" />
      <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          Acompanhamentos do Período de Experiência
        </Typography>
        <Box sx={{ width: 180 }}>
          <CampoData label="Data" valor={data} mudar={(v) => setData(v ?? '')} />
        </Box>
      </Stack>
      {falha && <Alert severity="error">{falha}</Alert>}
      {!falha && !lista && <Carregando />}
      {lista && !lista.length && <Alert severity="info">Não há acompanhamentos a vencer ou atrasados nesta data.</Alert>}
      {lista && lista.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Acompanhamentos pendentes">
            <TableHead>
              <TableRow>
                <TableCell>Talento</TableCell>
                <TableCell>Cargo</TableCell>
                <TableCell>Área Organizacional</TableCell>
                <TableCell>Admissão</TableCell>
                <TableCell>Período</TableCell>
                <TableCell>Vencimento</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.map((a) => (
                <TableRow key={`${a.colaboradorId}-${a.periodoExperienciaId}`} data-testid="acompanhamento-pendente">
                  <TableCell>
                    <MuiLink component={Link} to={`${BASE}/talento/${a.colaboradorId}`}>
                      {a.nomeColaborador}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{a.cargoId === null ? '—' : (cargos.get(a.cargoId) ?? '')}</TableCell>
                  <TableCell>{a.areaOrganizacionalId === null ? '—' : (areas.get(a.areaOrganizacionalId) ?? '')}</TableCell>
                  <TableCell>{formatarData(a.dataAdmissao)}</TableCell>
                  <TableCell>{a.nomePeriodo}</TableCell>
                  <TableCell>{formatarData(a.prazo)}</TableCell>
                  <TableCell>
                    <ChipSituacao a={a} />
                  </TableCell>
                  <TableCell align="right">
                    {a.modelos.length ? (
                      <Button variant="contained" size="small" component={Link} to={enderecoResponder(a)}>
                        Responder
                      </Button>
                    ) : (
                      <Typography variant="caption" color="text.secondary">
                        Período sem modelo de acompanhamento
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}
