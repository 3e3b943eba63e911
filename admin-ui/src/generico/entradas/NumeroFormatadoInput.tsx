import { useEffect, useState, type ReactNode } from 'react'
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material'
import { InputHelperText, useInput, type InputProps } from 'react-admin'

export type PropsNumero = InputProps & { readonly label: string; readonly helperText?: string; readonly sx?: SxProps<Theme> }

/**
 * A number typed as pt-BR text ('1.234,56'): `ler` turns the text into the stored number, `mostrar` writes it
 * back once the field is left. Text that is not a number is kept as typed, so the server's validation reports
 * it with the field's message.
 */
export const NumeroFormatadoInput = ({
  label,
  helperText,
  isRequired,
  sx,
  mostrar,
  ler,
  sufixo,
  ...props
}: PropsNumero & { readonly mostrar: (n: number) => string; readonly ler: (t: string) => number | null | undefined; readonly sufixo?: ReactNode }) => {
  const { field, fieldState, id } = useInput({ ...props, isRequired })
  const texto = (v: unknown) => (typeof v === 'number' ? mostrar(v) : v == null ? '' : String(v))
  const [valor, setValor] = useState(() => texto(field.value))
  const [editando, setEditando] = useState(false)
  useEffect(() => {
    if (!editando) setValor(texto(field.value))
  }, [field.value, editando])
  const erro = fieldState.error?.message
  return (
    <TextField
      id={id}
      label={label}
      required={isRequired}
      value={valor}
      inputRef={field.ref}
      onFocus={() => setEditando(true)}
      onChange={(e) => {
        setValor(e.target.value)
        const n = ler(e.target.value)
        field.onChange(e.target.value.trim() === '' ? null : (n ?? e.target.value))
      }}
      onBlur={() => {
        setEditando(false)
        field.onBlur()
      }}
      error={!!erro}
      helperText={<InputHelperText error={erro} helperText={helperText} />}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        ...(sufixo ? { input: { endAdornment: <InputAdornment position="end">{sufixo}</InputAdornment> } } : {}),
      }}
      fullWidth
      sx={sx}
    />
  )
}
