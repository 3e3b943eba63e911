import type { Consulta } from '../shared/consulta.ts'
import { defineModulo } from '../shared/modulo.ts'
import { comAcoes } from '../shared/resource.ts'
import { avaliacaoPratica } from './avaliacao-pratica.ts'
import { avaliacoesDesempenhoComRegras } from './avaliacoes-desempenhoRegras.ts'
import { ACOES_AVALIACOES_DESEMPENHO } from './avaliacoes-desempenhoAcoes.ts'
import { ACOES_QUESTIONARIOS_RESPONDIDOS, avaliacoesDesempenhosQuestionarios } from './avaliacoes-desempenhos-questionarios.ts'
import { ACOES_ACOMPANHAMENTOS } from './acompanhamentosAcoes.ts'
import { RELATORIOS_ACOMPANHAMENTO_EXPERIENCIA } from './relatorios/acompanhamento-experiencia.ts'
import { RELATORIOS_RESULTADO_AVALIACAO } from './relatorios/resultado-avaliacao.ts'
import { consultaParesAvaliacao, RELATORIOS_ANALISE_DESEMPENHO } from './relatorios/analise-desempenho.ts'
import { colaboradoresQuestionarios, ROLE_ACOMPANHAMENTO_EXPERIENCIA } from './colaboradores-questionarios.ts'
import { colaboradoresAvaliacoesPraticas } from './colaboradores-avaliacoes-praticas.ts'
import { modelosAvaliacaoComRegras } from './modelosAvaliacaoUso.ts'
import { ACOES_MODELOS_AVALIACAO } from './modelos-avaliacaoAcoes.ts'
import { nineBox } from './nineBoxRecurso.ts'
import { ACOES_NINE_BOX } from './nineBoxCasos.ts'
import { ACOES_PARTICIPANTES } from './participantesAcoes.ts'
import { participantesComRegras } from './participantesDados.ts'
import { ACOES_RESULTADOS, consultaResultadosDesempenho } from './resultadosCasos.ts'
import { periodosExperiencia, ROLE_AVALIACAO, ROLE_MINHAS_AVALIACOES } from './periodos-experiencia.ts'
import { ACOES_RESPONDER_AVALIACAO } from './responder.ts'
import { ACOES_MEUS_RESULTADOS } from './meusResultados.ts'

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
  recursos: [
    comAcoes(avaliacoesDesempenhoComRegras, ACOES_AVALIACOES_DESEMPENHO, ACOES_RESULTADOS),
    comAcoes(participantesComRegras, ACOES_PARTICIPANTES, ACOES_RESPONDER_AVALIACAO, ACOES_MEUS_RESULTADOS),
    comAcoes(avaliacoesDesempenhosQuestionarios, ACOES_QUESTIONARIOS_RESPONDIDOS),
    comAcoes(modelosAvaliacaoComRegras, ACOES_MODELOS_AVALIACAO),
    periodosExperiencia,
    avaliacaoPratica,
    colaboradoresAvaliacoesPraticas,
    comAcoes(nineBox, ACOES_NINE_BOX),
    comAcoes(colaboradoresQuestionarios, ACOES_ACOMPANHAMENTOS),
  ],
  consultas: [consultaResultadosDesempenho as unknown as Consulta, consultaParesAvaliacao as unknown as Consulta],
  telas: [
    { label: 'Minhas Avaliações', caminho: 'avaliacao/minhas-avaliacoes', authority: ROLE_MINHAS_AVALIACOES, menu: { grupo: 'Avaliação', ordem: 9 } },
    { label: 'Acompanhamentos do Período de Experiência', caminho: 'avaliacao/acompanhamentos-periodos-experiencia', authority: ROLE_ACOMPANHAMENTO_EXPERIENCIA, menu: { grupo: 'Avaliação', ordem: 8 } },
  ],
  relatorios: [...RELATORIOS_ACOMPANHAMENTO_EXPERIENCIA, ...RELATORIOS_RESULTADO_AVALIACAO, ...RELATORIOS_ANALISE_DESEMPENHO],
})
