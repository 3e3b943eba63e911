import { adicionarMeses } from '../shared/datas.ts'

/**
 * Who holds which certification until when (spec 002 /desenvolvimento/colaboradores-certificacoes), computed from the
 * approved participations in realized classes (approval by attendance: core/desenvolvimento/frequencia.ts): a talent
 * holds a certification when approved in every one of its courses and in every one of its practical evaluations
 * (core/avaliacao) and holding its pre-requisite (valid on the reference date); it counts from the latest of those
 * latest approvals (courses and practical evaluations alike), valid for `periodicidade` months.
 */

export interface RegraCertificacao {
  readonly id: number
  readonly nome: string
  /** Months of validity (≥ 1). */
  readonly periodicidade: number
  readonly cursosIds: ReadonlyArray<number>
  readonly certificacaoPreRequisitoId: number | null
  /** Practical evaluations to pass too (none when absent). */
  readonly avaliacoesPraticasIds?: ReadonlyArray<number>
}

/** An approved participation: the class's end (its start when it has none) is the completion date. */
export interface Aprovacao {
  readonly colaboradorId: number
  readonly cursoId: number
  readonly data: string
}

/** An approved result in a practical evaluation (grade ≥ its passing grade), on the day it was taken. */
export interface AprovacaoPratica {
  readonly colaboradorId: number
  readonly avaliacaoPraticaId: number
  readonly data: string
}

export type Situacao = 'VALIDA' | 'A_VENCER' | 'VENCIDA'
export const SITUACOES: ReadonlyArray<{ readonly id: Situacao; readonly name: string }> = [
  { id: 'VALIDA', name: 'Válida' },
  { id: 'A_VENCER', name: 'A vencer' },
  { id: 'VENCIDA', name: 'Vencida' },
]
export const SEM_CERTIFICACAO = 'Sem certificação'
/** Expiring: valid until within 3 months of the reference date (as the courses' expiry report). */
export const MESES_A_VENCER = 3

export interface Titularidade {
  readonly colaboradorId: number
  readonly certificacaoId: number
  /** Latest completion that makes it up. */
  readonly dataCertificacao: string
  /** Last valid day: `dataCertificacao` + periodicidade months. */
  readonly validade: string
  readonly situacao: Situacao
}

/** Expired the day after `validade`; expiring when `validade` falls within 3 months of `hoje`. */
export const situacaoNaData = (validade: string, hoje: string, meses = MESES_A_VENCER): Situacao =>
  validade < hoje ? 'VENCIDA' : validade <= adicionarMeses(hoje, meses) ? 'A_VENCER' : 'VALIDA'

export const validadeDe = (dataCertificacao: string, periodicidade: number): string => adicionarMeses(dataCertificacao, periodicidade)

/** Each talent's latest approval per course (per practical evaluation). */
const ultimasAprovacoes = <A extends { readonly colaboradorId: number; readonly data: string }>(aprovacoes: ReadonlyArray<A>, chave: (a: A) => number): Map<number, Map<number, string>> => {
  const por = new Map<number, Map<number, string>>()
  for (const a of aprovacoes) {
    const m = por.get(a.colaboradorId) ?? new Map<number, string>()
    const atual = m.get(chave(a))
    if (atual === undefined || a.data > atual) m.set(chave(a), a.data)
    por.set(a.colaboradorId, m)
  }
  return por
}

/**
 * Every (talent, certification) held on `hoje`, expired ones included. A pre-requisite must itself be held and not
 * expired on `hoje`; a cycle of pre-requisites certifies nobody.
 */
export const certificacoesDosColaboradores = (
  certificacoes: ReadonlyArray<RegraCertificacao>,
  aprovacoes: ReadonlyArray<Aprovacao>,
  hoje: string,
  aprovacoesPraticas: ReadonlyArray<AprovacaoPratica> = [],
): ReadonlyArray<Titularidade> => {
  const porId = new Map(certificacoes.map((c) => [c.id, c]))
  const ultimas = ultimasAprovacoes(aprovacoes, (a) => a.cursoId)
  const ultimasPraticas = ultimasAprovacoes(aprovacoesPraticas, (a) => a.avaliacaoPraticaId)
  const resultado: Titularidade[] = []
  for (const [colaboradorId, cursos] of ultimas) {
    const praticas = ultimasPraticas.get(colaboradorId) ?? new Map<number, string>()
    const memo = new Map<number, Titularidade | null>()
    const calcular = (id: number, visitando: ReadonlySet<number>): Titularidade | null => {
      if (memo.has(id)) return memo.get(id)!
      const c = porId.get(id)
      if (!c || visitando.has(id) || c.cursosIds.length === 0) return null
      let data = ''
      for (const cursoId of c.cursosIds) {
        const d = cursos.get(cursoId)
        if (d === undefined) {
          memo.set(id, null)
          return null
        }
        if (d > data) data = d
      }
      for (const avaliacaoPraticaId of c.avaliacoesPraticasIds ?? []) {
        const d = praticas.get(avaliacaoPraticaId)
        if (d === undefined) {
          memo.set(id, null)
          return null
        }
        if (d > data) data = d
      }
      if (c.certificacaoPreRequisitoId !== null) {
        const pre = calcular(c.certificacaoPreRequisitoId, new Set([...visitando, id]))
        if (!pre || pre.situacao === 'VENCIDA') {
          memo.set(id, null)
          return null
        }
      }
      const validade = validadeDe(data, c.periodicidade)
      const t: Titularidade = { colaboradorId, certificacaoId: id, dataCertificacao: data, validade, situacao: situacaoNaData(validade, hoje) }
      memo.set(id, t)
      return t
    }
    for (const c of certificacoes) {
      const t = calcular(c.id, new Set())
      if (t) resultado.push(t)
    }
  }
  return resultado
}

export interface SemCertificacao {
  readonly colaboradorId: number
  readonly certificacaoId: number
  readonly situacao: 'SEM' | 'VENCIDA'
  readonly validade: string | null
}

/**
 * The talents without a valid certification among the chosen ones (spec colaborador-sem-certificacao): never
 * certified ('Sem certificação') or expired ('Vencida'), one row per talent and certification.
 */
export const semCertificacao = (
  escolhidas: ReadonlyArray<number>,
  colaboradoresIds: ReadonlyArray<number>,
  titularidades: ReadonlyArray<Titularidade>,
): ReadonlyArray<SemCertificacao> => {
  const chave = (c: number, k: number) => `${c}|${k}`
  const tem = new Map(titularidades.map((t) => [chave(t.colaboradorId, t.certificacaoId), t]))
  return colaboradoresIds.flatMap((colaboradorId) =>
    escolhidas.flatMap((certificacaoId): ReadonlyArray<SemCertificacao> => {
      const t = tem.get(chave(colaboradorId, certificacaoId))
      if (!t) return [{ colaboradorId, certificacaoId, situacao: 'SEM', validade: null }]
      return t.situacao === 'VENCIDA' ? [{ colaboradorId, certificacaoId, situacao: 'VENCIDA', validade: t.validade }] : []
    }),
  )
}
