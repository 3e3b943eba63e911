import { VISUALIZAR, type Visualizar } from '../solicitacoes-pessoal.ts'
import { booleano, data, inteiro, opcoes, referencias } from '../../shared/campos.ts'
import { formatarData, formatarInteiro, formatarPercentual } from '../../shared/formatos.ts'
import { validarAnoRelatorio, validarPeriodo } from '../../shared/datas.ts'
import type { ErroCampo } from '../../shared/erros.ts'
import type { MenuPos } from '../../shared/resource.ts'
import type { Linha } from '../../shared/consulta.ts'

/** Filter pieces and wording shared by the recruitment reports (spec 000 §5 report filters, §9 defaults). */

export const AUTORIDADE_RELATORIOS = 'ROLE_CAPTACAO_RELATORIOS'
export const menuRelatorio = (ordem: number): MenuPos => ({ grupo: 'Captação e Seleção', subgrupo: 'Relatórios', ordem })

/**
 * Report year: the field only checks that it is an integer; the range 1900..current year comes from
 * `regrasAno` (it needs today), so every out-of-range year gets 'O ano deve estar entre 1900 e {ano}'.
 */
export const campoAno = () => inteiro({ label: 'Ano', required: true, min: -2_147_483_648 })
export const regrasAno = (ano: number, hoje: string): ReadonlyArray<ErroCampo> => validarAnoRelatorio(ano, hoje, 'ano')

/** Period (both required, end not before start). */
export const camposPeriodo = (rotulo: string) => ({
  dataIni: data({ label: `${rotulo} inicial`, required: true, obrigatorio: 'Data inicial é obrigatória' }),
  dataFim: data({ label: `${rotulo} final`, required: true, obrigatorio: 'Data final é obrigatória' }),
})
export const regrasPeriodo = (f: { readonly dataIni: string; readonly dataFim: string }) => validarPeriodo(f.dataIni, f.dataFim)
export const descreverPeriodo = (rotulo: string, f: { readonly dataIni: string; readonly dataFim: string }) =>
  `${rotulo}: ${formatarData(f.dataIni)} a ${formatarData(f.dataFim)}`

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

export const TIPO_RELATORIO = [
  { id: 'R', name: 'Resumido' },
  { id: 'D', name: 'Detalhado' },
] as const
export const campoTipo = (padrao: 'R' | 'D' = 'R') => opcoes({ label: 'Tipo de Relatório', required: true, default: padrao, options: TIPO_RELATORIO })

export const campoAreas = () => referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais' })
export const campoCargos = () => referencias({ label: 'Cargos', resource: 'cargo-salario/cargos' })
export const campoBooleano = (label: string) => booleano({ label })

export const nomeDe = (lista: ReadonlyArray<{ readonly id: string; readonly name: string }>, id: string) => lista.find((o) => o.id === id)?.name ?? id
export const quantosSelecionados = (rotulo: string, ids: ReadonlyArray<number> | undefined) =>
  ids?.length ? `${rotulo}: ${formatarInteiro(ids.length)} selecionado(s)` : ''

/** a of b in % with two decimals (0 when b is 0). */
export const percentual = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 100 : 0)
/** A rate of a summary line, written as the lists write it: '60,67%'. */
export const textoPercentual = (v: number) => formatarPercentual(v, 2, true)
/** A rate for the summary lines: '—' when there is nothing to divide by. */
export const textoTaxa = (a: number, b: number) => (b > 0 ? textoPercentual(percentual(a, b)) : '—')
export const somaDe = (linhas: ReadonlyArray<Linha>, campo: string) => linhas.reduce((a, l) => a + (Number(l[campo]) || 0), 0)
export const juntar = (partes: ReadonlyArray<string>) => partes.filter(Boolean).join('; ')
