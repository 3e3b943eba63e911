import { useEffect, useState } from 'react'
import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material'
import { DataTable, DateField, TextField as CampoTexto, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { chamarAcao, urlAcao } from '../../api/acoes.ts'
import { baixar } from '../../captacao/candidatos/api.ts'
import { erroDe } from '../../api/http.ts'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { ListaPadrao } from '../../generico/ListaPadrao.tsx'
import { Vazio } from '../../generico/Rodape.tsx'

const RECURSO = 'desenvolvimento/certificado'

/** HR picks a held class; the server issues the approved participants' certificates (codes kept) and answers the PDF. */
const DialogoEmitir = ({ onFechar }: { readonly onFechar: () => void }) => {
  const dp = useDataProvider()
  const refresh = useRefresh()
  const [turmas, setTurmas] = useState<ReadonlyArray<{ id: number; descricao: string; nomeCurso?: string }>>([])
  const [turmaId, setTurmaId] = useState('')
  const [erro, setErro] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)
  useEffect(() => {
    void dp
      .getList('desenvolvimento/turmas', { pagination: { page: 1, perPage: 200 }, sort: { field: 'dataPrevIni', order: 'DESC' }, filter: { realizada: true } })
      .then((r) => setTurmas(r.data as never))
  }, [dp])
  const emitir = async () => {
    setEnviando(true)
    setErro(null)
    try {
      await baixar(urlAcao(RECURSO, 'emitir'), 'POST', { turmaId: Number(turmaId) })
      refresh()
      onFechar()
    } catch (e) {
      setErro(e instanceof Error ? e.message : String(e))
    } finally {
      setEnviando(false)
    }
  }
  return (
    <Dialog open onClose={onFechar} fullWidth maxWidth="sm">
      <DialogTitle>Emitir certificados da turma</DialogTitle>
      <DialogContent>
        <Stack gap={2} sx={{ pt: 1 }}>
          <TextField select label="Turma realizada" value={turmaId} onChange={(e) => setTurmaId(e.target.value)} fullWidth>
            {turmas.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.nomeCurso ? `${t.nomeCurso} — ${t.descricao}` : t.descricao}
              </MenuItem>
            ))}
          </TextField>
          <Alert severity="info">Um certificado para cada participante aprovado; quem já tem certificado mantém o mesmo código.</Alert>
          {erro && <Alert severity="warning">{erro}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button
          disabled={!turmaId || enviando}
          onClick={() =>
            void baixar(urlAcao('desenvolvimento/turmas', 'imprimir-confirmacao-certificado', { id: Number(turmaId) }), 'POST').catch((e: unknown) => setErro(e instanceof Error ? e.message : String(e)))
          }
        >
          Lista de confirmação (PDF)
        </Button>
        <Button variant="contained" disabled={!turmaId || enviando} onClick={() => void emitir()}>
          Emitir e baixar PDF
        </Button>
      </DialogActions>
    </Dialog>
  )
}

const DialogoRevogar = ({ id, onFechar }: { readonly id: number; readonly onFechar: () => void }) => {
  const refresh = useRefresh()
  const notify = useNotify()
  const [motivo, setMotivo] = useState('')
  const [erro, setErro] = useState<string | null>(null)
  const revogar = async () => {
    try {
      await chamarAcao(RECURSO, 'revogar', { id, corpo: { motivo } })
      notify('Certificado revogado.', { type: 'info' })
      refresh()
      onFechar()
    } catch (e) {
      setErro(erroDe(e).mensagem)
    }
  }
  return (
    <Dialog open onClose={onFechar} fullWidth maxWidth="sm">
      <DialogTitle>Revogar certificado</DialogTitle>
      <DialogContent>
        <TextField label="Motivo da revogação" value={motivo} onChange={(e) => setMotivo(e.target.value)} fullWidth multiline minRows={2} sx={{ mt: 1 }} inputProps={{ maxLength: 500 }} />
        {erro && <Alert severity="warning" sx={{ mt: 2 }}>{erro}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button color="error" variant="contained" disabled={!motivo.trim()} onClick={() => void revogar()}>
          Revogar
        </Button>
      </DialogActions>
    </Dialog>
  )
}

const AcoesDaLinha = () => {
  const c = useRecordContext()
  const notify = useNotify()
  const [revogando, setRevogando] = useState(false)
  if (!c) return null
  return (
    <Stack direction="row" gap={1} justifyContent="flex-end">
      <Button size="small" onClick={() => void baixar(urlAcao(RECURSO, 'pdf', { id: Number(c.id) })).catch((e: unknown) => notify(e instanceof Error ? e.message : 'Erro', { type: 'warning' }))}>
        PDF
      </Button>
      {!c['revogado'] && (
        <Button size="small" color="error" onClick={() => setRevogando(true)}>
          Revogar
        </Button>
      )}
      {revogando && <DialogoRevogar id={Number(c.id)} onFechar={() => setRevogando(false)} />}
    </Stack>
  )
}

const Situacao = () => {
  const c = useRecordContext()
  return c?.['revogado'] ? <Chip size="small" color="error" label="Revogado" /> : <Chip size="small" color="success" label="Válido" />
}

/** Issued certificates: who, which course and class, the public code, valid or revoked; issue a class's, revoke one. */
const Lista = () => {
  const [emitindo, setEmitindo] = useState(false)
  return (
    <ExigirAcesso modo="abrir">
      <ListaPadrao
        title="Certificados"
        incluir={false}
        barra={
          <Button variant="contained" onClick={() => setEmitindo(true)}>
            Emitir certificados
          </Button>
        }
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={<Vazio />} hover>
          <DataTable.Col source="nomeColaborador" label="Talento" />
          <DataTable.Col source="nomeCurso" label="Curso" />
          <DataTable.Col source="descricaoTurma" label="Turma" />
          <DataTable.Col source="codigo" label="Código">
            <CampoTexto source="codigo" sx={{ fontFamily: 'monospace' }} />
          </DataTable.Col>
          <DataTable.Col source="emitidoEm" label="Emitido em">
            <DateField source="emitidoEm" locales="pt-BR" options={{ timeZone: 'UTC' }} />
          </DataTable.Col>
          <DataTable.Col source="revogado" label="Situação">
            <Situacao />
          </DataTable.Col>
          <DataTable.Col label="Ações" align="right">
            <AcoesDaLinha />
          </DataTable.Col>
        </DataTable>
      </ListaPadrao>
      {emitindo && <DialogoEmitir onFechar={() => setEmitindo(false)} />}
    </ExigirAcesso>
  )
}

const telas = { list: Lista }
export default telas
