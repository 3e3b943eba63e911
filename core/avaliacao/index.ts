import { comAcoes } from '../shared/resource.ts'
import { defineModulo } from '../shared/modulo.ts'
import { ACOES_ACOMPANHAMENTOS } from './acompanhamentosAcoes.ts'
import { RELATORIOS_ACOMPANHAMENTO_EXPERIENCIA } from './relatorios/acompanhamento-experiencia.ts'
import { avaliacaoPratica } from './avaliacao-pratica.ts'
import { avaliacoesDesempenho } from './avaliacoes-desempenho.ts'
import { colaboradoresQuestionarios, ROLE_ACOMPANHAMENTO_EXPERIENCIA } from './colaboradores-questionarios.ts'
import { colaboradoresAvaliacoesPraticas } from './colaboradores-avaliacoes-praticas.ts'
import { modelosAvaliacao } from './modelos-avaliacao.ts'
import { participantesAvaliacaoDesempenho } from './participante-avaliacao-desempenho.ts'
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
    { id: ROLE_ACOMPANHAMENTO_EXPERIENCIA, name: 'Acompanhamento do Período de Experiência: o gestor (ou o RH) responde os acompanhamentos dos talentos das suas áreas' },
    { id: ROLE_MINHAS_AVALIACOES, name: 'Minhas Avaliações: o talento vinculado ao usuário responde as avaliações em que é avaliador' },
  ],
  recursos: [avaliacoesDesempenho, participantesAvaliacaoDesempenho, modelosAvaliacao, periodosExperiencia, avaliacaoPratica, colaboradoresAvaliacoesPraticas, comAcoes(colaboradoresQuestionarios, ACOES_ACOMPANHAMENTOS)],
  relatorios: [...RELATORIOS_ACOMPANHAMENTO_EXPERIENCIA],
})
