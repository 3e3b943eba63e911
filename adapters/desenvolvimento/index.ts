import { Layer } from 'effect'
import { defineAdaptadores } from '../modulo.ts'
import { mapaSql } from '../relatorios/consultas.ts'
import { semearDemoDesenvolvimento } from './demo.ts'
import { SQL_RELATORIOS_DESENVOLVIMENTO } from './relatorios.ts'

/** Training and development: the names its lists show, and its demo (courses, classes, attendance, expenses). */
export const adaptadoresDesenvolvimento = defineAdaptadores({
  nome: 'desenvolvimento',
  camada: () => Layer.empty,
  semearDemo: semearDemoDesenvolvimento,
  consultas: mapaSql(...SQL_RELATORIOS_DESENVOLVIMENTO),
  extensoes: {
    'desenvolvimento/turmas': {
      colunas: {
        nomeCurso: () => 'select c.nome from cursos c where c.id = turmas.curso_id',
        qtdParticipantes: () => 'select cast(count(*) as integer) from colaborador_turmas p where p.turma_id = turmas.id',
      },
    },
    'desenvolvimento/colaborador-turma': {
      colunas: { nomeColaborador: () => 'select c.nome from colaboradores c where c.id = colaborador_turmas.colaborador_id' },
    },
  },
})
