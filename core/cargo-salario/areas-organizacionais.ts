import { booleano, email, referencia, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** Organisational area tree (spec 001 §3); activation rules come with the cargo-salário issue. */
export const areasOrganizacionais = defineResource({
  name: 'cargo-salario/areas-organizacionais',
  table: 'areas_organizacionais',
  label: 'Áreas Organizacionais',
  labelSingular: 'Área Organizacional',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nome', max: 60, required: true, list: true }),
    areaMaeId: referencia({ label: 'Área Mãe', resource: 'cargo-salario/areas-organizacionais', feminino: true, list: true }),
    ativo: booleano({ label: 'Ativo', default: true, list: true }),
    email: email({ label: 'E-mail', max: 200 }),
    exibirOrganograma: booleano({ label: 'Exibir no organograma', default: true }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 1 },
})
