import { useEffect, useState } from 'react'
import { Alert, Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useNotify } from 'react-admin'
import { Link } from 'react-router-dom'
import type { AvaliacaoDaTurma } from '../../../../core/desenvolvimento/avaliacoesTurma.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'

/**
 * The class's 'Avaliações' tab: the course evaluations of its course, each released or blocked for the class's
 * trainees ('Liberar' / 'Bloquear': PUT turmas/{id}/libera-bloqueia), with the number of answers and a link to its
 * results (Pesquisa › Avaliações de Turma); and the student evaluations of the participants.
 */
export const AvaliacoesDaTurma = ({ turmaId }: { readonly turmaId: number }) => {
  const notify = useNotify()
  const [lista, setLista] = useState<ReadonlyArray<AvaliacaoDaTurma> | null>(null)
  useEffect(() => {
    chamarAcao('desenvolvimento/turmas', 'avaliacoes', { id: turmaId })
      .then(setLista)
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  }, [turmaId, notify])
  const alternar = (a: AvaliacaoDaTurma) =>
    chamarAcao('desenvolvimento/turmas', 'libera-bloqueia', { id: turmaId, corpo: { avaliacaoCursoId: a.avaliacaoCursoId, liberada: !a.liberada } })
      .then((l) => {
        setLista(l)
        notify(a.liberada ? 'Avaliação bloqueada para a turma.' : 'Avaliação liberada: os participantes já podem respondê-la em Minhas Pesquisas.', { type: 'success' })
      })
      .catch((e: Error & { body?: { errors?: ReadonlyArray<{ message: string }> } }) => notify(e.body?.errors?.[0]?.message ?? e.message, { type: 'error' }))
  if (!lista) return <Carregando />
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Avaliações de curso
      </Typography>
      {!lista.length ? (
        <Alert severity="info" sx={{ my: 1 }}>
          O curso desta turma não tem avaliações: escolha-as em 'Avaliações do curso', no cadastro do curso.
        </Alert>
      ) : (
        <Table size="small" aria-label="Avaliações de curso da turma">
          <TableHead>
            <TableRow>
              <TableCell>Avaliação</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell align="right">Respondidas</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lista.map((a) => (
              <TableRow key={a.avaliacaoCursoId} data-testid="avaliacao-da-turma">
                <TableCell>{a.titulo}</TableCell>
                <TableCell>
                  <Chip size="small" color={a.liberada ? 'success' : 'default'} label={a.liberada ? 'Liberada' : 'Bloqueada'} />
                </TableCell>
                <TableCell align="right">{a.qtdRespondidas}</TableCell>
                <TableCell align="right">
                  <Button size="small" variant={a.liberada ? 'outlined' : 'contained'} onClick={() => void alternar(a)}>
                    {a.liberada ? 'Bloquear' : 'Liberar'}
                  </Button>
                  {a.avaliacaoTurmaId !== null && (
                    <Button size="small" component={Link} to={`/pesquisa/avaliacoes-turma/${a.avaliacaoTurmaId}/show`} sx={{ ml: 1 }}>
                      Resultados
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 3 }}>
        Avaliação de alunos
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="outlined" component={Link} to={`/desenvolvimento/avaliacoes-aluno/create?source=${encodeURIComponent(JSON.stringify({ turmaId }))}`}>
          Avaliar um participante
        </Button>
        <Button component={Link} to={`/desenvolvimento/avaliacoes-aluno?filter=${encodeURIComponent(JSON.stringify({ turmaId }))}`}>
          Notas dos participantes
        </Button>
      </Box>
    </Box>
  )
}
