import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

const require = createRequire(import.meta.url)
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2 A and AA rules of axe-core on the page as it stands; the violations as readable lines. */
const violacoes = async (p: Page) => {
  // Evaluated, not added as a <script>: the page's Content-Security-Policy forbids inline scripts.
  if (!(await p.evaluate(() => 'axe' in window))) await p.evaluate(AXE)
  const r = await p.evaluate(async () => (window as any).axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] }))
  return (r.violations as any[]).map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')).join(' | ')}`)
}

/** The portal and the main staff screens pass axe-core's WCAG 2 A/AA checks (contrast, labels, roles, lists). */
describe.skipIf(!temNavegador())('acessibilidade (axe-core, WCAG 2 A e AA)', () => {
  const prod = produtoNoNavegador()

  for (const largura of [1280, 375]) {
    it(`portal a ${largura} px: vagas, login, cadastro (também com erros), recuperação de senha, área do candidato`, async () => {
      const p = await prod.nav.newPage({ viewport: { width: largura, height: 900 } })
      const achados: string[] = []
      const olhar = async (caminho: string, pronto: string) => {
        await p.goto(`${prod.srv.url}${caminho}`)
        await p.waitForSelector(pronto)
        achados.push(...(await violacoes(p)).map((v) => `${caminho}: ${v}`))
      }
      await olhar('/externo/anuncios?empresaId=1', 'main')
      await olhar('/externo/login?empresaId=1', 'form')
      await olhar('/externo/recuperar-senha?empresaId=1', 'form')
      await olhar('/externo/candidatos/new?empresaId=1', 'form')
      await p.click('button[type=submit]')
      await p.waitForSelector('.campo--erro')
      achados.push(...(await violacoes(p)).map((v) => `cadastro com erros: ${v}`))
      await p.goto(`${prod.srv.url}/externo/login?empresaId=1`)
      const form = p.locator('form')
      await form.getByLabel('CPF').fill('12345678909')
      await form.getByLabel('Senha', { exact: true }).fill('demo123')
      await form.getByRole('button', { name: 'Entrar' }).click()
      await p.waitForURL(/\/externo\/anuncios/)
      await olhar('/externo/candidato-solicitacoes?empresaId=1', 'main')
      await p.close()
      expect(achados).toEqual([])
    }, 60_000)
  }

  it('equipe: login (a primeira tela, com erros, com a escolha da empresa e a lista aberta), a 1280 e 375 px', async () => {
    const achados: string[] = []
    for (const largura of [1280, 375]) {
      const { contexto, pagina } = await abrirPaginaDaEquipe(prod.nav, { largura })
      const olhar = async (passo: string) => achados.push(...(await violacoes(pagina)).map((v) => `${largura} px, ${passo}: ${v}`))
      await pagina.goto(`${prod.srv.url}/`)
      await pagina.getByLabel('CPF').waitFor()
      await olhar('login')
      await pagina.getByRole('button', { name: 'Entrar' }).click()
      await pagina.getByText('CPF é obrigatório').waitFor()
      await olhar('login com erros')
      await pagina.getByLabel('CPF').fill('11144477735')
      await pagina.getByLabel('Senha', { exact: true }).fill('errada')
      await pagina.getByRole('button', { name: 'Entrar' }).click()
      await pagina.getByTestId('erro-login').waitFor()
      await olhar('senha errada')
      await pagina.getByLabel('Senha', { exact: true }).fill('demo123')
      await pagina.getByRole('button', { name: 'Entrar' }).click()
      await pagina.locator('form').getByLabel('Empresa').waitFor()
      await olhar('escolha da empresa')
      await pagina.locator('form').getByLabel('Empresa').click()
      await pagina.getByRole('option').first().waitFor()
      // once the list has finished fading in (axe would read the colours half-way)
      await pagina.waitForFunction(() => [...document.querySelectorAll('.MuiPopover-paper')].every((e) => getComputedStyle(e).opacity === '1'))
      await olhar('lista de empresas')
      await contexto.close()
    }
    expect(achados).toEqual([])
  }, 60_000)

  it('equipe: início, lista e ficha de candidato, lista genérica, solicitações e um relatório', async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(prod.nav)
    await entrarComoAdministrador(pagina, prod.srv.url)
    const achados: string[] = []
    for (const caminho of ['/', '/captacao/candidatos', '/captacao/candidatos/create', '/captacao/etapas-seletivas', '/captacao/solicitacoes-pessoal', '/captacao/relatorios/vaga-motivo']) {
      await pagina.goto(`${prod.srv.url}${caminho}`)
      await pagina.getByTestId('menu-principal').waitFor()
      await pagina.waitForLoadState('networkidle')
      achados.push(...(await violacoes(pagina)).map((v) => `${caminho}: ${v}`))
    }
    // While a screen is still loading (CI once caught a spinner with no name): hold its module's code and its list back.
    let soltar = () => {}
    const segura = new Promise<void>((ok) => (soltar = ok))
    await pagina.route(
      (u) => /\/assets\/telas-[^/]*\.js$/.test(u.pathname) || u.pathname === '/api/captacao/solicitacoes-pessoal',
      async (rota) => {
        await segura
        await rota.continue()
      },
    )
    await pagina.goto(`${prod.srv.url}/captacao/solicitacoes-pessoal`)
    await pagina.locator('.MuiCircularProgress-root, .MuiLinearProgress-root').first().waitFor()
    achados.push(...(await violacoes(pagina)).map((v) => `carregando: ${v}`))
    soltar()
    await contexto.close()
    expect(achados).toEqual([])
  }, 60_000)
})
