import { adicionarDias, limitesDoMes, mesDe } from '../shared/datas.ts'
import { diasUteisNoIntervalo } from './indicadores.ts'

/**
 * Stored facts of the talent indicators (absenteeism and turnover, issue 14's speed goal). Each person's admission,
 * dismissal, history rows and counting absences become a few facts by lotação (establishment, area, cargo): the
 * headcount's steps by day and month, admissions and dismissals, absence working days by month and open absences.
 * The adapter keeps, per person, the facts it last added to per-company sums; when a person changes it adds the
 * difference (`diferenca`). The reports read the sums of the months shown, not the people (`figurasDosFatos`).
 *
 * Definitions (the same as the day-by-day oracle of the tests):
 * - A history row counts its person on the days [max(row date, admission), min(next row's date − 1, dismissal)]:
 *   a "trecho". A payroll-cancelled admission (status 'C') counts nowhere. Headcount on a day = trechos covering it.
 * - An admission (dismissal) counts by the row in force on its date (row date ≤ d < next row's date).
 * - Absences: occurrences of a type that counts (no end: one day) and leaves of a reason that counts (no end: to
 *   the dismissal, or open). A person's absences are joined (a day once), and each absence day counts by the
 *   trecho covering it: only days the person is in the headcount, by the lotação of that day.
 * - Absence days are working days (Mon–Fri, `diasUteisNoIntervalo`). An open absence (no end, not dismissed) is kept
 *   as its start: the report counts its days up to the last month shown.
 */

/** Lotação: establishment, area, cargo ids; 0 where the row has none. */
export type Lotacao = readonly [estab: number, area: number, cargo: number]

export interface HistoricoFato {
  readonly data: string
  readonly dataFim: string | null
  readonly estabelecimentoId: number | null
  readonly areaOrganizacionalId: number | null
  readonly cargoId: number | null
}

export interface FaltaFato {
  readonly inicio: string
  readonly fim: string | null
  /** A leave (afastamento) runs to the dismissal when open; an occurrence without end is one day. */
  readonly afastamento: boolean
}

export interface TalentoFato {
  readonly dataAdmissao: string
  readonly dataDesligamento: string | null
  readonly cancelado: boolean
  readonly historicos: ReadonlyArray<HistoricoFato>
  /** Only the absences whose type or reason counts in the absenteeism. */
  readonly faltas: ReadonlyArray<FaltaFato>
}

/** Day facts: [estab, area, cargo, day, headcount step, admissions, dismissals]. */
export type FatoDia = readonly [number, number, number, string, number, number, number]
/** Month facts: [estab, area, cargo, `YYYY-MM`, step of the month, step on its 1st, admissions, dismissals, absence days]. */
export type FatoMes = readonly [number, number, number, string, number, number, number, number, number]
/** Open absences: [estab, area, cargo, first day, people]. */
export type FatoAberta = readonly [number, number, number, string, number]

export interface Fatos {
  readonly dias: ReadonlyArray<FatoDia>
  readonly meses: ReadonlyArray<FatoMes>
  readonly abertas: ReadonlyArray<FatoAberta>
}

export const SEM_FATOS: Fatos = { dias: [], meses: [], abertas: [] }

const lotacaoDe = (h: HistoricoFato): Lotacao => [h.estabelecimentoId ?? 0, h.areaOrganizacionalId ?? 0, h.cargoId ?? 0]
const emVigor = (h: HistoricoFato, d: string) => h.data <= d && (h.dataFim === null || h.dataFim > d)
const chave = (l: Lotacao, x: string) => `${l[0]}|${l[1]}|${l[2]}|${x}`
const max = (a: string, b: string) => (a > b ? a : b)
const min = (a: string, b: string) => (a < b ? a : b)

interface Trecho {
  readonly lotacao: Lotacao
  readonly inicio: string
  /** Last day counted; null = open. */
  readonly fim: string | null
}

/** The trechos of a person (see the module's definitions). */
export const trechosDoTalento = (t: TalentoFato): ReadonlyArray<Trecho> => {
  if (t.cancelado) return []
  const trechos: Trecho[] = []
  for (const h of t.historicos) {
    const inicio = max(h.data, t.dataAdmissao)
    const ultimo = h.dataFim === null ? t.dataDesligamento : t.dataDesligamento === null ? adicionarDias(h.dataFim, -1) : min(adicionarDias(h.dataFim, -1), t.dataDesligamento)
    if (ultimo === null || inicio <= ultimo) trechos.push({ lotacao: lotacaoDe(h), inicio, fim: ultimo })
  }
  return trechos
}

