import { Layer } from 'effect'
import { SINCRONIZACAO_COLABORE_DESATIVADA, SincronizacaoColabore } from '../../core/pesquisa/sincronizacao-colabore.ts'
import { defineAdaptadores } from '../modulo.ts'
import { EXTENSOES_AVALIACOES_TURMA } from './avaliacoes-turma.ts'
import { semearDemoPesquisa } from './demo.ts'
import { camadaRespostasAnonimas } from './respostasAnonimas.ts'
import { SQL_PESQUISA } from './resultados.ts'

/** Surveys: the anonymous answers' store, the disabled Colabore sync, the participations' names, the results' SQL, the demo's surveys. */
export const adaptadoresPesquisa = defineAdaptadores({
  nome: 'pesquisa',
  // The external collaboration service: the disabled default (no client shipped; core/pesquisa/sincronizacao-colabore.ts).
  camada: (knex) => Layer.merge(camadaRespostasAnonimas(knex), Layer.succeed(SincronizacaoColabore, SINCRONIZACAO_COLABORE_DESATIVADA)),
  semearDemo: semearDemoPesquisa,
  consultas: SQL_PESQUISA,
  extensoes: {
    ...EXTENSOES_AVALIACOES_TURMA,
    'pesquisa/colaborador-respostas': {
      colunas: {
        nomeColaborador: () => 'select c.nome from colaboradores c where c.id = colaborador_respostas.colaborador_id',
        tituloPesquisa: () => 'select p.titulo from pesquisas p where p.id = colaborador_respostas.pesquisa_id',
      },
    },
  },
})
