import { VISUALIZAR, type Visualizar } from '../solicitacoes-pessoal.ts'
import { booleano, opcoes, referencias } from '../../shared/campos.ts'
import type { MenuPos } from '../../shared/resource.ts'

/** Filter pieces and wording of the recruitment reports (spec 000 §5 report filters, §9 defaults); the ones every module's reports share are core/shared/filtrosRelatorio.ts. */

export const AUTORIDADE_RELATORIOS = 'ROLE_CAPTACAO_RELATORIOS'
export const menuRelatorio = (ordem: number): MenuPos => ({ grupo: 'Captação e Seleção', subgrupo: 'Relatórios', ordem })

export { campoAno, camposPeriodo, descreverPeriodo, regrasAno, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'

/** Request list filter (spec 000 §4): the request list's own Visualizar options (T/A/S/E/C). */
export const STATUS_SOLICITACAO = VISUALIZAR
export type StatusSolicitacaoFiltro = Visualizar
export const campoStatusSolicitacao = () =>
  opcoes({ label: 'Status da Solicitação', feminino: false, required: true, default: 'T', options: STATUS_SOLICITACAO })

/** Candidate situation filter (spec 000 §3.12): I aptos e não aptos, S aptos, N não aptos. */
export const SITUACAO_CANDIDATO = [
  { id: 'I', name: 'Aptos e não aptos' },
  { id: 'S', name: 'Aptos' },
  { id: 'N', name: 'Não aptos' },
] as const
export type SituacaoCandidatoFiltro = (typeof SITUACAO_CANDIDATO)[number]['id']
export const campoSituacaoCandidato = () =>
  opcoes({ label: 'Situação do Candidato', feminino: true, required: true, default: 'I', options: SITUACAO_CANDIDATO })

export { campoTipo, TIPO_RELATORIO } from '../../shared/filtrosRelatorio.ts'

export const campoAreas = () => referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais' })
export const campoCargos = () => referencias({ label: 'Cargos', resource: 'cargo-salario/cargos' })
export const campoBooleano = (label: string) => booleano({ label })

export { juntar, nomeDe, percentual, quantosSelecionados, somaDe, textoPercentual, textoTaxa } from '../../shared/filtrosRelatorio.ts'
