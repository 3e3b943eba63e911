import { useCallback, useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField, Typography } from '@mui/material'
import { Title, useGetList, useNotify } from 'react-admin'
import { useSearchParams } from 'react-router-dom'
import type { SituacaoPesquisa } from '../../../../core/pesquisa/acompanhamento.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { SITUACAO_MINHA } from '../colaborador-questionario/MinhasPesquisas.tsx'

/**
 * Answers of a survey for HR (spec 002 /pesquisa/colaborador-respostas): who of the audience answered, answered
 * partially or not; for an anonymous survey only who took part, never what. Reminder to those who have not sent
 * theirs; answers removed one by one (drafts, identified answers) or all of the survey.
 */
const Situacao = () => {
  const [params, setParams] = useSearchParams()
  const pesquisaId = Number(params.get('pesquisaId') ?? 0)
  const notify = useNotify()
  const { data: soPesquisas } = useGetList('pesquisa/pesquisas', { pagination: { page: 1, perPage: 200 }, sort: { field: 'dataInicio', order: 'DESC' } })
  const { data: rodadasNps } = useGetList('pesquisa/nps', { pagination: { page: 1, perPage: 200 }, sort: { field: 'dataInicio', order: 'DESC' } })
  // Surveys and NPS rounds share the table and its answers: both are chosen here.
  const pesquisas = useMemo(
    () => [...(soPesquisas ?? []), ...(rodadasNps ?? []).map((r) => ({ ...r, titulo: `${String(r['titulo'])} (NPS)` }))],
    [soPesquisas, rodadasNps],
  )
  const [s, setS] = useState<SituacaoPesquisa | null>(null)
  const [carregando, setCarregando] = useState(false)
  // The audience may be thousands of people: the table shows one page, filtered by situation and name.
  const [filtroSituacao, setFiltroSituacao] = useState<'' | 'N' | 'P' | 'R'>('')
  const [busca, setBusca] = useState('')
  const [pagina, setPagina] = useState(0)
  const [porPagina, setPorPagina] = useState(50)
  const filtrados = useMemo(() => {
    const termo = busca.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
    return (s?.colaboradores ?? []).filter(
      (c) => (!filtroSituacao || c.situacao === filtroSituacao) && (!termo || c.nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(termo)),
    )
  }, [s, filtroSituacao, busca])
  useEffect(() => setPagina(0), [pesquisaId, filtroSituacao, busca])
  const carregar = useCallback(() => {
    if (!pesquisaId) return
    setCarregando(true)
    chamarAcao('pesquisa/colaborador-respostas', 'situacao-pesquisa', { id: pesquisaId })
      .then(setS)
      .catch((e: Error) => notify(e.message, { type: 'error' }))
      .finally(() => setCarregando(false))
  }, [pesquisaId, notify])
  useEffect(carregar, [carregar])
  const falhou = (e: Error) => notify(e.message, { type: 'error' })
  const lembrar = () =>
    chamarAcao('pesquisa/pesquisas', 'enviar-lembrete', { id: pesquisaId })
      .then((r) => notify(r.message, { type: 'success' }))
      .catch(falhou)
  const excluir = (participacaoId: number) =>
    chamarAcao('pesquisa/colaborador-respostas', 'remove-respostas', { id: participacaoId })
      .then(() => {
        notify('Respostas excluídas.', { type: 'success' })
        carregar()
      })
      .catch(falhou)
  const excluirTodas = () => {
    if (!window.confirm('Excluir todas as respostas desta pesquisa? O público poderá responder de novo.')) return
    chamarAcao('pesquisa/colaborador-respostas', 'remove-respostas-pesquisa', { id: pesquisaId })
      .then((r) => {
        notify(`${r.removidos} respostas excluídas.`, { type: 'success' })
        carregar()
      })
      .catch(falhou)
  }
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Respostas das Pesquisas" />
      <Typography variant="h6" component="h1" gutterBottom>
        Respostas das Pesquisas
      </Typography>
      <TextField select label="Pesquisa" value={pesquisaId || ''} onChange={(e) => setParams({ pesquisaId: String(e.target.value) })} sx={{ minWidth: 360, mb: 2 }}>
        {pesquisas.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {String(p['titulo'])}
          </MenuItem>
        ))}
      </TextField>
      {carregando && <Carregando />}
      {s && !carregando && (
        <>
          <Stack direction="row" gap={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} data-testid="totais-respostas">
            <Typography>Público: {s.publico}</Typography>
            <Typography>Respondidas: {s.respondidas}</Typography>
            <Typography>Parciais: {s.parciais}</Typography>
            <Typography>Não respondidas: {s.naoRespondidas}</Typography>
            <Box sx={{ flex: 1 }} />
            {s.pesquisa.liberada && (
              <Button variant="contained" onClick={lembrar}>
                Enviar lembrete
              </Button>
            )}
            <Button color="error" onClick={excluirTodas}>
              Excluir todas as respostas
            </Button>
          </Stack>
          {s.pesquisa.anonima && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Pesquisa anônima: aqui se vê quem participou, nunca o que respondeu (as respostas são guardadas sem vínculo com a pessoa).
            </Alert>
          )}
          <Stack direction="row" gap={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
            <TextField select size="small" label="Situação" value={filtroSituacao} onChange={(e) => setFiltroSituacao(e.target.value as typeof filtroSituacao)} sx={{ minWidth: 220 }}>
              <MenuItem value="">Todas</MenuItem>
              {(['R', 'P', 'N'] as const).map((k) => (
                <MenuItem key={k} value={k}>
                  {SITUACAO_MINHA[k].texto}
                </MenuItem>
              ))}
            </TextField>
            <TextField size="small" label="Buscar talento" value={busca} onChange={(e) => setBusca(e.target.value)} />
          </Stack>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Talento</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell>Data da Resposta</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {filtrados.slice(pagina * porPagina, (pagina + 1) * porPagina).map((c) => (
                <TableRow key={c.colaboradorId} data-testid="linha-resposta">
                  <TableCell>{c.nome}</TableCell>
                  <TableCell>
                    <Chip size="small" label={SITUACAO_MINHA[c.situacao].texto} color={SITUACAO_MINHA[c.situacao].cor} />
                  </TableCell>
                  <TableCell>{c.dataResposta ? formatarData(c.dataResposta) : ''}</TableCell>
                  <TableCell align="right">
                    {c.participacaoId !== null && !(s.pesquisa.anonima && c.situacao === 'R') && (
                      <Button size="small" color="error" onClick={() => excluir(c.participacaoId!)}>
                        Excluir respostas
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={filtrados.length}
            page={pagina}
            onPageChange={(_, n) => setPagina(n)}
            rowsPerPage={porPagina}
            onRowsPerPageChange={(e) => {
              setPorPagina(Number(e.target.value))
              setPagina(0)
            }}
            rowsPerPageOptions={[25, 50, 100, 500]}
            labelRowsPerPage="Linhas por página:"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          />
        </>
      )}
    </Box>
  )
}

const telas: TelasPersonalizadas = {
  list: () => (
    <ExigirAcesso modo="abrir">
      <Situacao />
    </ExigirAcesso>
  ),
}
export default telas
