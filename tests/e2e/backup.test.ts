import { describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { abrirPaginaDaEquipe, entrarNaEquipe, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/** Utilitários › Backup (issue 18): the installation administrator makes a backup and downloads it. */
describe.skipIf(!temNavegador())('backup pela tela', () => {
  const p = produtoNoNavegador()

  it('gera o backup (em segundo plano, com o andamento na lista), vê data, tamanho, autor e situação, e baixa o arquivo', async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { downloads: true })
    await entrarNaEquipe(pagina, p.srv.url, DEMO.cpf)
    await pagina.goto(`${p.srv.url}/utilitario/backup`)
    await pagina.getByText('Nenhum backup gerado.').waitFor()
    await pagina.getByRole('button', { name: 'Gerar Backup' }).click()
    const link = pagina.getByRole('link', { name: /^rh-backup-.*\.tar$/ })
    await link.waitFor({ timeout: 30_000 })
    await pagina.getByRole('cell', { name: 'Concluído' }).waitFor()
    await pagina.getByRole('cell', { name: 'Administrador Demonstração' }).waitFor()
    const [download] = await Promise.all([pagina.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/^rh-backup-.*\.tar$/)
    expect(await download.failure()).toBeNull()
    await contexto.close()
  }, 90_000)
})
