import { TextInput, type TextInputProps } from 'react-admin'
import { lerMesDigitado, mostrarMesDigitado } from '../../../../core/shared/formatos.ts'

/** Month typed as mm/aaaa (spec 000 §2.7) and stored as `AAAA-MM`; until complete and valid it is kept as typed. */
export const MesInput = (props: Omit<TextInputProps, 'format' | 'parse'>) => (
  <TextInput
    {...props}
    placeholder="mm/aaaa"
    format={(v: unknown) => (v == null ? '' : mostrarMesDigitado(v))}
    parse={(texto: string) => lerMesDigitado(texto) ?? ''}
    inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
  />
)
