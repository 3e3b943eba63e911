import { describe, expect, it } from 'vitest'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/** Issue 11: at 1280 px, with the menu open, the lists fit the content area (row actions were cut off). */
describe.skipIf(!temNavegador())('leiaute a 1280 px', () => {
  const prod = produtoNoNavegador()

  it('solicitações, candidatos e log cabem na largura, com as ações da linha visíveis', async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(prod.nav, { largura: 1280, altura: 800 })
    await entrarComoAdministrador(pagina, prod.srv.url)
    const excessos: string[] = []
    for (const caminho of ['/captacao/solicitacoes-pessoal', '/captacao/candidatos', '/utilitario/log']) {
      await pagina.goto(`${prod.srv.url}${caminho}`)
      await pagina.locator('table tbody tr').first().waitFor()
      const { rolagem, visivel } = await pagina.evaluate(() => {
        const t = document.querySelector('table')!
        const caixa = t.parentElement!
        return { rolagem: caixa.scrollWidth, visivel: caixa.clientWidth }
      })
      if (rolagem > visivel + 1) excessos.push(`${caminho}: tabela de ${rolagem} px numa área de ${visivel} px`)
    }
    // A menu label cut with an ellipsis shows whole on hover.
    await pagina.goto(`${prod.srv.url}/captacao/candidatos`)
    expect(await pagina.getByRole('link', { name: 'Modelos de Avaliação de Candidato' }).getAttribute('title')).toBe('Modelos de Avaliação de Candidato')
    await contexto.close()
    expect(excessos).toEqual([])
  }, 60_000)
})
