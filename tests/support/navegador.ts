import { existsSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { ARGUMENTOS_CHROMIUM } from './chromium.ts'

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

/** Browser suites run when Chromium exists; with REQUIRE_BROWSER=1 (CI) its absence is a failure. */
export const temNavegador = () => {
  if (existsSync(CHROMIUM)) return true
  if (process.env['REQUIRE_BROWSER'] === '1') throw new Error(`REQUIRE_BROWSER=1 mas o Chromium não está em ${CHROMIUM}`)
  console.warn(`\n*** TESTES DE NAVEGADOR PULADOS: Chromium não encontrado em ${CHROMIUM} (apt-get install chromium) ***\n`)
  return false
}

/**
 * The browser of a test file: a connection to the Chromium the global setup started for the whole run (closing it
 * only disconnects and drops this file's contexts), or a browser of its own when the file runs outside that setup.
 */
export const abrirNavegador = async (): Promise<Browser> => {
  const { chromium } = await import('playwright-core')
  const ws = inject('navegadorWs')
  if (ws) return chromium.connect(ws)
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGUMENTOS_CHROMIUM })
}

/** A staff page in pt-BR on São Paulo time, reporting the page's own errors to the test output. */
export const abrirPaginaDaEquipe = async (navegador: Browser, o: { largura?: number; altura?: number; downloads?: boolean } = {}) => {
  const contexto = await navegador.newContext({
    viewport: { width: o.largura ?? 1440, height: o.altura ?? 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...(o.downloads ? { acceptDownloads: true } : {}),
  })
  const pagina = await contexto.newPage()
  pagina.setDefaultTimeout(15_000)
  pagina.on('pageerror', (e) => console.log('ERRO NA PÁGINA', e.message))
  return { contexto, pagina }
}

/** Logs the demo administrator into the staff UI at `url` (company 1) and waits for the home page. */
export const entrarComoAdministrador = async (pagina: Page, url: string) => {
  await pagina.goto(`${url}/login`)
  await pagina.getByLabel('CPF').fill(DEMO.cpf)
  await pagina.getByLabel('Senha', { exact: true }).fill(DEMO.senha)
  await pagina.getByLabel('Empresa').click()
  await pagina.getByRole('option', { name: DEMO.empresa }).click()
  await pagina.getByRole('button', { name: 'Entrar' }).click()
  await pagina.getByTestId('inicio').waitFor()
}
