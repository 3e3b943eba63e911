import { adicionarDias, diasEntre } from '../shared/datas.ts'

/**
 * The experience-period follow-ups an employee's admission implies (issue 15; spec 002 /avaliacao/
 * acompanhamentos-periodos-experiencia), pure. Decisions the spec leaves open:
 * - The admission day is day 1 (Brazilian experience contracts count it, CLT art. 445): the follow-up of a period of
 *   `dias` days is due on admission + dias − 1 (45 days from 2026-01-01 end on 2026-02-14).
 * - Situations on a date: 'R' Respondido (a follow-up of that period was answered, whatever the date), 'A' Atrasado
 *   (due before the date), 'V' A vencer (due within `DIAS_ANTECEDENCIA` days from the date, the date included), 'P'
 *   Previsto (later).
 * - Only active periods are expected; an answered one is listed even if its period was deactivated later.
 * - A follow-up due after the dismissal date is not expected (the contract ended first); if answered it is listed.
 * - Overdue follow-ups stay pending for `LIMITE_ATRASO` days after their due date, then leave the managers' list and
 *   the reminders (they still show in the reports as 'Atrasado').
 */

export const DIAS_ANTECEDENCIA = 7
export const LIMITE_ATRASO = 90

export const RESPONDIDO = 'R'
export const ATRASADO = 'A'
export const A_VENCER = 'V'
export const PREVISTO = 'P'
export type SituacaoAcompanhamento = typeof RESPONDIDO | typeof ATRASADO | typeof A_VENCER | typeof PREVISTO

export const SITUACOES_ACOMPANHAMENTO = [
  { id: RESPONDIDO, name: 'Respondido' },
  { id: ATRASADO, name: 'Atrasado' },
  { id: A_VENCER, name: 'A vencer' },
  { id: PREVISTO, name: 'Previsto' },
] as const

export const nomeDaSituacao = (s: SituacaoAcompanhamento): string => SITUACOES_ACOMPANHAMENTO.find((x) => x.id === s)!.name

export interface PeriodoExperiencia {
  readonly id: number
  readonly nome: string
  readonly dias: number
  readonly ativo: boolean
}

export interface TalentoAdmitido {
  readonly id: number
  readonly dataAdmissao: string
  readonly dataDesligamento?: string | null | undefined
}

export interface AcompanhamentoRespondido {
  readonly id: number
  readonly colaboradorId: number
  readonly periodoExperienciaId: number | null
  readonly data: string
  readonly percentual?: number | null
  readonly aprovado?: boolean | null
}

export interface Acompanhamento {
  readonly colaboradorId: number
  readonly periodoExperienciaId: number
  readonly nomePeriodo: string
  readonly dias: number
  /** Last day of the period: admission + dias − 1. */
  readonly prazo: string
  readonly situacao: SituacaoAcompanhamento
  /** The answered follow-up, when there is one. */
  readonly colaboradorQuestionarioId: number | null
  readonly dataResposta: string | null
  readonly percentual: number | null
  readonly aprovado: boolean | null
}

/** Last day of a period of `dias` days starting on the admission (day 1). */
export const prazoDoAcompanhamento = (dataAdmissao: string, dias: number): string => adicionarDias(dataAdmissao, dias - 1)

/** The situation on `hoje` of a follow-up due on `prazo`, answered or not. */
export const situacaoEm = (prazo: string, respondido: boolean, hoje: string, antecedencia = DIAS_ANTECEDENCIA): SituacaoAcompanhamento => {
  if (respondido) return RESPONDIDO
  if (prazo < hoje) return ATRASADO
  return diasEntre(hoje, prazo) <= antecedencia ? A_VENCER : PREVISTO
}

/** The follow-ups of one employee, by period length (the answered ones of the employee matched by period). */
export const acompanhamentosDoTalento = (
  t: TalentoAdmitido,
  periodos: ReadonlyArray<PeriodoExperiencia>,
  respondidos: ReadonlyArray<AcompanhamentoRespondido>,
  hoje: string,
): ReadonlyArray<Acompanhamento> =>
  [...periodos]
    .sort((a, b) => a.dias - b.dias || a.id - b.id)
    .flatMap((p) => {
      const r = respondidos.filter((x) => x.colaboradorId === t.id && x.periodoExperienciaId === p.id).sort((a, b) => (a.data < b.data ? 1 : -1))[0]
      const prazo = prazoDoAcompanhamento(t.dataAdmissao, p.dias)
      if (!r && (!p.ativo || (t.dataDesligamento && t.dataDesligamento < prazo))) return []
      return [
        {
          colaboradorId: t.id,
          periodoExperienciaId: p.id,
          nomePeriodo: p.nome,
          dias: p.dias,
          prazo,
          situacao: situacaoEm(prazo, !!r, hoje),
          colaboradorQuestionarioId: r?.id ?? null,
          dataResposta: r?.data ?? null,
          percentual: r?.percentual ?? null,
          aprovado: r?.aprovado ?? null,
        },
      ]
    })

/** Is this follow-up on the managers' list on `hoje`: a vencer, or overdue for at most `LIMITE_ATRASO` days? */
export const estaPendente = (a: { readonly prazo: string; readonly situacao: string }, hoje: string): boolean =>
  a.situacao === A_VENCER || (a.situacao === ATRASADO && diasEntre(a.prazo, hoje) <= LIMITE_ATRASO)

/**
 * The earliest admission whose follow-ups may still be pending on `hoje` (to read fewer employees): the longest
 * active period plus the overdue limit back.
 */
export const admissaoMinimaPendente = (periodos: ReadonlyArray<PeriodoExperiencia>, hoje: string): string =>
  adicionarDias(hoje, -(Math.max(0, ...periodos.filter((p) => p.ativo).map((p) => p.dias)) + LIMITE_ATRASO))
