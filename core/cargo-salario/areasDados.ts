import { Context, type Effect } from 'effect'

/** An area as the tree rules and the organisation chart read it. */
export interface NoArea {
  readonly id: number
  readonly empresaId: number
  readonly nome: string
  readonly areaMaeId: number | null
  readonly ativo: boolean
  readonly exibirOrganograma: boolean
  readonly responsaveis: ReadonlyArray<number>
  readonly coresponsaveis: ReadonlyArray<number>
}

/**
 * What the area rules, the manager scope and the organisation chart read in one query each (never one per
 * area): the whole tree of a company, who a user is as an employee, the headcount per area on a date.
 */
export class AreasDados extends Context.Tag('AreasDados')<
  AreasDados,
  {
    /** Every area of these companies. */
    readonly arvore: (empresasIds: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<NoArea>>
    /** Is the area in some employee's history (colaborador_historicos)? */
    readonly usadaEmHistorico: (areaId: number) => Effect.Effect<boolean>
    /** The employee linked to this user (usuarios.colaboradorId), if any, of that company. */
    readonly colaboradorDoUsuario: (usuarioId: number, empresaId: number) => Effect.Effect<number | undefined>
    /** Active employees (not dismissed on `data`) per area of their history row in force on `data`. */
    readonly ativosPorArea: (empresasIds: ReadonlyArray<number>, data: string) => Effect.Effect<ReadonlyMap<number, number>>
    /** Employees' names by id. */
    readonly nomesColaboradores: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyMap<number, string>>
    /** Salary ranges of the cargos related to the area (cargos.areasOrganizacionais). */
    readonly faixasDaArea: (
      empresaId: number,
      areaId: number,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly nome: string; readonly cargoId: number; readonly nomeCargo: string }>>
    /** Personnel requests of the area. */
    readonly solicitacoesDaArea: (
      empresaId: number,
      areaId: number,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly descricao: string; readonly data: string; readonly status: string }>>
  }
>() {}
