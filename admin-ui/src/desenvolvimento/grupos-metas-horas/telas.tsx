import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput } from 'react-admin'
import { DataInput } from '../../generico/entradas/DataInput.tsx'
import type { EntradaPersonalizadaProps } from '../../generico/entradas/tipos.ts'

/** `desenvolvimento/grupos-metas-horas.metas`: each goal from a date on (dd/mm/aaaa), hours as H:MM, editable or not. */
const MetasInput = ({ fonte, campo }: EntradaPersonalizadaProps) => (
  <ArrayInput source={fonte} label={campo.label}>
    <SimpleFormIterator inline disableReordering fullWidth>
      <DataInput source="mesAno" label="A partir de" />
      <TextInput source="metaHora" label="Meta em horas" helperText="Horas e minutos, ex.: 40:00" sx={{ width: 160 }} />
      <BooleanInput source="editavel" label="Editável" defaultValue={true} />
    </SimpleFormIterator>
  </ArrayInput>
)

const telas = { entradas: { metas: MetasInput } }
export default telas
