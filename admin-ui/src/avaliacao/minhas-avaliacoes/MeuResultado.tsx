import { useEffect, useState } from 'react'
import { Alert, Box, Button } from '@mui/material'
import { Link, useParams } from 'react-router-dom'
import type { ResultadoDetalhado } from '../../../../core/avaliacao/resultadosCasos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { DetalheDoResultado } from '../resultados/ResultadosAvaliacao.tsx'

/** The signed-in employee's own result in an ended evaluation, as core cuts it (core/avaliacao/meusResultados.ts). */
export const MeuResultado = () => {
  const { avaliacaoId } = useParams()
  const [r, setR] = useState<ResultadoDetalhado | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  useEffect(() => {
    chamarAcao('avaliacao/participante-avaliacao-desempenho', 'meu-resultado', { parametros: { avaliacaoId: Number(avaliacaoId) } })
      .then(setR)
      .catch((e: Error) => setFalha(e.message))
  }, [avaliacaoId])
  const voltar = (
    <Button variant="outlined" component={Link} to="/avaliacao/minhas-avaliacoes">
      Voltar a Minhas Avaliações
    </Button>
  )
  if (falha)
    return (
      <Box sx={{ py: 2 }}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {falha}
        </Alert>
        {voltar}
      </Box>
    )
  if (!r) return <Carregando />
  return (
    <DetalheDoResultado r={r} titulo="Meu Resultado">
      {voltar}
    </DetalheDoResultado>
  )
}
