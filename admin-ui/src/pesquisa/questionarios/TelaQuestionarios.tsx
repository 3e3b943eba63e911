import { useEffect, useState } from 'react'
import { Alert, Box, Button, FormControl, InputLabel, MenuItem, Select, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import type { Questionario } from '../../../../core/pesquisa/questionarios.ts'
import { formatarData, formatarInteiro } from '../../../../core/shared/formatos.ts'
import { API, httpClient } from '../../api/http.ts'
import { Carregando } from '../../comum/Carregando.tsx'

const TIPOS = [
  { id: 'pesquisa', nome: 'Pesquisa' },
  { id: 'nps', nome: 'NPS' },
  { id: 'entrevista', nome: 'Entrevista' },
]
const POR_PAGINA = 15

/** Questionários (spec 002 /pesquisa/questionarios): every questionnaire of the company, read-only; a row opens its own screen. */
export const TelaQuestionarios = () => {
  const navegar = useNavigate()
  const [titulo, setTitulo] = useState('')
  const [tipo, setTipo] = useState('')
  const [liberado, setLiberado] = useState('')
  const [pagina, setPagina] = useState(1)
  const [dados, setDados] = useState<{ total: number; itens: ReadonlyArray<Questionario> } | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  useEffect(() => {
    const q = new URLSearchParams({ pagina: String(pagina), porPagina: String(POR_PAGINA) })
    if (titulo.trim()) q.set('titulo', titulo.trim())
    if (tipo) q.set('tipo', tipo)
    if (liberado) q.set('liberado', liberado)
    httpClient(`${API}/pesquisa/questionarios?${q.toString()}`)
      .then((r) => setDados(r.json as { total: number; itens: ReadonlyArray<Questionario> }))
      .catch((e: Error) => setFalha(e.message))
  }, [titulo, tipo, liberado, pagina])
  const paginas = dados ? Math.max(1, Math.ceil(dados.total / POR_PAGINA)) : 1
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Questionários" />
      <Typography variant="h6" component="h1" gutterBottom>
        Questionários
      </Typography>
      <Stack direction="row" gap={2} sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField label="Título" size="small" value={titulo} onChange={(e) => (setTitulo(e.target.value), setPagina(1))} />
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="filtro-tipo">Tipo</InputLabel>
          <Select labelId="filtro-tipo" label="Tipo" value={tipo} onChange={(e) => (setTipo(e.target.value), setPagina(1))}>
            <MenuItem value="">Todos</MenuItem>
            {TIPOS.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.nome}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="filtro-liberado">Liberado</InputLabel>
          <Select labelId="filtro-liberado" label="Liberado" value={liberado} onChange={(e) => (setLiberado(e.target.value), setPagina(1))}>
            <MenuItem value="">Todos</MenuItem>
            <MenuItem value="true">Sim</MenuItem>
            <MenuItem value="false">Não</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      {falha && <Alert severity="error">{falha}</Alert>}
      {!falha && !dados && <Carregando />}
      {dados && (
        <>
          <Table size="small" data-testid="lista-questionarios">
            <TableHead>
              <TableRow>
                <TableCell>Título</TableCell>
                <TableCell>Tipo</TableCell>
                <TableCell>Período</TableCell>
                <TableCell>Liberado</TableCell>
                <TableCell align="right">Respostas</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {dados.itens.map((q) => (
                <TableRow key={`${q.tipo}-${q.id}`} hover sx={{ cursor: 'pointer' }} onClick={() => navegar(q.tela)}>
                  <TableCell>{q.titulo}</TableCell>
                  <TableCell>{q.nomeTipo}</TableCell>
                  <TableCell>{q.dataInicio && q.dataFim ? `${formatarData(q.dataInicio)} a ${formatarData(q.dataFim)}` : '—'}</TableCell>
                  <TableCell>{q.liberado ? 'Sim' : 'Não'}</TableCell>
                  <TableCell align="right">{formatarInteiro(q.respostas)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {dados.total === 0 && <Typography sx={{ p: 2 }} color="text.secondary">Nenhum questionário encontrado.</Typography>}
          <Stack direction="row" gap={1} sx={{ alignItems: 'center', mt: 1 }}>
            <Button disabled={pagina <= 1} onClick={() => setPagina(pagina - 1)}>
              Anterior
            </Button>
            <Typography variant="body2">
              Página {pagina} de {paginas} · {formatarInteiro(dados.total)} questionários
            </Typography>
            <Button disabled={pagina >= paginas} onClick={() => setPagina(pagina + 1)}>
              Próxima
            </Button>
          </Stack>
        </>
      )}
    </Box>
  )
}
