import { Effect } from 'effect'
import { ID_ADMINISTRADOR_INSTALACAO } from '../shared/ator.ts'
import { AreasDados } from './areasDados.ts'
import { comDescendentes } from './areasRegras.ts'

/**
 * The manager scope ("gestor", spec 001 §6: "The listing of areas depends on a permission check for seeing areas,
 * or being responsible or co-responsible"). Whoever holds ROLE_VER_AREAS sees every area; a staff user linked to
 * an employee (usuarios.colaboradorId) sees the areas where that employee is responsável or co-responsável and
 * every area below them; anyone else sees none. User 1 and the system actor see all. The set is put on the Ator
 * (`areasGeridas`) when the session is loaded, and every resource that declares `escopoGestor` is read through it.
 */
export const ROLE_VER_AREAS = 'ROLE_VER_AREAS'

/** The areas a user manages in the session's company, with their descendants; undefined = every area. */
export const areasGeridasDoUsuario = (usuarioId: number, empresaId: number, autoridades: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (usuarioId === ID_ADMINISTRADOR_INSTALACAO || usuarioId === 0 || autoridades.includes(ROLE_VER_AREAS)) return undefined
    const dados = yield* AreasDados
    const colaboradorId = yield* dados.colaboradorDoUsuario(usuarioId, empresaId)
    if (colaboradorId === undefined) return [] as ReadonlyArray<number>
    const areas = yield* dados.arvore([empresaId])
    const raizes = areas.filter((a) => a.responsaveis.includes(colaboradorId) || a.coresponsaveis.includes(colaboradorId)).map((a) => a.id)
    return [...comDescendentes(areas, raizes)].sort((a, b) => a - b) as ReadonlyArray<number>
  })
