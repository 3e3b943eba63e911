import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { Link } from 'react-router-dom'
import type { MinhaPesquisa } from '../../../../core/pesquisa/responder.ts'
import { temAutoridade } from '../../../../core/sessao/autoridades.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { AcessoNegado } from '../../paginas/AcessoNegado.tsx'
import { useUserinfo } from '../../sessao/estado.ts'

export const SITUACAO_MINHA: Readonly<Record<MinhaPesquisa['situacao'], { readonly texto: string; readonly cor: 'default' | 'warning' | 'success' }>> = {
  N: { texto: 'Não respondida', cor: 'default' },
  P: { texto: 'Respondida parcialmente', cor: 'warning' },
  R: { texto: 'Respondida', cor: 'success' },
}

/**
 * 'Minhas Pesquisas' (spec 002 /pesquisa/colaborador-questionario): the open surveys of the signed-in employee's
 * audience, with where they stand; 'Responder' / 'Continuar' opens the questionnaire.
 */
export const MinhasPesquisas = () => {
  const u = useUserinfo()
  const permitido = !!u && temAutoridade(u.authorities, 'ROLE_MINHAS_PESQUISAS')
  const [dados, setDados] = useState<{ vinculado: boolean; mensagem?: string; pesquisas: ReadonlyArray<MinhaPesquisa> } | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  useEffect(() => {
    if (!permitido) return
    chamarAcao('pesquisa/colaborador-respostas', 'minhas-pesquisas')
      .then(setDados)
      .catch((e: Error) => setFalha(e.message))
  }, [permitido])
  if (!u || !permitido) return <AcessoNegado />
  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <Title title="Minhas Pesquisas" />
      <Typography variant="h6" component="h1" gutterBottom>
        Minhas Pesquisas
      </Typography>
      {falha && <Alert severity="error">{falha}</Alert>}
      {!falha && !dados && <Carregando />}
      {dados && !dados.vinculado && <Alert severity="info">{dados.mensagem}</Alert>}
      {dados?.vinculado && !dados.pesquisas.length && <Alert severity="info">Não há pesquisas abertas para você no momento.</Alert>}
      <Stack gap={2}>
        {dados?.pesquisas.map((p) => (
          <Card key={`${p.id}-${p.turmaId ?? ''}`} variant="outlined" data-testid="minha-pesquisa">
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Box sx={{ flex: 1, minWidth: 240 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {p.titulo}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Aberta de {formatarData(p.dataInicio)} a {formatarData(p.dataFim)} · {p.quantidadePerguntas} {p.quantidadePerguntas === 1 ? 'pergunta' : 'perguntas'}
                  {p.anonima ? ' · anônima' : ''}
                </Typography>
              </Box>
              <Chip label={SITUACAO_MINHA[p.situacao].texto} color={SITUACAO_MINHA[p.situacao].cor} size="small" />
              {p.situacao !== 'R' && (
                <Button variant="contained" component={Link} to={`/pesquisa/colaborador-questionario/${p.id}${p.turmaId ? `?turma=${p.turmaId}` : ''}`}>
                  {p.situacao === 'P' ? 'Continuar' : 'Responder'}
                </Button>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  )
}
