import { booleano, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** Kind of a document kept for an employee (route /gestao-talentos/tipo-documento): contract, certificate, warning… */
export const tipoDocumento = defineResource({
  name: 'gestao-talentos/tipo-documento',
  table: 'tipos_documento',
  copia: { grupo: 'Cadastros de Gestão de Talentos', chave: ['descricao'] },
  label: 'Tipos de Documento',
  labelSingular: 'Tipo de Documento',
  scope: 'empresa',
  authority: 'ROLE_GESTAO_TALENTOS_CADASTROS',
  readAuthority: null,
  fields: {
    descricao: texto({ label: 'Descrição', max: 100, required: true, list: true, feminino: true, unique: 'Já existe um tipo de documento com esta descrição' }),
    ativo: booleano({ label: 'Ativo', default: true, list: true }),
  },
  sort: { field: 'descricao', order: 'ASC' },
  menu: { grupo: 'Gestão de Talentos', subgrupo: 'Cadastros', ordem: 4 },
})
