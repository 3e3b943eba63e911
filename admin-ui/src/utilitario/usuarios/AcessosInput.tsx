import { ArrayInput, AutocompleteInput, ReferenceInput, SimpleFormIterator } from 'react-admin'
import type { EntradaPersonalizadaProps } from '../../generico/entradas/tipos.ts'

/** `utilitario/usuarios.acessos`: one profile per company the user may enter. */
export const AcessosInput = ({ fonte, campo }: EntradaPersonalizadaProps) => (
  <ArrayInput source={fonte} label={campo.label}>
    <SimpleFormIterator inline disableReordering fullWidth>
      <ReferenceInput source="empresaId" reference="utilitario/empresas" perPage={100}>
        <AutocompleteInput label="Empresa" sx={{ minWidth: 260 }} />
      </ReferenceInput>
      <ReferenceInput source="perfilId" reference="utilitario/perfis" perPage={100}>
        <AutocompleteInput label="Perfil" sx={{ minWidth: 220 }} />
      </ReferenceInput>
    </SimpleFormIterator>
  </ArrayInput>
)
