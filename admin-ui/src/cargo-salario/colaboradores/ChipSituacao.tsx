import { Chip } from '@mui/material'
import { SITUACOES_TALENTO } from '../../../../core/cargo-salario/colaboradores.ts'

/** The employee's situation as a chip: active green, waiting for the payroll (G, U) amber, dismissed or cancelled grey. */
export const ChipSituacao = ({ situacao }: { readonly situacao: unknown }) => {
  const s = String(situacao ?? '')
  const cor = s === 'A' ? 'success' : s === 'G' || s === 'U' ? 'warning' : 'default'
  return <Chip size="small" label={SITUACOES_TALENTO.find((x) => x.id === s)?.name ?? '—'} color={cor} variant={s === 'D' || s === 'C' ? 'outlined' : 'filled'} />
}
