/**
 * Authority checks. The catalogue itself (one ROLE_* per screen group) is declared by each module's manifest and
 * collected in core/modulos.ts: API guards (resource.authority), the staff menu and the profile editor read it.
 */

/** Checks of spec 000 §6: one, any of, all of. */
export const temAutoridade = (tem: ReadonlyArray<string>, a: string) => tem.includes(a)
export const temAlguma = (tem: ReadonlyArray<string>, as: ReadonlyArray<string>) => as.some((a) => tem.includes(a))
export const temTodas = (tem: ReadonlyArray<string>, as: ReadonlyArray<string>) => as.every((a) => tem.includes(a))

/** May the holder of `tem` read (or write) resource `r`? `null` authority = any staff user. */
export const podeAcessar = (
  tem: ReadonlyArray<string>,
  r: { readonly authority: string | null; readonly readAuthority?: string | null },
  modo: 'ler' | 'escrever',
) => {
  if (modo === 'ler' && r.readAuthority !== undefined) {
    if (r.readAuthority === null || tem.includes(r.readAuthority)) return true
  }
  return r.authority === null || tem.includes(r.authority)
}

/**
 * May the user open the resource's screen (menu entry and route guard)? Screens need the managing
 * authority; the broader read access (`readAuthority`) only serves selects in other screens.
 */
export const podeAbrirTela = (tem: ReadonlyArray<string>, r: { readonly authority: string | null }) =>
  r.authority === null || tem.includes(r.authority)
