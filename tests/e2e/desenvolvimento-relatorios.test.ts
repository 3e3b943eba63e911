import { mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CORES_CELULA } from '../../core/shared/consulta.ts'
import { textoPdf } from '../support/arquivos-relatorio.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * The training reports in a real browser (issue 17): HR opens the training matrix and the expired/expiring courses
 * from the menu, picks the companies, consults, sees the situations in their colours (the demo's expired NR-35 in
 * red, the one expiring next month in yellow) and downloads the PDF.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']

/** '#F8C9C9' → 'rgb(248, 201, 201)', as the browser reports a background. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

describe.skipIf(!ok)('relatórios de treinamento (navegador)', () => {
  const p = produtoNoNavegador()
  const pasta = join(tmpdir(), 'rh-relatorios-desenv-e2e')

  const abrirPeloMenu = async (pagina: Page, busca: string, titulo: string, caminho: string) => {
    await pagina.getByLabel('Pesquisar Menu').fill(busca)
    await pagina.getByRole('option', { name: `Desenvolvimento > Relatórios > ${titulo}` }).click()
    await pagina.waitForURL(`${p.srv.url}/desenvolvimento/relatorios/${caminho}`)
    await pagina.getByRole('heading', { name: titulo }).first().waitFor()
  }
  const fundo = (pagina: Page, texto: string) =>
    pagina
      .getByRole('cell', { name: texto, exact: true })
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor)

  it('matriz e cursos vencidos e a vencer: as cores na tela e o PDF', async () => {
    mkdirSync(pasta, { recursive: true })
    const { pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1400, altura: 900, downloads: true })
    await entrarComoAdministrador(pagina, p.srv.url)

    await abrirPeloMenu(pagina, 'matriz de treinamentos', 'Matriz de Treinamentos', 'matriz-treinamento')
    await pagina.getByRole('button', { name: 'Consultar', exact: true }).click()
    await pagina.getByText('Selecione ao menos uma empresa').first().waitFor()
    await pagina.getByTestId('selecionar-todos-empresasIds').click()
    await pagina.getByRole('button', { name: 'Consultar', exact: true }).click()
    await pagina.getByRole('columnheader', { name: 'NR-35 Trabalho em Altura' }).waitFor()
    expect(await fundo(pagina, 'Vencido')).toBe(rgb(CORES_CELULA.vermelho))
    expect(await fundo(pagina, 'Aprovado')).toBe(rgb(CORES_CELULA.verde))
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, 'matriz-treinamento.png'), fullPage: true })

    await abrirPeloMenu(pagina, 'cursos vencidos', 'Cursos Vencidos e a Vencer', 'cursos-vencidos-a-vencer')
    await pagina.getByTestId('selecionar-todos-empresasIds').click()
    await pagina.getByRole('button', { name: 'Consultar', exact: true }).click()
    await pagina.getByRole('cell', { name: 'A vencer', exact: true }).first().waitFor()
    expect(await fundo(pagina, 'Vencido')).toBe(rgb(CORES_CELULA.vermelho))
    expect(await fundo(pagina, 'A vencer')).toBe(rgb(CORES_CELULA.amarelo))
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, 'cursos-vencidos-a-vencer.png'), fullPage: true })

    const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Relatório', exact: true }).click()])
    expect(download.suggestedFilename()).toMatch(/^cursos-vencidos-a-vencer_\d{4}-\d{2}-\d{2}\.pdf$/)
    const destino = join(pasta, download.suggestedFilename())
    await download.saveAs(destino)
    const texto = (await textoPdf(new Uint8Array(readFileSync(destino)))).replace(/\s+/g, ' ')
    for (const t of ['Cursos Vencidos e a Vencer', 'A vencer em até 3 mês(es)', 'NR-35 Trabalho em Altura', 'Vencido', 'A vencer']) expect(texto).toContain(t)
  })
})
