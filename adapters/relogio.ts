import { Effect } from 'effect'
import { diaEmSaoPaulo } from '../core/shared/datas.ts'

/** System clock; "today" is the calendar day in São Paulo. */
export const relogioSistema = {
  hoje: Effect.sync(() => diaEmSaoPaulo(Date.now())),
  agora: Effect.sync(() => new Date().toISOString()),
}
