import { TextInput, type TextInputProps } from 'react-admin'
import { ehDataIso } from '../../../../core/shared/campos.ts'
import { formatarData, parseData } from '../../../../core/shared/formatos.ts'
import { MASCARA_DATA, mascararParcial } from '../../comum/mascara.ts'

/**
 * Date typed as dd/mm/aaaa (spec 000 §2.7) and stored as `AAAA-MM-DD`. Until the text is a valid date it is
 * kept as typed, so validation on submit reports the field as invalid.
 */
export const DataInput = (props: Omit<TextInputProps, 'format' | 'parse'>) => (
  <TextInput
    {...props}
    placeholder="dd/mm/aaaa"
    format={(v: unknown) => (typeof v === 'string' && ehDataIso(v) ? formatarData(v) : v == null ? '' : String(v))}
    parse={(texto: string) => {
      const mascarado = mascararParcial(texto.replace(/\D/g, '').slice(0, 8), MASCARA_DATA)
      return parseData(mascarado) ?? mascarado
    }}
    inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
  />
)
