import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { diferenca, fatosDoTalento, figurasDosFatos, type Fatos, type SomasDosFatos, type TalentoFato } from '../../../core/gestao-talentos/fatosIndicadores.ts'
import { adicionarDias, ehDiaUtil, limitesDoMes, mesDe } from '../../../core/shared/datas.ts'

/**
 * The stored facts against a day-by-day oracle: people with up to three chained history rows in two establishments,
 * cancelled admissions, overlapping occurrences and leaves, open leaves. The sums are kept as the adapter keeps them:
 * each change adds `diferenca(before, after)`.
 */
const BASE = '2024-01-01'
const dia = (n: number) => adicionarDias(BASE, n)

const talentoArb: fc.Arbitrary<TalentoFato> = fc
  .record({
    adm: fc.integer({ min: 0, max: 300 }),
    dur: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
    cancelado: fc.boolean().map((b) => b && Math.random() < 0.2),
    rows: fc.array(fc.record({ off: fc.integer({ min: 1, max: 200 }), estab: fc.integer({ min: 1, max: 2 }) }), { maxLength: 2 }),
    estab0: fc.integer({ min: 1, max: 2 }),
    faltas: fc.array(fc.record({ off: fc.integer({ min: -5, max: 250 }), len: fc.option(fc.integer({ min: -1, max: 60 }), { nil: null }), afastamento: fc.boolean() }), { maxLength: 5 }),
  })
  .map(({ adm, dur, cancelado, rows, estab0, faltas }) => {
    const datas = [...new Set(rows.map((r) => r.off))].sort((a, b) => a - b)
    const inicios = [0, ...datas]
    const estabs = [estab0, ...rows.map((r) => r.estab)]
    return {
      dataAdmissao: dia(adm),
      dataDesligamento: dur === null ? null : dia(adm + dur),
      cancelado,
      historicos: inicios.map((o, i) => ({
        data: dia(adm + o),
        dataFim: i + 1 < inicios.length ? dia(adm + inicios[i + 1]!) : null,
        estabelecimentoId: estabs[i]!,
        areaOrganizacionalId: i === 0 ? null : 7,
        cargoId: 3,
      })),
      faltas: faltas.map((f) => ({ inicio: dia(adm + f.off), fim: f.len === null ? null : dia(adm + f.off + f.len), afastamento: f.afastamento })),
    }
  })

const emVigor = (t: TalentoFato, d: string) => t.historicos.filter((h) => h.data <= d && (h.dataFim === null || h.dataFim > d))
const contaEm = (t: TalentoFato, d: string, estabs: ReadonlyArray<number>) =>
  t.cancelado || d < t.dataAdmissao || (t.dataDesligamento !== null && d > t.dataDesligamento) ? 0 : emVigor(t, d).filter((h) => estabs.includes(h.estabelecimentoId ?? 0)).length
const ausenteEm = (t: TalentoFato, d: string, fimRel: string) =>
  t.faltas.some((f) => f.inicio <= d && d <= (f.fim === null ? (f.afastamento ? (t.dataDesligamento ?? fimRel) : f.inicio) : f.fim < f.inicio ? f.inicio : f.fim))

/** The sums of the filtered establishments, as the adapter's SQL reads them. */
const somasDe = (sums: Fatos, estabs: ReadonlyArray<number>, mesIni: string, mesFim: string, mesesPorDia: ReadonlyArray<string>): SomasDosFatos & { abertas: Array<{ inicio: string; n: number }> } => {
  const filtra = <T extends ReadonlyArray<string | number>>(l: ReadonlyArray<T>) => l.filter((x) => estabs.includes(x[0] as number))
  const meses = new Map<string, { mes: string; v: number; v1: number; adm: number; dem: number; faltas: number }>()
  let saldo = 0
  let posteriores = 0
  for (const m of filtra(sums.meses)) {
    saldo += m[4]
    if (m[3] > mesFim) posteriores += m[4]
    if (m[3] < mesIni || m[3] > mesFim) continue
    const x = meses.get(m[3]) ?? { mes: m[3], v: 0, v1: 0, adm: 0, dem: 0, faltas: 0 }
    x.v += m[4]
    x.v1 += m[5]
    x.adm += m[6]
    x.dem += m[7]
    x.faltas += m[8]
    meses.set(m[3], x)
  }
  const dias = new Map<string, { dia: string; v: number; adm: number; dem: number }>()
  for (const d of filtra(sums.dias)) {
    if (!mesesPorDia.includes(mesDe(d[3]))) continue
    const x = dias.get(d[3]) ?? { dia: d[3], v: 0, adm: 0, dem: 0 }
    x.v += d[4]
    x.adm += d[5]
    x.dem += d[6]
    dias.set(d[3], x)
  }
  return { saldo, posteriores, meses: [...meses.values()], dias: [...dias.values()], abertas: filtra(sums.abertas).map((a) => ({ inicio: a[3], n: a[4] })) }
}

