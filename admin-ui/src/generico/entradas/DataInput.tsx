import { TextInput, type TextInputProps } from 'react-admin'
import { lerDataDigitada, mostrarDataDigitada } from '../../../../core/shared/formatos.ts'

/**
 * Date typed as dd/mm/aaaa (spec 000 §2.7) and stored as `AAAA-MM-DD`. Until the text is a valid date it is
 * kept as typed, so validation on submit reports the field as invalid.
 */
export const DataInput = (props: Omit<TextInputProps, 'format' | 'parse'>) => (
  <TextInput
    {...props}
    placeholder="dd/mm/aaaa"
    format={(v: unknown) => (v == null ? '' : typeof v === 'string' ? mostrarDataDigitada(v) : String(v))}
    parse={(texto: string) => lerDataDigitada(texto) ?? ''}
    inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
  />
)
