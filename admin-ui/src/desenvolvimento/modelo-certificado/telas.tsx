import { useCallback, useEffect, useState } from 'react'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Paper, Stack, Tab, Tabs, TextField, Tooltip, Typography } from '@mui/material'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { Edit, useRecordContext } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { LIMITE_LOGOS, MARCADORES, modeloCertificado, preencherMarcadores, TEXTO_PADRAO, TITULO_PADRAO, type ImagemModelo } from '../../../../core/desenvolvimento/modelo-certificado.ts'
import { chamarAcao, enviarArquivoAcao, urlAcao } from '../../api/acoes.ts'
import { erroDe } from '../../api/http.ts'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'

const RECURSO = 'desenvolvimento/modelo-certificado'
/** A4 landscape in points; the preview is drawn at this scale. */
const LARGURA = 842
const ALTURA = 595
const ESCALA = 0.75
const EXEMPLO = { curso: 'NR-35 Trabalho em Altura', talento: 'Maria da Silva', cargaHoraria: '8' }

/** Spec 002: a failure to add or remove an image shows the server's message in an 'Aviso' dialog. */
const Aviso = ({ mensagem, onFechar }: { readonly mensagem: string; readonly onFechar: () => void }) => (
  <Dialog open onClose={onFechar}>
    <DialogTitle>Aviso</DialogTitle>
    <DialogContent>
      <DialogContentText>{mensagem}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onFechar} autoFocus>
        OK
      </Button>
    </DialogActions>
  </Dialog>
)

/** The live preview: the frame over the page, the logos where they go, the title and text with an example filled in. */
const Previa = ({ logos, molduras }: { readonly logos: ReadonlyArray<ImagemModelo>; readonly molduras: ReadonlyArray<ImagemModelo> }) => {
  const titulo = (useWatch({ name: 'titulo' }) as string | undefined) || TITULO_PADRAO
  const texto = (useWatch({ name: 'texto' }) as string | undefined) || TEXTO_PADRAO
  const moldura = molduras[0]
  return (
    <Box
      aria-label="Prévia do certificado"
      sx={{
        position: 'relative',
        width: LARGURA * ESCALA,
        height: ALTURA * ESCALA,
        border: moldura ? 'none' : '3px solid #FF850A',
        boxShadow: 2,
        bgcolor: '#fff',
        overflow: 'hidden',
        backgroundImage: moldura ? `url(${urlAcao(RECURSO, 'imagem', { parametros: { imagemId: moldura.id } })})` : undefined,
        backgroundSize: '100% 100%',
      }}
    >
      {logos.map((l) => (
        <Box
          key={l.id}
          component="img"
          alt={l.nome}
          src={urlAcao(RECURSO, 'imagem', { parametros: { imagemId: l.id } })}
          sx={{ position: 'absolute', left: l.positionX * ESCALA, top: l.positionY * ESCALA, maxWidth: 130 * ESCALA, maxHeight: 70 * ESCALA }}
        />
      ))}
      <Typography sx={{ position: 'absolute', top: 120 * ESCALA, left: 0, right: 0, textAlign: 'center', fontSize: 30 * ESCALA, fontWeight: 700, color: '#333' }}>
        {preencherMarcadores(titulo, EXEMPLO)}
      </Typography>
      <Typography sx={{ position: 'absolute', top: 190 * ESCALA, left: 120 * ESCALA, right: 120 * ESCALA, textAlign: 'center', fontSize: 16 * ESCALA, lineHeight: 1.35 }}>
        {preencherMarcadores(texto, EXEMPLO)}
      </Typography>
    </Box>
  )
}

