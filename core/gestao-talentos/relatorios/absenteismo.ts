import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { adicionarDias, limitesDoMes } from '../../shared/datas.ts'
import { descreverMeses, juntar } from '../../shared/filtrosRelatorio.ts'
import { formatarMes } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { calcularAbsenteismo, diasUteisNoIntervalo } from '../indicadores.ts'
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
 * The SQL's rows: one per month (`mes`, `ativos` at its first day) and the absence profile: on `dia`, `entram` people
 * start and `saem` end (inclusive) a stretch of absence, each person's stretches disjoint (a day covered by an
 * occurrence and a leave is one absence day).
 */
export interface DadosAbsenteismo {
  /** `faltas`: absence days of the month already counted (stored facts), added to the profile's. */
  readonly meses: ReadonlyArray<{ readonly mes: string; readonly ativos: number; readonly faltas?: number }>
  readonly perfil: ReadonlyArray<{ readonly dia: string; readonly entram: number; readonly saem: number }>
}

/**
 * Absence days of each month from the profile: on each working day (Mon–Fri minus holidays, as `diasUteisNoIntervalo`)
 * the people absent that day (started by then, not ended before it). In closed form, with the profile as steps (a start
 * on day a adds its people from a on; an end on day b takes them off from b + 1 on): a month counts the people absent
 * on its 1st over all its working days, plus each step inside it over the working days from the step on.
 */
export const faltasDoPerfil = (perfil: DadosAbsenteismo['perfil'], meses: ReadonlyArray<string>, feriados: Iterable<string> = []): ReadonlyMap<string, number> => {
  const folgas = [...feriados]
  const passos = perfil
    .flatMap((p) => [...(p.entram ? [{ dia: p.dia, n: p.entram }] : []), ...(p.saem ? [{ dia: adicionarDias(p.dia, 1), n: -p.saem }] : [])])
    .sort((a, b) => (a.dia < b.dia ? -1 : a.dia > b.dia ? 1 : 0))
  const porMes = new Map<string, number>()
  let i = 0
  let ausentes = 0
  for (const m of [...meses].sort()) {
    const { inicio, fim } = limitesDoMes(m)
    for (; i < passos.length && passos[i]!.dia < inicio; i++) ausentes += passos[i]!.n
    let total = ausentes * diasUteisNoIntervalo(inicio, fim, folgas)
    for (; i < passos.length && passos[i]!.dia <= fim; i++) {
      total += passos[i]!.n * diasUteisNoIntervalo(passos[i]!.dia, fim, folgas)
      ausentes += passos[i]!.n
    }
    porMes.set(m, total)
  }
  return porMes
}

/** Absences of each month (`faltasDoPerfil`), then `calcularAbsenteismo` (spec 001 §9). */
export const absenteismoDosDados = (d: DadosAbsenteismo) => {
  const porMes = faltasDoPerfil(
    d.perfil,
    d.meses.map((m) => m.mes),
  )
  const meses = [...d.meses]
    .sort((a, b) => (a.mes < b.mes ? -1 : 1))
    .map((m) => ({ mes: m.mes, qtdTalentosAtivosInicioMes: m.ativos, qtdFaltas: (m.faltas ?? 0) + (porMes.get(m.mes) ?? 0) }))
  return { ...calcularAbsenteismo({ empresaNome: '', meses }), meses }
}

const dadosDe = (linhas: ReadonlyArray<Linha>): DadosAbsenteismo => ({
  meses: linhas.filter((l) => l['tipo'] === 'mes').map((l) => ({ mes: String(l['mes']), ativos: Number(l['ativos'] ?? 0), faltas: Number(l['faltas'] ?? 0) })),
  perfil: linhas
    .filter((l) => l['tipo'] === 'entra' || l['tipo'] === 'sai')
    .map((l) => ({ dia: String(l['dia']), entram: l['tipo'] === 'entra' ? Number(l['n'] ?? 0) : 0, saem: l['tipo'] === 'sai' ? Number(l['n'] ?? 0) : 0 })),
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
  descreverFiltro: (f) => juntar([descreverMeses(f), ...descreverLotacao(f), FORMULA_ABSENTEISMO]),
  resumo: () => [{ rotulo: 'Fórmula', valor: FORMULA_ABSENTEISMO }],
})
