import { useState } from 'react'
import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, IconButton, TextField, Tooltip, Typography } from '@mui/material'
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined'
import { useNotify } from 'react-admin'
import { baixar, falhaDe, URL_CANDIDATOS } from './api.ts'

/** Print options of spec 000 §3.5 (the server's defaults: résumé sections on, internal ones off). */
const OPCOES: ReadonlyArray<[string, string, boolean]> = [
  ['exibirCabecalho', 'Cabeçalho', true],
  ['exibirFormacao', 'Formação', true],
  ['exibirExperiencias', 'Experiência', true],
  ['exibirIdiomas', 'Idiomas', true],
  ['exibirCertificados', 'Certificados', true],
  ['exibirCursos', 'Cursos', true],
  ['exibirConhecimentos', 'Conhecimentos', true],
  ['exibirSocioEconomica', 'Informações socioeconômicas', false],
  ['exibirCamposExtras', 'Campos extras', false],
  ['exibirObservacao', 'Observações', false],
  ['exibirOcr', 'Texto do currículo', false],
  ['exibirHistorico', 'Histórico', false],
  ['exibirSolicitacao', 'Solicitação de pessoal', false],
]

/** 'Imprimir currículo': the options dialog, then the PDF download. */
export const ImprimirCurriculo = ({ candidatoId, variante = 'botao' }: { readonly candidatoId: number; readonly variante?: 'botao' | 'icone' }) => {
  const notify = useNotify()
  const [aberto, setAberto] = useState(false)
  const [ocupado, setOcupado] = useState(false)
  const [flags, setFlags] = useState<Record<string, boolean>>(() => Object.fromEntries(OPCOES.map(([k, , v]) => [k, v])))
  const [assinaturas, setAssinaturas] = useState([
    { exibir: false, texto: 'Candidato' },
    { exibir: false, texto: 'Recrutador' },
    { exibir: false, texto: 'Gestor' },
  ])
  const imprimir = async () => {
    setOcupado(true)
    try {
      await baixar(`${URL_CANDIDATOS}/${candidatoId}/imprimir-curriculo`, 'POST', {
        ...flags,
        assinatura1: assinaturas[0],
        assinatura2: assinaturas[1],
        assinatura3: assinaturas[2],
      })
      setAberto(false)
    } catch (e) {
      notify(falhaDe(e).mensagem, { type: 'error' })
    } finally {
      setOcupado(false)
    }
  }
  return (
    <>
      {variante === 'icone' ? (
        <Tooltip title="Imprimir currículo">
          <IconButton size="small" aria-label="Imprimir currículo" sx={{ width: 30, height: 30 }} onClick={(e) => (e.stopPropagation(), setAberto(true))}>
            <PrintOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button startIcon={<PrintOutlinedIcon />} color="inherit" onClick={() => setAberto(true)}>
          Imprimir currículo
        </Button>
      )}
      <Dialog open={aberto} onClose={() => setAberto(false)} maxWidth="sm" fullWidth onClick={(e) => e.stopPropagation()}>
        <DialogTitle>Imprimir currículo</DialogTitle>
        <DialogContent dividers>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Exibir
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {OPCOES.map(([k, rotulo]) => (
              <FormControlLabel key={k} control={<Checkbox checked={!!flags[k]} onChange={(e) => setFlags({ ...flags, [k]: e.target.checked })} />} label={rotulo} />
            ))}
          </Box>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            Assinaturas
          </Typography>
          {assinaturas.map((a, i) => (
            <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Checkbox checked={a.exibir} onChange={(e) => setAssinaturas(assinaturas.map((x, j) => (j === i ? { ...x, exibir: e.target.checked } : x)))} inputProps={{ 'aria-label': `Assinatura ${i + 1}` }} />
              <TextField
                size="small"
                label={`Assinatura ${i + 1}`}
                value={a.texto}
                disabled={!a.exibir}
                onChange={(e) => setAssinaturas(assinaturas.map((x, j) => (j === i ? { ...x, texto: e.target.value } : x)))}
                inputProps={{ maxLength: 100 }}
                fullWidth
              />
            </Box>
          ))}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setAberto(false)}>
            Cancelar
          </Button>
          <Button variant="contained" onClick={imprimir} disabled={ocupado}>
            Imprimir
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