/** Applies changes one by one as the adapter does; the final sums. */
const acumular = (passos: ReadonlyArray<readonly [ReadonlyArray<Fatos>, ReadonlyArray<Fatos>]>): Fatos => {
  let soma: Fatos = { dias: [], meses: [], abertas: [] }
  for (const [antes, depois] of passos) soma = diferenca([], [soma, diferenca(antes, depois)])
  return soma
}

describe('fatos dos indicadores de talentos', () => {
  it('headcount, movements and absence days from the sums equal a day-by-day count, after any sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(talentoArb, { maxLength: 6 }), fc.array(talentoArb, { maxLength: 6 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 200 }), fc.boolean(), (v1, v2, ini, len, ambos) => {
        // People first as v1, then changed to v2 (missing ones removed, extra ones added).
        const n = Math.max(v1.length, v2.length)
        const f1 = v1.map(fatosDoTalento)
        const f2 = v2.map(fatosDoTalento)
        const soma = acumular([[[], f1], ...Array.from({ length: n }, (_, i) => [f1[i] ? [f1[i]] : [], f2[i] ? [f2[i]] : []] as const)])
        const estabs = ambos ? [1, 2] : [1]
        const dataIni = dia(ini)
        const dataFim = dia(ini + len)
        const meses: string[] = []
        for (let m = mesDe(dataIni); m <= mesDe(dataFim); m = mesDe(adicionarDias(limitesDoMes(m).fim, 1))) meses.push(m)
        const s = somasDe(soma, estabs, meses[0]!, meses[meses.length - 1]!, [mesDe(dataIni), mesDe(dataFim)])
        const fig = figurasDosFatos(s)
        const fimRel = limitesDoMes(meses[meses.length - 1]!).fim
        for (const d of [dataIni, dataFim, ...meses.flatMap((m) => [limitesDoMes(m).inicio, limitesDoMes(m).fim])]) {
          expect(fig.headcountEm(d), `headcount ${d}`).toBe(v2.reduce((a, t) => a + contaEm(t, d, estabs), 0))
        }
        const conta = (f: (t: TalentoFato) => string | null, de: string, ate: string) =>
          v2.reduce((a, t) => {
            const d = f(t)
            return a + (d !== null && !t.cancelado && d >= de && d <= ate ? emVigor(t, d).filter((h) => estabs.includes(h.estabelecimentoId ?? 0)).length : 0)
          }, 0)
        const mesIni = mesDe(dataIni)
        const ateFimDoMes = limitesDoMes(mesIni).fim < dataFim ? limitesDoMes(mesIni).fim : dataFim
        expect(fig.movimentos(dataIni, ateFimDoMes)).toEqual({ adm: conta((t) => t.dataAdmissao, dataIni, ateFimDoMes), dem: conta((t) => t.dataDesligamento, dataIni, ateFimDoMes) })
        for (const m of meses) {
          let esperado = 0
          for (let d = limitesDoMes(m).inicio; d <= limitesDoMes(m).fim; d = adicionarDias(d, 1)) {
            if (ehDiaUtil(d)) for (const t of v2) if (contaEm(t, d, estabs) > 0 && ausenteEm(t, d, fimRel)) esperado++
          }
          let abertas = 0
          for (let d = limitesDoMes(m).inicio; d <= limitesDoMes(m).fim; d = adicionarDias(d, 1)) if (ehDiaUtil(d)) for (const a of s.abertas) if (a.inicio <= d) abertas += a.n
          expect(fig.faltasDoMes(m) + abertas, `faltas ${m}`).toBe(esperado)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a person whose facts do not change adds nothing; removing a person takes back all they added', () => {
    fc.assert(
      fc.property(talentoArb, (t) => {
        const f = fatosDoTalento(t)
        expect(diferenca([f], [f])).toEqual({ dias: [], meses: [], abertas: [] })
        expect(diferenca([], [diferenca([], [f]), diferenca([f], [])])).toEqual({ dias: [], meses: [], abertas: [] })
      }),
    )
  })
})
