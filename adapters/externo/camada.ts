import { Layer } from 'effect'
import type { Knex } from 'knex'

/** Adapters of the candidate portal. */
export const camadaPortal = (_knex: Knex) => Layer.empty
