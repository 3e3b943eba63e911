import { Box } from '@mui/material'
import { Title } from 'react-admin'
import { podeAbrirTela } from '../../../core/sessao/autoridades.ts'
import type { Relatorio } from '../../../core/shared/relatorio.ts'
import type { Campos } from '../../../core/shared/resource.ts'
import { AcessoNegado } from '../paginas/AcessoNegado.tsx'
import { useAutoridades } from '../sessao/estado.ts'
import { PainelConsulta } from './PainelConsulta.tsx'

/** The screen of a `tabela` report (the statistics screens): its consulta's panel under the page title. */
export const TelaConsulta = <C extends Campos>({ relatorio }: { readonly relatorio: Relatorio<C, object> }) => {
  const autoridades = useAutoridades()
  if (!podeAbrirTela(autoridades, { authority: relatorio.autoridade })) return <AcessoNegado />
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={relatorio.titulo} />
      <PainelConsulta relatorio={relatorio} nivel="h1" />
    </Box>
  )
}
