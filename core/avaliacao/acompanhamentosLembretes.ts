import { Context, type Effect } from 'effect'

/**
 * The reminder e-mails of experience follow-ups already sent: one per company, day and manager. `registrar` answers
 * true when this is the first of the day (then the e-mail goes), false when one was already sent that day.
 */
export class LembretesAcompanhamento extends Context.Tag('LembretesAcompanhamento')<
  LembretesAcompanhamento,
  { readonly registrar: (empresaId: number, data: string, gestorId: number, quantidade: number) => Effect.Effect<boolean> }
>() {}
