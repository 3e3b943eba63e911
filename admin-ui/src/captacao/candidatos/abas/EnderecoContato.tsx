import { Box } from '@mui/material'
import { AutocompleteInput, ReferenceInput } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import type { estados } from '../../../../../core/geral/localidades.ts'
import { mascararFoneDigitando } from '../../../../../core/shared/formatos.ts'
import type { RegistroDe } from '../../../../../core/shared/resource.ts'
import { CepInput } from '../../../generico/entradas/CepInput.tsx'
import { C, Digitos, Grade, type PropsAba } from './comum.tsx'

/** UF then city: the city list follows the UF, and changing the UF clears a city of another UF. */
const UfCidade = ({ ufFonte, cidadeFonte, obrig }: { readonly ufFonte: string; readonly cidadeFonte: string; readonly obrig?: ReadonlySet<string> }) => {
  const uf = useWatch({ name: ufFonte }) as number | null | undefined
  const { setValue } = useFormContext()
  // Only a UF the user picks clears the cidade (the CEP lookup sets both).
  return (
    <>
      <ReferenceInput source={ufFonte} reference="geral/estados" perPage={30} sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput
          label="UF"
          optionText={(e: RegistroDe<typeof estados>) => `${e.sigla} - ${e.nome}`}
          isRequired={!!obrig?.has(ufFonte)}
          onChange={() => setValue(cidadeFonte, null, { shouldDirty: true })}
          fullWidth
        />
      </ReferenceInput>
      <ReferenceInput source={cidadeFonte} reference="geral/cidades" filter={uf ? { estadoId: uf } : { id: -1 }} perPage={50} sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput label="Cidade" optionText="nome" isRequired={!!obrig?.has(cidadeFonte)} disabled={!uf} helperText={uf ? undefined : 'Escolha a UF primeiro'} fullWidth />
      </ReferenceInput>
    </>
  )
}

/** Tab 'Endereço e Contato'. */
export const AbaEnderecoContato = (p: PropsAba) => {
  const { obrig } = p
  return (
    <>
      <Grade titulo="Endereço">
        <CepInput source="cep" label="CEP" isRequired={obrig.has('cep')} fullWidth />
        <C f="logradouro" {...p} />
        <C f="numero" {...p} />
        <C f="complemento" {...p} />
        <C f="bairro" {...p} />
        <UfCidade ufFonte="ufId" cidadeFonte="cidadeId" obrig={obrig} />
      </Grade>
      <Grade titulo="Contato">
        <C f="email" {...p} />
        <C f="nomeContato" {...p} />
        <Box />
        <Digitos f="ddd" label="DDD" max={2} obrig={obrig} />
        <Digitos f="foneFixo" label="Telefone Fixo" max={9} formatar={mascararFoneDigitando} obrig={obrig} />
        <Box />
        <Digitos f="dddCelular" label="DDD do Celular" max={2} obrig={obrig} />
        <Digitos f="foneCelular" label="Celular" max={9} formatar={mascararFoneDigitando} obrig={obrig} />
      </Grade>
    </>
  )
}
