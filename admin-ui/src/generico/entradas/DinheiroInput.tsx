import { useEffect, useState } from 'react'
import { TextField, type SxProps, type Theme } from '@mui/material'
import { InputHelperText, useInput, type InputProps } from 'react-admin'
import { formatarDinheiro, parseDinheiro } from '../../../../core/shared/formatos.ts'

/** Money in integer centavos, typed in pt-BR ('1.234,56') and shown as 'R$ 1.234,56' once the field is left. */
export const DinheiroInput = ({
  label,
  helperText,
  isRequired,
  sx,
  ...props
}: InputProps & { readonly label: string; readonly helperText?: string; readonly sx?: SxProps<Theme> }) => {
  const { field, fieldState, id } = useInput({ ...props, isRequired })
  const mostrar = (v: unknown) => (typeof v === 'number' ? formatarDinheiro(v) : v == null ? '' : String(v))
  const [texto, setTexto] = useState(() => mostrar(field.value))
  const [editando, setEditando] = useState(false)
  useEffect(() => {
    if (!editando) setTexto(mostrar(field.value))
  }, [field.value, editando])
  const erro = fieldState.error?.message
  return (
    <TextField
      id={id}
      label={label}
      required={isRequired}
      value={texto}
      inputRef={field.ref}
      onFocus={() => setEditando(true)}
      onChange={(e) => {
        setTexto(e.target.value)
        const centavos = parseDinheiro(e.target.value)
        field.onChange(e.target.value.trim() === '' ? null : (centavos ?? e.target.value))
      }}
      onBlur={() => {
        setEditando(false)
        field.onBlur()
      }}
      error={!!erro}
      helperText={<InputHelperText error={erro} helperText={helperText} />}
      inputProps={{ inputMode: 'decimal' }}
      fullWidth
      sx={sx}
    />
  )
}
