import { MODULOS } from './modulos.ts'
import type { Resource } from './shared/resource.ts'

/** Every declared resource, from the modules: the HTTP layer mounts generic routes for each, the menu lists them. */
export const RECURSOS: ReadonlyArray<Resource> = MODULOS.flatMap((m) => m.recursos)

export const recursoPorNome = (nome: string) => RECURSOS.find((r) => r.name === nome)
