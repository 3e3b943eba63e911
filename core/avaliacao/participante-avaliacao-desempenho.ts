import { Effect } from 'effect'
import { ConfigCompetenciaColaboradorItem } from '../gestao-talentos/configuracoes-niveis-competencia-colaborador.ts'
import { booleano, data, lista, opcoes, referencia, texto, percentual } from '../shared/campos.ts'
import { RegraViolada } from '../shared/erros.ts'
import { Resposta } from '../shared/questionario.ts'
import { defineResource, type Registro } from '../shared/resource.ts'
import { PAPEIS_AVALIADOR } from './papeis.ts'
import { ROLE_AVALIACAO } from './periodos-experiencia.ts'

export const SITUACAO_NAO_RESPONDIDA = 'N'
export const SITUACAO_PARCIAL = 'P'
export const SITUACAO_RESPONDIDA = 'R'
export const SITUACOES_PARTICIPANTE = [
  { id: SITUACAO_NAO_RESPONDIDA, name: 'Não respondida' },
  { id: SITUACAO_PARCIAL, name: 'Respondida parcialmente' },
  { id: SITUACAO_RESPONDIDA, name: 'Respondida' },
] as const

export const PARTICIPANTE_COM_RESPOSTAS = 'O avaliador já salvou ou enviou respostas deste par: ele não pode mais ser alterado'
export const PARTICIPANTE_RESPONDIDO_REMOVER =
  'O avaliador já enviou as respostas deste par: para excluí-las, remova o avaliado pela ação em lote "Remover avaliados"'

/**
 * A pair of a performance evaluation (spec 002 /avaliacao/participante-avaliacao-desempenho): who is evaluated, who
 * evaluates and in which role (R Avaliador, U Autoavaliação, L Gestor, A Liderado, P Par). One per evaluation,
 * evaluated and evaluator (unique index). `N` until the evaluator saves, `P` while a draft is saved, `R` once sent.
 *
 * Anonymity is stored, not hidden (as surveys, core/pesquisa/colaborador-respostas.ts): for an anonymous evaluation
 * the draft stays here, with the evaluator, until they send; the submission moves the answers and the competency
 * levels, in the same transaction, to the anonymous store (core/avaliacao/ports.ts), which keeps the evaluated and the
 * role but no evaluator, no time and no sequential id, and clears them here. HR never reads a draft nor any answer of
 * an anonymous evaluation through this resource (`lerComo`), and the audit log never keeps the answers (`parteDe`).
 *
 * Rules (core/avaliacao/participantes.ts, attached by participantesDados.ts `participantesComRegras`): both people active employees of the evaluation's company, the role's rule
 * (U only the evaluated themselves and only when allowed; L, A, P by the areas' responsáveis). A pair with a draft or
 * sent answers is not edited; a sent pair is not removed alone (the bulk 'Remover avaliados' removes it with its answers).
 */
export const participantesAvaliacaoDesempenho = defineResource({
  name: 'avaliacao/participante-avaliacao-desempenho',
  table: 'participantes_avaliacao_desempenho',
  label: 'Participantes da Avaliação de Desempenho',
  labelSingular: 'Participante da Avaliação de Desempenho',
  scope: 'empresa',
  authority: ROLE_AVALIACAO,
  fields: {
    avaliacaoDesempenhoId: referencia({ label: 'Avaliação de Desempenho', resource: 'avaliacao/avaliacoes-desempenho', required: true, list: true, feminino: true }),
    avaliadoId: referencia({ label: 'Avaliado', resource: 'cargo-salario/colaboradores', required: true, list: true }),
    avaliadorId: referencia({ label: 'Avaliador', resource: 'cargo-salario/colaboradores', required: true, list: true }),
    papel: opcoes({ label: 'Papel', options: PAPEIS_AVALIADOR, required: true, list: true }),
  },
  estado: {
    situacao: opcoes({ label: 'Situação', options: SITUACOES_PARTICIPANTE, feminino: true, list: true, default: SITUACAO_NAO_RESPONDIDA }),
    /** The evaluation was anonymous when this pair was answered (its answers then never stay here once sent). */
    anonima: booleano({ label: 'Anônima', feminino: true }),
    /** Submission date (a day, never an instant). */
    dataResposta: data({ label: 'Data da Resposta', list: true }),
    respostas: lista({ label: 'Respostas', item: Resposta, feminino: true }),
    /** The level the evaluator saw for each competency the evaluated's salary range requires. */
    competencias: lista({ label: 'Competências', item: ConfigCompetenciaColaboradorItem, max: 500, feminino: true }),
    /** The questionnaire % of an identified submission, scored when sent (never on an anonymous pair). */
    percentualQuestionario: percentual({ label: 'Percentual do questionário' }),
    /** Its competency %, with the key of the requirements it was scored against (core/avaliacao/resultados.ts). */
    percentualCompetencias: percentual({ label: 'Percentual das competências' }),
    chaveCompetencias: texto({ label: 'Chave dos requisitos', max: 16 }),
  },
  colunas: {
    nomeAvaliado: texto({ label: 'Avaliado', max: 100 }),
    nomeAvaliador: texto({ label: 'Avaliador', max: 100 }),
  },
  omitirNaLista: ['respostas', 'competencias'],
  sort: { field: 'id', order: 'ASC' },
  antesDeAlterar: (atual) => (atual['situacao'] !== SITUACAO_NAO_RESPONDIDA ? Effect.fail(new RegraViolada({ message: PARTICIPANTE_COM_RESPOSTAS })) : Effect.void),
  antesDeRemover: (atual) => (atual['situacao'] === SITUACAO_RESPONDIDA ? Effect.fail(new RegraViolada({ message: PARTICIPANTE_RESPONDIDO_REMOVER })) : Effect.void),
  lerComo: <T extends Registro>(r: T): T => (r['anonima'] === true || r['situacao'] !== SITUACAO_RESPONDIDA ? ({ ...r, respostas: [], competencias: [], percentualQuestionario: null, percentualCompetencias: null, chaveCompetencias: null } as T) : r),
  parteDe: (r) => {
    const { respostas: _r, competencias: _c, ...resto } = r
    return resto as Registro
  },
})
