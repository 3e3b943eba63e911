import { TextInput, type TextInputProps } from 'react-admin'
import { mascararParcial, tamanhoMascara } from '../../../../core/shared/formatos.ts'

export interface MascaraInputProps extends Omit<TextInputProps, 'format' | 'parse'> {
  readonly mascara: string
  /** Keeps only the characters the value may hold (digits, or 0-9/A-Z for the alphanumeric CNPJ). */
  readonly limpar: (texto: string) => string
  /** Core's formatter, used once the value is complete. */
  readonly formatar: (valor: string) => string
}

/** A text input that stores the bare value (CPF digits…) and shows it masked while typing. */
export const MascaraInput = ({ mascara, limpar, formatar, ...props }: MascaraInputProps) => {
  const n = tamanhoMascara(mascara)
  return (
    <TextInput
      {...props}
      format={(v: unknown) => {
        const s = v == null ? '' : String(v)
        return s.length === n ? formatar(s) : mascararParcial(s, mascara)
      }}
      parse={(texto: string) => limpar(texto).slice(0, n)}
      inputProps={{ inputMode: 'numeric', autoComplete: 'off', ...props.inputProps }}
    />
  )
}

export const somenteDigitos = (t: string) => t.replace(/\D/g, '')
export const alfanumerico = (t: string) => t.toUpperCase().replace(/[^0-9A-Z]/g, '')
