import { Autocomplete, Chip, TextField, type SxProps } from '@mui/material'
import { useInput } from 'react-admin'

/**
 * Free-text chips stored as a string array (knowledge, neighbourhoods, e-mails): type and press Enter; what is
 * left typed when the field loses focus is kept too.
 */
export const ChipsTextoInput = ({
  source,
  label,
  ajuda,
  obrigatorio,
  sx,
}: {
  readonly source: string
  readonly label: string
  readonly ajuda?: string
  readonly obrigatorio?: boolean
  readonly sx?: SxProps
}) => {
  const { field, fieldState, isRequired } = useInput({ source, isRequired: obrigatorio })
  const valor = (Array.isArray(field.value) ? field.value : []) as string[]
  const erro = fieldState.error?.message
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[] as string[]}
      value={valor}
      onChange={(_, v) => field.onChange((v as string[]).map((x) => x.trim()).filter(Boolean))}
      renderValue={(v, getItemProps) => v.map((x, i) => <Chip size="small" label={x} {...getItemProps({ index: i })} key={`${x}-${i}`} />)}
      renderInput={(p) => (
        <TextField
          {...p}
          label={label}
          required={isRequired}
          error={!!erro}
          data-erro={!!erro}
          helperText={erro ?? ajuda ?? 'Digite e tecle Enter'}
          onBlur={(e) => {
            const t = e.target.value.trim()
            if (t) field.onChange([...valor, t])
            field.onBlur()
          }}
        />
      )}
      sx={{ mb: 2, ...sx }}
    />
  )
}
