import { booleano, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** Reason of a dismissal (route /gestao-talentos/motivo-desligamento): a plain lookup the employee's dismissal points at. */
export const motivoDesligamento = defineResource({
  name: 'gestao-talentos/motivo-desligamento',
  table: 'motivos_desligamento',
  copia: { grupo: 'Cadastros de Gestão de Talentos', chave: ['descricao'] },
  label: 'Motivos de Desligamento',
  labelSingular: 'Motivo de Desligamento',
  scope: 'empresa',
  authority: 'ROLE_GESTAO_TALENTOS_CADASTROS',
  readAuthority: null,
  fields: {
    descricao: texto({ label: 'Descrição', max: 100, required: true, list: true, feminino: true, unique: 'Já existe um motivo com esta descrição' }),
    ativo: booleano({ label: 'Ativo', default: true, list: true }),
  },
  sort: { field: 'descricao', order: 'ASC' },
  menu: { grupo: 'Gestão de Talentos', subgrupo: 'Cadastros', ordem: 1 },
})
