import { defineAdaptadores } from '../modulo.ts'
import { camadaCertificados, SQL_CERTIFICACOES } from './certificados.ts'
import { semearDemoDesenvolvimento } from './demo.ts'

/** Training and development: the names its lists show, and its demo (courses, classes, attendance, expenses). */
export const adaptadoresDesenvolvimento = defineAdaptadores({
  nome: 'desenvolvimento',
  camada: (knex) => camadaCertificados(knex),
  consultas: SQL_CERTIFICACOES,
  semearDemo: semearDemoDesenvolvimento,
  extensoes: {
    'desenvolvimento/turmas': {
      colunas: {
        nomeCurso: () => 'select c.nome from cursos c where c.id = turmas.curso_id',
        qtdParticipantes: () => 'select cast(count(*) as integer) from colaborador_turmas p where p.turma_id = turmas.id',
      },
    },
    'desenvolvimento/certificado': {
      colunas: {
        nomeColaborador: () => 'select c.nome from colaboradores c where c.id = certificados.colaborador_id',
        nomeCurso: () => 'select c.nome from cursos c where c.id = certificados.curso_id',
        descricaoTurma: () => 'select t.descricao from turmas t where t.id = certificados.turma_id',
      },
    },
    'desenvolvimento/colaborador-turma': {
      colunas: { nomeColaborador: () => 'select c.nome from colaboradores c where c.id = colaborador_turmas.colaborador_id' },
    },
  },
})
