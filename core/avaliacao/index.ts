import { defineModulo } from '../shared/modulo.ts'
import { avaliacaoPratica } from './avaliacao-pratica.ts'
import { colaboradoresAvaliacoesPraticas } from './colaboradores-avaliacoes-praticas.ts'

/**
 * Evaluation (spec 002 /avaliacao; issue 17): the practical evaluations certifications require and the employees'
 * results. Guarded by the training authority (ROLE_DESENVOLVIMENTO): the same HR people run both.
 */
export const moduloAvaliacao = defineModulo({
  nome: 'avaliacao',
  grupo: { nome: 'Avaliação', ordem: 6 },
  autoridades: [],
  recursos: [avaliacaoPratica, colaboradoresAvaliacoesPraticas],
})