/** A person's absence days joined into disjoint stretches, sorted; `fim` null = open. */
export const faltasUnidas = (t: TalentoFato): ReadonlyArray<{ readonly inicio: string; readonly fim: string | null }> => {
  const intervalos = t.faltas
    .map((f) => ({ inicio: f.inicio, fim: f.fim === null ? (f.afastamento ? t.dataDesligamento : f.inicio) : max(f.fim, f.inicio) }))
    .sort((a, b) => (a.inicio < b.inicio ? -1 : a.inicio > b.inicio ? 1 : 0))
  const unidas: Array<{ inicio: string; fim: string | null }> = []
  for (const i of intervalos) {
    const ultima = unidas[unidas.length - 1]
    if (ultima && (ultima.fim === null || adicionarDias(ultima.fim, 1) >= i.inicio)) {
      if (ultima.fim !== null) ultima.fim = i.fim === null ? null : max(ultima.fim, i.fim)
    } else unidas.push({ ...i })
  }
  return unidas
}

/** The facts of one person (see the module's definitions). */
export const fatosDoTalento = (t: TalentoFato): Fatos => {
  const trechos = trechosDoTalento(t)
  if (!trechos.length) return SEM_FATOS
  const dias = new Map<string, [Lotacao, string, number, number, number]>()
  const meses = new Map<string, [Lotacao, string, number, number, number, number, number]>()
  const abertas = new Map<string, [Lotacao, string, number]>()
  const noDia = (l: Lotacao, d: string, v: number, adm: number, dem: number) => {
    const k = chave(l, d)
    const f = dias.get(k) ?? [l, d, 0, 0, 0]
    f[2] += v
    f[3] += adm
    f[4] += dem
    dias.set(k, f)
    const m = mesDe(d)
    const km = chave(l, m)
    const fm = meses.get(km) ?? [l, m, 0, 0, 0, 0, 0]
    fm[2] += v
    if (d.endsWith('-01')) fm[3] += v
    fm[4] += adm
    fm[5] += dem
    meses.set(km, fm)
  }
  const faltasNoMes = (l: Lotacao, m: string, n: number) => {
    const k = chave(l, m)
    const f = meses.get(k) ?? [l, m, 0, 0, 0, 0, 0]
    f[6] += n
    meses.set(k, f)
  }
  for (const tr of trechos) {
    noDia(tr.lotacao, tr.inicio, 1, 0, 0)
    if (tr.fim !== null) noDia(tr.lotacao, adicionarDias(tr.fim, 1), -1, 0, 0)
  }
  for (const h of t.historicos) {
    if (t.cancelado) break
    if (emVigor(h, t.dataAdmissao)) noDia(lotacaoDe(h), t.dataAdmissao, 0, 1, 0)
    if (t.dataDesligamento !== null && emVigor(h, t.dataDesligamento)) noDia(lotacaoDe(h), t.dataDesligamento, 0, 0, 1)
  }
  for (const f of faltasUnidas(t)) {
    for (const tr of trechos) {
      const inicio = max(f.inicio, tr.inicio)
      const fim = f.fim === null ? tr.fim : tr.fim === null ? f.fim : min(f.fim, tr.fim)
      if (fim !== null && fim < inicio) continue
      if (fim === null) {
        const k = chave(tr.lotacao, inicio)
        const a = abertas.get(k) ?? [tr.lotacao, inicio, 0]
        a[2] += 1
        abertas.set(k, a)
        continue
      }
      for (let m = mesDe(inicio); m <= mesDe(fim); m = mesDe(adicionarDias(limitesDoMes(m).fim, 1))) {
        const l = limitesDoMes(m)
        const n = diasUteisNoIntervalo(max(inicio, l.inicio), min(fim, l.fim))
        if (n) faltasNoMes(tr.lotacao, m, n)
      }
    }
  }
  return {
    dias: [...dias.values()].filter((f) => f[2] || f[3] || f[4]).map(([l, d, v, a, de]): FatoDia => [...l, d, v, a, de]),
    meses: [...meses.values()].filter((f) => f[2] || f[3] || f[4] || f[5] || f[6]).map(([l, m, v, v1, a, de, fa]): FatoMes => [...l, m, v, v1, a, de, fa]),
    abertas: [...abertas.values()].map(([l, d, n]): FatoAberta => [...l, d, n]),
  }
}

