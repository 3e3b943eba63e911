import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { adicionarDias, limitesDoMes, mesDe } from '../../shared/datas.ts'
import { juntar } from '../../shared/filtrosRelatorio.ts'
import { formatarMes } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { calcularAbsenteismo, faltasNoMes, type PeriodoFalta } from '../indicadores.ts'
import {
  AUTORIDADES_INDICADORES,
  camposLotacao,
  camposMeses,
  descreverLotacao,
  menuRelatorioTalentos,
  regrasMeses,
  restringirAreasGeridas,
} from './comum.ts'

export const FORMULA_ABSENTEISMO =
  'Absenteísmo do mês = faltas do mês / (talentos ativos no início do mês × dias úteis do mês) × 100; absenteísmo do período = soma dos valores mensais / número de meses'

/**
 * One person's absences as disjoint periods (a day covered by an occurrence and a leave is one absence day);
 * `fim` missing = a single day. Periods that overlap or touch are joined.
 */
export const unirPeriodos = (periodos: ReadonlyArray<PeriodoFalta>): ReadonlyArray<{ readonly inicio: string; readonly fim: string }> => {
  const ordenados = periodos.map((p) => ({ inicio: p.inicio, fim: p.fim && p.fim > p.inicio ? p.fim : p.inicio })).sort((a, b) => (a.inicio < b.inicio ? -1 : a.inicio > b.inicio ? 1 : 0))
  const unidos: Array<{ inicio: string; fim: string }> = []
  for (const p of ordenados) {
    const ultimo = unidos[unidos.length - 1]
    if (ultimo && p.inicio <= adicionarDias(ultimo.fim, 1)) {
      if (p.fim > ultimo.fim) ultimo.fim = p.fim
    } else unidos.push({ ...p })
  }
  return unidos
}

/** The SQL's rows: one per month (`tipo` 'mes': `mes`, `ativos` at its first day) and one per absence (`tipo` 'falta'). */
export interface DadosAbsenteismo {
  readonly meses: ReadonlyArray<{ readonly mes: string; readonly ativos: number }>
  readonly faltas: ReadonlyArray<PeriodoFalta & { readonly colaboradorId: number }>
}

/**
 * Absences of each month: per person, the working days (Mon–Fri) of their joined absence periods inside the month
 * (`faltasNoMes`), summed; then `calcularAbsenteismo` (spec 001 §9).
 */
export const absenteismoDosDados = (d: DadosAbsenteismo) => {
  const porPessoa = new Map<number, PeriodoFalta[]>()
  for (const f of d.faltas) porPessoa.set(f.colaboradorId, [...(porPessoa.get(f.colaboradorId) ?? []), f])
  // Each joined period adds its days to the months it touches only (`faltasNoMes` of that month).
  const porMes = new Map<string, number>()
  const pedidos = d.meses.map((m) => m.mes).sort()
  const primeiro = pedidos[0] ?? ''
  const ultimo = pedidos[pedidos.length - 1] ?? ''
  for (const periodos of porPessoa.values())
    for (const p of unirPeriodos(periodos))
      for (let m = mesDe(p.inicio) > primeiro ? mesDe(p.inicio) : primeiro; m <= mesDe(p.fim) && m <= ultimo; m = mesDe(adicionarDias(limitesDoMes(m).fim, 1))) porMes.set(m, (porMes.get(m) ?? 0) + faltasNoMes([p], m))
  const meses = [...d.meses]
    .sort((a, b) => (a.mes < b.mes ? -1 : 1))
    .map((m) => ({ mes: m.mes, qtdTalentosAtivosInicioMes: m.ativos, qtdFaltas: porMes.get(m.mes) ?? 0 }))
  return { ...calcularAbsenteismo({ empresaNome: '', meses }), meses }
}

const dadosDe = (linhas: ReadonlyArray<Linha>): DadosAbsenteismo => ({
  meses: linhas.filter((l) => l['tipo'] === 'mes').map((l) => ({ mes: String(l['mes']), ativos: Number(l['ativos'] ?? 0) })),
  faltas: linhas
    .filter((l) => l['tipo'] === 'falta')
    .map((l) => ({ colaboradorId: Number(l['colaboradorId']), inicio: String(l['inicio']), fim: l['fim'] == null ? null : String(l['fim']) })),
})

