import { existsSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { ARGUMENTOS_CHROMIUM } from './chromium.ts'
import { servidorSmtp } from './smtp.ts'
import { iniciarServidor } from './servidor.ts'

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
export const entrarComoAdministrador = (pagina: Page, url: string) => entrarNaEquipe(pagina, url, DEMO.cpf)

/**
 * The staff login as a person does it: CPF and password, 'Entrar'; when the user has several companies the page
 * then offers them ('Empresa'), the demo company is chosen and 'Entrar' again.
 */
export const entrarNaEquipe = async (pagina: Page, url: string, cpf: string, senha: string = DEMO.senha) => {
  await pagina.goto(`${url}/login`)
  await pagina.getByLabel('CPF').fill(cpf)
  await pagina.getByLabel('Senha', { exact: true }).fill(senha)
  await pagina.getByRole('button', { name: 'Entrar' }).click()
  await escolherEmpresaSePedir(pagina)
  await pagina.getByTestId('inicio').waitFor()
}

/** After 'Entrar': picks the demo company when the page asks for one (nothing to do for a single-company user). */
export const escolherEmpresaSePedir = async (pagina: Page) => {
  // The login form's 'Empresa' (the app bar has its own company switcher once inside).
  const empresa = pagina.locator('form').getByLabel('Empresa')
  await empresa.or(pagina.getByTestId('menu-principal')).first().waitFor()
  if (!(await empresa.isVisible())) return
  await empresa.click()
  await pagina.getByRole('option', { name: DEMO.empresa }).click()
  await pagina.getByRole('button', { name: 'Entrar' }).click()
}

/**
 * The product on a free port and the shared browser for one test file (started before its tests, stopped after):
 * `const p = produtoNoNavegador()` then `p.srv.url`, `p.nav`.
 */
export const produtoNoNavegador = (o: { readonly smtp?: boolean } = {}) => {
  const p = {} as { srv: Awaited<ReturnType<typeof iniciarServidor>>; nav: Browser; smtp: Awaited<ReturnType<typeof servidorSmtp>> }
  beforeAll(async () => {
    // `smtp`: the product's mail goes to a loopback SMTP server (p.smtp.recebidas) instead of the outbox alone.
    if (o.smtp) p.smtp = await servidorSmtp()
    p.srv = await iniciarServidor(o.smtp ? { smtpUrl: p.smtp.url } : {})
    p.nav = await abrirNavegador()
  })
  afterAll(async () => {
    await p.nav?.close()
    await p.srv?.parar()
    await p.smtp?.fechar()
  })
  return p
}
