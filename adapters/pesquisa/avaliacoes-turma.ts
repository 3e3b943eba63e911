/** The names and counts the class evaluations' lists show (pesquisa/avaliacoes-turma and their answers). */
export const EXTENSOES_AVALIACOES_TURMA = {
  'pesquisa/avaliacoes-turma': {
    colunas: {
      nomeCurso: () => 'select c.nome from turmas t join cursos c on c.id = t.curso_id where t.id = avaliacoes_turma.turma_id',
      descricaoTurma: () => 'select t.descricao from turmas t where t.id = avaliacoes_turma.turma_id',
      tituloAvaliacao: () => 'select a.titulo from avaliacoes_curso a where a.id = avaliacoes_turma.avaliacao_curso_id',
      qtdParticipantes: () => 'select cast(count(*) as integer) from colaborador_turmas p where p.turma_id = avaliacoes_turma.turma_id',
      qtdRespondidas: () => "select cast(count(*) as integer) from avaliacoes_turma_respostas r where r.avaliacao_turma_id = avaliacoes_turma.id and r.situacao = 'R'",
    },
  },
  'pesquisa/avaliacoes-turma-respostas': {
    colunas: { nomeColaborador: () => 'select c.nome from colaboradores c where c.id = avaliacoes_turma_respostas.colaborador_id' },
  },
} as const
