import { useEffect, useRef, useState } from 'react'
import { Box, Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import QrCode2Icon from '@mui/icons-material/QrCode2'
import MailOutlineIcon from '@mui/icons-material/MailOutline'
import { useNotify } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { turmas } from '../../../../core/desenvolvimento/turmas.ts'
import { formatarData, formatarTamanhoArquivo } from '../../../../core/shared/formatos.ts'
import { chamarAcao, enviarArquivoAcao, urlAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { erroDe } from '../../api/http.ts'
import { useAcesso } from '../../generico/recurso.ts'

type Documentos = ResultadoAcao<'desenvolvimento/turmas', 'documentos-anexos'>

/**
 * The class's operations above its tabs: 'Presença por QR code' (when the class can show one now: a day today, not
 * held, with participants; otherwise the reason) and 'Enviar aviso' (e-mail to the participants).
 */
export const BotoesOperacoesTurma = ({ turmaId }: { readonly turmaId: number }) => {
  const notify = useNotify()
  const navigate = useNavigate()
  const { alterar } = useAcesso(turmas)
  const abrirQr = () =>
    chamarAcao('desenvolvimento/turmas', 'pode-gerar-qrcode-presenca', { id: turmaId })
      .then((r) => {
        const dia = r.diasHoje[0]
        if (!r.podeGerar || !dia) notify(r.motivo ?? 'A turma não tem dia cadastrado para hoje.', { type: 'warning' })
        else navigate(`/desenvolvimento/dias-turmas/${dia.id}/qr-code-presenca`)
      })
      .catch((e: unknown) => notify(erroDe(e).mensagem, { type: 'error' }))
  const aviso = () =>
    chamarAcao('desenvolvimento/turmas', 'envia-aviso', { id: turmaId })
      .then((r) => notify(r.message, { type: r.semEmail.length ? 'warning' : 'success' }))
      .catch((e: unknown) => notify(erroDe(e).mensagem, { type: 'warning' }))
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<QrCode2Icon />} onClick={abrirQr}>
        Presença por QR code
      </Button>
      {alterar && (
        <Button variant="outlined" startIcon={<MailOutlineIcon />} onClick={aviso}>
          Enviar aviso
        </Button>
      )}
    </Box>
  )
}

/** The 'Documentos' tab: the class's attached files (PDF, images, Office documents up to 5 MB). */
export const DocumentosTurma = ({ turmaId }: { readonly turmaId: number }) => {
  const notify = useNotify()
  const { alterar } = useAcesso(turmas)
  const [docs, setDocs] = useState<Documentos | undefined>()
  const entrada = useRef<HTMLInputElement>(null)
  const [versao, setVersao] = useState(0)
  const ler = () => setVersao((v) => v + 1)
  useEffect(() => {
    chamarAcao('desenvolvimento/turmas', 'documentos-anexos', { id: turmaId }).then(setDocs, (e: unknown) => notify(erroDe(e).mensagem, { type: 'error' }))
  }, [turmaId, versao, notify])
  const enviar = (f: File | undefined) => {
    if (!f) return
    enviarArquivoAcao('desenvolvimento/turmas', 'anexa-documento', { id: turmaId }, {}, f)
      .then(() => {
        notify('Documento anexado.', { type: 'success' })
        return ler()
      })
      .catch((e: unknown) => {
        const { mensagem, campos } = erroDe(e)
        notify(Object.values(campos)[0] ?? mensagem, { type: 'warning' })
      })
      .finally(() => {
        if (entrada.current) entrada.current.value = ''
      })
  }
  const remover = (docId: number) =>
    chamarAcao('desenvolvimento/turmas', 'remove-documento-anexo', { id: turmaId, parametros: { docId } })
      .then(() => {
        notify('Documento removido.', { type: 'success' })
        return ler()
      })
      .catch((e: unknown) => notify(erroDe(e).mensagem, { type: 'error' }))
  return (
    <Box>
      {alterar && (
        <Button variant="outlined" component="label" sx={{ mb: 2 }}>
          Anexar documento
          <input ref={entrada} hidden type="file" aria-label="Arquivo do documento" accept=".pdf,.png,.jpg,.jpeg,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods" onChange={(e) => enviar(e.target.files?.[0])} />
        </Button>
      )}
      {docs && !docs.length && <Typography color="text.secondary">Nenhum documento anexado.</Typography>}
      {docs && docs.length > 0 && (
        <Table size="small" aria-label="Documentos">
          <TableHead>
            <TableRow>
              <TableCell>Arquivo</TableCell>
              <TableCell>Data</TableCell>
              <TableCell align="right">Tamanho</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {docs.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  <a href={urlAcao('desenvolvimento/turmas', 'download-documento-anexo', { id: turmaId, parametros: { docId: d.id } })} download={d.nome}>
                    {d.nome}
                  </a>
                </TableCell>
                <TableCell>{formatarData(d.data)}</TableCell>
                <TableCell align="right">{formatarTamanhoArquivo(d.tamanho)}</TableCell>
                <TableCell padding="checkbox">
                  {alterar && (
                    <IconButton aria-label={`Remover ${d.nome}`} onClick={() => remover(d.id)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  )
}
