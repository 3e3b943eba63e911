import { defineModulo } from '../shared/modulo.ts'
import { avaliacaoPratica } from './avaliacao-pratica.ts'
import { avaliacoesDesempenhoComRegras } from './avaliacoes-desempenhoRegras.ts'
import { ACOES_AVALIACOES_DESEMPENHO } from './avaliacoes-desempenhoAcoes.ts'
import { ACOES_PARTICIPANTES } from './participantesAcoes.ts'
import { comAcoes } from '../shared/resource.ts'
import { colaboradoresAvaliacoesPraticas } from './colaboradores-avaliacoes-praticas.ts'
import { modelosAvaliacao } from './modelos-avaliacao.ts'
import { participantesComRegras } from './participantesDados.ts'
import { periodosExperiencia, ROLE_AVALIACAO, ROLE_MINHAS_AVALIACOES } from './periodos-experiencia.ts'

/**
 * Evaluation (spec 002 /avaliacao; issue 15): questionnaire models of performance and experience follow-up, experience
 * periods, performance evaluations with their participants and roles, anonymity stored apart, results and nine box;
 * and the practical evaluations certifications require (issue 17, guarded by the training authority).
 */
export const moduloAvaliacao = defineModulo({
  nome: 'avaliacao',
  grupo: { nome: 'Avaliação', ordem: 6 },
  autoridades: [
    { id: ROLE_AVALIACAO, name: 'Avaliação: modelos, períodos de experiência, avaliações de desempenho, resultados e nine box' },
    { id: ROLE_MINHAS_AVALIACOES, name: 'Minhas Avaliações: o talento vinculado ao usuário responde as avaliações em que é avaliador' },
  ],
  recursos: [comAcoes(avaliacoesDesempenhoComRegras, ACOES_AVALIACOES_DESEMPENHO), comAcoes(participantesComRegras, ACOES_PARTICIPANTES), modelosAvaliacao, periodosExperiencia, avaliacaoPratica, colaboradoresAvaliacoesPraticas],
})
