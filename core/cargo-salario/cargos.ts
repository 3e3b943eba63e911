import { booleano, referencias, texto, textoLongo } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** Cargo (spec 001 §3, §5): nome and nomeMercado required, at least one related area. */
export const cargos = defineResource({
  name: 'cargo-salario/cargos',
  table: 'cargos',
  label: 'Cargos',
  labelSingular: 'Cargo',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nomenclatura', max: 100, required: true, list: true, feminino: true }),
    nomeMercado: texto({ label: 'Nome de Mercado', max: 100, required: true, list: true }),
    ativa: booleano({ label: 'Ativo', default: true, list: true }),
    areasOrganizacionais: referencias({
      label: 'Áreas Organizacionais',
      resource: 'cargo-salario/areas-organizacionais',
      min: 1,
      minMessage: 'Selecione ao menos uma Área Organizacional',
    }),
    exibirModuloExterno: booleano({ label: 'Exibir no módulo externo' }),
    missao: textoLongo({ label: 'Missão', feminino: true, max: 4000 }),
    responsabilidades: textoLongo({ label: 'Responsabilidades', feminino: true, max: 4000 }),
    observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 2 },
})
