import { TextInput, type TextInputProps } from 'react-admin'
import { lerHoraDigitada } from '../../../../core/shared/formatos.ts'

/** Time of day typed as hh:mm (the colon comes by itself) and stored as `HH:MM`. */
export const HoraInput = (props: Omit<TextInputProps, 'format' | 'parse'>) => (
  <TextInput
    {...props}
    placeholder="hh:mm"
    format={(v: unknown) => (v == null ? '' : String(v))}
    parse={(texto: string) => lerHoraDigitada(texto) ?? ''}
    inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 5 }}
  />
)
