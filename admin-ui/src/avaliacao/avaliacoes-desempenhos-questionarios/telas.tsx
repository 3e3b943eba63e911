import { Alert, Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Show, useGetOne, useNotify, useRecordContext, useRefresh } from 'react-admin'
import type { NivelInformado } from '../../../../core/avaliacao/ports.ts'
import { PAPEIS_AVALIADOR } from '../../../../core/avaliacao/papeis.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { TIPO_NOTA, TIPO_SUBJETIVA, type PerguntaQuestionario, type RespostaQuestionario } from '../../../../core/shared/questionario.ts'
import { chamarAcao, urlAcao } from '../../api/acoes.ts'
import { baixarArquivo, erroDe } from '../../captacao/solicitacoes-pessoal/api.ts'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { SITUACAO_MINHA } from '../../pesquisa/colaborador-questionario/MinhasPesquisas.tsx'

const RECURSO = 'avaliacao/avaliacoes-desempenhos-questionarios'

const textoDaResposta = (p: PerguntaQuestionario, r: RespostaQuestionario | undefined) => {
  if (!r) return '—'
  if (p.tipo === TIPO_NOTA) return r.nota === undefined ? '—' : String(r.nota)
  if (p.tipo === TIPO_SUBJETIVA) return r.comentario ?? '—'
  return p.respostas.filter((o) => o.id === r.respostaId || (r.respostasIds ?? []).includes(o.id)).map((o) => o.texto).join('; ') || '—'
}

/**
 * An answered questionnaire for HR (spec 002 avaliacoes-desempenhos-questionarios GET /{id}): the pair, its status
 * and, for an identified evaluation once sent, the answers and the levels; the PDF and XLSX; deleting the answers.
 * An anonymous evaluation shows who answered, never what.
 */
const Detalhe = () => {
  const r = useRecordContext()
  const notify = useNotify()
  const refresh = useRefresh()
  const { data: avaliacao } = useGetOne('avaliacao/avaliacoes-desempenho', { id: Number(r?.['avaliacaoDesempenhoId'] ?? 0) }, { enabled: !!r })
  const modeloId = Number(avaliacao?.['modeloAvaliacaoId'] ?? 0)
  const { data: modelo } = useGetOne('avaliacao/modelos-avaliacao', { id: modeloId }, { enabled: modeloId > 0 })
  if (!r) return null
  const situacao = (String(r['situacao'] ?? 'N') as 'N' | 'P' | 'R')
  const anonima = avaliacao?.['anonima'] === true || r['anonima'] === true
  const perguntas = ((modelo?.['perguntas'] ?? []) as ReadonlyArray<PerguntaQuestionario>).slice().sort((a, b) => a.ordem - b.ordem)
  const respostas = (r['respostas'] ?? []) as ReadonlyArray<RespostaQuestionario>
  const niveis = (r['competencias'] ?? []) as ReadonlyArray<NivelInformado>
  const falhou = (e: unknown) => notify(erroDe(e).mensagem, { type: 'warning' })
  const excluir = () => {
    if (!window.confirm('Excluir as respostas deste avaliador? Ele poderá responder de novo.')) return
    chamarAcao(RECURSO, 'exclui-respostas', { id: r.id as number })
      .then((x) => {
        notify(x.message, { type: 'success' })
        refresh()
      })
      .catch(falhou)
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {String(r['tituloAvaliacao'] ?? '')}
        </Typography>
        <Typography>
          Avaliado: {String(r['nomeAvaliado'] ?? '')} · Avaliador: {String(r['nomeAvaliador'] ?? '')} ({PAPEIS_AVALIADOR.find((p) => p.id === r['papel'])?.name ?? String(r['papel'])})
        </Typography>
        <Stack direction="row" gap={1} sx={{ alignItems: 'center', my: 1 }}>
          <Chip size="small" label={SITUACAO_MINHA[situacao].texto} color={SITUACAO_MINHA[situacao].cor} />
          {r['dataResposta'] ? <Typography variant="body2">Respondida em {formatarData(String(r['dataResposta']))}</Typography> : null}
        </Stack>
        {anonima && (
          <Alert severity="info" sx={{ my: 1 }}>
            Avaliação anônima: aqui se vê quem respondeu, nunca o que respondeu (as respostas são guardadas sem vínculo com o avaliador).
          </Alert>
        )}
        {!anonima && situacao === 'R' && (
          <>
            <Stack direction="row" gap={1} sx={{ my: 1 }}>
              <Button variant="outlined" onClick={() => baixarArquivo(urlAcao(RECURSO, 'respondida-pdf', { id: r.id as number })).catch(falhou)}>
                PDF
              </Button>
              <Button variant="outlined" onClick={() => baixarArquivo(urlAcao(RECURSO, 'respondida-xls', { id: r.id as number })).catch(falhou)}>
                Exportar para XLS
              </Button>
            </Stack>
            {perguntas.length > 0 && (
              <Table size="small" aria-label="Respostas">
                <TableHead>
                  <TableRow>
                    <TableCell>Pergunta</TableCell>
                    <TableCell>Resposta</TableCell>
                    <TableCell>Comentário</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {perguntas.map((p) => {
                    const dada = respostas.find((x) => x.perguntaId === p.id)
                    return (
                      <TableRow key={p.id}>
                        <TableCell>
                          {p.ordem}. {p.texto}
                        </TableCell>
                        <TableCell>{textoDaResposta(p, dada)}</TableCell>
                        <TableCell>{p.tipo === TIPO_SUBJETIVA ? '' : (dada?.comentario ?? '')}</TableCell>
                      </TableRow>
                    )
                  })}
                </TableBody>
              </Table>
            )}
            {niveis.length > 0 && (
              <Typography variant="body2" sx={{ mt: 2 }}>
                {niveis.length} competência(s) avaliada(s): veja os níveis no PDF ou no XLS.
              </Typography>
            )}
          </>
        )}
        {situacao !== 'N' && !(anonima && situacao === 'R') && (
          <Box sx={{ mt: 2 }}>
            <Button color="error" onClick={excluir}>
              Excluir respostas
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

const Tela = () => (
  <Show title="Questionário Respondido">
    <Detalhe />
  </Show>
)

const telas: TelasPersonalizadas = { show: Tela }
export default telas
