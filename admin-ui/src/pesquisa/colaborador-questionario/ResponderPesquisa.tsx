import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { Form, Title } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import type { QuestionarioDoColaborador } from '../../../../core/pesquisa/responder.ts'
import { temAutoridade } from '../../../../core/sessao/autoridades.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import type { PerguntaQuestionario, RespostaQuestionario } from '../../../../core/shared/questionario.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { FocarPrimeiroErro, MODO_SUBMIT } from '../../comum/formulario.tsx'
import { Questionario } from '../../comum/questionario/Questionario.tsx'
import { limpas, useEnvioQuestionario } from '../../comum/questionario/envio.ts'
import { AcessoNegado } from '../../paginas/AcessoNegado.tsx'
import { useUserinfo } from '../../sessao/estado.ts'


const Botoes = ({ salvarRascunho }: { readonly salvarRascunho: (valores: Record<string, unknown>) => void }) => {
  const { getValues } = useFormContext()
  return (
    <Stack direction="row" gap={1} sx={{ mt: 2 }}>
      <Button variant="outlined" onClick={() => salvarRascunho(getValues())}>
        Salvar e continuar depois
      </Button>
      <Button variant="contained" type="submit">
        Enviar respostas
      </Button>
    </Stack>
  )
}

/**
 * Answering a survey (spec 002 /pesquisa/colaborador-questionario/{questionarioId}): the questions grouped in the
 * order HR set, 'Salvar e continuar depois' keeps a draft (respondido parcialmente), 'Enviar respostas' sends them once
 * (the mandatory ones checked by the server, errors shown at each question).
 */
export const ResponderPesquisa = () => {
  const { questionarioId } = useParams()
  const u = useUserinfo()
  const navigate = useNavigate()
  const permitido = !!u && temAutoridade(u.authorities, 'ROLE_MINHAS_PESQUISAS')
  const [dados, setDados] = useState<QuestionarioDoColaborador | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  const id = Number(questionarioId)
  // A class evaluation (core/pesquisa/avaliacoes-turmaResponder.ts): the class is part of the key.
  const turma = Number(useSearchParams()[0].get('turma') ?? 0)
  useEffect(() => {
    if (!permitido || !Number.isInteger(id) || id <= 0) return
    ;(turma > 0 ? chamarAcao('pesquisa/avaliacoes-turma', 'questionario', { id, query: { turmaId: turma } }) : chamarAcao('pesquisa/colaborador-respostas', 'questionario', { id }))
      .then(setDados)
      .catch((e: Error & { status?: number }) => setFalha(e.status === 404 ? 'Pesquisa não encontrada ou fora do período de respostas.' : e.message))
  }, [permitido, id, turma])
  const enviar = useEnvioQuestionario()
  if (!u || !permitido) return <AcessoNegado />
  const perguntas = (dados?.pesquisa.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>
  const salvar = (valores: Record<string, unknown>, parcial: boolean) =>
    enviar(async () => {
      const corpo = { parcial, respostas: limpas(valores['respostas']) as never }
      const r = turma > 0 ? await chamarAcao('pesquisa/avaliacoes-turma', 'responde-questionario', { id, query: { turmaId: turma }, corpo }) : await chamarAcao('pesquisa/colaborador-respostas', 'responde-questionario', { id, corpo })
      if (r.situacao === 'R') navigate('/pesquisa/colaborador-questionario')
      return r.message
    })
  const respostasIniciais = perguntas.map((p) => {
    const dada = (dados?.respostas as ReadonlyArray<RespostaQuestionario> | undefined)?.find((r) => r.perguntaId === p.id)
    return dada ?? { perguntaId: p.id, tipoId: p.tipo }
  })
  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <Title title="Responder Pesquisa" />
      {falha && <Alert severity="error">{falha}</Alert>}
      {!falha && !dados && <Carregando />}
      {dados && (
        <Card variant="outlined">
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" component="h1">
              {dados.pesquisa.titulo}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              Aberta até {formatarData(dados.pesquisa.dataFim)}
              {dados.pesquisa.anonima ? ' · Pesquisa anônima: suas respostas não são associadas ao seu nome.' : ''}
            </Typography>
            {dados.pesquisa.observacao && <Typography sx={{ my: 1, whiteSpace: 'pre-line' }}>{dados.pesquisa.observacao}</Typography>}
            {dados.situacao === 'P' && <Alert severity="info" sx={{ my: 1 }}>Você começou a responder esta pesquisa: suas respostas salvas estão abaixo.</Alert>}
            {dados.situacao === 'R' ? (
              <Alert severity="success" sx={{ mt: 2 }}>
                {dados.mensagem}
              </Alert>
            ) : (
              <Form {...MODO_SUBMIT} record={{ id, respostas: respostasIniciais }} onSubmit={(v: Record<string, unknown>) => salvar(v, false)}>
                <FocarPrimeiroErro />
                <Questionario perguntas={perguntas} />
                <Botoes salvarRascunho={(v) => void salvar(v, true)} />
              </Form>
            )}
            <Button component={Link} to="/pesquisa/colaborador-questionario" sx={{ mt: 2 }}>
              Voltar para Minhas Pesquisas
            </Button>
          </CardContent>
        </Card>
      )}
    </Box>
  )
}
