import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, FormHelperText, Radio, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material'
import { Form, Title, ValidationError, type ValidationErrorMessage } from 'react-admin'
import { useController, useFormContext } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { ROLE_MINHAS_AVALIACOES } from '../../../../core/avaliacao/periodos-experiencia.ts'
import type { CompetenciaAAvaliar, QuestionarioDaAvaliacao } from '../../../../core/avaliacao/responder.ts'
import type { NivelInformado } from '../../../../core/avaliacao/ports.ts'
import { temAutoridade } from '../../../../core/sessao/autoridades.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import type { PerguntaQuestionario, RespostaQuestionario } from '../../../../core/shared/questionario.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { FocarPrimeiroErro, MODO_SUBMIT } from '../../comum/formulario.tsx'
import { Questionario } from '../../comum/questionario/Questionario.tsx'
import { AcessoNegado } from '../../paginas/AcessoNegado.tsx'
import { limpas, useEnvioQuestionario } from '../../comum/questionario/envio.ts'
import { useUserinfo } from '../../sessao/estado.ts'

type Nivel = QuestionarioDaAvaliacao['niveis'][number]

/** One competency row: a radio per level in force (the required level's column marked when shown) and a comment. */
const LinhaCompetencia = ({ k, c, niveis }: { readonly k: number; readonly c: CompetenciaAAvaliar; readonly niveis: ReadonlyArray<Nivel> }) => {
  const nivel = useController({ name: `competencias.${k}.nivelCompetenciaId` })
  const comentario = useController({ name: `competencias.${k}.comentario` })
  const erro = nivel.fieldState.error?.message
  return (
    <TableRow data-testid={`competencia-${c.competenciaId}`}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {c.nome}
        </Typography>
        {c.observacao && (
          <Typography variant="caption" color="text.secondary">
            {c.observacao}
          </Typography>
        )}
        {erro && (
          <FormHelperText error>
            <ValidationError error={erro as unknown as ValidationErrorMessage} />
          </FormHelperText>
        )}
      </TableCell>
      {niveis.map((n, i) => (
        <TableCell key={n.id} align="center" sx={c.nivelExigidoId === n.id ? { bgcolor: 'action.selected' } : undefined}>
          <Radio
            checked={nivel.field.value === n.id}
            onChange={() => nivel.field.onChange(n.id)}
            inputRef={i === 0 ? nivel.field.ref : undefined}
            inputProps={{ 'aria-label': `${c.nome}: ${n.descricao}` }}
          />
        </TableCell>
      ))}
      <TableCell sx={{ minWidth: 180 }}>
        <TextField size="small" fullWidth placeholder="Comentário" value={comentario.field.value ?? ''} onChange={(e) => comentario.field.onChange(e.target.value)} inputProps={{ maxLength: 255 }} />
      </TableCell>
    </TableRow>
  )
}

/** The competency grid (issue 15): one level per competency the evaluated's salary range requires. */
const GradeCompetencias = ({ competencias, niveis, exibirExigido }: { readonly competencias: ReadonlyArray<CompetenciaAAvaliar>; readonly niveis: ReadonlyArray<Nivel>; readonly exibirExigido: boolean }) => (
  <Box sx={{ overflowX: 'auto', my: 2 }}>
    <Typography variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
      Competências
    </Typography>
    <Table size="small" aria-label="Competências">
      <TableHead>
        <TableRow>
          <TableCell>Competência</TableCell>
          {niveis.map((n) => (
            <TableCell key={n.id} align="center">
              {n.descricao}
            </TableCell>
          ))}
          <TableCell>Comentário</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {competencias.map((c, k) => (
          <LinhaCompetencia key={c.competenciaId} k={k} c={c} niveis={niveis} />
        ))}
      </TableBody>
    </Table>
    {exibirExigido && (
      <Typography variant="caption" color="text.secondary">
        A coluna destacada em cada competência é o nível exigido pela faixa salarial do avaliado.
      </Typography>
    )}
  </Box>
)

const Botoes = ({ salvarRascunho }: { readonly salvarRascunho: (valores: Record<string, unknown>) => void }) => {
  const { getValues } = useFormContext()
  return (
    <Stack direction="row" gap={1} sx={{ mt: 2 }}>
      <Button variant="outlined" onClick={() => salvarRascunho(getValues())}>
        Salvar rascunho
      </Button>
      <Button variant="contained" type="submit">
        Enviar
      </Button>
    </Stack>
  )
}

