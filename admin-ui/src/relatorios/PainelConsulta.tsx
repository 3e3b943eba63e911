import { useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import DescriptionIcon from '@mui/icons-material/Description'
import GridOnIcon from '@mui/icons-material/GridOn'
import SearchIcon from '@mui/icons-material/Search'
import { Either } from 'effect'
import { Form, useNotify } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import type { ResultadoConsulta } from '../../../core/shared/consulta.ts'
import { podeConsultar, SEM_DADOS_GRAFICO } from '../../../core/shared/consulta.ts'
import { diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { validarFiltroRelatorio, type Formato, type Relatorio } from '../../../core/shared/relatorio.ts'
import type { Campos } from '../../../core/shared/resource.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../comum/formulario.tsx'
import { Entrada } from '../generico/Entrada.tsx'
import { camposDoFormulario, valoresPadrao } from '../generico/recurso.ts'
import { useAutoridades } from '../sessao/estado.ts'
import { avisarResultado, baixarRelatorio } from './baixar.ts'
import { consultarNoServidor } from './consultar.ts'
import { GraficoConsulta } from './GraficoConsulta.tsx'
import { TabelaConsulta } from './TabelaConsulta.tsx'

type Acao = 'consultar' | Formato

const hoje = () => diaEmSaoPaulo(Date.now())

const Botoes = ({ acao, ocupado }: { readonly acao: React.MutableRefObject<Acao>; readonly ocupado: boolean }) => {
  const { formState } = useFormContext()
  const travado = ocupado || formState.isSubmitting
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={travado} onClick={() => (acao.current = 'consultar')}>
        Consultar
      </Button>
      <Button type="submit" variant="outlined" startIcon={<DescriptionIcon />} disabled={travado} onClick={() => (acao.current = 'pdf')}>
        Relatório
      </Button>
      <Button type="submit" variant="outlined" startIcon={<GridOnIcon />} disabled={travado} onClick={() => (acao.current = 'xlsx')}>
        Exportar para XLS
      </Button>
    </Stack>
  )
}

/**
 * A consulta on screen: its declared filter (validated on submit with core's messages), 'Consultar' shows the
 * rows as a table (and the declared chart), 'Relatório' and 'Exportar para XLS' print the same rows. Opens with
 * the report's initial filter already run.
 */
export const PainelConsulta = <C extends Campos>({ relatorio, titulo = relatorio.titulo, nivel = 'h2' }: { readonly relatorio: Relatorio<C, object>; readonly titulo?: string; readonly nivel?: 'h1' | 'h2' }) => {
  const notify = useNotify()
  const autoridades = useAutoridades()
  const acao = useRef<Acao>('consultar')
  const [ocupado, setOcupado] = useState(false)
  const [resultado, setResultado] = useState<ResultadoConsulta<unknown> | null>(null)
  const [aviso, setAviso] = useState<string | null>(null)
  const validate = useMemo(() => validadorCore((v) => validarFiltroRelatorio(relatorio, v, hoje())), [relatorio])
  const padrao = useMemo(() => ({ ...valoresPadrao(relatorio.filtro), ...relatorio.filtroInicial?.(hoje()) }), [relatorio])

  const consultar = async (valores: Record<string, unknown>) => {
    const r = await consultarNoServidor(relatorio.consulta, valores)
    if (r.tipo === 'ok') {
      setResultado(r.resultado)
      setAviso(null)
      return undefined
    }
    if (Object.keys(r.erros).length) {
      notify('Preencha os campos indicados', { type: 'warning' })
      return r.erros
    }
    setAviso(r.mensagem)
    return undefined
  }

  const enviar = async (valores: Record<string, unknown>) => {
    setOcupado(true)
    try {
      if (acao.current === 'consultar') return await consultar(valores)
      const r = await baixarRelatorio(relatorio.caminhoArquivo, acao.current, valores)
      return avisarResultado(r, notify)
    } finally {
      setOcupado(false)
    }
  }

  const pode = podeConsultar(autoridades, relatorio.consulta)
  // Opens already consulted when the initial filter is complete; one still to be filled (establishments) waits for
  // 'Consultar' instead of greeting the user with 'Preencha os campos indicados'.
  useEffect(() => {
    if (pode && relatorio.filtroInicial && Either.isRight(validarFiltroRelatorio(relatorio, padrao, hoje()))) void consultar(padrao)
  }, [relatorio, pode])
  if (!pode) return null

  const grafico = relatorio.consulta.grafico
  return (
    <Card variant="outlined" data-testid={`consulta-${relatorio.consulta.nome}`}>
      <CardContent>
        <Typography variant="h6" component={nivel} sx={{ mb: 1 }}>
          {titulo}
        </Typography>
        <Form {...MODO_SUBMIT} validate={validate} defaultValues={padrao} onSubmit={enviar}>
          <FocarPrimeiroErro />
          <Stack direction="row" columnGap={2} flexWrap="wrap" useFlexGap sx={{ '& > *': { minWidth: 200 } }}>
            {camposDoFormulario(relatorio.filtro).map(([k, c]) => (
              <Box key={k}>
                <Entrada recurso={relatorio.caminho} fonte={k} campo={c} modo="create" />
              </Box>
            ))}
          </Stack>
          <Botoes acao={acao} ocupado={ocupado} />
        </Form>
        {aviso && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {aviso}
          </Alert>
        )}
        {resultado && (
          <Box sx={{ mt: 2 }}>
            {grafico &&
              (resultado.linhas.length > 0 ? (
                <GraficoConsulta resultado={resultado} grafico={grafico} titulo={titulo} />
              ) : (
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {SEM_DADOS_GRAFICO}
                </Typography>
              ))}
            <TabelaConsulta resultado={resultado} titulo={titulo} grupo={relatorio.consulta.agruparPor?.(resultado.filtro as never)} />
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
