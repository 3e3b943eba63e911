import { useMemo, useRef, useState } from 'react'
import { Box, Button, Card, CardContent, Collapse, Stack, Typography } from '@mui/material'
import DescriptionIcon from '@mui/icons-material/Description'
import GridOnIcon from '@mui/icons-material/GridOn'
import FilterListIcon from '@mui/icons-material/FilterList'
import { Form, Title, useNotify } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { podeAbrirTela } from '../../../core/sessao/autoridades.ts'
import { diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { validarFiltroRelatorio, type Formato, type Relatorio } from '../../../core/shared/relatorio.ts'
import type { Campos } from '../../../core/shared/resource.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../comum/formulario.tsx'
import { Entrada } from '../generico/Entrada.tsx'
import { camposDoFormulario, valoresPadrao } from '../generico/recurso.ts'
import { AcessoNegado } from '../paginas/AcessoNegado.tsx'
import { useAutoridades } from '../sessao/estado.ts'
import { avisarResultado, baixarRelatorio } from './baixar.ts'

const Botoes = ({ formato, gerando }: { readonly formato: React.MutableRefObject<Formato>; readonly gerando: boolean }) => {
  const { formState } = useFormContext()
  const ocupado = gerando || formState.isSubmitting
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" startIcon={<DescriptionIcon />} disabled={ocupado} onClick={() => (formato.current = 'pdf')}>
        Relatório
      </Button>
      <Button type="submit" variant="outlined" startIcon={<GridOnIcon />} disabled={ocupado} onClick={() => (formato.current = 'xlsx')}>
        Exportar para XLS
      </Button>
    </Stack>
  )
}

/**
 * The one report screen (spec 000 §2.6): a collapsible filter panel rendered from the report's declared
 * filter fields, validated on submit with core's messages, 'Relatório' (PDF) and 'Exportar para XLS'.
 */
export const TelaRelatorio = <C extends Campos>({ relatorio }: { readonly relatorio: Relatorio<C, object> }) => {
  const autoridades = useAutoridades()
  const notify = useNotify()
  const [aberto, setAberto] = useState(true)
  const [gerando, setGerando] = useState(false)
  const formato = useRef<Formato>('pdf')
  // Today in São Paulo, as the server's Relogio gives it (rules such as the report year need it).
  const validate = useMemo(
    () => validadorCore((v) => validarFiltroRelatorio(relatorio, v, diaEmSaoPaulo(Date.now()))),
    [relatorio],
  )
  const padrao = useMemo(() => ({ ...valoresPadrao(relatorio.filtro), ...relatorio.filtroInicial?.(diaEmSaoPaulo(Date.now())) }), [relatorio])
  if (!podeAbrirTela(autoridades, { authority: relatorio.autoridade })) return <AcessoNegado />

  const enviar = async (valores: Record<string, unknown>) => {
    setGerando(true)
    try {
      const r = await baixarRelatorio(relatorio.caminhoArquivo, formato.current, valores)
      return avisarResultado(r, notify)
    } finally {
      setGerando(false)
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={relatorio.titulo} />
      <Card>
        <CardContent>
          <Stack direction="row" alignItems="center" justifyContent="space-between">
            <Typography variant="h6" component="h1">
              {relatorio.titulo}
            </Typography>
            <Button size="small" startIcon={<FilterListIcon />} onClick={() => setAberto((a) => !a)} aria-expanded={aberto}>
              {aberto ? 'Ocultar Filtro' : 'Exibir Filtro'}
            </Button>
          </Stack>
          <Form {...MODO_SUBMIT} validate={validate} defaultValues={padrao} onSubmit={enviar}>
            <FocarPrimeiroErro />
            <Collapse in={aberto} unmountOnExit={false}>
              <Stack sx={{ mt: 2 }}>
                {camposDoFormulario(relatorio.filtro).map(([k, c]) => (
                  <Entrada key={k} recurso={relatorio.caminho} fonte={k} campo={c} modo="create" />
                ))}
              </Stack>
            </Collapse>
            <Botoes formato={formato} gerando={gerando} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  )
}
