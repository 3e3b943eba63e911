import { Layer } from 'effect'
import type { Knex } from 'knex'

/** Adapters (ports' implementations) of this recruitment slice. */
export const camadaSolicitacoes = (_knex: Knex) => Layer.empty

/** Demo data of this slice, run after the platform's demo (empresa 1 = 'Empresa Demonstração'). */
export const semearDemoSolicitacoes = async (_knex: Knex): Promise<void> => {}
