import { createHmac } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { CODIGO_EXPIRADO, emitirCodigoPresenca, VALIDADE_MS } from '../../core/desenvolvimento/presencaQrCode.ts'
import { diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * QR attendance in a real browser (issue 17): HR opens the demo's NR-10 class (a day today) and its 'Presença por QR
 * code' screen; the QR image decodes to the check-in link; Maria (the demo user linked to an employee, enrolled in the
 * class) opens it on a phone-sized browser, logs in, is sent back and sees 'Presença registrada'; the screen and HR's
 * attendance grid show her present; a code signed a while ago is refused as expired.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('presença por QR code (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }

  it('RH exibe o QR code do dia; o talento lê, entra e tem a presença registrada; código antigo recusado', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const k = p.srv.knex
    const hoje = diaEmSaoPaulo(Date.now())
    const turma = await k('turmas').where('descricao', 'NR-10 — Turma básica').first('id')
    const dia = await k('dias_turmas').where({ turmaId: turma.id, dia: hoje }).first('id')
    expect(dia).toBeDefined()
    const maria = await k('usuarios').where('cpf', DEMO.cpfRestrito.replace(/\D/g, '')).first('colaboradorId')
    const nomeMaria = String((await k('colaboradores').where('id', maria.colaboradorId).first('nome')).nome)

    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900 })
    const celular = await p.nav.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', isMobile: true, hasTouch: true })
    try {
      await entrarComoAdministrador(pagina, p.srv.url)
      await pagina.goto(`${p.srv.url}/desenvolvimento/turmas/${turma.id}`)
      await pagina.getByRole('button', { name: 'Presença por QR code' }).click()
      await pagina.getByRole('heading', { name: 'Presença por QR code' }).waitFor()
      const qr = pagina.getByTestId('qr-code-presenca')
      await qr.waitFor()
      const url = (await pagina.getByTestId('url-presenca').textContent())!.trim()
      expect(url).toMatch(new RegExp(`/desenvolvimento/presenca-qrcode/${dia.id}\\.\\d+\\.`))
      // The image is that link.
      const png = PNG.sync.read(await qr.screenshot())
      expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(url)
      await pagina.getByTestId('presentes-qr').getByText(nomeMaria).waitFor()
      await foto(pagina, 'qr-1-tela')

      // Maria's phone: the link asks for her login, then comes back to the check-in.
      const mp = await celular.newPage()
      mp.setDefaultTimeout(15_000)
      await mp.goto(url.replace(/^https?:\/\/[^/]+/, p.srv.url))
      await mp.getByLabel('CPF').fill(DEMO.cpfRestrito)
      await mp.getByLabel('Senha', { exact: true }).fill(DEMO.senha)
      await mp.getByRole('button', { name: 'Entrar' }).click()
      const registrada = mp.getByTestId('presenca-registrada')
      await registrada.getByText('Presença registrada').waitFor()
      await registrada.getByText('NR-10 Segurança em Instalações Elétricas').waitFor()
      await registrada.getByText(formatarData(hoje)).waitFor()
      await foto(mp, 'qr-2-celular')

      // The QR screen sees her present (polling); HR's grid too.
      await pagina.getByText(/Presentes: 1 de/).waitFor()
      await pagina.getByRole('button', { name: 'Voltar para a turma' }).click()
      await pagina.getByRole('tab', { name: 'Presença' }).click()
      // The grid may first paint from react-admin's cache, then refetch: wait for the fresh state.
      await expect.poll(() => pagina.getByLabel(`${nomeMaria} presente em ${formatarData(hoje)}`).isChecked(), { timeout: 15_000 }).toBe(true)

      // A photo of an old code, sent later: refused as expired.
      const segredo = await k('segredos_instalacao').where('nome', 'presenca-qrcode').first('valor')
      const assinar = (m: string) => createHmac('sha256', String(segredo.valor)).update(m).digest('base64url')
      const velho = emitirCodigoPresenca(dia.id, Date.now() - VALIDADE_MS - 5_000, assinar).token
      await mp.goto(`${p.srv.url}/desenvolvimento/presenca-qrcode/${velho}`)
      await mp.getByTestId('presenca-recusada').getByText(CODIGO_EXPIRADO).waitFor()
      await foto(mp, 'qr-3-expirado')
    } finally {
      await celular.close()
      await contexto.close()
    }
  })
})
