import { Effect } from 'effect'

const FUSO = 'America/Sao_Paulo'
const diaSp = new Intl.DateTimeFormat('en-CA', { timeZone: FUSO, year: 'numeric', month: '2-digit', day: '2-digit' })

/** System clock; "today" is the calendar day in São Paulo. */
export const relogioSistema = {
  hoje: Effect.sync(() => diaSp.format(new Date())),
  agora: Effect.sync(() => new Date().toISOString()),
}
