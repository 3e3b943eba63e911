import { useCallback, useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Form, Title, useNotify } from 'react-admin'
import { useParams } from 'react-router-dom'
import type { ResultadosAvaliacaoTurma } from '../../../../core/pesquisa/avaliacoes-turmaResponder.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { TIPO_NOTA, type PerguntaQuestionario } from '../../../../core/shared/questionario.ts'
import { chamarAcao, urlAcao } from '../../api/acoes.ts'
import { baixar } from '../../captacao/candidatos/api.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { MODO_SUBMIT } from '../../comum/formulario.tsx'
import { Questionario } from '../../comum/questionario/Questionario.tsx'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { SITUACAO_MINHA } from '../colaborador-questionario/MinhasPesquisas.tsx'
import { limpas } from '../../comum/questionario/envio.ts'

/** HR types a trainee's paper form (por-outro-usuario): the same questionnaire, sent once; the record says who typed it. */
const DigitarRespostas = ({ r, colaboradorId, nome, onFechar }: { readonly r: ResultadosAvaliacaoTurma; readonly colaboradorId: number; readonly nome: string; readonly onFechar: (salvou: boolean) => void }) => {
  const notify = useNotify()
  const [q, setQ] = useState<Awaited<ReturnType<typeof chamarAcao<'pesquisa/colaborador-respostas', 'por-outro-usuario'>>> | null>(null)
  const endereco = { id: r.avaliacaoCursoId, parametros: { idColaborador: colaboradorId, idTurma: r.turmaId } }
  useEffect(() => {
    chamarAcao('pesquisa/colaborador-respostas', 'por-outro-usuario', { id: r.avaliacaoCursoId, parametros: { idColaborador: colaboradorId, idTurma: r.turmaId } })
      .then(setQ)
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  }, [r.avaliacaoCursoId, r.turmaId, colaboradorId, notify])
  const enviando = useRef(false)
  const perguntas = (q?.pesquisa.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>
  const salvar = async (v: Record<string, unknown>) => {
    if (enviando.current) return undefined
    enviando.current = true
    try {
      const res = await chamarAcao('pesquisa/colaborador-respostas', 'responde-por-outro-usuario', { ...endereco, corpo: { parcial: false, respostas: limpas(v['respostas']) as never } })
      notify(res.message, { type: 'success' })
      onFechar(true)
      return undefined
    } catch (e) {
      const corpo = (e as { body?: { errors?: Record<string, string> } }).body
      if (corpo?.errors && Object.keys(corpo.errors).length) return corpo.errors
      notify((e as Error).message, { type: 'error' })
      return undefined
    } finally {
      enviando.current = false
    }
  }
  const iniciais = perguntas.map((p) => (q?.respostas as ReadonlyArray<{ perguntaId: number }> | undefined)?.find((x) => x.perguntaId === p.id) ?? { perguntaId: p.id, tipoId: p.tipo })
  return (
    <Dialog open onClose={() => onFechar(false)} maxWidth="md" fullWidth>
      <DialogTitle>Digitar respostas de {nome}</DialogTitle>
      <DialogContent>
        {!q ? (
          <Carregando />
        ) : (
          <Form {...MODO_SUBMIT} record={{ id: colaboradorId, respostas: iniciais }} onSubmit={salvar}>
            <Questionario perguntas={perguntas} />
            <Stack direction="row" gap={1} sx={{ mt: 2 }}>
              <Button onClick={() => onFechar(false)}>Cancelar</Button>
              <Button variant="contained" type="submit">
                Gravar respostas
              </Button>
            </Stack>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  )
}

/**
 * A class evaluation (spec 002 /pesquisa/avaliacoes-turma): who answered (and who typed a paper form), the
 * participation and the results per question (the surveys' aggregation), print with or without each trainee's answers.
 */
const Resultados = () => {
  const { id } = useParams()
  const notify = useNotify()
  const [r, setR] = useState<ResultadosAvaliacaoTurma | null>(null)
  const [digitar, setDigitar] = useState<{ colaboradorId: number; nome: string } | null>(null)
  const carregar = useCallback(() => {
    chamarAcao('pesquisa/avaliacoes-turma', 'resultados', { id: Number(id) })
      .then((x) => setR(x as ResultadosAvaliacaoTurma))
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  }, [id, notify])
  useEffect(carregar, [carregar])
  const imprimir = (economica: boolean) =>
    baixar(urlAcao('pesquisa/avaliacoes-turma', 'imprimir', { id: Number(id) }), 'POST', { imprimirFormaEconomica: economica }).catch((e: Error) => notify(e.message, { type: 'error' }))
  if (!r) return <Carregando />
  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title="Avaliação de Turma" />
      <Typography variant="h6" component="h1">
        {r.titulo}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {r.nomeCurso} · {r.descricaoTurma} · {r.liberada ? 'liberada' : 'bloqueada'} · {r.enviadas} de {r.participantes} responderam
        {r.participacao === null ? '' : ` (${String(r.participacao).replace('.', ',')}%)`}
      </Typography>
      <Stack direction="row" gap={1} sx={{ my: 2 }}>
        <Button variant="contained" onClick={() => void imprimir(false)}>
          Imprimir
        </Button>
        <Button variant="outlined" onClick={() => void imprimir(true)}>
          Imprimir de forma econômica
        </Button>
      </Stack>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Participantes
      </Typography>
      <Table size="small" aria-label="Participantes">
        <TableHead>
          <TableRow>
            <TableCell>Talento</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Data</TableCell>
            <TableCell>Digitada por</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {r.respondentes.map((p) => (
            <TableRow key={p.colaboradorId} data-testid="respondente-turma">
              <TableCell>{p.nomeColaborador}</TableCell>
              <TableCell>
                <Chip size="small" label={SITUACAO_MINHA[p.situacao].texto} color={SITUACAO_MINHA[p.situacao].cor} />
              </TableCell>
              <TableCell>{p.dataResposta ? formatarData(p.dataResposta) : ''}</TableCell>
              <TableCell>{p.digitadaPor ?? ''}</TableCell>
              <TableCell align="right">
                {p.situacao !== 'R' && (
                  <Button size="small" onClick={() => setDigitar({ colaboradorId: p.colaboradorId, nome: p.nomeColaborador })}>
                    Digitar respostas
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 3 }}>
        Resultados
      </Typography>
      {!r.enviadas && <Alert severity="info">Ainda não há respostas enviadas.</Alert>}
      <Stack gap={2} sx={{ mt: 1 }}>
        {r.aspectos.filter((a) => a.media !== null).map((a) => (
          <Typography key={a.nome}>
            Média do aspecto {a.nome}: {String(a.media).replace('.', ',')}
          </Typography>
        ))}
        {r.enviadas > 0 &&
          r.perguntas.map((p) => (
            <Card key={p.id} variant="outlined" data-testid="resultado-pergunta">
              <CardContent>
                <Typography sx={{ fontWeight: 600 }}>
                  {p.ordem}. {p.texto}
                </Typography>
                {p.opcoes.map((o) => (
                  <Typography key={o.id} variant="body2">
                    {o.texto}: {o.quantidade} ({String(o.percentual).replace('.', ',')}%)
                  </Typography>
                ))}
                {p.tipo === TIPO_NOTA && <Typography variant="body2">Média: {p.media === null ? '—' : String(p.media).replace('.', ',')}</Typography>}
                {p.comentarios.map((c, i) => (
                  <Typography key={i} variant="body2" color="text.secondary">
                    “{c}”
                  </Typography>
                ))}
              </CardContent>
            </Card>
          ))}
      </Stack>
      {digitar && (
        <DigitarRespostas
          r={r}
          {...digitar}
          onFechar={(salvou) => {
            setDigitar(null)
            if (salvou) carregar()
          }}
        />
      )}
    </Box>
  )
}

const telas: TelasPersonalizadas = {
  show: () => (
    <ExigirAcesso modo="abrir">
      <Resultados />
    </ExigirAcesso>
  ),
}
export default telas
