import { data, decimal, dinheiro, opcoes, referencia, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { TIPO_SALARIO_INDICE, TIPO_SALARIO_VALOR, validarHistoricoFaixa } from './salario.ts'

/**
 * Salary range of a cargo (spec 001 §3, §5): nome (max 30), the payroll system's code and description, the
 * occupation (CBO, from the shipped table; required unless the company is exempt: `dispensarCboFaixaSalarial`).
 * Its value over time is `faixas-salariais/historicos`.
 */
export const faixasSalariais = defineResource({
  name: 'cargo-salario/faixas-salariais',
  table: 'faixas_salariais',
  label: 'Faixas Salariais',
  labelSingular: 'Faixa Salarial',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  fields: {
    cargoId: referencia({ label: 'Cargo', resource: 'cargo-salario/cargos', required: true, list: true }),
    nome: texto({ label: 'Nome', max: 30, required: true, list: true }),
    cboId: referencia({ label: 'CBO', resource: 'geral/cbo' }),
    codigoAC: texto({ label: 'Código no sistema de folha', max: 12 }),
    nomeACPessoal: texto({ label: 'Descrição no sistema de folha', max: 100, feminino: true }),
  },
  colunas: {
    nomeCargo: texto({ label: 'Cargo', max: 100 }),
    codigoCBO: texto({ label: 'Código CBO', max: 6 }),
    /** The range's value today (centavos), from its history in force. */
    valorVigente: dinheiro({ label: 'Valor vigente' }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 4 },
})

/** A range's value is an index × quantity or a value; the cargo type (1) is an employee's, not a range's. */
export const TIPOS_HISTORICO_FAIXA = [
  { id: TIPO_SALARIO_INDICE, name: 'Índice' },
  { id: TIPO_SALARIO_VALOR, name: 'Valor' },
] as const

/** One dated value of a salary range (spec 001 §3 "Faixa history", §5). */
export const historicosFaixaSalarial = defineResource({
  name: 'cargo-salario/faixas-salariais/historicos',
  table: 'faixa_salarial_historicos',
  label: 'Históricos de Faixa Salarial',
  labelSingular: 'Histórico de Faixa Salarial',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  vigencia: { dono: 'faixaSalarialId', dataRepetida: 'Já existe um histórico desta faixa salarial nesta data' },
  fields: {
    faixaSalarialId: referencia({ label: 'Faixa Salarial', resource: 'cargo-salario/faixas-salariais', required: true, feminino: true, list: true }),
    data: data({ label: 'Data', required: true, list: true }),
    tipo: opcoes({ label: 'Tipo', options: TIPOS_HISTORICO_FAIXA, required: true, default: TIPO_SALARIO_VALOR, list: true }),
    indiceId: referencia({ label: 'Índice', resource: 'cargo-salario/indices', list: true }),
    quantidade: decimal({ label: 'Quantidade', digitos: 10, casas: 4, feminino: true }),
    valor: dinheiro({ label: 'Valor', list: true }),
  },
  estado: { dataFim: data({ label: 'Vigente até' }) },
  filtros: { vigenteEm: { campo: data({ label: 'Vigente em' }), op: 'vigente' } },
  rules: (h) => validarHistoricoFaixa(h),
  sort: { field: 'data', order: 'DESC' },
})
