import { adicionarDias, diasEntre, ehDataValida } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'

export const DATA_FINAL_MENOR = 'A data final deve ser maior que a data inicial'
export const DIA_FORA_DA_TURMA = 'O dia deve estar entre o início e o fim da turma'
export const MAXIMO_DIAS_POR_DATAS = 366

/** Shifts of a class day (a class `porTurno` takes attendance per shift). */
export const TURNOS = [
  { id: 'M', name: 'Manhã' },
  { id: 'T', name: 'Tarde' },
  { id: 'N', name: 'Noite' },
] as const
export type Turno = (typeof TURNOS)[number]['id']

/**
 * A class's period (spec 002 §5 'Class'): the end, when given, not before the start ('A data final deve ser maior que
 * a data inicial', on `dataPrevFim`). Decision: a one-day class (end = start) is allowed, as NR trainings often are.
 */
export const validarPeriodoTurma = (t: { readonly dataPrevIni?: string | null; readonly dataPrevFim?: string | null }): ReadonlyArray<ErroCampo> =>
  t.dataPrevIni && t.dataPrevFim && t.dataPrevFim < t.dataPrevIni ? [{ field: 'dataPrevFim', message: DATA_FINAL_MENOR }] : []

/** Is `dia` within the class's period (no end: from the start on)? */
export const diaNoPeriodo = (dia: string, t: { readonly dataPrevIni: string; readonly dataPrevFim?: string | null }): boolean =>
  dia >= t.dataPrevIni && (!t.dataPrevFim || dia <= t.dataPrevFim)

/**
 * The class days between two dates (spec 002 dia-turma GET /por-datas): every date, each once or, `porTurno`, once per
 * shift. At most 366 dates; an end before the start gives the verbatim message.
 */
export const diasPorDatas = (
  inicio: string,
  fim: string,
  porTurno: boolean,
): { readonly erros: ReadonlyArray<ErroCampo>; readonly dias: ReadonlyArray<{ readonly dia: string; readonly turno: Turno | null }> } => {
  const erros: ErroCampo[] = []
  if (!ehDataValida(inicio)) erros.push({ field: 'inicio', message: 'Data inicial inválida' })
  if (!ehDataValida(fim)) erros.push({ field: 'fim', message: 'Data final inválida' })
  if (erros.length) return { erros, dias: [] }
  if (fim < inicio) return { erros: [{ field: 'fim', message: DATA_FINAL_MENOR }], dias: [] }
  const n = diasEntre(inicio, fim) + 1
  if (n > MAXIMO_DIAS_POR_DATAS) return { erros: [{ field: 'fim', message: `O período deve ter no máximo ${MAXIMO_DIAS_POR_DATAS} dias` }], dias: [] }
  const dias = Array.from({ length: n }, (_, i) => adicionarDias(inicio, i)).flatMap((dia) =>
    porTurno ? TURNOS.map((t) => ({ dia, turno: t.id as Turno | null })) : [{ dia, turno: null }],
  )
  return { erros: [], dias }
}

/** Attendance % of a participant (2 decimals, rounded half up); 0 when the class has no days. */
export const percentualFrequencia = (presencas: number, totalDias: number): number =>
  totalDias <= 0 ? 0 : Math.round((Math.min(presencas, totalDias) * 10000) / totalDias) / 100

/**
 * Approval by attendance (spec 002 'Attendance % against the course minimum decides approval'): the participant
 * attended at least the course's minimum % of the class days, compared exactly (integers, no rounding: 2 of 3 days is
 * 66.666…%, below a minimum of 66.67). A class without days approves nobody. The minimum has at most 2 decimals.
 */
export const aprovadoPorFrequencia = (presencas: number, totalDias: number, minimoPercentual: number): boolean => {
  if (totalDias <= 0) return false
  const p = Math.max(0, Math.min(presencas, totalDias))
  return p * 10000 >= Math.round(minimoPercentual * 100) * totalDias
}

export interface ParticipanteFrequencia {
  readonly colaboradorTurmaId: number
  readonly colaboradorId: number
  readonly nomeColaborador: string | null
  readonly presencas: number
  readonly percentual: number
  readonly aprovado: boolean
}

/**
 * Each participant's attendance in the class: the days present among the class's days (ids of other classes'
 * days do not count), its % and approval against the course minimum.
 */
export const frequenciaDaTurma = (
  diasIds: ReadonlyArray<number>,
  minimoPercentual: number,
  participantes: ReadonlyArray<{ readonly id: number; readonly colaboradorId: number; readonly nomeColaborador?: string | null; readonly diasPresentesIds?: ReadonlyArray<number> | null }>,
): ReadonlyArray<ParticipanteFrequencia> => {
  const dias = new Set(diasIds)
  return participantes.map((p) => {
    const presencas = new Set((p.diasPresentesIds ?? []).filter((d) => dias.has(d))).size
    return {
      colaboradorTurmaId: p.id,
      colaboradorId: p.colaboradorId,
      nomeColaborador: p.nomeColaborador ?? null,
      presencas,
      percentual: percentualFrequencia(presencas, dias.size),
      aprovado: aprovadoPorFrequencia(presencas, dias.size, minimoPercentual),
    }
  })
}
