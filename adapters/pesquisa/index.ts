import { defineAdaptadores } from '../modulo.ts'
import { semearDemoPesquisa } from './demo.ts'
import { camadaRespostasAnonimas } from './respostasAnonimas.ts'
import { SQL_PESQUISA } from './resultados.ts'

/** Surveys: the anonymous answers' store, the participations' names, the results' SQL, the demo's surveys. */
export const adaptadoresPesquisa = defineAdaptadores({
  nome: 'pesquisa',
  camada: (knex) => camadaRespostasAnonimas(knex),
  semearDemo: semearDemoPesquisa,
  consultas: SQL_PESQUISA,
  extensoes: {
    'pesquisa/colaborador-respostas': {
      colunas: {
        nomeColaborador: () => 'select c.nome from colaboradores c where c.id = colaborador_respostas.colaborador_id',
        tituloPesquisa: () => 'select p.titulo from pesquisas p where p.id = colaborador_respostas.pesquisa_id',
      },
    },
  },
})
