import { execSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ARGUMENTOS_CHROMIUM } from './support/chromium.ts'

const raiz = resolve(import.meta.dirname, '..')

const maisRecente = (dir: string): number => {
  if (!existsSync(dir)) return 0
  let t = 0
  for (const n of readdirSync(dir)) {
    if (n === 'node_modules' || n === 'dist') continue
    const p = join(dir, n)
    const s = statSync(p)
    t = Math.max(t, s.isDirectory() ? maisRecente(p) : s.mtimeMs)
  }
  return t
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The one Chromium the browser test files share (playwright `launchServer`), when browser tests run. */
    navegadorWs: string
    /** A migrated SQLite database with the demo, made once per run: each test environment starts from a copy. */
    modeloDemo: string
    /** The same database before the demo (migrations and reference data only), for contract tests that start empty. */
    modeloMigrado: string
    /** This run's name for its PostgreSQL template database (tests/support/modeloPg.ts), made by the first test that needs it. */
    modeloDemoPg: string
  }
}

/** Does this run include the browser test files (a run filtered to other files does not)? */
const rodaNavegador = () => {
  const filtros = process.argv.slice(2).filter((a) => a.startsWith('tests'))
  return !filtros.length || filtros.some((a) => a.includes('e2e'))
}

/** Browser tests need the built UIs: build them when dist/ is missing or older than the sources. */
const construirInterfaces = () => {
  if (process.env['SKIP_UI_BUILD'] === '1') return
  const dist = [join(raiz, 'dist/admin-ui/index.html'), join(raiz, 'dist/external-portal/index.html')]
  const construido = Math.min(...dist.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)))
  const fontes = Math.max(...['admin-ui', 'external-portal', 'core'].map((d) => maisRecente(join(raiz, d))))
  if (construido > fontes) return
  console.log('Compilando as interfaces para os testes de navegador…')
  // vitest sets NODE_ENV=test, which would give React's development build: the tests check the one we ship.
  execSync('npm run build', { cwd: raiz, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
}

/**
 * Migrates and seeds the demo once (a few seconds): the test environments copy the file instead of redoing it. The
 * file as it stood between the two (closed, so nothing is left in the write-ahead log) is the migrated template.
 */
const criarModeloDemo = async () => {
  const [{ criarKnex }, { migrar }, { semearDemo }] = await Promise.all([import('../adapters/db/knex.ts'), import('../adapters/db/migrar.ts'), import('../adapters/db/demo.ts')])
  const dir = mkdtempSync(join(tmpdir(), 'rh-modelo-'))
  const migrado = join(dir, 'migrado.sqlite')
  const migrando = criarKnex({ dataDir: dir })
  await migrar(migrando)
  await migrando.destroy()
  copyFileSync(join(dir, 'rh.sqlite'), migrado)
  const knex = criarKnex({ dataDir: dir })
  await semearDemo(knex)
  await knex.destroy()
  return { arquivo: join(dir, 'rh.sqlite'), migrado, remover: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * Builds the UIs once and starts one Chromium for every browser test file (each file connects to it and opens its
 * own contexts), instead of one launch per file.
 */
export default async function setup(projeto: TestProject) {
  const demo = await criarModeloDemo()
  const nomePg = `rh_modelo_${process.pid}_${Date.now().toString(36)}`
  // The whole suite (CI) surely needs them; a run of a few files may need none, and would wait for them at the end.
  const urlPg = process.argv.slice(2).some((a) => a.startsWith('tests')) ? undefined : process.env['TEST_DATABASE_URL']
  const modelosPg = urlPg ? import('./support/modeloPg.ts').then((m) => m.adiantarModelosPg(urlPg, nomePg)) : Promise.resolve()
  const modelo = {
    arquivo: demo.arquivo,
    remover: async () => {
      demo.remover()
      await modelosPg
      const { removerModeloPg } = await import('./support/modeloPg.ts')
      await removerModeloPg(nomePg)
    },
  }
  projeto.provide('modeloDemo', modelo.arquivo)
  projeto.provide('modeloMigrado', demo.migrado)
  projeto.provide('modeloDemoPg', nomePg)
  if (!rodaNavegador()) return modelo.remover
  construirInterfaces()
  const caminho = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'
  if (!existsSync(caminho)) return modelo.remover
  const { chromium } = await import('playwright-core')
  const servidor = await chromium.launchServer({ executablePath: caminho, headless: true, args: ARGUMENTOS_CHROMIUM })
  projeto.provide('navegadorWs', servidor.wsEndpoint())
  return async () => {
    await servidor.close()
    await modelo.remover()
  }
}
