/**
 * The portal's own messages that both the core and the candidate's screens use (plain strings: the portal
 * bundle imports them without effect).
 */

/** A candidate logs in and recovers their password by CPF: an account without one could never come back. */
export const CPF_OBRIGATORIO = 'CPF é obrigatório'
