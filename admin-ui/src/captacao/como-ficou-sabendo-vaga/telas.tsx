import { Box } from '@mui/material'
import { relatorioComoFicouSabendo } from '../../../../core/captacao/como-ficou-sabendo-vaga-estatistica.ts'
import { ResourceList } from '../../generico/ResourceList.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { PainelConsulta } from '../../relatorios/PainelConsulta.tsx'

/**
 * How many candidates chose each how-heard option (spec 000 §3.4 qtd, percentual), as the consulta's table and
 * chart (and its PDF/XLSX), above the lookup's own list, which stays the generic one.
 */
const Lista = () => (
  <Box>
    <Box sx={{ pt: 2, mb: 2 }}>
      <PainelConsulta relatorio={relatorioComoFicouSabendo} />
    </Box>
    <ResourceList />
  </Box>
)

const telas: TelasPersonalizadas = { list: Lista }
export default telas
