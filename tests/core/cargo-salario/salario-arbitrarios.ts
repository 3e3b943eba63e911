import fc from 'fast-check'
import type { HistoricoFaixaSalarial, HistoricoIndice, HistoricoSalarialColaborador, TipoSalario } from '../../../core/cargo-salario/salario.ts'

/**
 * Random salary data for the salary-at-a-date properties (core) and the SQL ↔ core contract (both databases):
 * a few indices and ranges with dated histories (one row per owner and date, as the repository keeps them) and
 * employees whose history rows use each salary type. Values stay below 2^53 once multiplied (exact in JS numbers).
 */

/** A date among 60 months from 2022 (days 1, 10 or 28), so rows of different owners often share dates. */
export const dataArb = fc
  .tuple(fc.integer({ min: 0, max: 59 }), fc.constantFrom(1, 10, 28))
  .map(([m, d]) => `${2022 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`)

/** Centavos: mostly salaries, sometimes very large values. */
export const valorArb = fc.oneof(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 10_000_000_000 }))
/** At least 1 with up to 4 decimals (the range rows' rule), up to 100000. */
export const quantidadeArb = fc.oneof(fc.integer({ min: 10_000, max: 100_000 }), fc.integer({ min: 10_000, max: 1_000_000_000 })).map((q) => q / 10_000)

const porData = <T extends { readonly data: string }>(a: fc.Arbitrary<T>, max: number) =>
  fc.uniqueArray(a, { selector: (h) => h.data, minLength: 0, maxLength: max })

export const historicosIndiceArb = porData(fc.record({ data: dataArb, valor: valorArb }), 5)

export const historicosFaixaArb = (nIndices: number) =>
  porData(
    fc.oneof(
      fc.record({ data: dataArb, tipo: fc.constant(3 as const), valor: valorArb }),
      fc.record({ data: dataArb, tipo: fc.constant(2 as const), indiceId: fc.integer({ min: 0, max: nIndices - 1 }), quantidade: quantidadeArb }),
    ),
    5,
  ) as fc.Arbitrary<HistoricoFaixaSalarial[]>

export const historicosColaboradorArb = (nFaixas: number, nIndices: number) =>
  porData(
    fc.oneof(
      fc.record({ data: dataArb, tipoSalario: fc.constant(3 as TipoSalario), salario: valorArb }),
      fc.record({ data: dataArb, tipoSalario: fc.constant(2 as TipoSalario), indiceId: fc.integer({ min: 0, max: nIndices - 1 }), quantidade: quantidadeArb }),
      fc.record({ data: dataArb, tipoSalario: fc.constant(1 as TipoSalario), faixaSalarialId: fc.integer({ min: 0, max: nFaixas - 1 }) }),
    ),
    6,
  ) as fc.Arbitrary<HistoricoSalarialColaborador[]>

export interface CenarioSalarios {
  /** By index position (0…): its history. */
  readonly indices: ReadonlyArray<ReadonlyArray<HistoricoIndice>>
  /** By range position: its history; `indiceId` is an index position. */
  readonly faixas: ReadonlyArray<ReadonlyArray<HistoricoFaixaSalarial>>
  /** By employee: their history; ids are positions. */
  readonly colaboradores: ReadonlyArray<ReadonlyArray<HistoricoSalarialColaborador>>
}

export const cenarioArb = (o: { readonly indices?: number; readonly faixas?: number; readonly colaboradores?: number } = {}): fc.Arbitrary<CenarioSalarios> => {
  const ni = o.indices ?? 3
  const nf = o.faixas ?? 4
  return fc.record({
    indices: fc.array(historicosIndiceArb, { minLength: ni, maxLength: ni }),
    faixas: fc.array(historicosFaixaArb(ni), { minLength: nf, maxLength: nf }),
    colaboradores: fc.array(historicosColaboradorArb(nf, ni), { minLength: 1, maxLength: o.colaboradores ?? 6 }),
  })
}

/** The scenario as `FontesSalario` (ids = positions). */
export const fontesDo = (c: CenarioSalarios) => ({
  historicosIndice: new Map(c.indices.map((h, i) => [i, h])),
  historicosFaixas: new Map(c.faixas.map((h, i) => [i, h])),
})
