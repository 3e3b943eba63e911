import { diaDaSemana, diasEntre, ehDiaUtil, limitesDoMes } from '../shared/datas.ts'
import { arredondar } from '../shared/formatos.ts'

/**
 * Talent indicators of the analytics dashboard (absenteeism and turnover). Percentages are returned unrounded
 * by the formula functions; the rows for display round them to 2 decimals (`arredondar`, half away from zero),
 * as the spec says for chart values. Aggregates are computed from the unrounded monthly values.
 */

/**
 * Working days in [inicio, fim] (inclusive): Monday to Friday, minus the company's holidays that fall on a
 * weekday inside the range (each holiday date counted once). Empty range (fim < inicio) gives 0.
 */
export const diasUteisNoIntervalo = (inicio: string, fim: string, feriados: Iterable<string> = []): number => {
  const n = diasEntre(inicio, fim) + 1
  if (n <= 0) return 0
  const primeiro = diaDaSemana(inicio)
  let uteis = Math.floor(n / 7) * 5
  for (let i = 0; i < n % 7; i++) {
    const d = (primeiro + i) % 7
    if (d >= 1 && d <= 5) uteis++
  }
  const lista = Array.isArray(feriados) ? (feriados as ReadonlyArray<string>) : [...feriados]
  if (lista.length) for (const f of new Set(lista)) if (f >= inicio && f <= fim && ehDiaUtil(f)) uteis--
  return uteis
}

/** Working days of a `YYYY-MM` month (see `diasUteisNoIntervalo`). */
export const diasUteisDoMes = (mes: string, feriados: Iterable<string> = []): number => {
  const { inicio, fim } = limitesDoMes(mes)
  return diasUteisNoIntervalo(inicio, fim, feriados)
}

/** An absence (occurrence or leave flagged for absenteeism); `fim` missing means a single day. */
export interface PeriodoFalta {
  readonly inicio: string
  readonly fim?: string | null
}

/**
 * Absence days of a `YYYY-MM` month: each absence counts its working days (see `diasUteisNoIntervalo`) that
 * fall inside the month, so weekends, holidays and days outside the month are not absences.
 */
export const faltasNoMes = (periodos: ReadonlyArray<PeriodoFalta>, mes: string, feriados: Iterable<string> = []): number => {
  const { inicio, fim } = limitesDoMes(mes)
  const lista = [...feriados]
  let total = 0
  for (const p of periodos) {
    const ini = p.inicio > inicio ? p.inicio : inicio
    const pf = p.fim ?? p.inicio
    const f = pf < fim ? pf : fim
    total += diasUteisNoIntervalo(ini, f, lista)
  }
  return total
}

/**
 * Monthly absenteeism (spec): faltas do mês / (talentos ativos no início do mês × dias úteis do mês) × 100.
 * A zero denominator gives 0.
 */
export const absenteismoMensal = (faltas: number, talentosAtivosInicioMes: number, diasUteis: number): number => {
  const base = talentosAtivosInicioMes * diasUteis
  return base > 0 ? (faltas / base) * 100 : 0
}

export interface MesAbsenteismo {
  /** `YYYY-MM`. */
  readonly mes: string
  readonly qtdFaltas: number
  readonly qtdTalentosAtivosInicioMes: number
}

/** Absenteeism table row, field names as the spec. */
export interface LinhaAbsenteismo {
  readonly empresaNome: string
  readonly qtdTotalFaltas: number
  readonly qtdDiasTrabalhados: number
  readonly absenteismo: number
  readonly meta: number | null
}

export interface PontoAbsenteismo {
  readonly mes: string
  readonly qtdFaltas: number
  readonly qtdDiasTrabalhados: number
  readonly absenteismo: number
}

/**
 * A company's absenteeism over the months shown. Decisions:
 * - working days ("dias trabalhados") of a month = Mon–Fri minus the company's weekday holidays (`feriados`);
 * - qtdDiasTrabalhados of the row = sum of the months' working days; qtdTotalFaltas = sum of absences;
 * - absenteismo of the row = sum of the monthly values / number of months shown (spec), 0 with no months;
 * - displayed values rounded to 2 decimals, the average taken over the unrounded monthly values.
 */
export const calcularAbsenteismo = (entrada: {
  readonly empresaNome: string
  readonly meses: ReadonlyArray<MesAbsenteismo>
  readonly feriados?: Iterable<string>
  readonly meta?: number | null
}): { readonly linha: LinhaAbsenteismo; readonly mensal: ReadonlyArray<PontoAbsenteismo> } => {
  const feriados = [...(entrada.feriados ?? [])]
  let somaValores = 0
  let totalFaltas = 0
  let totalDias = 0
  const mensal = entrada.meses.map((m) => {
    const dias = diasUteisDoMes(m.mes, feriados)
    const valor = absenteismoMensal(m.qtdFaltas, m.qtdTalentosAtivosInicioMes, dias)
    somaValores += valor
    totalFaltas += m.qtdFaltas
    totalDias += dias
    return { mes: m.mes, qtdFaltas: m.qtdFaltas, qtdDiasTrabalhados: dias, absenteismo: arredondar(valor) }
  })
  const media = entrada.meses.length > 0 ? somaValores / entrada.meses.length : 0
  return {
    linha: {
      empresaNome: entrada.empresaNome,
      qtdTotalFaltas: totalFaltas,
      qtdDiasTrabalhados: totalDias,
      absenteismo: arredondar(media),
      meta: entrada.meta ?? null,
    },
    mensal,
  }
}

export const FORMULA_TURNOVER = '((Admitidos + Demitidos) / 2) / Headcount médio × 100'

/**
 * Turnover (%) = ((admissões + demissões) / 2) / headcount médio × 100, with
 * headcount médio = (headcount no início + headcount no fim do período) / 2. A zero average headcount gives 0.
 * Periods use exact days (start and end dates), so values may differ from full-month reports (spec).
 */
export const turnover = (admissoes: number, demissoes: number, headcountInicio: number, headcountFim: number): number => {
  const headcountMedio = (headcountInicio + headcountFim) / 2
  return headcountMedio > 0 ? ((admissoes + demissoes) / 2 / headcountMedio) * 100 : 0
}

/** Turnover table row, field names as the spec; `media` is the period's turnover % (2 decimals). */
export interface LinhaTurnover {
  readonly empresaNome: string
  readonly qtdAdmitidos: number
  readonly qtdDemitidos: number
  readonly media: number
  readonly meta: number | null
}

/** A company's turnover row for a period (see `turnover`). */
export const calcularTurnover = (entrada: {
  readonly empresaNome: string
  readonly admissoes: number
  readonly demissoes: number
  readonly headcountInicio: number
  readonly headcountFim: number
  readonly meta?: number | null
}): LinhaTurnover => ({
  empresaNome: entrada.empresaNome,
  qtdAdmitidos: entrada.admissoes,
  qtdDemitidos: entrada.demissoes,
  media: arredondar(turnover(entrada.admissoes, entrada.demissoes, entrada.headcountInicio, entrada.headcountFim)),
  meta: entrada.meta ?? null,
})

/**
 * Headcount on a date from admission/dismissal dates: admitted on or before `data` and not dismissed before
 * it (someone dismissed on `data` still counts that day).
 */
export const headcountEm = (
  talentos: ReadonlyArray<{ readonly dataAdmissao: string; readonly dataDesligamento?: string | null }>,
  data: string,
): number =>
  talentos.filter((t) => t.dataAdmissao <= data && (t.dataDesligamento == null || t.dataDesligamento >= data)).length
