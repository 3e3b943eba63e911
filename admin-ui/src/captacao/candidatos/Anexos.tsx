import { useCallback, useEffect, useRef, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import DownloadIcon from '@mui/icons-material/Download'
import { useGetList, useNotify } from 'react-admin'
import { TIPOS_DOCUMENTO } from '../../../../core/captacao/anexarDocumentoCandidato.ts'
import { ARQUIVO_GRANDE, TAMANHO_MAXIMO_ARQUIVO } from '../../../../core/shared/envio.ts'
import { formatarData, formatarTamanhoArquivo } from '../../../../core/shared/formatos.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { AcaoLinha, DialogoEdicao, GradeDialogo, Largo, TabelaEditavel } from '../../comum/TabelaEditavel.tsx'
import { CONFIRMAR_REMOCAO } from '../../generico/BotaoRemover.tsx'
import { CampoData, CampoTexto } from './Campos.tsx'
import { baixar, enviarAnexo, falhaDe, hojeSp, listarAnexos, removerAnexo, URL_CANDIDATOS, type Anexo } from './api.ts'

const ACEITOS = 'application/pdf,image/png,image/jpeg'

interface EmEdicao {
  readonly id?: number
  readonly descricao?: string | undefined
  readonly data?: string | undefined
  readonly etapaSeletivaId?: number | undefined
  readonly tipoDocumento?: string | undefined
  readonly observacao?: string | undefined
  readonly arquivo?: File | undefined
  readonly atual?: Anexo['anexo']
}

/**
 * The candidate's attachments (spec 000 §7.3 documentos-anexos): list, upload (PDF, PNG or JPEG, checked by the
 * server from the bytes), download, edit, remove. A résumé (tipo Currículo) also feeds the searchable résumé text.
 */
export const Anexos = ({ candidatoId, aoMudarCurriculo }: { readonly candidatoId: number; readonly aoMudarCurriculo?: () => void }) => {
  const notify = useNotify()
  const [anexos, setAnexos] = useState<ReadonlyArray<Anexo>>([])
  const [editando, setEditando] = useState<EmEdicao | null>(null)
  const [erros, setErros] = useState<Record<string, string>>({})
  const [removendo, setRemovendo] = useState<Anexo | null>(null)
  const [ocupado, setOcupado] = useState(false)
  const arquivo = useRef<HTMLInputElement>(null)
  const { data: etapas } = useGetList('captacao/etapas-seletivas', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'ordem', order: 'ASC' } })
  const carregar = useCallback(() => {
    listarAnexos(candidatoId)
      .then(setAnexos)
      .catch(() => setAnexos([]))
  }, [candidatoId])
  useEffect(carregar, [carregar])

  const salvar = async () => {
    if (!editando) return
    if (editando.arquivo && editando.arquivo.size > TAMANHO_MAXIMO_ARQUIVO) return setErros({ anexo: ARQUIVO_GRANDE })
    setOcupado(true)
    try {
      const r = await enviarAnexo(
        candidatoId,
        editando.id,
        {
          descricao: editando.descricao,
          data: editando.data,
          etapaSeletivaId: editando.etapaSeletivaId ? String(editando.etapaSeletivaId) : undefined,
          tipoDocumento: editando.tipoDocumento,
          observacao: editando.observacao,
        },
        editando.arquivo,
      )
      setEditando(null)
      setErros({})
      notify(editando.id ? 'Documento alterado com sucesso.' : 'Documento anexado com sucesso.', { type: 'success', autoHideDuration: 3000 })
      if (r?.aviso) notify(r.aviso, { type: 'warning' })
      if (editando.tipoDocumento === 'CURRICULO' && editando.arquivo) aoMudarCurriculo?.()
      carregar()
    } catch (e) {
      const { mensagem, campos } = falhaDe(e)
      if (campos) setErros(campos)
      else notify(mensagem, { type: 'error' })
    } finally {
      setOcupado(false)
    }
  }

  const set = (k: keyof EmEdicao) => (v: unknown) => setEditando((x) => (x ? { ...x, [k]: v } : x))
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="anexos">
      <CardHeader
        title="Documentos anexos"
        titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }}
        action={
          <Button startIcon={<AttachFileIcon />} variant="outlined" onClick={() => (setErros({}), setEditando({ data: hojeSp() }))}>
            Anexar documento
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <TabelaEditavel
          colunas={[
            { titulo: 'Descrição', valor: (a) => a.descricao },
            { titulo: 'Data', valor: (a) => formatarData(a.data) },
            { titulo: 'Tipo', valor: (a) => TIPOS_DOCUMENTO.find((t) => t.id === a.tipoDocumento)?.name ?? '' },
            { titulo: 'Etapa seletiva', valor: (a) => etapas?.find((e) => e.id === a.etapaSeletivaId)?.['nome'] ?? '' },
            { titulo: 'Arquivo', valor: (a) => (a.anexo ? `${a.anexo.nome} (${formatarTamanhoArquivo(a.anexo.tamanho)})` : '') },
          ]}
          itens={anexos}
          chave={(a) => a.id}
          acoes={(a) =>
            a.anexo && (
              <AcaoLinha
                titulo="Baixar"
                icone={<DownloadIcon fontSize="small" />}
                aoClicar={() => baixar(`${URL_CANDIDATOS}/${candidatoId}/documentos-anexos/${a.id}/download`).catch((e) => notify(e.message, { type: 'error' }))}
              />
            )
          }
          aoEditar={(a) => {
            setErros({})
            setEditando({
              id: a.id,
              descricao: a.descricao,
              data: a.data,
              etapaSeletivaId: a.etapaSeletivaId ?? undefined,
              tipoDocumento: a.tipoDocumento ?? undefined,
              observacao: a.observacao ?? undefined,
              atual: a.anexo,
            })
          }}
          aoRemover={(a) => setRemovendo(a)}
        />
      </CardContent>
      <DialogoEdicao aberto={!!editando} titulo={editando?.id ? 'Editar documento' : 'Anexar documento'} aoFechar={() => setEditando(null)} aoSalvar={salvar} ocupado={ocupado}>
        {editando && (
          <GradeDialogo>
            <Largo>
              <CampoTexto label="Descrição" required valor={editando.descricao} mudar={set('descricao')} erro={erros['descricao']} inputProps={{ maxLength: 100 }} />
            </Largo>
            <CampoData label="Data" required valor={editando.data} mudar={set('data')} erro={erros['data']} />
            <TextField select size="small" label="Tipo de documento" value={editando.tipoDocumento ?? ''} onChange={(e) => set('tipoDocumento')(e.target.value || undefined)} error={!!erros['tipoDocumento']} helperText={erros['tipoDocumento']}>
              <MenuItem value="">
                <em>Não informado</em>
              </MenuItem>
              {TIPOS_DOCUMENTO.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label="Etapa seletiva" value={editando.etapaSeletivaId ?? ''} onChange={(e) => set('etapaSeletivaId')(e.target.value ? Number(e.target.value) : undefined)} error={!!erros['etapaSeletivaId']} helperText={erros['etapaSeletivaId']}>
              <MenuItem value="">
                <em>Nenhuma</em>
              </MenuItem>
              {(etapas ?? []).map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {String(e['nome'])}
                </MenuItem>
              ))}
            </TextField>
            <Box />
            <Largo>
              <CampoTexto label="Observação" multiline minRows={2} valor={editando.observacao} mudar={set('observacao')} erro={erros['observacao']} />
            </Largo>
            <Largo>
              <Stack direction="row" gap={2} alignItems="center">
                <Button variant="outlined" onClick={() => arquivo.current?.click()} color={erros['anexo'] ? 'error' : 'primary'}>
                  Selecionar arquivo{editando.id ? '' : ' *'}
                </Button>
                <Typography variant="body2">
                  {editando.arquivo
                    ? `${editando.arquivo.name} (${formatarTamanhoArquivo(editando.arquivo.size)})`
                    : editando.atual
                      ? `${editando.atual.nome} (${formatarTamanhoArquivo(editando.atual.tamanho)}) — mantido`
                      : 'Nenhum arquivo selecionado'}
                </Typography>
              </Stack>
              <input ref={arquivo} type="file" accept={ACEITOS} hidden aria-label="Arquivo" onChange={(e) => set('arquivo')(e.target.files?.[0])} />
              <Typography variant="caption" color={erros['anexo'] ? 'error' : 'text.secondary'} role={erros['anexo'] ? 'alert' : undefined}>
                {erros['anexo'] ?? 'PDF, PNG ou JPEG, até 5 MB. Um currículo em PDF tem o texto extraído para a busca.'}
              </Typography>
            </Largo>
            {erros['root.serverError'] && <Alert severity="error">{erros['root.serverError']}</Alert>}
          </GradeDialogo>
        )}
      </DialogoEdicao>
      <Confirmacao
        aberto={!!removendo}
        mensagem={CONFIRMAR_REMOCAO}
        aoCancelar={() => setRemovendo(null)}
        aoConfirmar={() => {
          const a = removendo
          setRemovendo(null)
          if (a)
            removerAnexo(candidatoId, a.id)
              .then(() => {
                notify('Documento removido com sucesso.', { type: 'success', autoHideDuration: 3000 })
                carregar()
              })
              .catch((e) => notify(e.message ?? 'Erro', { type: 'error' }))
        }}
      />
    </Card>
  )
}