/** The designer's tabs (spec 002: logos and frames) and the preview, under the model's fields. */
const Designer = () => {
  const r = useRecordContext()
  const id = Number(r?.id)
  const [aba, setAba] = useState(0)
  const [logos, setLogos] = useState<ReadonlyArray<ImagemModelo>>([])
  const [molduras, setMolduras] = useState<ReadonlyArray<ImagemModelo>>([])
  const [aviso, setAviso] = useState<string | null>(null)
  const [posicao, setPosicao] = useState({ x: '40', y: '30' })
  const recarregar = useCallback(async () => {
    setLogos(await chamarAcao(RECURSO, 'logos', { query: { modeloCertificadoId: id } }))
    setMolduras(await chamarAcao(RECURSO, 'molduras', { query: { modeloCertificadoId: id } }))
  }, [id])
  useEffect(() => {
    if (id) void recarregar().catch((e: unknown) => setAviso(erroDe(e).mensagem))
  }, [id, recarregar])
  const tentar = (f: () => Promise<unknown>) => () => void f().then(recarregar).catch((e: unknown) => setAviso(erroDe(e).mensagem))
  const enviar = (tipo: 'add-logo' | 'add-moldura') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const arquivo = e.target.files?.[0]
    e.target.value = ''
    if (!arquivo) return
    tentar(() => enviarArquivoAcao(RECURSO, tipo, {}, { modeloCertificadoId: String(id), positionX: posicao.x, positionY: posicao.y }, arquivo))()
  }
  if (!id) return null
  const lista = (itens: ReadonlyArray<ImagemModelo>, remover: 'remover-logo' | 'remover-moldura') =>
    itens.map((i) => (
      <Stack key={i.id} direction="row" alignItems="center" gap={1}>
        <Box component="img" alt={i.nome} src={urlAcao(RECURSO, 'imagem', { parametros: { imagemId: i.id } })} sx={{ width: 48, height: 32, objectFit: 'contain', border: '1px solid #ddd' }} />
        <Typography variant="body2" sx={{ flex: 1 }}>
          {i.nome}
          {remover === 'remover-logo' ? ` (X ${i.positionX}, Y ${i.positionY})` : ''}
        </Typography>
        <Tooltip title="Remover">
          <IconButton aria-label={`Remover ${i.nome}`} onClick={tentar(() => chamarAcao(RECURSO, remover, { parametros: { imagemId: i.id } }))}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    ))
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} gap={3} sx={{ width: '100%', mt: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 320 }}>
        <Tabs value={aba} onChange={(_e, v: number) => setAba(v)}>
          <Tab label="Logomarcas" />
          <Tab label="Moldura" />
        </Tabs>
        <Stack gap={1.5} sx={{ pt: 2 }}>
          {aba === 0 ? (
            <>
              <Typography variant="body2" color="text.secondary">
                Até {LIMITE_LOGOS} logomarcas (JPEG ou PNG). Posição em pontos a partir do canto superior esquerdo da página (842 × 595).
              </Typography>
              <Stack direction="row" gap={1}>
                <TextField size="small" label="Posição X" value={posicao.x} onChange={(e) => setPosicao({ ...posicao, x: e.target.value.replace(/\D/g, '') })} />
                <TextField size="small" label="Posição Y" value={posicao.y} onChange={(e) => setPosicao({ ...posicao, y: e.target.value.replace(/\D/g, '') })} />
              </Stack>
              <Button variant="outlined" component="label">
                Incluir logomarca
                <input hidden type="file" accept="image/png,image/jpeg" aria-label="Arquivo da logomarca" onChange={enviar('add-logo')} />
              </Button>
              {lista(logos, 'remover-logo')}
            </>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                Uma imagem (JPEG ou PNG) esticada sobre a página inteira; sem moldura, uma borda simples.
              </Typography>
              <Button variant="outlined" component="label">
                {molduras.length ? 'Trocar moldura' : 'Incluir moldura'}
                <input hidden type="file" accept="image/png,image/jpeg" aria-label="Arquivo da moldura" onChange={enviar('add-moldura')} />
              </Button>
              {lista(molduras, 'remover-moldura')}
            </>
          )}
          <Typography variant="caption" color="text.secondary">
            Marcadores do título e do texto: {MARCADORES.map((m) => `${m.marcador} (${m.descricao.toLowerCase()})`).join(', ')}.
          </Typography>
        </Stack>
      </Paper>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Prévia
        </Typography>
        <Previa logos={logos} molduras={molduras} />
      </Box>
      {aviso && <Aviso mensagem={aviso} onFechar={() => setAviso(null)} />}
    </Stack>
  )
}

const Edicao = () => (
  <ExigirAcesso modo="abrir">
    <Edit title="Editar Modelo de Certificado" redirect={false} mutationMode="pessimistic">
      <FormularioRecurso recurso={modeloCertificado} modo="update">
        <Designer />
      </FormularioRecurso>
    </Edit>
  </ExigirAcesso>
)

const telas = { edit: Edicao }
export default telas
