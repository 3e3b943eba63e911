import { opcoes, percentual, referencia } from '../shared/campos.ts'
import { camposAspectos, camposModeloQuestionario, prepararQuestionarioComAspectos, regrasQuestionarioComAspectos } from '../shared/modeloQuestionario.ts'
import { defineResource } from '../shared/resource.ts'
import { GRUPO_COPIA_AVALIACAO, ROLE_AVALIACAO } from './periodos-experiencia.ts'

export const TIPO_MODELO_DESEMPENHO = 'D'
export const TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA = 'A'
/**
 * The spec's questionnaire types are S request, D performance, A experience follow-up, V performance evaluation, L
 * student evaluation. The evaluation menu's models are D and A; S (candidate evaluation models of recruitment) and L
 * (desenvolvimento/modelos-avaliacao-aluno) have their own owners, and V is the performance evaluation itself.
 */
export const TIPOS_MODELO_AVALIACAO = [
  { id: TIPO_MODELO_DESEMPENHO, name: 'Avaliação de Desempenho' },
  { id: TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA, name: 'Acompanhamento do Período de Experiência' },
] as const

export const PERIODO_ACOMPANHAMENTO_OBRIGATORIO = 'Período de Acompanhamento de Experiência é obrigatório'

const { titulo, ativo, observacao, perguntas } = camposModeloQuestionario
export const camposModeloAvaliacao = {
  titulo,
  tipo: opcoes({ label: 'Tipo', options: TIPOS_MODELO_AVALIACAO, required: true, list: true }),
  ativo,
  percentualMinimoAprovacao: percentual({ label: 'Percentual mínimo de aprovação', list: false }),
  periodoExperienciaId: referencia({ label: 'Período de Acompanhamento de Experiência', resource: 'avaliacao/periodos-experiencia', list: true }),
  observacao,
  ...camposAspectos,
  perguntas,
}

/**
 * Evaluation model (spec 002 /avaliacao/modelos-avaliacao, §3 "Evaluation model (questionnaire model): titulo,
 * observacao, ativo, tipo, percentualMinimoAprovacao, periodoExperienciaId"): a questionnaire of the engine with
 * aspects, used by performance evaluations (tipo D) or by the experience follow-up of one period (tipo A, the period
 * required). `/avaliacao/modelos-avaliacao-desempenho-experiencia` is its list by type. Once answered its questions and
 * aspects are locked and it cannot be removed, nor while an evaluation uses it: `modelosAvaliacaoComRegras`
 * (core/avaliacao/modelosAvaliacaoUso.ts), which the module registers and the actions write through. `DELETE /{id}?tipo=` (spec §7) is the generic removal: `tipo` is ignored.
 */
export const modelosAvaliacao = defineResource({
  name: 'avaliacao/modelos-avaliacao',
  table: 'modelos_avaliacao',
  copia: { grupo: GRUPO_COPIA_AVALIACAO, chave: ['titulo'] },
  label: 'Modelos de Avaliação',
  labelSingular: 'Modelo de Avaliação',
  scope: 'empresa',
  authority: ROLE_AVALIACAO,
  // Evaluators and managers answering read the model's questions without HR's authority.
  readAuthority: null,
  fields: camposModeloAvaliacao,
  omitirNaLista: ['perguntas', 'observacao', 'aspectos'],
  sort: { field: 'titulo', order: 'ASC' },
  menu: { grupo: 'Avaliação', subgrupo: 'Cadastros', ordem: 2 },
  rules: (m) => [
    ...(m.tipo === TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA && !m.periodoExperienciaId ? [{ field: 'periodoExperienciaId', message: PERIODO_ACOMPANHAMENTO_OBRIGATORIO }] : []),
    ...regrasQuestionarioComAspectos(m),
  ],
  prepare: prepararQuestionarioComAspectos(camposModeloAvaliacao),
})
