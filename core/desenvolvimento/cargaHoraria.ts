import type { ErroCampo } from '../shared/erros.ts'
import { parseHora } from '../shared/formatos.ts'

export const CARGA_DIARIA_ACIMA = 'Carga horária diária não pode ser maior 24 horas'
export const CARGA_TOTAL_MENOR = 'Carga horária total não pode ser menor que a carga horária diária'
export const CARGA_INVALIDA = 'Carga horária inválida'
export const DATA_META_OBRIGATORIA = 'data a partir de é obrigatória'
export const META_HORAS_OBRIGATORIA = 'meta em horas é obrigatória'

/** A workload: a number of hours (may be fractional) or a time text `H:MM` / its digits. */
export type CargaHoraria = number | string | null | undefined

/** Workload in minutes; `undefined` when empty or not a workload (negative, malformed). */
export const cargaEmMinutos = (carga: CargaHoraria): number | undefined => {
  if (carga === undefined || carga === null || carga === '') return undefined
  if (typeof carga === 'number') return Number.isFinite(carga) && carga >= 0 ? Math.round(carga * 60) : undefined
  return parseHora(carga)
}

/**
 * Certificate workload: daily at most 24 hours; total not below the daily one (both compared in minutes, only
 * when both are filled). Empty values are not errors here (whether they are required is the form's call).
 */
export const validarCargaHoraria = (c: {
  readonly cargaHorariaDiaria?: CargaHoraria
  readonly cargaHorariaTotal?: CargaHoraria
}): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  const diaria = cargaEmMinutos(c.cargaHorariaDiaria)
  const total = cargaEmMinutos(c.cargaHorariaTotal)
  const preenchido = (v: CargaHoraria) => v !== undefined && v !== null && v !== ''
  if (preenchido(c.cargaHorariaDiaria) && diaria === undefined)
    erros.push({ field: 'cargaHorariaDiaria', message: CARGA_INVALIDA })
  else if (diaria !== undefined && diaria > 24 * 60) erros.push({ field: 'cargaHorariaDiaria', message: CARGA_DIARIA_ACIMA })
  if (preenchido(c.cargaHorariaTotal) && total === undefined)
    erros.push({ field: 'cargaHorariaTotal', message: CARGA_INVALIDA })
  else if (diaria !== undefined && total !== undefined && total < diaria)
    erros.push({ field: 'cargaHorariaTotal', message: CARGA_TOTAL_MENOR })
  return erros
}

/**
 * Monthly hour goals of an hour-goal group: each needs its start month ('data a partir de é obrigatória') and
 * a goal that is a time other than 0:00 ('meta em horas é obrigatória'). Fields `metas[i].mesAno` / `metas[i].metaHora`.
 */
export const validarMetasHoras = (
  metas: ReadonlyArray<{ readonly mesAno?: string | null; readonly metaHora?: string | null }>,
): ReadonlyArray<ErroCampo> =>
  metas.flatMap((m, i) => {
    const erros: ErroCampo[] = []
    if (!m.mesAno) erros.push({ field: `metas[${i}].mesAno`, message: DATA_META_OBRIGATORIA })
    const minutos = parseHora(m.metaHora ?? '')
    if (minutos === undefined || minutos === 0) erros.push({ field: `metas[${i}].metaHora`, message: META_HORAS_OBRIGATORIA })
    return erros
  })
