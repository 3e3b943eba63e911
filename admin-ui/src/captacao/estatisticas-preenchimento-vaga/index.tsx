import { useEffect, useState } from 'react'
import { Alert, Box, Button, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material'
import { Title, useGetList } from 'react-admin'
import type { LinhaEstatistica } from '../../../../core/captacao/estatisticas-preenchimento-vaga.ts'
import { adicionarMeses } from '../../../../core/shared/datas.ts'
import { formatarData, formatarDecimal, parseData } from '../../../../core/shared/formatos.ts'
import { API, httpClient } from '../../api/http.ts'
import { erroDe, hojeSaoPaulo } from '../solicitacoes-pessoal/api.ts'

interface Resultado {
  readonly linhas: ReadonlyArray<LinhaEstatistica>
  readonly totais: Omit<LinhaEstatistica, 'cargo' | 'cargoId'>
}

const media = (v: number | null) => (v === null ? '—' : `${formatarDecimal(v, 1)} dia(s)`)

/**
 * Fill statistics: per cargo, requests opened in the period, vacancies, vacancies filled (and %), requests
 * completely filled, average days from the request to the hire.
 */
const Estatisticas = () => {
  const hoje = hojeSaoPaulo()
  const [filtro, setFiltro] = useState({ dataIni: formatarData(adicionarMeses(hoje, -12)), dataFim: formatarData(hoje), cargoId: '', areaOrganizacionalId: '' })
  const [erros, setErros] = useState<Record<string, string>>({})
  const [res, setRes] = useState<Resultado>()
  const [aviso, setAviso] = useState<string>()
  const { data: cargos = [] } = useGetList('cargo-salario/cargos', { pagination: { page: 1, perPage: 500 }, sort: { field: 'nome', order: 'ASC' } })
  const { data: areas = [] } = useGetList('cargo-salario/areas-organizacionais', { pagination: { page: 1, perPage: 500 }, sort: { field: 'nome', order: 'ASC' } })
  const consultar = async () => {
    const q = new URLSearchParams()
    const ini = parseData(filtro.dataIni)
    const fim = parseData(filtro.dataFim)
    q.set('dataIni', ini ?? filtro.dataIni)
    q.set('dataFim', fim ?? filtro.dataFim)
    if (filtro.cargoId) q.set('cargoId', filtro.cargoId)
    if (filtro.areaOrganizacionalId) q.set('areaOrganizacionalId', filtro.areaOrganizacionalId)
    try {
      const { json } = await httpClient(`${API}/captacao/estatisticas-preenchimento-vaga?${q}`)
      setRes(json as Resultado)
      setErros({})
      setAviso(undefined)
    } catch (e) {
      const { mensagem, campos } = erroDe(e)
      setErros(campos)
      setAviso(Object.keys(campos).length ? undefined : mensagem)
    }
  }
  useEffect(() => {
    void consultar()
  }, [])
  const campo = (fonte: 'dataIni' | 'dataFim', rotulo: string) => (
    <TextField label={rotulo} value={filtro[fonte]} onChange={(e) => setFiltro((f) => ({ ...f, [fonte]: e.target.value }))} placeholder="dd/mm/aaaa" required error={!!erros[fonte]} helperText={erros[fonte] ?? ' '} sx={{ width: 170 }} />
  )
  const selecao = (fonte: 'cargoId' | 'areaOrganizacionalId', rotulo: string, opcoes: ReadonlyArray<{ id: unknown; nome?: unknown }>) => (
    <TextField select label={rotulo} value={filtro[fonte]} onChange={(e) => setFiltro((f) => ({ ...f, [fonte]: e.target.value }))} helperText=" " sx={{ minWidth: 220 }}>
      <MenuItem value="">Todos</MenuItem>
      {opcoes.map((o) => (
        <MenuItem key={String(o.id)} value={String(o.id)}>
          {String(o.nome ?? o.id)}
        </MenuItem>
      ))}
    </TextField>
  )
  const num = { align: 'right' as const }
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="Estatísticas de Preenchimento de Vagas" />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" gap={2} flexWrap="wrap" alignItems="flex-start">
          {campo('dataIni', 'Data inicial')}
          {campo('dataFim', 'Data final')}
          {selecao('cargoId', 'Cargo', cargos)}
          {selecao('areaOrganizacionalId', 'Área Organizacional', areas)}
          <Button variant="contained" onClick={consultar} sx={{ mt: 1 }}>
            Consultar
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          Solicitações abertas no período (pela data da solicitação), sem as canceladas. Média de dias: da data da solicitação até a contratação.
        </Typography>
      </Paper>
      {aviso && <Alert severity="warning">{aviso}</Alert>}
      {res && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Estatísticas por cargo">
            <TableHead>
              <TableRow>
                <TableCell>Cargo</TableCell>
                <TableCell {...num}>Solicitações</TableCell>
                <TableCell {...num}>Vagas</TableCell>
                <TableCell {...num}>Vagas preenchidas</TableCell>
                <TableCell {...num}>% preenchido</TableCell>
                <TableCell {...num}>Solicitações preenchidas</TableCell>
                <TableCell {...num}>Média para preencher</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {res.linhas.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} sx={{ textAlign: 'center', color: 'text.secondary' }}>
                    Não existem dados para o filtro informado.
                  </TableCell>
                </TableRow>
              )}
              {res.linhas.map((l) => (
                <TableRow key={String(l.cargoId)} hover>
                  <TableCell>{l.cargo}</TableCell>
                  <TableCell {...num}>{l.solicitacoes}</TableCell>
                  <TableCell {...num}>{l.vagas}</TableCell>
                  <TableCell {...num}>{l.vagasPreenchidas}</TableCell>
                  <TableCell {...num}>{formatarDecimal(l.percentualPreenchido, 2)} %</TableCell>
                  <TableCell {...num}>{l.solicitacoesPreenchidas}</TableCell>
                  <TableCell {...num}>{media(l.mediaDiasPreenchimento)}</TableCell>
                </TableRow>
              ))}
              {res.linhas.length > 0 && (
                <TableRow sx={{ '& td': { fontWeight: 700, borderTop: 2, borderColor: 'divider' } }} data-testid="totais">
                  <TableCell>Total</TableCell>
                  <TableCell {...num}>{res.totais.solicitacoes}</TableCell>
                  <TableCell {...num}>{res.totais.vagas}</TableCell>
                  <TableCell {...num}>{res.totais.vagasPreenchidas}</TableCell>
                  <TableCell {...num}>{formatarDecimal(res.totais.percentualPreenchido, 2)} %</TableCell>
                  <TableCell {...num}>{res.totais.solicitacoesPreenchidas}</TableCell>
                  <TableCell {...num}>{media(res.totais.mediaDiasPreenchimento)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  )
}

const telas = { list: Estatisticas }
export default telas
