import { useState } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Create, Edit, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { candidatos } from '../../../../core/captacao/candidatos.ts'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { Anexos } from './Anexos.tsx'
import { ExamesCandidato } from './ExamesCandidato.tsx'
import { FormularioCandidato } from './FormularioCandidato.tsx'
import { ImprimirCurriculo } from './ImprimirCurriculo.tsx'
import { ListaCandidatos } from './ListaCandidatos.tsx'
import { formatarTamanhoArquivo } from '../../../../core/shared/formatos.ts'
import { URL_CANDIDATOS, baixar, enviarCurriculo, falhaDe } from './api.ts'


/** The résumé file: upload (PDF text layer or OCR of an image) fills the résumé text of the form. */
const CurriculoArquivo = () => {
  const record = useRecordContext()
  const notify = useNotify()
  const refresh = useRefresh()
  const [aviso, setAviso] = useState<string | null>(null)
  if (!record) return null
  const atual = record['curriculo'] as { nome: string; tamanho: number } | null
  const enviar = async (f: File | undefined) => {
    if (!f) return
    try {
      const r = await enviarCurriculo(Number(record.id), f)
      setAviso(r.aviso ?? null)
      notify(r.ocrTexto ? 'Currículo enviado; o texto foi extraído.' : 'Currículo enviado.', { type: 'success', autoHideDuration: 3000 })
      refresh()
    } catch (e) {
      const { mensagem, campos } = falhaDe(e)
      notify(campos ? Object.values(campos).join(' ') : mensagem, { type: 'error' })
    }
  }
  return (
    <Box sx={{ px: 2, pt: 2 }} data-testid="curriculo-arquivo">
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems={{ sm: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {atual ? 'Substituir currículo' : 'Enviar currículo'}
          <input type="file" hidden accept="application/pdf,image/png,image/jpeg" aria-label="Arquivo do currículo" onChange={(e) => enviar(e.target.files?.[0])} />
        </Button>
        {atual ? (
          <Button size="small" onClick={() => baixar(`${URL_CANDIDATOS}/${record.id}/curriculo`).catch((e) => notify(e.message, { type: 'error' }))}>
            {atual.nome} ({formatarTamanhoArquivo(atual.tamanho)})
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            PDF, PNG ou JPEG até 5 MB: o texto vai para o campo Currículo e pode ser pesquisado na lista.
          </Typography>
        )}
      </Stack>
      {aviso && (
        <Alert severity="warning" sx={{ mt: 1 }} onClose={() => setAviso(null)}>
          {aviso}
        </Alert>
      )}
    </Box>
  )
}

const Extras = () => {
  const record = useRecordContext()
  const refresh = useRefresh()
  if (!record) return null
  return (
    <Box sx={{ px: { xs: 0, sm: 0 } }}>
      <Anexos candidatoId={Number(record.id)} aoMudarCurriculo={refresh} />
      <ExamesCandidato candidatoId={Number(record.id)} />
    </Box>
  )
}

const BotaoImprimir = () => {
  const record = useRecordContext()
  return record ? <ImprimirCurriculo candidatoId={Number(record.id)} /> : null
}

const Edicao = () => (
  <Edit title={`Editar ${candidatos.labelSingular}`} redirect="list" mutationMode="pessimistic" actions={false}>
    <CurriculoArquivo />
    <FormularioCandidato modo="update" extraBarra={<BotaoImprimir />} />
    <Box sx={{ px: 2, pb: 2 }}>
      <Extras />
    </Box>
  </Edit>
)

/** After creating, the candidate opens for editing, where attachments and exams are. */
const Inclusao = () => (
  <Create title={`Incluir ${candidatos.labelSingular}`} redirect="edit" mutationMode="pessimistic">
    <FormularioCandidato modo="create" />
  </Create>
)

const telas: TelasPersonalizadas = { list: ListaCandidatos, create: Inclusao, edit: Edicao }
export default telas


