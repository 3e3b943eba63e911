import { Layer } from 'effect'
import { defineAdaptadores } from '../modulo.ts'
import { mapaSql } from '../relatorios/consultas.ts'
import { camadaLembretesAcompanhamento, EXTENSOES_ACOMPANHAMENTOS, SQL_ACOMPANHAMENTOS } from './acompanhamentos.ts'
import { semearDemoAvaliacao } from './demo.ts'
import { camadaRespostasAvaliacaoAnonimas } from './respostasAnonimas.ts'

const RESULTADO = 'colaboradores_avaliacoes_praticas'
const PARTICIPANTE = 'participantes_avaliacao_desempenho'

/** Evaluation: the anonymous answers' store, the names and the approval its lists show, and its demo. */
export const adaptadoresAvaliacao = defineAdaptadores({
  nome: 'avaliacao',
  camada: (knex) => Layer.merge(camadaRespostasAvaliacaoAnonimas(knex), camadaLembretesAcompanhamento(knex)),
  semearDemo: semearDemoAvaliacao,
  consultas: mapaSql(...SQL_ACOMPANHAMENTOS),
  extensoes: {
    ...EXTENSOES_ACOMPANHAMENTOS,
    'avaliacao/participante-avaliacao-desempenho': {
      colunas: {
        nomeAvaliado: () => `select c.nome from colaboradores c where c.id = ${PARTICIPANTE}.avaliado_id`,
        nomeAvaliador: () => `select c.nome from colaboradores c where c.id = ${PARTICIPANTE}.avaliador_id`,
      },
    },
    'avaliacao/colaboradores-avaliacoes-praticas': {
      colunas: {
        tituloAvaliacaoPratica: () => `select a.titulo from avaliacoes_praticas a where a.id = ${RESULTADO}.avaliacao_pratica_id`,
        nomeColaborador: () => `select c.nome from colaboradores c where c.id = ${RESULTADO}.colaborador_id`,
        aprovado: () => `exists (select 1 from avaliacoes_praticas a where a.id = ${RESULTADO}.avaliacao_pratica_id and ${RESULTADO}.nota >= a.nota_minima)`,
      },
    },
  },
})
