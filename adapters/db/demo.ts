import { Effect, ManagedRuntime } from 'effect'
import type { Knex } from 'knex'
import { camadasBanco } from '../camadas.ts'
import { atualizarFatosAgora } from '../gestao-talentos/fatosIndicadores.ts'
import type { RodarDemo } from '../modulo.ts'
import { MODULOS_ADAPTADORES } from '../modulos.ts'

export { DEMO } from '../utilitario/demo.ts'

/**
 * The demo companies (idempotent: does nothing when a company exists). Returns whether it ran. Every module's
 * lookups first (the companies and users, then what other modules' demos point at), then every module's data.
 */
export const semearDemo = async (knex: Knex): Promise<boolean> => {
  const n = Number((await knex('empresas').count({ n: '*' }))[0]?.['n'] ?? 0)
  if (n > 0) return false
  // One runtime for the whole seeding: providing the layers to each of its thousand writes would build them a thousand times.
  const runtime = ManagedRuntime.make(camadasBanco(knex))
  try {
    const rodar: RodarDemo = (efeito) => runtime.runPromise(Effect.orDie(efeito) as Effect.Effect<never>)
    for (const m of MODULOS_ADAPTADORES) await m.semearCadastrosDemo?.(knex, rodar)
    for (const m of MODULOS_ADAPTADORES) await m.semearDemo?.(knex, rodar)
    // The talent indicators' facts of the demo people, so the first report does not build them.
    await atualizarFatosAgora(knex)
  } finally {
    await runtime.dispose()
  }
  return true
}
