import { booleano, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** Occupational group (spec 001 §3, §5): descricao required and trimmed; whether it enters turnover and headcount per cargo. */
export const gruposOcupacionais = defineResource({
  name: 'cargo-salario/grupos-ocupacionais',
  table: 'grupos_ocupacionais',
  copia: { grupo: 'Cargos e Faixas Salariais', chave: ['descricao'] },
  label: 'Grupos Ocupacionais',
  labelSingular: 'Grupo Ocupacional',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  fields: {
    descricao: texto({ label: 'Descrição', max: 100, required: true, list: true, feminino: true, unique: 'Já existe um grupo ocupacional com esta descrição' }),
    turnover: booleano({ label: 'Considerar no turnover', list: true }),
    considerarQtdColaboradoresPorCargo: booleano({ label: 'Considerar a quantidade de talentos por cargo', list: true }),
  },
  sort: { field: 'descricao', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 2 },
})
