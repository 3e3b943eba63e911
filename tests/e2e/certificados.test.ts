import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * Verifiable certificates in a real browser (issue 17): HR sees the certificate model's preview, issues the
 * certificates of the demo's NR-35 class and downloads the PDF; its first page is rasterized (pdftoppm), the QR code
 * decoded (jsqr) and its link opened without login: the portal page shows the certificate 'Válido'.
 */
const ok = temNavegador()

describe.skipIf(!ok)('certificados verificáveis (navegador)', () => {
  const p = produtoNoNavegador()

  it('emite os certificados da turma, lê o QR code do PDF e a página pública mostra Válido', async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900 })
    const pasta = mkdtempSync(join(tmpdir(), 'certificados-'))
    try {
      await entrarComoAdministrador(pagina, p.srv.url)

      // The demo's model: the designer's preview fills the default text with an example.
      const modelo = (await p.srv.knex('modelos_certificado').where('empresa_id', 1).first('id')) as { id: number }
      await pagina.goto(`${p.srv.url}/desenvolvimento/modelo-certificado/${modelo.id}`)
      await pagina.getByRole('tab', { name: 'Logomarcas' }).waitFor()
      await pagina.getByLabel('Prévia do certificado').getByText(/Certificamos que Maria da Silva concluiu integralmente/).waitFor()

      // Issue the NR-35 class's certificates and download the PDF.
      await pagina.goto(`${p.srv.url}/desenvolvimento/certificado`)
      await pagina.getByRole('button', { name: 'Emitir certificados' }).click()
      await pagina.getByLabel('Turma realizada').click()
      await pagina.getByRole('option', { name: /NR-35 — Turma 1/ }).click()
      const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Emitir e baixar PDF' }).click()])
      const pdf = join(pasta, 'certificados.pdf')
      await download.saveAs(pdf)
      expect(readFileSync(pdf).subarray(0, 4).toString()).toBe('%PDF')

      // The first page as an image; its QR code holds the verification link.
      execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', pdf, join(pasta, 'pagina')])
      const png = PNG.sync.read(readFileSync(join(pasta, 'pagina.png')))
      const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
      expect(qr).not.toBeNull()
      const url = qr!.data
      expect(url).toMatch(/\/externo\/verificar\/[A-HJ-NP-Z2-9]{10}$/)
      const codigo = url.split('/').pop()!
      const cert = (await p.srv.knex('certificados').where('codigo', codigo).first('colaborador_id')) as { colaboradorId: number }
      const pessoa = (await p.srv.knex('colaboradores').where('id', cert.colaboradorId).first('nome')) as { nome: string }

      // Opened without a session (a fresh context): the public page.
      const publico = await p.nav.newContext()
      try {
        const pg = await publico.newPage()
        await pg.goto(url)
        await pg.getByText('Válido', { exact: true }).waitFor()
        await pg.getByText(pessoa.nome).waitFor()
        await pg.getByText('NR-35 Trabalho em Altura').waitFor()
        await pg.goto(url.replace(codigo, 'ABCDEFGHJK'))
        await pg.getByText(/Certificado não encontrado/).waitFor()
      } finally {
        await publico.close()
      }
    } finally {
      await contexto.close()
    }
  })
})
