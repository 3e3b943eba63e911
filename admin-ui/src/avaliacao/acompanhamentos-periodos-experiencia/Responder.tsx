import { useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { Form, TextInput, Title, useDataProvider, useNotify } from 'react-admin'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { diaEmSaoPaulo } from '../../../../core/shared/datas.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import type { PerguntaQuestionario, RespostaQuestionario } from '../../../../core/shared/questionario.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { erroDe } from '../../api/http.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { FocarPrimeiroErro, MODO_SUBMIT } from '../../comum/formulario.tsx'
import { Questionario } from '../../comum/questionario/Questionario.tsx'
import { DataInput } from '../../generico/entradas/DataInput.tsx'
import { AcessoNegado } from '../../paginas/AcessoNegado.tsx'
import { limpas } from '../../comum/questionario/envio.ts'
import { BASE, BotaoImprimir, RECURSO, usePodeAcompanhar } from './comum.tsx'

/** What the screen answers: who, which model, its questions, and the answer being edited (if any). */
interface Dados {
  readonly colaboradorId: number
  readonly nomeColaborador: string
  readonly nomePeriodo: string
  readonly prazo: string | null
  readonly modeloAvaliacaoId: number
  readonly tituloModelo: string
  readonly perguntas: ReadonlyArray<PerguntaQuestionario>
  readonly respondido?: { readonly id: number; readonly data: string; readonly observacao: string | null; readonly respostas: ReadonlyArray<RespostaQuestionario> }
}

type Escolha = { readonly modelos: ReadonlyArray<{ readonly id: number; readonly titulo: string }> }

/**
 * Answering an experience follow-up (issue 15): the follow-up model's questions (the shared questionnaire form), the
 * date (default today; not in the future nor before the admission, judged by the server) and an observation;
 * 'Salvar' records it once (every mandatory question; errors shown at their question) and goes back to the pending
 * list, where the row is gone. `/respondido/:id` edits an answered one (its copy of the questions) and prints it.
 * A period with several active models asks which one first.
 */
export const ResponderAcompanhamento = () => {
  const permitido = usePodeAcompanhar()
  const params = useParams()
  const [busca, setBusca] = useSearchParams()
  const dp = useDataProvider()
  const notify = useNotify()
  const navigate = useNavigate()
  const respondidoId = params['id'] === undefined ? null : Number(params['id'])
  const colaboradorId = Number(params['colaboradorId'])
  const periodo = Number(busca.get('periodo') ?? 0)
  const modelo = Number(busca.get('modelo') ?? 0)
  const [dados, setDados] = useState<Dados | null>(null)
  const [escolha, setEscolha] = useState<Escolha | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  useEffect(() => {
    if (!permitido) return
    setFalha(null)
    const carregar = async (): Promise<void> => {
      if (respondidoId !== null) {
        const { data: r } = await dp.getOne(RECURSO, { id: respondidoId })
        setDados({
          colaboradorId: Number(r['colaboradorId']),
          nomeColaborador: String(r['nomeColaborador'] ?? ''),
          nomePeriodo: String(r['nomePeriodo'] ?? ''),
          prazo: null,
          modeloAvaliacaoId: Number(r['modeloAvaliacaoId']),
          tituloModelo: String(r['tituloModelo'] ?? ''),
          perguntas: (r['perguntas'] ?? []) as ReadonlyArray<PerguntaQuestionario>,
          respondido: { id: respondidoId, data: String(r['data']), observacao: (r['observacao'] as string | null) ?? null, respostas: (r['respostas'] ?? []) as ReadonlyArray<RespostaQuestionario> },
        })
        return
      }
      const lista = await chamarAcao(RECURSO, 'detail', { id: colaboradorId })
      const a = lista.find((x) => x.periodoExperienciaId === periodo)
      if (!a) return setFalha('Período de experiência não encontrado para este talento.')
      if (a.colaboradorQuestionarioId !== null) return void navigate(`${BASE}/respondido/${a.colaboradorQuestionarioId}`, { replace: true })
      if (!a.modelos.length) return setFalha('Este período não tem modelo de acompanhamento ativo.')
      const m = a.modelos.find((x) => x.id === modelo)
      if (!m) return setEscolha({ modelos: a.modelos })
      setEscolha(null)
      const { data: md } = await dp.getOne('avaliacao/modelos-avaliacao', { id: m.id })
      setDados({
        colaboradorId,
        nomeColaborador: a.nomeColaborador,
        nomePeriodo: a.nomePeriodo,
        prazo: a.prazo,
        modeloAvaliacaoId: m.id,
        tituloModelo: m.titulo,
        perguntas: (md['perguntas'] ?? []) as ReadonlyArray<PerguntaQuestionario>,
      })
    }
    carregar().catch((e: Error & { status?: number }) => setFalha(e.status === 404 ? 'Acompanhamento não encontrado.' : e.message))
  }, [permitido, respondidoId, colaboradorId, periodo, modelo, dp, navigate])
  const enviando = useRef(false)
  if (!permitido) return <AcessoNegado />
  const salvar = async (v: Record<string, unknown>) => {
    if (!dados || enviando.current) return undefined
    enviando.current = true
    try {
      const corpo = {
        colaboradorId: dados.colaboradorId,
        modeloAvaliacaoId: dados.modeloAvaliacaoId,
        data: v['data'],
        respostas: limpas(v['respostas']),
        observacao: typeof v['observacao'] === 'string' && v['observacao'].trim() ? v['observacao'] : null,
      }
      if (dados.respondido) await dp.update(RECURSO, { id: dados.respondido.id, data: corpo, previousData: { id: dados.respondido.id } })
      else await dp.create(RECURSO, { data: corpo })
      notify('Acompanhamento salvo.', { type: 'success' })
      navigate(dados.respondido ? `${BASE}/talento/${dados.colaboradorId}` : BASE)
      return undefined
    } catch (e) {
      const { mensagem, campos } = erroDe(e)
      if (Object.keys(campos).length) {
        // A refusal about the model (already answered, inactive) has no field on this screen: say it.
        notify(campos['modeloAvaliacaoId'] ?? campos['colaboradorId'] ?? 'Confira os campos destacados.', { type: 'error' })
        return campos
      }
      notify(mensagem, { type: 'error' })
      return undefined
    } finally {
      enviando.current = false
    }
  }
  const registro = dados && {
    data: dados.respondido?.data ?? diaEmSaoPaulo(Date.now()),
    observacao: dados.respondido?.observacao ?? '',
    respostas: dados.perguntas.map((p) => dados.respondido?.respostas.find((r) => r.perguntaId === p.id) ?? { perguntaId: p.id, tipoId: p.tipo }),
  }
  return (
    <Box sx={{ py: 2, maxWidth: 1000 }}>
      <Title title="Responder Acompanhamento" />
      {falha && <Alert severity="error">{falha}</Alert>}
      {escolha && (
        <Card variant="outlined">
          <CardContent>
            <Typography gutterBottom>Este período tem mais de um modelo de acompanhamento. Escolha o modelo:</Typography>
            <Stack direction="row" gap={1} flexWrap="wrap">
              {escolha.modelos.map((m) => (
                <Button key={m.id} variant="outlined" onClick={() => setBusca({ periodo: String(periodo), modelo: String(m.id) })}>
                  {m.titulo}
                </Button>
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}
      {!falha && !escolha && !dados && <Carregando />}
      {dados && registro && (
        <Card variant="outlined">
          <CardContent sx={{ p: 3 }}>
            <Stack direction="row" alignItems="flex-start" gap={2}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="h6" component="h1">
                  {dados.nomeColaborador}
                </Typography>
                <Typography variant="subtitle1">
                  {dados.tituloModelo}
                  {dados.nomePeriodo ? ` · ${dados.nomePeriodo}` : ''}
                </Typography>
                {dados.prazo && (
                  <Typography variant="body2" color="text.secondary">
                    Vencimento em {formatarData(dados.prazo)}
                  </Typography>
                )}
              </Box>
              {dados.respondido && <BotaoImprimir id={dados.respondido.id} />}
            </Stack>
            <Form {...MODO_SUBMIT} key={dados.respondido?.id ?? `${dados.colaboradorId}-${dados.modeloAvaliacaoId}`} record={registro} onSubmit={salvar}>
              <FocarPrimeiroErro />
              <DataInput source="data" label="Data" sx={{ mt: 2 }} />
              <Questionario perguntas={dados.perguntas} />
              <TextInput source="observacao" label="Observação" multiline minRows={3} fullWidth sx={{ maxWidth: 900 }} />
              <Button variant="contained" type="submit" sx={{ mt: 1 }}>
                Salvar
              </Button>
            </Form>
          </CardContent>
        </Card>
      )}
      <Stack direction="row" gap={1} sx={{ mt: 2 }}>
        <Button component={Link} to={BASE}>
          Voltar para os acompanhamentos pendentes
        </Button>
        {dados && <Button component={Link} to={`${BASE}/talento/${dados.colaboradorId}`}>Acompanhamentos do talento</Button>}
      </Stack>
    </Box>
  )
}
