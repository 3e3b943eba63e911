import { camposGeracao } from '../gestao-talentos/geracao.ts'
import { defineResource } from '../shared/resource.ts'

/** The company's generations as the other screens list them (spec 001 /geral/geracoes): read-only; kept at /gestao-talentos/geracao. */
export const geracoes = defineResource({
  name: 'geral/geracoes',
  table: 'geracoes',
  label: 'Gerações',
  labelSingular: 'Geração',
  scope: 'empresa',
  authority: null,
  readOnly: true,
  fields: camposGeracao,
  sort: { field: 'anoInicial', order: 'ASC' },
})
