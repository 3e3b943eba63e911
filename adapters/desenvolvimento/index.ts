import { defineAdaptadores } from '../modulo.ts'
import { Layer } from 'effect'
import { mapaSql } from '../relatorios/consultas.ts'
import { EXTENSOES_AVALIACOES_ALUNO, sqlRankingAvaliacaoAluno } from './avaliacoesTurma.ts'
import { SQL_ANALYTICS_DESENVOLVIMENTO } from './analytics.ts'
import { camadaCertificados, SQL_CERTIFICACOES } from './certificados.ts'
import { semearDemoDesenvolvimento } from './demo.ts'
import { camadaSegredoPresenca } from './presencaQrCode.ts'
import { SQL_RELATORIOS_DESENVOLVIMENTO } from './relatorios.ts'

/** Training and development: the names its lists show, and its demo (courses, classes, attendance, expenses). */
export const adaptadoresDesenvolvimento = defineAdaptadores({
  nome: 'desenvolvimento',
  camada: (knex) => Layer.mergeAll(camadaSegredoPresenca(knex), camadaCertificados(knex)),
  semearDemo: semearDemoDesenvolvimento,
  consultas: { ...mapaSql(sqlRankingAvaliacaoAluno, ...SQL_RELATORIOS_DESENVOLVIMENTO), ...SQL_ANALYTICS_DESENVOLVIMENTO, ...SQL_CERTIFICACOES },
  extensoes: {
    ...EXTENSOES_AVALIACOES_ALUNO,
    'desenvolvimento/turmas': {
      colunas: {
        nomeCurso: () => 'select c.nome from cursos c where c.id = turmas.curso_id',
        qtdParticipantes: () => 'select cast(count(*) as integer) from colaborador_turmas p where p.turma_id = turmas.id',
      },
    },
    'desenvolvimento/lnt-cursos': {
      colunas: { nomeCurso: () => 'select coalesce((select c.nome from cursos c where c.id = cursos_lnt.curso_id), cursos_lnt.curso_sugerido)' },
    },
    'desenvolvimento/planos-acao': {
      colunas: { nomeResponsavel: () => 'select c.nome from colaboradores c where c.id = itens_plano_acao.responsavel_id' },
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
