import type { Knex } from 'knex'
import type { StatusSolicitacaoFiltro } from '../../core/captacao/relatorios/comum.ts'
import { adicionarDias } from '../../core/shared/datas.ts'

/** SQL pieces shared by the recruitment reports (both dialects). */

export const numero = (v: unknown): number => (v === null || v === undefined || v === '' ? 0 : Number(v))
export const numeroOuNulo = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v))
export const verdadeiro = (v: unknown) => v === true || v === 1 || v === '1'
export const simNao = (v: unknown) => (verdadeiro(v) ? 'Sim' : 'Não')
export const texto = (v: unknown) => (v === null || v === undefined ? null : String(v))

/** Whole days from date column `a` to date column `b` (b − a). */
export const diasSql = (pg: boolean, a: string, b: string) => (pg ? `(${b}::date - ${a}::date)` : `cast(round(julianday(${b}) - julianday(${a})) as integer)`)

/** The request list filter of spec 000 §4 on the request alias `s`. */
export const filtrarStatus = (q: Knex.QueryBuilder, status: StatusSolicitacaoFiltro, s = 's') => {
  if (status === 'A') q.where(`${s}.encerrada`, false).where(`${s}.cancelada`, false).where(`${s}.suspensa`, false)
  else if (status === 'S') q.where(`${s}.encerrada`, false).where(`${s}.cancelada`, false).where(`${s}.suspensa`, true)
  else if (status === 'E') q.where(`${s}.encerrada`, true).where(`${s}.cancelada`, false)
  else if (status === 'C') q.where(`${s}.cancelada`, true)
  return q
}

export const doAno = (q: Knex.QueryBuilder, coluna: string, ano: number) => q.whereBetween(coluna, [`${String(ano).padStart(4, '0')}-01-01`, `${String(ano).padStart(4, '0')}-12-31`])

// São Paulo has kept UTC−3 all year since 2019: a calendar day there runs from 03:00Z to 03:00Z the next day.
const OFFSET = 'T03:00:00.000Z'
/** Instants (ISO UTC text) that fall on the São Paulo calendar days dataIni..dataFim. */
export const instantesDoPeriodo = (q: Knex.QueryBuilder, coluna: string, dataIni: string, dataFim: string) =>
  q.where(coluna, '>=', `${dataIni}${OFFSET}`).where(coluna, '<', `${adicionarDias(dataFim, 1)}${OFFSET}`)
/** The São Paulo calendar day of an ISO UTC instant. */
export const diaDoInstante = (instante: unknown): string | null => {
  if (typeof instante !== 'string' || !instante) return null
  const ms = Date.parse(instante)
  return Number.isNaN(ms) ? instante.slice(0, 10) : new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10)
}

/** 'Nº 12 - Analista de RH'. */
export const rotuloSolicitacao = (id: unknown, descricao: unknown) => `Nº ${id} - ${descricao ?? ''}`.trim()

/** What a request is now: cancelled, closed or suspended first, then its approval status. */
export const situacaoSolicitacao = (l: Record<string, unknown>) =>
  verdadeiro(l['cancelada'])
    ? 'Cancelada'
    : verdadeiro(l['encerrada'])
      ? 'Encerrada'
      : verdadeiro(l['suspensa'])
        ? 'Suspensa'
        : l['status'] === 'A'
          ? 'Aprovada'
          : l['status'] === 'R'
            ? 'Reprovada'
            : 'Em análise'

export const resultadoApto = (apto: unknown) => (apto === 'S' ? 'Apto' : apto === 'N' ? 'Não apto' : 'Pendente')
