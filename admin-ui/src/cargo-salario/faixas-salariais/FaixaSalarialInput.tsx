import { AutocompleteInput, ReferenceInput } from 'react-admin'
import type { EntradaPersonalizadaProps } from '../../generico/entradas/tipos.ts'

/** 'Analista de Sistemas › Pleno': a range named with its cargo (range names repeat across cargos). */
export const nomeDaFaixa = (r: Record<string, unknown>) => `${String(r['nomeCargo'] ?? '')} › ${String(r['nome'] ?? '')}`

/** A salary range chosen by its cargo and name (the filters of the competency reports). */
export const FaixaSalarialInput = ({ fonte, campo }: Pick<EntradaPersonalizadaProps, 'fonte' | 'campo'>) => (
  <ReferenceInput source={fonte} reference="cargo-salario/faixas-salariais" sort={{ field: 'nome', order: 'ASC' }} perPage={500}>
    <AutocompleteInput label={campo.label} optionText={nomeDaFaixa} isRequired={campo.required} fullWidth sx={{ maxWidth: 640 }} />
  </ReferenceInput>
)
