import type { Command } from 'commander'

/** `rh candidatos …` (import, purge): registered by the candidates slice. */
export const registrarCandidatos = (_programa: Command) => {}
