import type { ConsoleMessage, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/** Issue 11 #10: the UIs work under the Content-Security-Policy (no inline script): no violation anywhere. */
describe.skipIf(!temNavegador())('política de segurança de conteúdo no navegador', () => {
  const prod = produtoNoNavegador()

  const vigiar = (p: Page, violacoes: string[]) =>
    p.on('console', (m: ConsoleMessage) => {
      if (/Content Security Policy/i.test(m.text())) violacoes.push(`${p.url()}: ${m.text()}`)
    })

  it('equipe: login, listas, formulário, quadro e relatório sem nenhuma violação', async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(prod.nav)
    const violacoes: string[] = []
    vigiar(pagina, violacoes)
    await entrarComoAdministrador(pagina, prod.srv.url)
    for (const caminho of ['/captacao/candidatos', '/captacao/candidatos/create', '/captacao/solicitacoes-pessoal', '/captacao/relatorios/vaga-motivo', '/utilitario/empresas/1']) {
      await pagina.goto(`${prod.srv.url}${caminho}`)
      await pagina.getByTestId('menu-principal').waitFor()
      await pagina.waitForLoadState('networkidle')
    }
    const r = await pagina.request.get(`${prod.srv.url}/`)
    expect(r.headers()['content-security-policy']).toContain("script-src 'self'")
    await contexto.close()
    expect(violacoes).toEqual([])
  }, 60_000)

  it('portal: vagas, cadastro e login sem nenhuma violação', async () => {
    const p = await prod.nav.newPage()
    const violacoes: string[] = []
    vigiar(p, violacoes)
    for (const [caminho, pronto] of [
      ['/externo/anuncios?empresaId=1', 'main'],
      ['/externo/candidatos/new?empresaId=1', 'form'],
      ['/externo/login?empresaId=1', 'form'],
    ] as const) {
      await p.goto(`${prod.srv.url}${caminho}`)
      await p.waitForSelector(pronto)
      await p.waitForLoadState('networkidle')
    }
    await p.close()
    expect(violacoes).toEqual([])
  }, 60_000)
})
