import type { Knex } from 'knex'
import type { StatusSolicitacaoFiltro } from '../../core/captacao/relatorios/comum.ts'
import { SITUACAO_DO_VISUALIZAR, SITUACOES_SOLICITACAO, situacaoDe, STATUS_SOLICITACAO } from '../../core/captacao/solicitacoes-pessoal.ts'
import { sqlSituacaoSolicitacao } from './solicitacoes-pessoal.ts'
import { adicionarDias, diaEmSaoPaulo, inicioDoDiaEmSaoPaulo } from '../../core/shared/datas.ts'

/** SQL pieces shared by the recruitment reports (both dialects). */

export const numero = (v: unknown): number => (v === null || v === undefined || v === '' ? 0 : Number(v))
export const numeroOuNulo = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v))
export const verdadeiro = (v: unknown) => v === true || v === 1 || v === '1'
export const simNao = (v: unknown) => (verdadeiro(v) ? 'Sim' : 'Não')
export const texto = (v: unknown) => (v === null || v === undefined ? null : String(v))

/** Whole days from date column `a` to date column `b` (b − a). */
export const diasSql = (pg: boolean, a: string, b: string) => (pg ? `(${b}::date - ${a}::date)` : `cast(round(julianday(${b}) - julianday(${a})) as integer)`)

/** The request list filter of spec 000 §4 on the request alias `s`: the same situation column as the request list. */
export const filtrarStatus = (q: Knex.QueryBuilder, status: StatusSolicitacaoFiltro, s = 's') => {
  const situacao = SITUACAO_DO_VISUALIZAR[status]
  if (situacao) q.whereRaw(`(${sqlSituacaoSolicitacao(s)}) = ?`, [situacao])
  return q
}

export const doAno = (q: Knex.QueryBuilder, coluna: string, ano: number) => q.whereBetween(coluna, [`${String(ano).padStart(4, '0')}-01-01`, `${String(ano).padStart(4, '0')}-12-31`])

/** Instants (ISO UTC text) that fall on the São Paulo calendar days dataIni..dataFim. */
export const instantesDoPeriodo = (q: Knex.QueryBuilder, coluna: string, dataIni: string, dataFim: string) =>
  q.where(coluna, '>=', inicioDoDiaEmSaoPaulo(dataIni)).where(coluna, '<', inicioDoDiaEmSaoPaulo(adicionarDias(dataFim, 1)))
/** The São Paulo calendar day of an ISO UTC instant. */
export const diaDoInstante = (instante: unknown): string | null => {
  if (typeof instante !== 'string' || !instante) return null
  const ms = Date.parse(instante)
  return Number.isNaN(ms) ? instante.slice(0, 10) : diaEmSaoPaulo(ms)
}

/** 'Nº 12 - Analista de RH'. */
export const rotuloSolicitacao = (id: unknown, descricao: unknown) => `Nº ${id} - ${descricao ?? ''}`.trim()

/** What a request is now: its situation by core's precedence when not open, else its approval status. */
export const situacaoSolicitacao = (l: Record<string, unknown>) => {
  const s = situacaoDe({ suspensa: verdadeiro(l['suspensa']), encerrada: verdadeiro(l['encerrada']), cancelada: verdadeiro(l['cancelada']) })
  if (s !== 'aberta') return SITUACOES_SOLICITACAO.find((x) => x.id === s)!.name
  return STATUS_SOLICITACAO.find((x) => x.id === l['status'])?.name ?? 'Em análise'
}

export const resultadoApto = (apto: unknown) => (apto === 'S' ? 'Apto' : apto === 'N' ? 'Não apto' : 'Pendente')
