import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Layer, ManagedRuntime } from 'effect'
import type { Knex } from 'knex'
import { camadasBanco } from '../../adapters/camadas.ts'
import { camadaConsultaCep } from '../../adapters/cep.ts'
import { camadaCorreio } from '../../adapters/correio.ts'
import { semearDemo } from '../../adapters/db/demo.ts'
import { criarKnex } from '../../adapters/db/knex.ts'
import { migrar } from '../../adapters/db/migrar.ts'
import { camadaExtratorTexto, type OpcoesExtrator } from '../../adapters/extracao/texto.ts'
import { criarApp } from '../../http/app.ts'
import { copiarModeloPg, removerBancoPg } from './modeloPg.ts'

export interface AmbienteTeste {
  readonly knex: Knex
  readonly app: ReturnType<typeof criarApp>
  readonly runtime: ManagedRuntime.ManagedRuntime<any, never>
  /** Another server process over the same database (its own connection and per-process state), as `rh serve --workers 2` has. */
  readonly outroProcesso: () => Promise<{ readonly knex: Knex; readonly app: ReturnType<typeof criarApp>; readonly fechar: () => Promise<void> }>
  readonly fechar: () => Promise<void>
}

/** The demo database the test run's global setup made (tests/globalSetup.ts), if this runs under vitest. */
const modeloDemo = async (): Promise<string | undefined> => {
  if (!process.env['VITEST']) return undefined
  const { inject } = await import('vitest')
  const arquivo = inject('modeloDemo')
  return arquivo && existsSync(arquivo) ? arquivo : undefined
}

/** This run's PostgreSQL template database name (tests/support/modeloPg.ts), if this runs under vitest. */
const modeloDemoPg = async (): Promise<string | undefined> => {
  if (!process.env['VITEST']) return undefined
  const { inject } = await import('vitest')
  return inject('modeloDemoPg') || undefined
}

/**
 * A migrated database with the demo company and an app over it (SQLite in a temp folder, or `url`; with
 * `schema`, a fresh PostgreSQL schema of that name, dropped when closed; with the demo under vitest, that schema is
 * in a database of its own copied from the run's template).
 */
export const criarAmbiente = async (
  o: { url?: string; schema?: string; demo?: boolean; distDir?: string; smtpUrl?: string; cepUrl?: string; extrator?: OpcoesExtrator } = {},
): Promise<AmbienteTeste> => {
  const dir = o.url ? undefined : mkdtempSync(join(tmpdir(), 'rh-teste-'))
  const modeloPg = o.url && o.schema && o.demo !== false ? await modeloDemoPg() : undefined
  const bancoCopia = modeloPg ? `rh_t_${o.schema}`.toLowerCase() : undefined
  const url = modeloPg ? await copiarModeloPg(o.url!, modeloPg, bancoCopia!, o.schema!) : o.url
  const adm = !modeloPg && o.url && o.schema ? criarKnex({ url: o.url }) : undefined
  if (adm) {
    await adm.raw(`DROP SCHEMA IF EXISTS ${o.schema} CASCADE`)
    await adm.raw(`CREATE SCHEMA ${o.schema}`)
  }
  const modelo = dir && o.demo !== false ? await modeloDemo() : undefined
  if (modelo) copyFileSync(modelo, join(dir!, 'rh.sqlite'))
  const knex = criarKnex({ url, dataDir: dir, schema: o.schema })
  if (!modelo && !modeloPg) {
    await migrar(knex)
    if (o.demo !== false) await semearDemo(knex)
  }
  const camadas = camadasBanco(knex, join(dir ?? mkdtempSync(join(tmpdir(), 'rh-arquivos-')), 'files'))
  // `smtpUrl`: the mail port sends through that server (e.g. a loopback one from ./smtp.ts) instead of the outbox.
  // `cepUrl`: the postal-code lookup asks that server (a local fake from ./cep.ts).
  // `extrator`: other limits for a résumé's text (PDF worker, OCR command and time) than the product's.
  const substitutos = [
    ...(o.smtpUrl ? [camadaCorreio(knex, { smtpUrl: o.smtpUrl })] : []),
    ...(o.cepUrl ? [camadaConsultaCep({ url: o.cepUrl })] : []),
    ...(o.extrator ? [camadaExtratorTexto(o.extrator)] : []),
  ]
  const runtime = ManagedRuntime.make(substitutos.length ? Layer.mergeAll(camadas, ...substitutos) : camadas)
  const app = criarApp({ runtime, ...(o.distDir ? { distDir: o.distDir } : {}) })
  return {
    knex,
    app,
    runtime,
    outroProcesso: async () => {
      const outro = criarKnex({ url, dataDir: dir, schema: o.schema })
      const rt = ManagedRuntime.make(camadasBanco(outro, join(dir ?? mkdtempSync(join(tmpdir(), 'rh-arquivos-')), 'files')))
      return {
        knex: outro,
        app: criarApp({ runtime: rt }),
        fechar: async () => {
          await rt.dispose()
          await outro.destroy()
        },
      }
    },
    fechar: async () => {
      await runtime.dispose()
      await knex.destroy()
      if (adm) {
        await adm.raw(`DROP SCHEMA IF EXISTS ${o.schema} CASCADE`)
        await adm.destroy()
      }
      if (bancoCopia) await removerBancoPg(o.url!, bancoCopia)
      if (dir) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The full product on a free port, serving the built UIs from dist/. */
export const iniciarServidor = async (o: { cepUrl?: string; smtpUrl?: string } = {}) => {
  const amb = await criarAmbiente({ distDir: resolve(import.meta.dirname, '../../dist'), ...o })
  const servidor = serve({ fetch: amb.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((ok) => servidor.once('listening', () => ok()))
  const porta = (servidor.address() as AddressInfo).port
  return {
    ...amb,
    url: `http://127.0.0.1:${porta}`,
    parar: async () => {
      await new Promise<void>((ok) => servidor.close(() => ok()))
      await amb.fechar()
    },
  }
}
