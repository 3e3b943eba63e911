import { booleano, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/**
 * Kind of an employee's occurrence (route /gestao-talentos/tipo-ocorrencia): an absence, a warning, a late arrival…
 * `absenteismo` says its occurrences count as absences in the absenteeism indicator (spec 001 §9).
 */
export const tipoOcorrencia = defineResource({
  name: 'gestao-talentos/tipo-ocorrencia',
  table: 'tipos_ocorrencia',
  copia: { grupo: 'Cadastros de Gestão de Talentos', chave: ['descricao'] },
  label: 'Tipos de Ocorrência',
  labelSingular: 'Tipo de Ocorrência',
  scope: 'empresa',
  authority: 'ROLE_GESTAO_TALENTOS_CADASTROS',
  readAuthority: null,
  fields: {
    descricao: texto({ label: 'Descrição', max: 100, required: true, list: true, feminino: true, unique: 'Já existe um tipo de ocorrência com esta descrição' }),
    absenteismo: booleano({ label: 'Conta no absenteísmo', list: true }),
    ativo: booleano({ label: 'Ativo', default: true, list: true }),
  },
  sort: { field: 'descricao', order: 'ASC' },
  menu: { grupo: 'Gestão de Talentos', subgrupo: 'Cadastros', ordem: 2 },
})
