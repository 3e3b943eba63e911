import { dinheiro, mes } from '../shared/campos.ts'
import { adicionarDias, adicionarMeses } from '../shared/datas.ts'
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

/** 'YYYY-MM' `n` months after `mesAno` (before, when negative). */
export const somarMeses = (mesAno: string, n: number): string => adicionarMeses(`${mesAno}-01`, n).slice(0, 7)

/** The last day of a month 'YYYY-MM' ('2024-02' → '2024-02-29'). */
export const ultimoDiaDoMes = (mesAno: string): string => adicionarDias(adicionarMeses(`${mesAno}-01`, 1), -1)

/** The months from `ini` to `fim`, both included ('YYYY-MM'; none when `fim` is before `ini`). */
export const mesesEntre = (ini: string, fim: string): ReadonlyArray<string> => {
  const meses: string[] = []
  for (let m = ini; m <= fim; m = somarMeses(m, 1)) meses.push(m)
  return meses
}

/** Payroll over billing in % with two decimals; null without billing. */
export const percentualDaFolha = (folha: number, faturamento: number | null | undefined): number | null =>
  typeof faturamento === 'number' && faturamento > 0 ? Math.round((folha / faturamento) * 10_000) / 100 : null
