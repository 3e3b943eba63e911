import { dinheiro, mes } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { VALOR_NAO_POSITIVO } from './salario.ts'

/**
 * Monthly billing of the company (spec 001 §2 faturamentos-mensais, §3 'Monthly billing'): one amount per month
 * (mm/aaaa), in centavos, which the payroll-over-billing figures divide by. A month has one amount; a month without
 * billing is simply not entered (a zero would only make the figure meaningless), so the value is at least R$ 0,01.
 */
export const faturamentosMensais = defineResource({
  name: 'cargo-salario/faturamentos-mensais',
  table: 'faturamentos_mensais',
  label: 'Faturamentos Mensais',
  labelSingular: 'Faturamento Mensal',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  fields: {
    mesAno: mes({ label: 'Mês/Ano', required: true, list: true, unique: 'Já existe um faturamento para este mês' }),
    valor: dinheiro({ label: 'Valor', required: true, list: true }),
  },
  rules: (f) => (typeof f.valor === 'number' && f.valor <= 0 ? [{ field: 'valor', message: VALOR_NAO_POSITIVO }] : []),
  sort: { field: 'mesAno', order: 'DESC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 6 },
})
