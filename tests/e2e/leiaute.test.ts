import { describe, expect, it } from 'vitest'
import { cliente } from '../support/http.ts'
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
    // The personnel requests' 'Visualizar' offers 'Todas' once (issue 11), as the chosen default.
    await pagina.goto(`${prod.srv.url}/captacao/solicitacoes-pessoal`)
    await pagina.getByLabel('Visualizar').click()
    await pagina.getByRole('option').first().waitFor()
    expect(await pagina.getByRole('option').allTextContents()).toEqual(['Todas', 'Abertas em andamento', 'Abertas suspensas', 'Encerradas', 'Canceladas'])
    await pagina.keyboard.press('Escape')
    // A menu label cut with an ellipsis shows whole on hover.
    await pagina.goto(`${prod.srv.url}/captacao/candidatos`)
    expect(await pagina.getByRole('link', { name: 'Modelos de Avaliação de Candidato' }).getAttribute('title')).toBe('Modelos de Avaliação de Candidato')
    await contexto.close()
    expect(excessos).toEqual([])
  }, 60_000)

  it('o título da página cabe ao lado da busca a 1280 px e aparece inteiro ao passar o mouse', async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(prod.nav, { largura: 1280, altura: 800 })
    await entrarComoAdministrador(pagina, prod.srv.url)
    const titulo = pagina.locator('#react-admin-title')
    const cortados: string[] = []
    for (const [caminho, texto] of [
      ['/captacao/estatisticas-preenchimento-vaga', 'Estatísticas de Preenchimento de Vagas'],
      ['/captacao/modelos-avaliacao-candidato/create', 'Incluir Modelo de Avaliação de Candidato'],
      ['/captacao/relatorios/avaliacao-candidato', 'Resultado das Avaliações de Candidatos'],
      ['/captacao/relatorios/qualificacao-cadastral-candidato', 'Qualificação Cadastral dos Candidatos'],
      ['/captacao/solicitacoes-pessoal/create', 'Incluir Solicitação de Pessoal'],
    ] as const) {
      await pagina.goto(`${prod.srv.url}${caminho}`)
      await expect.poll(() => titulo.textContent(), { timeout: 10_000 }).toBe(texto)
      expect(await titulo.getAttribute('title')).toBe(texto)
      const { largura, conteudo } = await titulo.evaluate((t) => ({ largura: t.clientWidth, conteudo: t.scrollWidth }))
      if (conteudo > largura) cortados.push(`${texto}: ${conteudo} px em ${largura} px`)
    }
    // The longest title is cut with an ellipsis, and whole on hover.
    await pagina.goto(`${prod.srv.url}/captacao/relatorios/qualificacao-cadastral-solicitacao-pessoal`)
    await expect.poll(() => titulo.getAttribute('title'), { timeout: 10_000 }).toBe('Qualificação Cadastral por Solicitação de Pessoal')
    // The search box widens while in use.
    const busca = pagina.getByLabel('Pesquisar Menu')
    const larguraBusca = () => busca.evaluate((i) => i.closest('.MuiAutocomplete-root')!.getBoundingClientRect().width)
    expect(await larguraBusca()).toBeLessThan(200)
    await busca.click()
    await expect.poll(larguraBusca, { timeout: 5_000 }).toBeGreaterThanOrEqual(280)
    await contexto.close()
    expect(cortados).toEqual([])
  }, 60_000)

  it('o quadro de seleção a 1280 px com o menu aberto: as cinco etapas cabem; com mais, ele rola e mostra que rola', async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(prod.nav, { largura: 1280, altura: 800 })
    await entrarComoAdministrador(pagina, prod.srv.url)
    const quadro = pagina.getByRole('list', { name: 'Etapas seletivas' })
    const aviso = pagina.getByTestId('rolagem-horizontal')
    /** Columns not wholly inside the board's visible area, and whether the page itself scrolls sideways. */
    const escondidas = () =>
      quadro.evaluate((l) => {
        const caixa = l.getBoundingClientRect()
        const fora = [...l.querySelectorAll<HTMLElement>('[data-testid^="coluna-"]')].filter((c) => {
          const r = c.getBoundingClientRect()
          return r.left < caixa.left - 1 || r.right > caixa.right + 1
        })
        return { colunas: fora.map((c) => c.dataset['etapa']), pagina: document.documentElement.scrollWidth > document.documentElement.clientWidth }
      })
    await pagina.goto(`${prod.srv.url}/captacao/solicitacoes-pessoal/1/quadro`)
    await quadro.getByRole('listitem').first().waitFor()
    expect(await pagina.getByTestId('menu-principal').isVisible()).toBe(true)
    expect(await quadro.getByRole('listitem').count()).toBe(5)
    expect(await escondidas()).toEqual({ colunas: [], pagina: false })
    expect(await aviso.isVisible()).toBe(false)

    // Four more stages: nine columns do not fit, so the board scrolls inside itself and says so, with buttons.
    const api = cliente(prod.srv.app)
    await api.entrar()
    const novas: number[] = []
    for (const nome of ['Prova prática', 'Exame admissional', 'Referências', 'Proposta']) novas.push((await api.post('/api/captacao/etapas-seletivas', { ordem: 10 + novas.length, nome })).body.id)
    try {
      await pagina.reload()
      await quadro.getByRole('listitem').first().waitFor()
      expect(await quadro.getByRole('listitem').count()).toBe(9)
      await aviso.waitFor()
      expect(await aviso.textContent()).toContain('Role para o lado para ver todas as 9 etapas.')
      expect((await escondidas()).pagina).toBe(false)
      expect((await escondidas()).colunas).toContain('Proposta')
      const direita = pagina.getByRole('button', { name: 'Rolar para a direita' })
      // One step scrolls most of a screen: four columns more is the end of the board.
      await direita.click()
      await expect.poll(async () => (await escondidas()).colunas.includes('Proposta'), { timeout: 10_000 }).toBe(false)
      await expect.poll(() => direita.isEnabled(), { timeout: 10_000 }).toBe(false)
      expect(await pagina.getByRole('button', { name: 'Rolar para a esquerda' }).isEnabled()).toBe(true)
    } finally {
      for (const id of novas) await api.delete(`/api/captacao/etapas-seletivas/${id}`)
      await contexto.close()
    }
  }, 60_000)
})
