import type { ReactNode } from 'react'
import { Box, Typography } from '@mui/material'
import { TextInput } from 'react-admin'
import { candidatos } from '../../../../../core/captacao/candidatos.ts'
import type { Campo } from '../../../../../core/shared/campos.ts'
import { Entrada } from '../../../generico/Entrada.tsx'
import { somenteDigitos } from '../../../generico/entradas/MascaraInput.tsx'
import { COR_TEXTO_PRINCIPAL } from '../../../tema.ts'

/** The pieces the tabs of the candidate form share. */

export type Modo = 'create' | 'update'
export const R = candidatos
export const NOME = R.name

/** What every tab receives: create or edit, and the fields the company's configuration requires. */
export interface PropsAba {
  readonly modo: Modo
  readonly obrig: ReadonlySet<string>
}

export const Grade = ({ children, titulo }: { readonly children: ReactNode; readonly titulo?: string }) => (
  <Box component="section" aria-label={titulo} sx={{ mb: 2 }}>
    {titulo && (
      <Typography variant="subtitle2" component="h3" sx={{ color: COR_TEXTO_PRINCIPAL, borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {titulo}
      </Typography>
    )}
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' }, columnGap: 3, alignItems: 'start', maxWidth: 1200 }}>{children}</Box>
  </Box>
)

/** A declared field, required when the company's configuration lists it. */
export const C = ({ f, modo, obrig, largo, label }: { readonly f: string; readonly modo: Modo; readonly obrig?: ReadonlySet<string>; readonly largo?: boolean; readonly label?: string }) => {
  const base = (R.fields as Record<string, Campo>)[f]!
  const campo: Campo = { ...base, ...(label ? { label } : {}), required: base.required || !!obrig?.has(f) }
  return (
    <Box sx={largo ? { gridColumn: '1 / -1' } : undefined}>
      <Entrada recurso={NOME} fonte={f} campo={campo} modo={modo} />
    </Box>
  )
}

/** Digits with a display formatter (CEP, PIS, phones). */
export const Digitos = ({ f, label, max, formatar, obrig }: { readonly f: string; readonly label: string; readonly max: number; readonly formatar?: (s: string) => string; readonly obrig?: ReadonlySet<string> }) => (
  <TextInput
    source={f}
    label={label}
    isRequired={!!obrig?.has(f)}
    format={(v: unknown) => {
      const s = v == null ? '' : String(v)
      return formatar ? formatar(s) : s
    }}
    parse={(t: string) => somenteDigitos(t).slice(0, max)}
    inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
    fullWidth
  />
)
