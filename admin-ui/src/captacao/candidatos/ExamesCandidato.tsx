import { useCallback, useEffect, useState } from 'react'
import { Box, Button, Card, CardContent, CardHeader, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import { useNotify } from 'react-admin'
import { RESULTADOS_PALOGRAFICO } from '../../../../core/captacao/candidatos.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { enviarJson, httpClient } from '../../api/http.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { CONFIRMAR_REMOCAO } from '../../generico/BotaoRemover.tsx'
import { CampoData, CampoTexto } from './Campos.tsx'
import { hojeSp, URL_CANDIDATOS } from './api.ts'

type Exame = Record<string, any>

/** The candidate's palographic exams (spec 000 §7.3 GET/PATCH candidatos/{id}/exames-palografico). */
export const ExamesCandidato = ({ candidatoId }: { readonly candidatoId: number }) => {
  const notify = useNotify()
  const url = `${URL_CANDIDATOS}/${candidatoId}/exames-palografico`
  const [exames, setExames] = useState<Exame[]>([])
  const [editando, setEditando] = useState<{ indice: number | null; valor: Exame } | null>(null)
  const [erros, setErros] = useState<Record<string, string>>({})
  const [removendo, setRemovendo] = useState<number | null>(null)
  const carregar = useCallback(() => {
    httpClient(url)
      .then((r) => setExames(r.json as Exame[]))
      .catch(() => setExames([]))
  }, [url])
  useEffect(carregar, [carregar])

  const gravar = async (lista: Exame[], indice: number | null) => {
    try {
      const r = await enviarJson(url, 'PATCH', lista)
      setExames(r.json as Exame[])
      setEditando(null)
      setErros({})
      return true
    } catch (e: any) {
      const porCampo = (e?.body?.errors ?? {}) as Record<string, string>
      const prefixo = `exames.${indice ?? lista.length - 1}.`
      setErros(Object.fromEntries(Object.entries(porCampo).filter(([k]) => k.startsWith(prefixo)).map(([k, v]) => [k.slice(prefixo.length), v])))
      if (!Object.keys(porCampo).length) notify(e?.message ?? 'Erro', { type: 'error' })
      return false
    }
  }
  const salvar = async () => {
    if (!editando) return
    const lista = editando.indice === null ? [...exames, editando.valor] : exames.map((x, i) => (i === editando.indice ? editando.valor : x))
    if (await gravar(lista, editando.indice)) notify('Exame palográfico salvo com sucesso.', { type: 'success', autoHideDuration: 3000 })
  }
  const set = (k: string) => (v: unknown) => setEditando((x) => (x ? { ...x, valor: { ...x.valor, [k]: v } } : x))
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="exames-palografico">
      <CardHeader
        title="Exames palográficos"
        titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }}
        action={
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => (setErros({}), setEditando({ indice: null, valor: { data: hojeSp() } }))}>
            Adicionar
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Data</TableCell>
              <TableCell align="right">Produtividade</TableCell>
              <TableCell align="right">NOR (%)</TableCell>
              <TableCell>Resultado</TableCell>
              <TableCell>Observação</TableCell>
              <TableCell align="right">Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {exames.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ color: 'text.secondary' }}>
                  Nenhum registro encontrado.
                </TableCell>
              </TableRow>
            )}
            {exames.map((e, i) => (
              <TableRow key={e['id'] ?? i} hover>
                <TableCell>{e['data'] ? formatarData(e['data']) : ''}</TableCell>
                <TableCell align="right">{e['produtividade'] ?? ''}</TableCell>
                <TableCell align="right">{e['nor'] ?? ''}</TableCell>
                <TableCell>{RESULTADOS_PALOGRAFICO.find((r) => r.id === e['resultado'])?.name ?? ''}</TableCell>
                <TableCell>{e['observacao'] ?? ''}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Editar">
                    <IconButton size="small" aria-label="Editar" sx={{ width: 30, height: 30 }} onClick={() => (setErros({}), setEditando({ indice: i, valor: { ...e } }))}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Remover">
                    <IconButton size="small" aria-label="Remover" color="error" sx={{ width: 30, height: 30 }} onClick={() => setRemovendo(i)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <Dialog open={!!editando} onClose={() => setEditando(null)} maxWidth={false} PaperProps={{ sx: { width: 768, maxWidth: 'calc(100% - 32px)' } }}>
        <DialogTitle>{editando?.indice === null ? 'Inserir exame palográfico' : 'Editar'}</DialogTitle>
        <DialogContent dividers>
          {editando && (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
              <CampoData label="Data" required valor={editando.valor['data']} mudar={set('data')} erro={erros['data']} />
              <TextField select size="small" label="Resultado" value={editando.valor['resultado'] ?? ''} onChange={(e) => set('resultado')(e.target.value || undefined)} error={!!erros['resultado']} helperText={erros['resultado']}>
                <MenuItem value="">
                  <em>Selecione</em>
                </MenuItem>
                {RESULTADOS_PALOGRAFICO.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.name}
                  </MenuItem>
                ))}
              </TextField>
              <CampoTexto label="Produtividade (traços)" valor={editando.valor['produtividade']} mudar={(v) => set('produtividade')(v === undefined ? undefined : /^\d+$/.test(v) ? Number(v) : v)} erro={erros['produtividade']} inputProps={{ inputMode: 'numeric' }} />
              <CampoTexto label="NOR (%)" valor={editando.valor['nor']} mudar={(v) => set('nor')(v === undefined ? undefined : /^\d+$/.test(v) ? Number(v) : v)} erro={erros['nor']} inputProps={{ inputMode: 'numeric' }} />
              <Box sx={{ gridColumn: '1 / -1' }}>
                <CampoTexto label="Observação" multiline minRows={2} valor={editando.valor['observacao']} mudar={set('observacao')} erro={erros['observacao']} />
              </Box>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setEditando(null)}>
            Cancelar
          </Button>
          <Button variant="contained" onClick={salvar}>
            Salvar
          </Button>
        </DialogActions>
      </Dialog>
      <Confirmacao
        aberto={removendo !== null}
        mensagem={CONFIRMAR_REMOCAO}
        aoCancelar={() => setRemovendo(null)}
        aoConfirmar={async () => {
          const i = removendo
          setRemovendo(null)
          if (i !== null && (await gravar(exames.filter((_, j) => j !== i), null))) notify('Exame palográfico removido com sucesso.', { type: 'success', autoHideDuration: 3000 })
        }}
      />
    </Card>
  )
}
