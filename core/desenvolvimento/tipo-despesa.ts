import { texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { GRUPO_COPIA_DESENVOLVIMENTO, ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'

/** Expense type (spec 002 /desenvolvimento/tipo-despesa, §5: descricao required, max 50): what a class's expenses are split by. */
export const tipoDespesa = defineResource({
  name: 'desenvolvimento/tipo-despesa',
  table: 'tipos_despesa',
  copia: { grupo: GRUPO_COPIA_DESENVOLVIMENTO, chave: ['descricao'] },
  label: 'Tipos de Despesa',
  labelSingular: 'Tipo de Despesa',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    descricao: texto({ label: 'Descrição', max: 50, required: true, list: true, feminino: true, unique: 'Já existe um tipo de despesa com esta descrição' }),
  },
  sort: { field: 'descricao', order: 'ASC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Cadastros', ordem: 2 },
})
