import { booleano, referencia, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/**
 * Job role (função; spec 002 §3 'Job role', route /sst/funcoes): what a person does, which SST hangs risks, exams and
 * EPIs on. For now its owner declaration, so that an employee's history names it (issue 12): the name, active, the
 * CBO occupation from the shipped table (as a salary range's). Its dated history (historicoFuncao) and management
 * data arrive with SST.
 */
export const funcoes = defineResource({
  name: 'sst/funcoes',
  table: 'funcoes',
  copia: { grupo: 'SST: Funções, Ambientes e Afastamentos', chave: ['nome'] },
  label: 'Funções',
  labelSingular: 'Função',
  scope: 'empresa',
  authority: 'ROLE_SST_CADASTROS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true, unique: 'Já existe uma função com este nome' }),
    ativa: booleano({ label: 'Ativa', default: true, list: true, feminino: true }),
    cboId: referencia({ label: 'CBO', resource: 'geral/cbo' }),
  },
  colunas: { codigoCBO: texto({ label: 'Código CBO', max: 6 }) },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'SST', subgrupo: 'Cadastros', ordem: 1 },
})
