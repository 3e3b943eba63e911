import { formatarDecimal, parseDecimal } from '../../../../core/shared/formatos.ts'
import { NumeroFormatadoInput, type PropsNumero } from './NumeroFormatadoInput.tsx'

/** A decimal number typed in pt-BR (decimal comma), shown with the field's decimals; `sufixo` '%' for percentages. */
export const DecimalInput = ({ casas, sufixo, ...props }: PropsNumero & { readonly casas: number; readonly sufixo?: string }) => (
  <NumeroFormatadoInput {...props} mostrar={(n) => formatarDecimal(n, casas)} ler={parseDecimal} {...(sufixo ? { sufixo } : {})} />
)
