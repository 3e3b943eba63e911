import { referencia, referencias } from '../../shared/campos.ts'

/** Filter fields the evaluation reports share (spec 002 §5 'Evaluation ids at least 1 ('Avaliações')'). */
export const SELECIONE_AVALIACAO = 'Selecione ao menos uma avaliação'

export const campoAvaliacao = () => referencia({ label: 'Avaliação de Desempenho', resource: 'avaliacao/avaliacoes-desempenho', required: true, feminino: true })

export const campoAvaliacoes = () =>
  referencias({ label: 'Avaliações', resource: 'avaliacao/avaliacoes-desempenho', feminino: true, min: 1, minMessage: SELECIONE_AVALIACAO })
