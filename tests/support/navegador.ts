import { existsSync } from 'node:fs'
import type { Browser } from 'playwright-core'

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

/** Browser suites run when Chromium exists; with REQUIRE_BROWSER=1 (CI) its absence is a failure. */
export const temNavegador = () => {
  if (existsSync(CHROMIUM)) return true
  if (process.env['REQUIRE_BROWSER'] === '1') throw new Error(`REQUIRE_BROWSER=1 mas o Chromium não está em ${CHROMIUM}`)
  console.warn(`\n*** TESTES DE NAVEGADOR PULADOS: Chromium não encontrado em ${CHROMIUM} (apt-get install chromium) ***\n`)
  return false
}

export const abrirNavegador = async (): Promise<Browser> => {
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  })
}