/** The levels chosen (rows without a level left out: a draft may keep them for later). */
const niveisEscolhidos = (v: unknown): NivelInformado[] =>
  (Array.isArray(v) ? (v as Array<Record<string, unknown> | null>) : []).flatMap((c) =>
    c && typeof c['nivelCompetenciaId'] === 'number'
      ? [{ competenciaId: Number(c['competenciaId']), nivelCompetenciaId: c['nivelCompetenciaId'], ...(typeof c['comentario'] === 'string' && c['comentario'].trim() ? { comentario: c['comentario'] } : {}) }]
      : [],
  )

/**
 * Answering a pair of a performance evaluation (issue 15): the model's questions (none when only competencies are
 * evaluated) and the competency grid; 'Salvar rascunho' keeps a draft, 'Enviar' sends once (the server checks every
 * mandatory question and competency and marks each error at its place).
 */
export const ResponderAvaliacao = () => {
  const { id: param } = useParams()
  const u = useUserinfo()
  const navigate = useNavigate()
  const permitido = !!u && temAutoridade(u.authorities, ROLE_MINHAS_AVALIACOES)
  const [dados, setDados] = useState<QuestionarioDaAvaliacao | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  const id = Number(param)
  useEffect(() => {
    if (!permitido || !Number.isInteger(id) || id <= 0) return
    chamarAcao('avaliacao/participante-avaliacao-desempenho', 'questionario', { id })
      .then(setDados)
      .catch((e: Error & { status?: number }) => setFalha(e.status === 404 ? 'Avaliação não encontrada ou fora do período de respostas.' : e.message))
  }, [permitido, id])
  const enviar = useEnvioQuestionario()
  if (!u || !permitido) return <AcessoNegado />
  const perguntas = (dados?.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>
  const salvar = (valores: Record<string, unknown>, parcial: boolean) =>
    enviar(async () => {
      const corpo = { parcial, respostas: limpas(valores['respostas']) as never, competencias: niveisEscolhidos(valores['competencias']) }
      const r = await chamarAcao('avaliacao/participante-avaliacao-desempenho', 'responde-questionario', { id, corpo })
      if (r.situacao === 'R') navigate('/avaliacao/minhas-avaliacoes')
      return r.message
    })
  const respostas = (dados?.respostas ?? []) as ReadonlyArray<RespostaQuestionario>
  const informados = (dados?.niveisInformados ?? []) as ReadonlyArray<NivelInformado>
  const registro = {
    id,
    respostas: perguntas.map((p) => respostas.find((r) => r.perguntaId === p.id) ?? { perguntaId: p.id, tipoId: p.tipo }),
    competencias: (dados?.competencias ?? []).map((c) => {
      const i = informados.find((x) => x.competenciaId === c.competenciaId)
      return { competenciaId: c.competenciaId, nivelCompetenciaId: i?.nivelCompetenciaId ?? null, comentario: i?.comentario ?? '' }
    }),
  }
  return (
    <Box sx={{ py: 2, maxWidth: 1000 }}>
      <Title title="Responder Avaliação" />
      {falha && <Alert severity="error">{falha}</Alert>}
      {!falha && !dados && <Carregando />}
      {dados && (
        <Card variant="outlined">
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" component="h1">
              {dados.avaliacao.titulo}
            </Typography>
            <Typography variant="subtitle1">
              {dados.participante.nomeAvaliado} · {dados.participante.nomePapel}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              De {formatarData(dados.avaliacao.dataIni)} a {formatarData(dados.avaliacao.dataFim)}
              {dados.avaliacao.anonima ? ' · Avaliação anônima: suas respostas não são associadas ao seu nome.' : ''}
            </Typography>
            {dados.avaliacao.observacao && <Typography sx={{ my: 1, whiteSpace: 'pre-line' }}>{dados.avaliacao.observacao}</Typography>}
            {dados.situacao === 'P' && (
              <Alert severity="info" sx={{ my: 1 }}>
                Você começou a responder esta avaliação: o rascunho salvo está abaixo.
              </Alert>
            )}
            {dados.situacao === 'R' ? (
              <Alert severity="success" sx={{ mt: 2 }}>
                {dados.mensagem}
              </Alert>
            ) : (
              <Form {...MODO_SUBMIT} record={registro} onSubmit={(v: Record<string, unknown>) => salvar(v, false)}>
                <FocarPrimeiroErro />
                <Questionario perguntas={perguntas} />
                {dados.competencias.length > 0 && <GradeCompetencias competencias={dados.competencias} niveis={dados.niveis} exibirExigido={dados.avaliacao.exibirNivelCompetenciaExigido} />}
                <Botoes salvarRascunho={(v) => void salvar(v, true)} />
              </Form>
            )}
            <Button component={Link} to="/avaliacao/minhas-avaliacoes" sx={{ mt: 2 }}>
              Voltar para Minhas Avaliações
            </Button>
          </CardContent>
        </Card>
      )}
    </Box>
  )
}
