import { join, resolve } from 'node:path'
import { Effect, Either, ManagedRuntime } from 'effect'
import { gerarBackup, restaurarBackup, type Manifesto, type Progresso, type ResultadoRestauracao } from './db/backup.ts'
import { camadasBanco, type Servicos } from './camadas.ts'
import { semearDemo } from './db/demo.ts'
import { criarKnex, dataDirPadrao } from './db/knex.ts'
import { migrar } from './db/migrar.ts'

export type { Servicos }
export { DEMO } from './db/demo.ts'
export { ErroBackup, VERSAO_PRODUTO, type Manifesto, type Progresso } from './db/backup.ts'

/**
 * The composition root: the one place where the database, the adapters and the core's ports are put together.
 * `http/` and `cli/` reach adapters only through it (a lint rule keeps them from importing knex or any other
 * adapter), and run core effects with `executar`.
 */
export interface Plataforma {
  readonly runtime: ManagedRuntime.ManagedRuntime<Servicos, never>
  /** 'PostgreSQL' or 'SQLite em …/rh.sqlite', for the start-up line. */
  readonly descricao: string
  readonly migrar: () => Promise<ReadonlyArray<string>>
  /** The demo companies when the database has none; answers whether it ran. */
  readonly semearDemo: () => Promise<boolean>
  /** Runs a core effect with every port; expected failures come back as Left. */
  readonly executar: <A, E>(efeito: Effect.Effect<A, E, Servicos>) => Promise<Either.Either<A, E>>
  /** Writes a backup of the database and the stored files to `saida` (adapters/db/backup.ts). */
  readonly backup: (saida: string, progresso?: Progresso) => Promise<Manifesto>
  /** Restores a backup over this database (empty, or any with `substituir`), all or nothing. */
  readonly restaurar: (arquivo: string, o: { readonly substituir: boolean; readonly progresso?: Progresso | undefined }) => Promise<ResultadoRestauracao>
  readonly fechar: () => Promise<void>
}

export interface OpcoesPlataforma {
  /** `postgres://…`; default DATABASE_URL, else the embedded SQLite under DATA_DIR. */
  readonly url?: string | undefined
  readonly dataDir?: string | undefined
}

export const abrirPlataforma = (o: OpcoesPlataforma = {}): Plataforma => {
  const url = o.url ?? process.env['DATABASE_URL']
  const dataDir = o.dataDir ?? dataDirPadrao()
  const knex = criarKnex({ url, dataDir })
  const runtime = ManagedRuntime.make(camadasBanco(knex))
  return {
    runtime,
    descricao: url ? 'PostgreSQL' : `SQLite em ${resolve(dataDir, 'rh.sqlite')}`,
    migrar: () => migrar(knex),
    semearDemo: () => semearDemo(knex),
    executar: (efeito) => runtime.runPromise(Effect.either(efeito)),
    backup: (saida, progresso) => gerarBackup(knex, { saida, arquivosDir: join(dataDir, 'files'), progresso }),
    restaurar: (arquivo, r) => restaurarBackup(knex, { arquivo, arquivosDir: join(dataDir, 'files'), substituir: r.substituir, progresso: r.progresso }),
    fechar: async () => {
      await runtime.dispose()
      await knex.destroy()
    },
  }
}

/** Opens the platform, migrates, runs `f`, and always closes it (one CLI command). */
export const comPlataforma = async <A>(f: (p: Plataforma) => Promise<A>, o: OpcoesPlataforma = {}): Promise<A> => {
  const p = abrirPlataforma(o)
  try {
    await p.migrar()
    return await f(p)
  } finally {
    await p.fechar()
  }
}
