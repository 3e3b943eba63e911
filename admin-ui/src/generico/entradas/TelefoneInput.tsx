import { TextInput, type TextInputProps } from 'react-admin'
import type { ParteTelefone } from '../../../../core/shared/campos.ts'
import { mascararFoneDigitando, mascararTelefoneDigitando } from '../../../../core/shared/formatos.ts'

const DIGITOS: Record<ParteTelefone, number> = { ddd: 2, fixo: 9, celular: 9, completo: 11 }
const MASCARA: Record<ParteTelefone, (d: string) => string> = {
  ddd: (d) => d,
  fixo: mascararFoneDigitando,
  celular: mascararFoneDigitando,
  completo: mascararTelefoneDigitando,
}

/** A phone (or its DDD / number part) stored as digits and shown masked while typing: '(11) 99123-4567'. */
export const TelefoneInput = ({ parte = 'completo', ...props }: Omit<TextInputProps, 'format' | 'parse'> & { readonly parte?: ParteTelefone }) => (
  <TextInput
    {...props}
    format={(v: unknown) => (v == null ? '' : MASCARA[parte](String(v)))}
    parse={(texto: string) => texto.replace(/\D/g, '').slice(0, DIGITOS[parte])}
    inputProps={{ inputMode: 'tel', autoComplete: 'off' }}
  />
)
