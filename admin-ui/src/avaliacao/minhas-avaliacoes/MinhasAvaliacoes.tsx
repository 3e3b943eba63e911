import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { Link } from 'react-router-dom'
import type { MeuResultado } from '../../../../core/avaliacao/meusResultados.ts'
import type { MinhaAvaliacao } from '../../../../core/avaliacao/responder.ts'
import { ROLE_MINHAS_AVALIACOES } from '../../../../core/avaliacao/periodos-experiencia.ts'
import { temAutoridade } from '../../../../core/sessao/autoridades.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { AcessoNegado } from '../../paginas/AcessoNegado.tsx'
import { SITUACAO_MINHA } from '../../pesquisa/colaborador-questionario/MinhasPesquisas.tsx'
import { useUserinfo } from '../../sessao/estado.ts'

/**
 * 'Minhas Avaliações' (issue 15): the pairs where the signed-in employee evaluates, of released evaluations within
 * their period: the evaluated (or 'Autoavaliação'), the role, the evaluation, the period and the status;
 * 'Responder' / 'Continuar' opens the questionnaire. Below, 'Meus resultados': the ended evaluations in which they
 * are evaluated and whose result the evaluation shows them (core/avaliacao/meusResultados.ts).
 */
export const MinhasAvaliacoes = () => {
  const u = useUserinfo()
  const permitido = !!u && temAutoridade(u.authorities, ROLE_MINHAS_AVALIACOES)
  const [dados, setDados] = useState<{ vinculado: boolean; mensagem?: string; avaliacoes: ReadonlyArray<MinhaAvaliacao> } | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  const [resultados, setResultados] = useState<ReadonlyArray<MeuResultado>>([])
  useEffect(() => {
    if (!permitido) return
    chamarAcao('avaliacao/participante-avaliacao-desempenho', 'minhas-avaliacoes')
      .then(setDados)
      .catch((e: Error) => setFalha(e.message))
    chamarAcao('avaliacao/participante-avaliacao-desempenho', 'meus-resultados')
      .then(setResultados)
      .catch((e: Error) => setFalha(e.message))
  }, [permitido])
  if (!u || !permitido) return <AcessoNegado />
  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <Title title="Minhas Avaliações" />
      <Typography variant="h6" component="h1" gutterBottom>
        Minhas Avaliações
      </Typography>
      {falha && <Alert severity="error">{falha}</Alert>}
      {!falha && !dados && <Carregando />}
      {dados && !dados.vinculado && <Alert severity="info">{dados.mensagem}</Alert>}
      {dados?.vinculado && !dados.avaliacoes.length && <Alert severity="info">Não há avaliações abertas para você responder no momento.</Alert>}
      <Stack gap={2}>
        {dados?.avaliacoes.map((a) => (
          <Card key={a.id} variant="outlined" data-testid="minha-avaliacao">
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Box sx={{ flex: 1, minWidth: 240 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {a.nomeAvaliado}
                </Typography>
                <Typography variant="body2">
                  {a.titulo} · {a.nomePapel}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  De {formatarData(a.dataIni)} a {formatarData(a.dataFim)}
                  {a.anonima ? ' · anônima' : ''}
                </Typography>
              </Box>
              <Chip label={SITUACAO_MINHA[a.situacao].texto} color={SITUACAO_MINHA[a.situacao].cor} size="small" />
              {a.situacao !== 'R' && (
                <Button variant="contained" component={Link} to={`/avaliacao/minhas-avaliacoes/${a.id}`}>
                  {a.situacao === 'P' ? 'Continuar' : 'Responder'}
                </Button>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
      {resultados.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }} gutterBottom>
            Meus resultados
          </Typography>
          <Stack gap={2}>
            {resultados.map((r) => (
              <Card key={r.avaliacaoDesempenhoId} variant="outlined" data-testid="meu-resultado">
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                  <Box sx={{ flex: 1, minWidth: 240 }}>
                    <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {r.titulo}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      De {formatarData(r.dataIni)} a {formatarData(r.dataFim)}
                      {r.exibirPerformanceProfissional ? ' · performance profissional' : ''}
                      {r.exibeResultadoAutoAvaliacao ? ' · autoavaliação' : ''}
                    </Typography>
                  </Box>
                  <Button variant="outlined" component={Link} to={`/avaliacao/minhas-avaliacoes/resultados/${r.avaliacaoDesempenhoId}`}>
                    Ver resultado
                  </Button>
                </CardContent>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Box>
  )
}
