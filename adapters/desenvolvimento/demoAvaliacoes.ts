import { Effect } from 'effect'
import type { Knex } from 'knex'
import { avaliacaoCurso } from '../../core/desenvolvimento/avaliacao-curso.ts'
import { avaliacoesAluno } from '../../core/desenvolvimento/avaliacoes-aluno.ts'
import { liberarBloquear } from '../../core/desenvolvimento/avaliacoesTurma.ts'
import { cursos } from '../../core/desenvolvimento/cursos.ts'
import { modelosAvaliacaoAluno } from '../../core/desenvolvimento/modelos-avaliacao-aluno.ts'
import { avaliacoesTurmaRespostas } from '../../core/pesquisa/avaliacoes-turma-respostas.ts'
import type { Ator } from '../../core/shared/ator.ts'
import { atualizar, criar, obter } from '../../core/shared/crud.ts'
import { TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, type PerguntaQuestionario } from '../../core/shared/questionario.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

const opcoes = (...textos: ReadonlyArray<string>) => textos.map((texto, i) => ({ texto, peso: i + 1 }))

/** The reaction evaluation of the demo (two aspects; the trainees answer it in 'Minhas Pesquisas'). */
export const AVALIACAO_REACAO_DEMO = {
  titulo: 'Avaliação de Reação',
  observacao: 'Conte como foi o treinamento: suas respostas ajudam a melhorar as próximas turmas.',
  aspectos: [{ nome: 'Conteúdo' }, { nome: 'Instrutor' }],
  perguntas: [
    { texto: 'O conteúdo atendeu às suas necessidades?', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Conteúdo', respostas: opcoes('Não atendeu', 'Atendeu parcialmente', 'Atendeu', 'Superou') },
    { texto: 'De 0 a 10, como você avalia o instrutor?', tipo: TIPO_NOTA, obrigatoria: true, aspecto: 'Instrutor', notaMinima: 0, notaMaxima: 10 },
    { texto: 'Sugestões para as próximas turmas', tipo: TIPO_SUBJETIVA, obrigatoria: false, aspecto: 'Conteúdo' },
  ],
}

const SUGESTOES = ['Mais tempo para a parte prática.', 'Ótimo treinamento.', '']

/**
 * Course and student evaluations of the demo: 'Avaliação de Reação' on the NR-35 course, released on its held class
 * and answered by three of its trainees; the student model 'Avaliação Prática de Trabalho em Altura' with a grade for
 * each participant (the ranking report has rows).
 */
export const semearDemoAvaliacoes = async (knex: Knex, rodar: RodarDemo, ator: Ator): Promise<void> => {
  const curso = await knex('cursos').where({ empresaId: ator.escopo.empresaId, nome: 'NR-35 Trabalho em Altura' }).first('id')
  const turma = await knex('turmas').where({ empresaId: ator.escopo.empresaId, descricao: 'NR-35 — Turma 1' }).first('id', 'dataPrevFim')
  if (!curso || !turma) return
  const cursoId = Number(curso.id)
  const turmaId = Number(turma.id)
  const reacao = (await rodar(criarNaDemo(avaliacaoCurso, ator, AVALIACAO_REACAO_DEMO))) as { id: number; perguntas: ReadonlyArray<PerguntaQuestionario> }
  await rodar(Effect.orDie(Effect.flatMap(obter(cursos, ator, cursoId), (c) => atualizar(cursos, ator, cursoId, { ...c, avaliacaoCursos: [reacao.id] }))))
  await rodar(Effect.orDie(liberarBloquear(ator, turmaId, { avaliacaoCursoId: reacao.id, liberada: true })))
  const at = await knex('avaliacoes_turma').where({ turmaId, avaliacaoCursoId: reacao.id }).first('id')
  const participantes = ((await knex('colaborador_turmas').where({ turmaId }).orderBy('id').select('colaboradorId')) as Array<{ colaboradorId: number }>).map((p) => Number(p.colaboradorId))
  const [p1, p2, p3] = reacao.perguntas
  if (!at || !p1 || !p2 || !p3) return
  for (const [i, colaboradorId] of participantes.slice(0, 3).entries()) {
    const respostas = [
      { perguntaId: p1.id, tipoId: p1.tipo, respostaId: p1.respostas[Math.min(3, 2 + (i % 2))]!.id },
      { perguntaId: p2.id, tipoId: p2.tipo, nota: [9, 8, 10][i]! },
      ...(SUGESTOES[i] ? [{ perguntaId: p3.id, tipoId: p3.tipo, comentario: SUGESTOES[i] }] : []),
    ]
    const estado = { situacao: 'R', dataResposta: String(turma.dataPrevFim), respostas, digitadaPor: null }
    await rodar(Effect.orDie(criar(avaliacoesTurmaRespostas, ator, { avaliacaoTurmaId: Number(at.id), colaboradorId }, { estado })))
  }
  const modelo = (await rodar(
    criarNaDemo(modelosAvaliacaoAluno, ator, {
      titulo: 'Avaliação Prática de Trabalho em Altura',
      percentualMinimoAprovacao: 70,
      perguntas: [
        { texto: 'Inspeção do cinto e do talabarte', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 0, notaMaxima: 10, peso: 2 },
        { texto: 'Ancoragem correta', tipo: TIPO_OBJETIVA, obrigatoria: true, peso: 3, respostas: [{ texto: 'Incorreta', peso: 0 }, { texto: 'Com ajuda', peso: 1 }, { texto: 'Correta', peso: 2 }] },
        { texto: 'Observações do instrutor', tipo: TIPO_SUBJETIVA, obrigatoria: false, peso: 0 },
      ],
    }),
  )) as { id: number; perguntas: ReadonlyArray<PerguntaQuestionario> }
  const [n, a] = modelo.perguntas
  if (!n || !a) return
  for (const [i, colaboradorId] of participantes.entries()) {
    await rodar(
      criarNaDemo(avaliacoesAluno, ator, {
        turmaId,
        colaboradorId,
        modeloId: modelo.id,
        respostas: [
          { perguntaId: n.id, tipoId: n.tipo, nota: [9, 7, 10, 5][i % 4]! },
          { perguntaId: a.id, tipoId: a.tipo, respostaId: a.respostas[[2, 2, 2, 1][i % 4]!]!.id },
        ],
      }),
    )
  }
}
