import { useRef } from 'react'
import { Box, Button, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material'
import { InputHelperText, useInput, type InputProps } from 'react-admin'

const TIPOS = 'image/jpeg,image/png'

/** Image stored as a data URL (jpeg or png), with a preview; core's schema judges the content on submit. */
export const ImagemInput = ({ label, isRequired, ...props }: InputProps & { readonly label: string }) => {
  const { field, fieldState, id } = useInput({ ...props, isRequired })
  const arquivo = useRef<HTMLInputElement>(null)
  const erro = fieldState.error?.message
  const valor = typeof field.value === 'string' ? field.value : ''
  const ler = (f: File | undefined) => {
    if (!f) return
    const leitor = new FileReader()
    leitor.onload = () => field.onChange(String(leitor.result))
    leitor.readAsDataURL(f)
  }
  return (
    <FormControl error={!!erro} sx={{ mb: 2 }}>
      <FormLabel htmlFor={id} required={isRequired} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" gap={2} alignItems="center">
        <Box
          sx={{ width: 120, height: 80, border: '1px dashed', borderColor: 'divider', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', bgcolor: 'grey.50' }}
        >
          {valor.startsWith('data:image/') ? (
            <Box component="img" src={valor} alt={`Pré-visualização de ${label}`} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <FormHelperText sx={{ m: 0 }}>Sem imagem</FormHelperText>
          )}
        </Box>
        <Stack gap={1}>
          <Button id={id} variant="outlined" size="small" onClick={() => arquivo.current?.click()} aria-invalid={!!erro} ref={field.ref}>
            Selecionar imagem
          </Button>
          {valor && (
            <Button size="small" color="inherit" onClick={() => field.onChange(null)}>
              Remover imagem
            </Button>
          )}
        </Stack>
        <input ref={arquivo} type="file" accept={TIPOS} hidden aria-label={label} onChange={(e) => ler(e.target.files?.[0])} />
      </Stack>
      <FormHelperText>
        <InputHelperText error={erro} helperText="Formatos aceitos: JPEG e PNG." />
      </FormHelperText>
    </FormControl>
  )
}
