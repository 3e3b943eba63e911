import type { Resource } from '../shared/resource.ts'

/** Resources of this recruitment slice, mounted by core/recursos.ts. */
export const RECURSOS_CANDIDATOS: ReadonlyArray<Resource> = []
