import type { Consulta } from './consulta.ts'
import type { Relatorio } from './relatorio.ts'
import type { MenuPos, Resource } from './resource.ts'

export interface Autoridade {
  readonly id: string
  readonly name: string
}

/**
 * What a module is made of, declared once in `core/<modulo>/index.ts`: its menu group, the authorities that
 * guard its screens, its resources (with their actions), its reports and its bare consultas (screens, dashboards). `core/modulos.ts` lists the modules;
 * the resource list, the authority catalogue, the menu order, the routes and the OpenAPI document derive from it.
 */
export interface Modulo {
  /** First segment of its routes: `captacao`. */
  readonly nome: string
  /** Menu group and its position among the groups (absent: the module has no menu group of its own). */
  readonly grupo?: { readonly nome: string; readonly ordem: number }
  readonly autoridades: ReadonlyArray<Autoridade>
  readonly recursos: ReadonlyArray<Resource>
  readonly relatorios?: ReadonlyArray<Relatorio>
  readonly consultas?: ReadonlyArray<Consulta>
  readonly telas?: ReadonlyArray<TelaAvulsa>
}

/**
 * A screen of the menu that is neither a resource's list nor a report (the organisation chart): its route (a
 * custom route of the staff UI, usually `rotas` of a resource's screens) and the authority that opens it.
 */
export interface TelaAvulsa {
  readonly label: string
  /** Route without the leading slash. */
  readonly caminho: string
  readonly authority: string | null
  readonly menu: MenuPos
}

export const defineModulo = (m: Modulo): Modulo => m
