import type { Ator } from '../captacao/solicitacoes-pessoal.ts'
import type { Escopo } from '../shared/ports.ts'

/** The logged-in candidate (from the RH_EXTERNO session). */
export interface SessaoCandidato {
  readonly candidatoId: number
  readonly empresaId: number
  /** The session's own token: a password change ends the account's other sessions, not this one. */
  readonly token?: string
}

/** The candidate's company only; usuarioId 0 marks the portal in the audit log. */
export const escopoDe = (s: { readonly empresaId: number }): Escopo => ({ usuarioId: 0, empresaId: s.empresaId, empresasVisiveis: [s.empresaId] })

export const RESPONSAVEL_PORTAL = 'Portal do candidato'

/**
 * The candidate acting (or registering) through the portal: their company only, named as the portal in the
 * history and the audit log (usuarioId 0).
 */
export const atorPortal = (s: { readonly empresaId: number }): Ator => ({
  escopo: escopoDe(s),
  usuario: { id: 0, nome: RESPONSAVEL_PORTAL },
  // Only open ads are offered (checked before), so the manager filter of hidden requests does not apply.
  autoridades: ['ROLE_CAPTACAO_LIBERAR_SOLICITACAO'],
})
