import { useMemo, useRef, useState } from 'react'
import { HttpError, type TextInputProps } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { buscadorDeCep, CEP_INDISPONIVEL, formatarCep } from '../../../../core/shared/br/cep.ts'
import { MASCARA_CEP } from '../../../../core/shared/formatos.ts'
import { API, httpClient } from '../../api/http.ts'
import { MascaraInput, somenteDigitos } from './MascaraInput.tsx'

/** Form fields the address found for a CEP goes to (absent = not filled). */
export interface DestinosCep {
  readonly logradouro?: string
  readonly complemento?: string
  readonly bairro?: string
  readonly uf?: string
  readonly cidade?: string
}

const DESTINOS_PADRAO: DestinosCep = { logradouro: 'logradouro', complemento: 'complemento', bairro: 'bairro', uf: 'ufId', cidade: 'cidadeId' }

/**
 * CEP with its mask that, once the 8 digits are typed, asks GET /api/geral/cep/{cep} and fills the address
 * (the complemento only when empty). An unknown CEP or a service that does not answer leaves a hint; the
 * address is then typed by hand.
 */
export const CepInput = ({ destinos = DESTINOS_PADRAO, ...props }: Omit<TextInputProps, 'format' | 'parse'> & { readonly destinos?: DestinosCep }) => {
  const { setValue, getValues } = useFormContext()
  const [situacao, setSituacao] = useState<string | null>(null)
  const alvo = useRef(destinos)
  alvo.current = destinos
  const buscar = useMemo(
    () =>
      buscadorDeCep({
        pedir: async (cep) => (await httpClient(`${API}/geral/cep/${cep}`)).json as Record<string, unknown>,
        situacao: setSituacao,
        // httpClient hands field errors over as `{ errors: { cep: '…' } }`
        mensagemDoErro: (x) => {
          const corpo = (x instanceof HttpError ? x.body : undefined) as { errors?: Record<string, string>; message?: string } | undefined
          return corpo?.errors?.['cep'] ?? corpo?.message ?? CEP_INDISPONIVEL
        },
        aoAchar: (e) => {
          const destinos = alvo.current
          const pares = [
            [destinos.uf, e['ufId']],
            [destinos.cidade, e['cidadeId']],
            [destinos.logradouro, e['logradouro']],
            [destinos.bairro, e['bairro']],
            [destinos.complemento && !getValues(destinos.complemento) ? destinos.complemento : undefined, e['complemento']],
          ] as const
          for (const [campo, valor] of pares) if (campo && valor !== undefined) setValue(campo, valor, { shouldDirty: true, shouldValidate: false })
        },
      }),
    [getValues, setValue],
  )
  return (
    <MascaraInput
      {...props}
      mascara={MASCARA_CEP}
      limpar={somenteDigitos}
      formatar={formatarCep}
      onChange={(ev: { target?: { value?: unknown } }) => buscar(String(ev?.target?.value ?? ''))}
      helperText={situacao ?? props.helperText}
    />
  )
}
