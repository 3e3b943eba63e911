import { booleano, data, dinheiro, referencia, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { removerHistoricosDe } from './faixas-salariais.ts'
import { validarHistoricoIndice } from './salario.ts'

/** Salary index (spec 001 §3, §5): a named value over time (a minimum wage, a category floor); nome max 40. */
export const indices = defineResource({
  name: 'cargo-salario/indices',
  table: 'indices',
  copia: { grupo: 'Índices', chave: ['nome'] },
  label: 'Índices',
  labelSingular: 'Índice',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nome', max: 40, required: true, list: true, unique: 'Já existe um índice com este nome' }),
    grupoAC: texto({ label: 'Grupo no sistema de folha', max: 12 }),
    desabilitado: booleano({ label: 'Desabilitado', list: true }),
  },
  colunas: {
    /** Its value today (centavos). */
    valorVigente: dinheiro({ label: 'Valor vigente' }),
  },
  antesDeRemover: (atual, ator) => removerHistoricosDe(historicosIndice, 'indiceId', atual.id, ator.escopo),
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 5 },
})

/** One dated value of an index (spec 001 §3 indiceHistorico: data and valor ≥ 1). */
export const historicosIndice = defineResource({
  name: 'cargo-salario/indices/historicos',
  table: 'indice_historicos',
  copia: { grupo: 'Índices', chave: ['indiceId', 'data'] },
  label: 'Históricos de Índice',
  labelSingular: 'Histórico de Índice',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  vigencia: { dono: 'indiceId', dataRepetida: 'Já existe um histórico deste índice nesta data' },
  fields: {
    indiceId: referencia({ label: 'Índice', resource: 'cargo-salario/indices', required: true, list: true }),
    data: data({ label: 'Data', required: true, list: true }),
    valor: dinheiro({ label: 'Valor', required: true, list: true }),
  },
  estado: { dataFim: data({ label: 'Vigente até' }) },
  filtros: { vigenteEm: { campo: data({ label: 'Vigente em' }), op: 'vigente' } },
  rules: (h) => validarHistoricoIndice(h),
  sort: { field: 'data', order: 'DESC' },
})
