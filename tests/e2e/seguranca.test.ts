import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { abrirNavegador, abrirPaginaDaEquipe, entrarComoAdministrador, temNavegador } from '../support/navegador.ts'
import { iniciarServidor } from '../support/servidor.ts'

/** Issue 11 #10: the UIs work under the Content-Security-Policy (no inline script): no violation anywhere. */
describe.skipIf(!temNavegador())('política de segurança de conteúdo no navegador', () => {
  let srv: Awaited<ReturnType<typeof iniciarServidor>>
  let nav: Browser
  beforeAll(async () => {
    srv = await iniciarServidor()
    nav = await abrirNavegador()
  })
  afterAll(async () => {
    await nav?.close()
    await srv?.parar()
  })

  const vigiar = (p: Page, violacoes: string[]) =>
    p.on('console', (m: ConsoleMessage) => {
      if (/Content Security Policy/i.test(m.text())) violacoes.push(`${p.url()}: ${m.text()}`)
    })

  it('equipe: login, listas, formulário, quadro e relatório sem nenhuma violação', async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(nav)
    const violacoes: string[] = []
    vigiar(pagina, violacoes)
    await entrarComoAdministrador(pagina, srv.url)
    for (const caminho of ['/captacao/candidatos', '/captacao/candidatos/create', '/captacao/solicitacoes-pessoal', '/captacao/relatorios/vaga-motivo', '/utilitario/empresas/1']) {
      await pagina.goto(`${srv.url}${caminho}`)
      await pagina.getByTestId('menu-principal').waitFor()
      await pagina.waitForLoadState('networkidle')
    }
    const r = await pagina.request.get(`${srv.url}/`)
    expect(r.headers()['content-security-policy']).toContain("script-src 'self'")
    await contexto.close()
    expect(violacoes).toEqual([])
  }, 60_000)

  it('portal: vagas, cadastro e login sem nenhuma violação', async () => {
    const p = await nav.newPage()
    const violacoes: string[] = []
    vigiar(p, violacoes)
    for (const [caminho, pronto] of [
      ['/externo/anuncios?empresaId=1', 'main'],
      ['/externo/candidatos/new?empresaId=1', 'form'],
      ['/externo/login?empresaId=1', 'form'],
    ] as const) {
      await p.goto(`${srv.url}${caminho}`)
      await p.waitForSelector(pronto)
      await p.waitForLoadState('networkidle')
    }
    await p.close()
    expect(violacoes).toEqual([])
  }, 60_000)
})
