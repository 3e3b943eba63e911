import type { ChangeEvent } from 'react'
import { Box } from '@mui/material'
import { TextInput, useInput, type TextInputProps } from 'react-admin'

/** Colour `#RRGGBB`: the browser's colour picker plus the typed hex code. */
export const CorInput = (props: TextInputProps) => {
  const { field } = useInput({ source: props.source })
  const valor = typeof field.value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(field.value) ? field.value : '#000000'
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextInput {...props} fullWidth={false} sx={{ width: 200 }} inputProps={{ maxLength: 7, autoComplete: 'off' }} />
      <Box
        component="input"
        type="color"
        value={valor}
        aria-label={`Escolher ${String(props.label ?? 'cor')}`}
        onChange={(e: ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value.toUpperCase())}
        sx={{ width: 44, height: 40, p: 0.25, border: '1px solid', borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer' }}
      />
    </Box>
  )
}
