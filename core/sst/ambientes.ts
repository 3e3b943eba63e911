import { booleano, referencia, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/**
 * Work environment (ambiente; spec 002 §3 'Environment', route /sst/ambientes): a place of an establishment where
 * people work exposed to its conditions. For now its owner declaration, so that an employee's history names it
 * (issue 12): the name, its establishment, active. Third-party places and works (obras), the dated history with
 * risks and EPCs arrive with SST (the establishment then becomes optional for them).
 */
export const ambientes = defineResource({
  name: 'sst/ambientes',
  table: 'ambientes',
  copia: { grupo: 'SST: Funções, Ambientes e Afastamentos', chave: ['estabelecimentoId', 'nome'] },
  label: 'Ambientes',
  labelSingular: 'Ambiente',
  scope: 'empresa',
  authority: 'ROLE_SST_CADASTROS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true }),
    estabelecimentoId: referencia({ label: 'Estabelecimento', resource: 'utilitario/estabelecimentos', required: true, list: true }),
    ativo: booleano({ label: 'Ativo', default: true, list: true }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'SST', subgrupo: 'Cadastros', ordem: 2 },
})