/**
 * What to add to the sums when a person's facts change from `antes` to `depois` (people of one company): per kind,
 * the rows whose values change, with the change; the rows are summed by their key.
 */
export const diferenca = (antes: ReadonlyArray<Fatos>, depois: ReadonlyArray<Fatos>): Fatos => {
  const somar = <T extends ReadonlyArray<string | number>>(chaves: number, sinal: number, linhas: ReadonlyArray<T>, acc: Map<string, Array<string | number>>) => {
    for (const l of linhas) {
      const k = l.slice(0, chaves).join('|')
      const a = acc.get(k) ?? [...l.slice(0, chaves), ...l.slice(chaves).map(() => 0)]
      for (let i = chaves; i < l.length; i++) a[i] = (a[i] as number) + sinal * (l[i] as number)
      acc.set(k, a)
    }
  }
  const tipo = <T extends ReadonlyArray<string | number>>(f: (x: Fatos) => ReadonlyArray<T>): ReadonlyArray<T> => {
    const acc = new Map<string, Array<string | number>>()
    for (const x of antes) somar(4, -1, f(x), acc)
    for (const x of depois) somar(4, 1, f(x), acc)
    return [...acc.values()].filter((l) => l.slice(4).some((v) => v !== 0)) as unknown as ReadonlyArray<T>
  }
  return { dias: tipo((x) => x.dias), meses: tipo((x) => x.meses), abertas: tipo((x) => x.abertas) }
}

/** The month sums of the filtered lotações: the report's reads of the stored facts. */
export interface SomasDosFatos {
  /** Headcount after every step ever (the open trechos), of the filtered lotações. */
  readonly saldo: number
  /** Month sums of the months shown. */
  readonly meses: ReadonlyArray<{ readonly mes: string; readonly v: number; readonly v1: number; readonly adm: number; readonly dem: number; readonly faltas: number }>
  /** Headcount steps of every month after the last month shown (the headcount is counted back from `saldo`). */
  readonly posteriores: number
  /** Day sums of the months a period starts or ends inside (turnover by exact dates). */
  readonly dias: ReadonlyArray<{ readonly dia: string; readonly v: number; readonly adm: number; readonly dem: number }>
}

/**
 * Headcount and movements from the sums: headcount at the end of month m = saldo − steps of the months after m;
 * on a day d of m = headcount at the end of m − 1 + steps of m up to d (the 1st: `v1`).
 */
export const figurasDosFatos = (s: SomasDosFatos) => {
  const porMes = new Map(s.meses.map((m) => [m.mes, m]))
  const ordenados = [...s.meses].sort((a, b) => (a.mes < b.mes ? 1 : -1))
  // Steps of the months after m, from the latest month back.
  const depois = new Map<string, number>()
  let acumulado = s.posteriores
  for (const m of ordenados) {
    depois.set(m.mes, acumulado)
    acumulado += m.v
  }
  const passosDepoisDe = (mes: string) => {
    const dado = depois.get(mes)
    if (dado !== undefined) return dado
    let total = s.posteriores
    for (const m of s.meses) if (m.mes > mes) total += m.v
    return total
  }
  const fimDoMes = (mes: string) => s.saldo - passosDepoisDe(mes)
  const fimDoMesAnterior = (mes: string) => fimDoMes(mes) - (porMes.get(mes)?.v ?? 0)
  const headcountEm = (d: string) => {
    const mes = mesDe(d)
    if (d.endsWith('-01')) return fimDoMesAnterior(mes) + (porMes.get(mes)?.v1 ?? 0)
    if (d === limitesDoMes(mes).fim) return fimDoMes(mes)
    let total = fimDoMesAnterior(mes)
    for (const x of s.dias) if (mesDe(x.dia) === mes && x.dia <= d) total += x.v
    return total
  }
  /** Admissions and dismissals in [inicio, fim] inside one month (by day when the stretch is not the whole month). */
  const movimentos = (inicio: string, fim: string) => {
    const l = limitesDoMes(mesDe(inicio))
    if (inicio === l.inicio && fim === l.fim) {
      const m = porMes.get(mesDe(inicio))
      return { adm: m?.adm ?? 0, dem: m?.dem ?? 0 }
    }
    let adm = 0
    let dem = 0
    for (const x of s.dias) {
      if (x.dia >= inicio && x.dia <= fim) {
        adm += x.adm
        dem += x.dem
      }
    }
    return { adm, dem }
  }
  return { headcountEm, movimentos, faltasDoMes: (mes: string) => porMes.get(mes)?.faltas ?? 0 }
}
