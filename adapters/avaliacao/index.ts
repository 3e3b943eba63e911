import { Layer } from 'effect'
import { defineAdaptadores } from '../modulo.ts'
import { mapaSql } from '../relatorios/consultas.ts'
import { camadaLembretesAcompanhamento, EXTENSOES_ACOMPANHAMENTOS, SQL_ACOMPANHAMENTOS } from './acompanhamentos.ts'
import { semearDemoAvaliacao } from './demo.ts'
import { camadaRespostasAvaliacaoAnonimas } from './respostasAnonimas.ts'
import { camadaEixoNineBox } from './nineBox.ts'
import { SQL_AVALIACAO } from './resultados.ts'
import { SQL_RELATORIOS_ANALISE } from './relatoriosAnalise.ts'
import { semearDemoResultadosAvaliacao } from './resultadosDemo.ts'
import { semearDemoAcompanhamentos } from './demoAcompanhamentos.ts'

const RESULTADO = 'colaboradores_avaliacoes_praticas'
const PARTICIPANTE = 'participantes_avaliacao_desempenho'

/** Evaluation: the anonymous answers' store, the names and the approval its lists show, and its demo. */
export const adaptadoresAvaliacao = defineAdaptadores({
  nome: 'avaliacao',
  camada: (knex) => Layer.mergeAll(camadaRespostasAvaliacaoAnonimas(knex), camadaEixoNineBox(), camadaLembretesAcompanhamento(knex)),
  semearDemo: async (knex, rodar) => {
    await semearDemoAvaliacao(knex, rodar)
    await semearDemoResultadosAvaliacao(knex, rodar)
    await semearDemoAcompanhamentos(knex, rodar)
  },
  consultas: { ...SQL_AVALIACAO, ...SQL_RELATORIOS_ANALISE, ...mapaSql(...SQL_ACOMPANHAMENTOS) },
  extensoes: {
    ...EXTENSOES_ACOMPANHAMENTOS,
    'avaliacao/avaliacoes-desempenho': {
      colunas: {
        possuiResposta: () =>
          `(exists (select 1 from ${PARTICIPANTE} p where p.avaliacao_desempenho_id = avaliacoes_desempenho.id and p.situacao <> 'N') or exists (select 1 from avaliacoes_desempenho_respostas_anonimas r where r.avaliacao_desempenho_id = avaliacoes_desempenho.id))`,
      },
    },
    'avaliacao/participante-avaliacao-desempenho': {
      colunas: {
        nomeAvaliado: () => `select c.nome from colaboradores c where c.id = ${PARTICIPANTE}.avaliado_id`,
        nomeAvaliador: () => `select c.nome from colaboradores c where c.id = ${PARTICIPANTE}.avaliador_id`,
      },
    },
    'avaliacao/avaliacoes-desempenhos-questionarios': {
      colunas: {
        tituloAvaliacao: () => `select a.titulo from avaliacoes_desempenho a where a.id = ${PARTICIPANTE}.avaliacao_desempenho_id`,
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
