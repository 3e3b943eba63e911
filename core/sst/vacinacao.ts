import type { ErroCampo } from '../shared/erros.ts'
import { adicionarDias } from '../shared/datas.ts'

export type StatusVacinacao = 'Recebida' | 'Atrasada' | 'A receber'
export type FiltroVacinacao = 'RECEBIDAS' | 'A_RECEBER_E_ATRASADAS'

/**
 * Due status of a vaccination on `hoje`: with a performed date it is 'Recebida'; otherwise 'Atrasada' when the
 * planned date is before `hoje`, else 'A receber' (a dose planned for today, or with no planned date, is
 * still to be received).
 */
export const statusVacinacao = (
  v: { readonly dataPrevista?: string | null; readonly dataRealizacao?: string | null },
  hoje: string,
): StatusVacinacao => {
  if (v.dataRealizacao) return 'Recebida'
  return v.dataPrevista && v.dataPrevista < hoje ? 'Atrasada' : 'A receber'
}

/** Whether a status belongs to a list filter (RECEBIDAS, A_RECEBER_E_ATRASADAS). */
export const atendeFiltroVacinacao = (status: StatusVacinacao, filtro: FiltroVacinacao): boolean =>
  filtro === 'RECEBIDAS' ? status === 'Recebida' : status !== 'Recebida'

/**
 * Planned date of the next dose: the dose's performed date plus `diasProximaDose` of that dose.
 * `undefined` when the dose was not performed or has no interval (last dose).
 */
export const dataProximaDose = (
  dataRealizacao: string | null | undefined,
  diasProximaDose: number | null | undefined,
): string | undefined =>
  dataRealizacao && diasProximaDose != null && diasProximaDose >= 1 ? adicionarDias(dataRealizacao, diasProximaDose) : undefined

export const DIAS_PROXIMA_DOSE_MINIMO = 'Dias para a próxima dose deve ser no mínimo 1'
export const DATA_REALIZACAO_OBRIGATORIA = 'Data da realização é obrigatória'
export const LOTE_OBRIGATORIO = 'Lote é obrigatório'
export const VACINA_OBRIGATORIA = 'Vacina é obrigatória'

/** Vaccine dose: when informed, days until the next dose is a whole number of at least 1. */
export const validarDoseVacina = (dose: { readonly diasProximaDose?: number | null }): ReadonlyArray<ErroCampo> =>
  dose.diasProximaDose != null && !(Number.isInteger(dose.diasProximaDose) && dose.diasProximaDose >= 1)
    ? [{ field: 'diasProximaDose', message: DIAS_PROXIMA_DOSE_MINIMO }]
    : []

/**
 * Vaccination record. Registering a vaccination (`exigirRealizacao`, default) requires vaccine, performed date
 * ('Data da realização é obrigatória') and batch; on a planned dose of the vaccination card the two are
 * optional but each is required once the other is filled.
 */
export const validarVacinacao = (
  v: { readonly vacinaId?: unknown; readonly dataRealizacao?: string | null; readonly lote?: string | null },
  exigirRealizacao = true,
): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  const temData = !!v.dataRealizacao
  const temLote = !!(v.lote ?? '').trim()
  if (v.vacinaId === undefined || v.vacinaId === null || v.vacinaId === '')
    erros.push({ field: 'vacinaId', message: VACINA_OBRIGATORIA })
  if (!temData && (exigirRealizacao || temLote)) erros.push({ field: 'dataRealizacao', message: DATA_REALIZACAO_OBRIGATORIA })
  if (!temLote && (exigirRealizacao || temData)) erros.push({ field: 'lote', message: LOTE_OBRIGATORIO })
  return erros
}
