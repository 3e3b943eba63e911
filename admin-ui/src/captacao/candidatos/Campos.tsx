import { useEffect, useState } from 'react'
import { TextField, type TextFieldProps } from '@mui/material'
import { formatarDinheiro, lerDataDigitada, mascararParcial, mostrarDataDigitada } from '../../../../core/shared/formatos.ts'

/**
 * Plain (non react-admin) inputs for the sub-record dialogs, which edit an item in local state before it
 * joins the form. Each shows its error under it.
 */
type Base = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & { readonly erro?: string | undefined }

export const CampoTexto = ({ valor, mudar, erro, ...p }: Base & { readonly valor: unknown; readonly mudar: (v: string | undefined) => void }) => (
  <TextField
    {...p}
    value={valor == null ? '' : String(valor)}
    onChange={(e) => mudar(e.target.value === '' ? undefined : e.target.value)}
    error={!!erro}
    helperText={erro ?? p.helperText}
    fullWidth
    size="small"
  />
)

/** dd/mm/aaaa ↔ AAAA-MM-DD; an incomplete or impossible date stays as typed (the schema reports it). */
export const CampoData = ({ valor, mudar, erro, ...p }: Base & { readonly valor: unknown; readonly mudar: (v: string | undefined) => void }) => (
  <TextField
    {...p}
    value={valor == null ? '' : typeof valor === 'string' ? mostrarDataDigitada(valor) : String(valor)}
    onChange={(e) => mudar(lerDataDigitada(e.target.value))}
    placeholder="dd/mm/aaaa"
    inputProps={{ inputMode: 'numeric' }}
    error={!!erro}
    helperText={erro ?? p.helperText}
    fullWidth
    size="small"
  />
)

/** Money typed as digits (cash-register style): '250000' shows R$ 2.500,00 and stores 250000 centavos. */
export const CampoDinheiro = ({ valor, mudar, erro, ...p }: Base & { readonly valor: unknown; readonly mudar: (v: number | undefined) => void }) => (
  <TextField
    {...p}
    value={typeof valor === 'number' ? formatarDinheiro(valor) : ''}
    onChange={(e) => {
      const d = e.target.value.replace(/\D/g, '').slice(0, 11)
      mudar(d === '' ? undefined : Number(d))
    }}
    inputProps={{ inputMode: 'numeric' }}
    error={!!erro}
    helperText={erro ?? p.helperText}
    fullWidth
    size="small"
  />
)

/** Hours as hh:mm (digits only, spec 000 §2.7), stored in minutes. */
export const CampoHoras = ({ valor, mudar, erro, ...p }: Base & { readonly valor: unknown; readonly mudar: (v: number | string | undefined) => void }) => {
  const mostrar = (v: unknown) => (typeof v === 'number' ? `${Math.floor(v / 60)}:${String(v % 60).padStart(2, '0')}` : v == null ? '' : String(v))
  const [texto, setTexto] = useState(() => mostrar(valor))
  useEffect(() => setTexto((t) => (typeof valor === 'number' && t.replace(/\D/g, '') === mostrar(valor).replace(/\D/g, '') ? t : mostrar(valor))), [valor])
  return (
    <TextField
      {...p}
      value={texto}
      onChange={(e) => {
        const d = e.target.value.replace(/\D/g, '').slice(0, 6)
        const t = d.length > 2 ? `${d.slice(0, -2)}:${d.slice(-2)}` : d
        setTexto(t)
        if (d === '') return mudar(undefined)
        const h = d.length > 2 ? Number(d.slice(0, -2)) : 0
        const m = Number(d.slice(-2))
        mudar(m < 60 ? h * 60 + m : t)
      }}
      placeholder="hh:mm"
      inputProps={{ inputMode: 'numeric' }}
      error={!!erro}
      helperText={erro ?? p.helperText}
      fullWidth
      size="small"
    />
  )
}

/** `(AA) NNNNN-NNNN` / `(AA) NNNN-NNNN` as typed (the experience's company phone keeps the mask). */
export const CampoTelefone = ({ valor, mudar, erro, ...p }: Base & { readonly valor: unknown; readonly mudar: (v: string | undefined) => void }) => (
  <TextField
    {...p}
    value={valor == null ? '' : String(valor)}
    onChange={(e) => {
      const d = e.target.value.replace(/\D/g, '').slice(0, 11)
      mudar(d === '' ? undefined : mascararParcial(d, d.length > 10 ? '(##) #####-####' : '(##) ####-####'))
    }}
    inputProps={{ inputMode: 'tel' }}
    error={!!erro}
    helperText={erro ?? p.helperText}
    fullWidth
    size="small"
  />
)
