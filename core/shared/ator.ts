/** Who is acting and which companies they may see. Every repository call is scoped by it. */
export interface Escopo {
  readonly usuarioId: number
  /** The session's current company: new rows go there. */
  readonly empresaId: number
  /** Companies whose rows may be read (spec 000 §6). */
  readonly empresasVisiveis: ReadonlyArray<number>
}

/** Who is acting: the scope of their companies, their name (recorded as solicitante, liberador…) and authorities. */
export interface Ator {
  readonly escopo: Escopo
  readonly usuario: { readonly id: number; readonly nome: string }
  readonly autoridades: ReadonlyArray<string>
  /** The session's company (printed on documents). */
  readonly empresa?: { readonly id: number; readonly nome: string }
}

/**
 * The installation acting on its own (demo seeding, `rh` commands run by whoever holds the server): every
 * authority, the companies it is given. Its changes are audited with usuarioId 0.
 */
export const atorSistema = (escopo: Escopo, autoridades: ReadonlyArray<string> = []): Ator => ({
  escopo,
  usuario: { id: 0, nome: 'Sistema' },
  autoridades,
})

/** User 1 administers the installation (spec 000 §6); the system actor (CLI, demo) acts at that level too. */
export const ID_ADMINISTRADOR_INSTALACAO = 1

export const ehAdministradorInstalacao = (ator: Ator) => ator.usuario.id === ID_ADMINISTRADOR_INSTALACAO || ator.usuario.id === 0
