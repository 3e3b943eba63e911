import { booleano, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** Action taken on an occurrence (route /gestao-talentos/providencias): a talk, a written warning, a suspension… */
export const providencias = defineResource({
  name: 'gestao-talentos/providencias',
  table: 'providencias',
  copia: { grupo: 'Cadastros de Gestão de Talentos', chave: ['descricao'] },
  label: 'Providências',
  labelSingular: 'Providência',
  scope: 'empresa',
  authority: 'ROLE_GESTAO_TALENTOS_CADASTROS',
  readAuthority: null,
  fields: {
    descricao: texto({ label: 'Descrição', max: 100, required: true, list: true, feminino: true, unique: 'Já existe uma providência com esta descrição' }),
    ativo: booleano({ label: 'Ativa', default: true, list: true, feminino: true }),
  },
  sort: { field: 'descricao', order: 'ASC' },
  menu: { grupo: 'Gestão de Talentos', subgrupo: 'Cadastros', ordem: 3 },
})
