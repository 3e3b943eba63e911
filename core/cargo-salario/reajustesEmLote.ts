import { Context, type Effect } from 'effect'
import type { Escopo } from '../shared/ports.ts'

/**
 * What realignment tables do to thousands of rows at once, set-based, inside the caller's transaction (the
 * module's adapter; on the write path's allowlist with this reason): a collective movement fills a table with a
 * line per employee selected (20,000 in under 3 s), applying writes one history row per line and cancelling removes
 * exactly those rows, each change audited row by row. The rules (who may, when, with what values) are core's:
 * core/cargo-salario/reajustes.ts decides, this port only carries out.
 */

export interface TabelaAlvo {
  readonly id: number
  readonly empresaId: number
  /** The table's date (YYYY-MM-DD). */
  readonly data: string
  /** C talento, F faixa salarial, I índice. */
  readonly tipoReajuste: 'C' | 'F' | 'I'
}

export interface SelecaoColetiva {
  readonly estabelecimentosIds: ReadonlyArray<number>
  readonly areasOrganizacionaisIds: ReadonlyArray<number>
  /** 1 percentage (quantia in thousandths of a percent), 2 amount added (quantia in centavos). */
  readonly tipo: 1 | 2
  readonly quantia: number
}

/** Sums of a table's lines (centavos) under one key. */
export interface ParcelaFolha {
  readonly id: number | null
  readonly nome: string
  readonly quantidade: number
  readonly atual: number
  readonly proposto: number
}

/** A table's cost: its lines by area and by establishment (proposed ones), and the company's payroll on the date. */
export interface SomasFolha {
  readonly porArea: ReadonlyArray<ParcelaFolha>
  readonly porEstabelecimento: ReadonlyArray<ParcelaFolha>
  /** Everyone active on the table's date, in the table or not (centavos). */
  readonly folhaEmpresa: number
  readonly talentosEmpresa: number
}

export type RecursoDeLinhas = 'colaboradores' | 'faixas' | 'indices'

export class ReajustesEmLote extends Context.Tag('ReajustesEmLote')<
  ReajustesEmLote,
  {
    /**
     * Lines for every employee active on the table's date whose row in force is in those establishments and areas:
     * position kept, salary type 3 with the current salary adjusted (percentage rounded half away from zero, as
     * core's `aplicarReajuste`); an employee already in the table has their line replaced. Employees without a
     * known salary on the date are left out. Answers how many lines were written.
     */
    readonly montarColaboradores: (tabela: TabelaAlvo, s: SelecaoColetiva, usuarioId: number) => Effect.Effect<number>
    /** Stores on a line what was in force on its table's date (the `…Atual` snapshot). */
    readonly fotografar: (recurso: RecursoDeLinhas, linhaId: number) => Effect.Effect<void>
    /** Names of the employees of the table who cannot get a row on its date: already have one, or are dismissed by then. */
    readonly impedimentos: (tabela: TabelaAlvo) => Effect.Effect<{ readonly duplicados: ReadonlyArray<string>; readonly desligados: ReadonlyArray<string>; readonly linhas: number }>
    /** One history row per line on the table's date with `motivo`; each line keeps its row's id. */
    readonly aplicarColaboradores: (tabela: TabelaAlvo, motivo: string, usuarioId: number) => Effect.Effect<number>
    /** Removes the rows the table wrote (and only those) and re-chains the employees' histories. */
    readonly cancelarColaboradores: (tabela: TabelaAlvo, usuarioId: number) => Effect.Effect<number>
    /** The table's lines go with it. */
    readonly removerLinhas: (tabelaId: number) => Effect.Effect<void>
    readonly somasFolha: (tabela: TabelaAlvo, escopo: Escopo) => Effect.Effect<SomasFolha>
  }
>() {}
