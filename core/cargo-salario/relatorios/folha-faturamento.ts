import { mes } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { descreverMeses, juntar } from '../../shared/filtrosRelatorio.ts'
import { formatarMes } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { mesesEntre, percentualDaFolha } from '../faturamentos-mensais.ts'
import { AUTORIDADE_TALENTOS, menuRelatorio, restringirAreasGeridas } from './comum.ts'

/** At most three years per report (one payroll per month). */
export const MAXIMO_MESES = 36
export const MES_FINAL_ANTERIOR = 'Mês final inferior ao mês inicial.'
export const PERIODO_LONGO = `O período deve ter no máximo ${MAXIMO_MESES} meses.`

const campos = {
  mesIni: mes({ label: 'Mês inicial', required: true }),
  mesFim: mes({ label: 'Mês final', required: true }),
}

/** A month's row: the month as printed, the share of the billing the payroll takes. */
export const completarFolhaFaturamento = (l: Linha): Linha => ({
  ...l,
  mes: formatarMes(String(l['mesAno'])),
  percentual: percentualDaFolha(Number(l['folha'] ?? 0), l['faturamento'] as number | null),
})

/** Totals: headcount and payroll summed; the share over the months that have a billing (ratio of their sums). */
export const totalFolhaFaturamento = (linhas: ReadonlyArray<Linha>): Linha => {
  const faturados = linhas.filter((l) => typeof l['faturamento'] === 'number')
  const soma = (ls: ReadonlyArray<Linha>, c: string) => ls.reduce((a, l) => a + Number(l[c] ?? 0), 0)
  return {
    mes: null,
    talentos: null,
    folha: soma(linhas, 'folha'),
    faturamento: faturados.length ? soma(faturados, 'faturamento') : null,
    percentual: faturados.length ? percentualDaFolha(soma(faturados, 'folha'), soma(faturados, 'faturamento')) : null,
  }
}

/**
 * Folha sobre Faturamento — how much of the company's billing goes to the payroll, month by month? For each month
 * of the period: the people employed on its last day, the payroll then (their monthly salaries in force that day,
 * as `calcularSalarioHistorico`: the contractual base, without charges, overtime or the 13th, which this system does
 * not hold), the month's billing (`faturamentos-mensais`) and the payroll over it in %. A month not billed shows the
 * payroll without a share; the total's share is the ratio of the sums over the billed months. A manager sees the
 * payroll of the areas they manage only. At most 36 months.
 */
export const consultaFolhaFaturamento = defineConsulta({
  nome: 'cargo-salario/folha-faturamento',
  autoridade: AUTORIDADE_TALENTOS,
  campos,
  restringir: restringirAreasGeridas,
  regras: (f) =>
    f.mesFim < f.mesIni
      ? [{ field: 'mesFim', message: MES_FINAL_ANTERIOR }]
      : mesesEntre(f.mesIni, f.mesFim).length > MAXIMO_MESES
        ? [{ field: 'mesFim', message: PERIODO_LONGO }]
        : [],
  colunas: () => [
    { campo: 'mes', titulo: 'Mês/Ano', tipo: 'texto', largura: 1 },
    { campo: 'talentos', titulo: 'Talentos', tipo: 'inteiro', largura: 1 },
    { campo: 'folha', titulo: 'Folha', tipo: 'dinheiro', largura: 1.5 },
    { campo: 'faturamento', titulo: 'Faturamento', tipo: 'dinheiro', largura: 1.6 },
    { campo: 'percentual', titulo: 'Folha / Faturamento (%)', tipo: 'percentual', largura: 1.4 },
  ],
  completar: (linhas) => linhas.map(completarFolhaFaturamento),
  totalizar: totalFolhaFaturamento,
  grafico: { categoria: 'mes', valores: ['folha', 'faturamento'] },
})
export type FiltroFolhaFaturamento = FiltroSql<typeof consultaFolhaFaturamento>

export const relatorioFolhaFaturamento = defineRelatorio({
  consulta: consultaFolhaFaturamento,
  titulo: 'Folha sobre Faturamento',
  menu: menuRelatorio(12),
  tela: 'tabela',
  descreverFiltro: (f) => juntar([descreverMeses(f)]),
})
