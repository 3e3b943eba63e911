import { Layer } from 'effect'
import { defineAdaptadores } from '../modulo.ts'
import { semearDemoAvaliacao } from './demo.ts'

const RESULTADO = 'colaboradores_avaliacoes_praticas'

/** Evaluation: the names and the approval its results list shows, and its demo (the NR-35 practical evaluation). */
export const adaptadoresAvaliacao = defineAdaptadores({
  nome: 'avaliacao',
  camada: () => Layer.empty,
  semearDemo: semearDemoAvaliacao,
  extensoes: {
    'avaliacao/colaboradores-avaliacoes-praticas': {
      colunas: {
        tituloAvaliacaoPratica: () => `select a.titulo from avaliacoes_praticas a where a.id = ${RESULTADO}.avaliacao_pratica_id`,
        nomeColaborador: () => `select c.nome from colaboradores c where c.id = ${RESULTADO}.colaborador_id`,
        aprovado: () => `exists (select 1 from avaliacoes_praticas a where a.id = ${RESULTADO}.avaliacao_pratica_id and ${RESULTADO}.nota >= a.nota_minima)`,
      },
    },
  },
})
