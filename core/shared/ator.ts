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
  /** The token of the session acting, when one is (a password change ends the account's other sessions, not this one). */
  readonly sessao?: string
  /**
   * The manager scope (core/cargo-salario/areasGestor.ts): the organisational areas this actor sees; undefined =
   * all. Resources that declare `escopoGestor` are read only within them.
   */
  readonly areasGeridas?: ReadonlyArray<number>
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

/**
 * The actor of a staff session as the screens know it from `GET /api/userinfo` (the server builds the same from
 * the session): user 1 sees every company it may enter, anyone else the session's company (spec 000 §6).
 */
export const atorDaSessao = (s: {
  readonly usuario: { readonly id: number; readonly nome: string }
  readonly empresa: { readonly id: number; readonly nome: string }
  readonly empresas: ReadonlyArray<{ readonly id: number }>
  readonly authorities: ReadonlyArray<string>
}): Ator => ({
  escopo: {
    usuarioId: s.usuario.id,
    empresaId: s.empresa.id,
    empresasVisiveis: s.usuario.id === ID_ADMINISTRADOR_INSTALACAO ? s.empresas.map((e) => e.id) : [s.empresa.id],
  },
  usuario: { id: s.usuario.id, nome: s.usuario.nome },
  autoridades: s.authorities,
  empresa: { id: s.empresa.id, nome: s.empresa.nome },
})

/** The actor writing in one of the companies they see (the company of the record a use case works on): new rows go there. */
export const naEmpresa = (ator: Ator, empresaId: number): Ator => ({ ...ator, escopo: { ...ator.escopo, empresaId } })