/** The months as printed: talents at the month's start, working days, absences and the monthly value (2 decimals). */
export const completarAbsenteismo = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> => {
  const r = absenteismoDosDados(dadosDe(linhas))
  return r.mensal.map((m, i) => ({
    mesAno: m.mes,
    mes: formatarMes(m.mes),
    qtdTalentosAtivos: r.meses[i]!.qtdTalentosAtivosInicioMes,
    qtdDiasTrabalhados: m.qtdDiasTrabalhados,
    qtdFaltas: m.qtdFaltas,
    absenteismo: m.absenteismo,
  }))
}

/** Total: absences and working days summed; absenteeism = sum of the (unrounded) monthly values / months shown. */
export const totalAbsenteismo = (linhas: ReadonlyArray<Linha>): Linha => {
  const meses = linhas.map((l) => ({ mes: String(l['mesAno']), qtdFaltas: Number(l['qtdFaltas'] ?? 0), qtdTalentosAtivosInicioMes: Number(l['qtdTalentosAtivos'] ?? 0) }))
  const { linha } = calcularAbsenteismo({ empresaNome: '', meses })
  return { mes: null, qtdTalentosAtivos: null, qtdDiasTrabalhados: linha.qtdDiasTrabalhados, qtdFaltas: linha.qtdTotalFaltas, absenteismo: linha.absenteismo }
}

/**
 * Absenteísmo (spec 001 §9) — how much of the time owed was lost to absences, month by month:
 * absenteísmo do mês = faltas do mês / (talentos ativos no início do mês × dias úteis do mês) × 100, and the
 * period's value = soma dos valores mensais / número de meses mostrados. Faltas = occurrences whose type counts in
 * the absenteeism plus leaves whose reason does; each counts its working days (Mon–Fri; no holiday table yet) inside
 * the month, a day counted once per person when an occurrence and a leave overlap; an open leave runs to the
 * dismissal or the month's end. Talents ativos no início do mês = admitted by the 1st and not dismissed before it
 * (`headcountEm`). Each person and absence counts by the history row in force on that date (establishment, area,
 * cargo). A manager sees the areas they manage. At most 36 months.
 */
export const consultaAbsenteismo = defineConsulta({
  nome: 'gestao-talentos/absenteismo',
  autoridade: AUTORIDADES_INDICADORES,
  campos: { ...camposMeses(), ...camposLotacao() },
  restringir: restringirAreasGeridas,
  regras: regrasMeses,
  colunas: () => [
    { campo: 'mes', titulo: 'Mês/Ano', tipo: 'texto' },
    { campo: 'qtdTalentosAtivos', titulo: 'Talentos ativos no início do mês', tipo: 'inteiro', largura: 1.5 },
    { campo: 'qtdDiasTrabalhados', titulo: 'Dias úteis', tipo: 'inteiro' },
    { campo: 'qtdFaltas', titulo: 'Faltas', tipo: 'inteiro' },
    { campo: 'absenteismo', titulo: 'Absenteísmo (%)', tipo: 'percentual' },
  ],
  completar: completarAbsenteismo,
  totalizar: totalAbsenteismo,
  grafico: { categoria: 'mes', valores: ['absenteismo'] },
})
export type FiltroAbsenteismo = FiltroSql<typeof consultaAbsenteismo>

export const relatorioAbsenteismo = defineRelatorio({
  consulta: consultaAbsenteismo,
  titulo: 'Absenteísmo',
  menu: menuRelatorioTalentos(1),
  tela: 'tabela',
  descreverFiltro: (f) => juntar([`Período: ${formatarMes(f.mesIni)} a ${formatarMes(f.mesFim)}`, ...descreverLotacao(f), FORMULA_ABSENTEISMO]),
  resumo: () => [{ rotulo: 'Fórmula', valor: FORMULA_ABSENTEISMO }],
})
