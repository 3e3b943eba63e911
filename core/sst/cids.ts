import { texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/**
 * CID-10 (spec 002 /sst/cids): the DATASUS V2008 categories and subcategories shipped in data-ref/cid10, loaded on
 * migrate; read-only. The classification is public reference data (any staff user reads it to pick a code); what
 * is sensitive is a person's CID on a certificate (sst/colaborador-afastamentos/atestados).
 */
export const cids = defineResource({
  name: 'sst/cids',
  table: 'cids',
  label: 'CID-10',
  labelSingular: 'CID',
  scope: 'global',
  authority: null,
  readOnly: true,
  fields: {
    codigo: texto({ label: 'Código', max: 4, required: true, list: true }),
    descricao: texto({ label: 'Descrição', max: 300, required: true, list: true, feminino: true }),
  },
  sort: { field: 'codigo', order: 'ASC' },
})

/** A CID code as printed: `M54.5` for a subcategory, `A09` for a category. */
export const formatarCid = (codigo: string) => (codigo.length === 4 ? `${codigo.slice(0, 3)}.${codigo.slice(3)}` : codigo)
