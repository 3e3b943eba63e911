import { useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormHelperText, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import CloseIcon from '@mui/icons-material/Close'
import DescriptionIcon from '@mui/icons-material/Description'
import GridOnIcon from '@mui/icons-material/GridOn'
import SaveIcon from '@mui/icons-material/Save'
import { Form, Title, useNotify } from 'react-admin'
import { useController, useFormContext } from 'react-hook-form'
import { podeAbrirTela } from '../../../../core/sessao/autoridades.ts'
import { diaEmSaoPaulo } from '../../../../core/shared/datas.ts'
import { validarFiltroRelatorio, type Formato } from '../../../../core/shared/relatorio.ts'
import {
  COLUNAS_DINAMICAS,
  relatorioTalentoDinamico as relatorio,
  type ConfigRelatorioDinamico,
} from '../../../../core/gestao-talentos/relatorios/talento-dinamico.ts'
import { API, requisitar } from '../../api/requisicao.ts'
import { erroDe } from '../../api/http.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import { camposDoFormulario, valoresPadrao } from '../../generico/recurso.ts'
import { AcessoNegado } from '../../paginas/AcessoNegado.tsx'
import { avisarResultado, baixarRelatorio } from '../../relatorios/baixar.ts'
import { useAutoridades } from '../../sessao/estado.ts'

const URL_CONFIG = `${API}/gestao-talentos/relatorios/talento-dinamico/config-relatorio-dinamico`
const GRUPOS = [...new Set(COLUNAS_DINAMICAS.map((c) => c.grupo))]
const tituloDe = new Map(COLUNAS_DINAMICAS.map((c) => [c.id, c.titulo]))

/** The columns to print: tick them by group, then order the chosen ones (up/down) or drop one. */
const EscolhaColunas = () => {
  const { field, fieldState } = useController<Record<string, unknown>>({ name: 'colunasDinamicas' })
  const escolhidas = (Array.isArray(field.value) ? field.value : []) as ReadonlyArray<string>
  const alternar = (id: string) => field.onChange(escolhidas.includes(id) ? escolhidas.filter((x) => x !== id) : [...escolhidas, id])
  const mover = (i: number, d: -1 | 1) => {
    const nova = [...escolhidas]
    const [x] = nova.splice(i, 1)
    nova.splice(i + d, 0, x!)
    field.onChange(nova)
  }
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 2 }} data-testid="colunas-dinamicas">
      <Box sx={{ flex: 2 }}>
        <Typography variant="subtitle2">Colunas disponíveis</Typography>
        {GRUPOS.map((g) => (
          <Box key={g} sx={{ mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {g}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
              {COLUNAS_DINAMICAS.filter((c) => c.grupo === g).map((c) => (
                <FormControlLabel key={c.id} sx={{ width: 230 }} control={<Checkbox size="small" checked={escolhidas.includes(c.id)} onChange={() => alternar(c.id)} />} label={c.titulo} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ flex: 1, minWidth: 260 }}>
        <Typography variant="subtitle2">Ordem das colunas no relatório</Typography>
        {escolhidas.length ? (
          <List dense aria-label="Ordem das colunas">
            {escolhidas.map((id, i) => (
              <ListItem
                key={id}
                secondaryAction={
                  <>
                    <IconButton size="small" aria-label={`Subir ${tituloDe.get(id)}`} disabled={i === 0} onClick={() => mover(i, -1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={`Descer ${tituloDe.get(id)}`} disabled={i === escolhidas.length - 1} onClick={() => mover(i, 1)}>
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={`Retirar ${tituloDe.get(id)}`} onClick={() => alternar(id)}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={`${i + 1}. ${tituloDe.get(id) ?? id}`} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Nenhuma coluna escolhida.
          </Typography>
        )}
        {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      </Box>
    </Stack>
  )
}

const Botoes = ({ formato, ocupado, salvar }: { readonly formato: React.MutableRefObject<Formato>; readonly ocupado: boolean; readonly salvar: (v: Record<string, unknown>) => void }) => {
  const { formState, getValues } = useFormContext()
  const parado = ocupado || formState.isSubmitting
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" startIcon={<DescriptionIcon />} disabled={parado} onClick={() => (formato.current = 'pdf')}>
        Relatório
      </Button>
      <Button type="submit" variant="outlined" startIcon={<GridOnIcon />} disabled={parado} onClick={() => (formato.current = 'xlsx')}>
        Exportar para XLS
      </Button>
      <Button variant="text" startIcon={<SaveIcon />} disabled={parado} onClick={() => salvar(getValues())}>
        Salvar configuração
      </Button>
    </Stack>
  )
}

/**
 * Relatório dinâmico de talentos (spec 001 §7 `talento-dinamico`): the user's saved columns and title load first;
 * the columns are ticked and ordered here, the other filter fields are the report's declared ones; 'Salvar
 * configuração' keeps columns and title for this user in this company; the files come from the one report route.
 */
export const TelaTalentoDinamico = () => {
  const autoridades = useAutoridades()
  const notify = useNotify()
  const [config, setConfig] = useState<ConfigRelatorioDinamico>()
  const [erro, setErro] = useState<string>()
  const [ocupado, setOcupado] = useState(false)
  const formato = useRef<Formato>('pdf')
  const pode = podeAbrirTela(autoridades, { authority: relatorio.autoridade })
  useEffect(() => {
    if (pode) requisitar<ConfigRelatorioDinamico>(URL_CONFIG).then(setConfig, (e: Error) => setErro(e.message))
  }, [pode])
  const validate = useMemo(() => validadorCore((v) => validarFiltroRelatorio(relatorio, v, diaEmSaoPaulo(Date.now()))), [])
  const padrao = useMemo(
    () => (config ? { ...valoresPadrao(relatorio.filtro), ...relatorio.filtroInicial?.(diaEmSaoPaulo(Date.now())), colunasDinamicas: config.colunasDinamicas, titulo: config.titulo } : undefined),
    [config],
  )
  if (!pode) return <AcessoNegado />

  const enviar = async (valores: Record<string, unknown>) => {
    setOcupado(true)
    try {
      return avisarResultado(await baixarRelatorio(relatorio.caminhoArquivo, formato.current, valores), notify)
    } finally {
      setOcupado(false)
    }
  }
  const salvar = async (valores: Record<string, unknown>) => {
    setOcupado(true)
    try {
      await requisitar(URL_CONFIG, 'PUT', { colunasDinamicas: valores['colunasDinamicas'], titulo: valores['titulo'] ?? '' })
      notify('Configuração salva.', { type: 'success' })
    } catch (e) {
      const { mensagem, campos } = erroDe(e)
      notify(Object.values(campos)[0] ?? mensagem, { type: 'warning' })
    } finally {
      setOcupado(false)
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={relatorio.titulo} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1">
            {relatorio.titulo}
          </Typography>
          {erro ? (
            <Alert severity="warning">{erro}</Alert>
          ) : !padrao ? (
            <Carregando />
          ) : (
            <Form {...MODO_SUBMIT} validate={validate} defaultValues={padrao} onSubmit={enviar}>
              <FocarPrimeiroErro />
              <Stack sx={{ mt: 2 }}>
                <Entrada recurso={relatorio.caminho} fonte="titulo" campo={relatorio.filtro.fields.titulo} modo="create" />
                <EscolhaColunas />
                {camposDoFormulario(relatorio.filtro)
                  .filter(([k]) => k !== 'colunasDinamicas' && k !== 'titulo')
                  .map(([k, c]) => (
                    <Entrada key={k} recurso={relatorio.caminho} fonte={k} campo={c} modo="create" />
                  ))}
              </Stack>
              <Botoes formato={formato} ocupado={ocupado} salvar={(v) => void salvar(v)} />
            </Form>
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
