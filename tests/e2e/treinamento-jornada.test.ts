import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * The training journey of issue 17 in one go, as a person does it: HR creates a course and a class with two days
 * (yesterday and today), adds three employees; Maria (the demo user linked to an employee) checks in today by reading
 * the class's QR code on her phone as herself; HR ticks the rest of the attendance, closes the class ('Realizada'),
 * issues the certificates and downloads the PDF; the QR code printed on a page (rasterized with pdftoppm, decoded with
 * jsqr) opens the public verification page, which shows the certificate valid.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('treinamento de ponta a ponta (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }
  const escolher = async (pagina: Page, rotulo: string | RegExp, texto: string, opcao: string | RegExp) => {
    await pagina.getByLabel(rotulo).fill(texto)
    await pagina.getByRole('option', { name: opcao }).first().click()
  }

  it('curso, turma de dois dias, três talentos, presença por QR e pelo RH, turma realizada, certificados e verificação pública', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const k = p.srv.knex
    const hoje = diaEmSaoPaulo(Date.now())
    const ontem = adicionarDias(hoje, -1)
    const maria = await k('usuarios').where('cpf', DEMO.cpfRestrito.replace(/\D/g, '')).first('colaboradorId')
    const nomeMaria = String((await k('colaboradores').where('id', maria.colaboradorId).first('nome')).nome)
    const outros = (await k('colaboradores')
      .where('empresa_id', 1)
      .whereNull('data_desligamento')
      .whereNot('id', maria.colaboradorId)
      .where('data_admissao', '<', ontem)
      .orderBy('id')
      .limit(2)
      .select('id', 'nome')) as Array<{ id: number; nome: string }>
    expect(outros).toHaveLength(2)
    const pessoas = [nomeMaria, ...outros.map((o) => o.nome)]

    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900 })
    const celular = await p.nav.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', isMobile: true, hasTouch: true })
    const pasta = mkdtempSync(join(tmpdir(), 'jornada-treinamento-'))
    try {
      await entrarComoAdministrador(pagina, p.srv.url)

      // The course (minimum attendance 100 % by default) and its class, yesterday and today.
      await pagina.goto(`${p.srv.url}/desenvolvimento/cursos/create`)
      await pagina.getByLabel(/^Nome/).fill('Brigada de Incêndio')
      await pagina.getByLabel(/^Carga horária/).fill('16:00')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.getByRole('cell', { name: 'Brigada de Incêndio' }).waitFor()
      await pagina.goto(`${p.srv.url}/desenvolvimento/turmas/create`)
      await escolher(pagina, /^Curso/, 'Brigada', 'Brigada de Incêndio')
      await pagina.getByLabel(/^Descrição/).fill('Brigada — Turma 1')
      await pagina.getByLabel(/^Instrutor/).fill('Sgt. Carlos Lima')
      await pagina.getByLabel(/^Custo/).fill('900,00')
      await pagina.getByLabel(/^Data inicial/).fill(formatarData(ontem))
      await pagina.getByLabel(/^Data final/).fill(formatarData(hoje))
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.getByRole('cell', { name: 'Brigada — Turma 1' }).waitFor()
      const turma = await k('turmas').where('descricao', 'Brigada — Turma 1').first('id')
      await pagina.goto(`${p.srv.url}/desenvolvimento/turmas/${turma.id}`)
      for (const dia of [ontem, hoje]) {
        await pagina.getByRole('tab', { name: 'Dias' }).click()
        await pagina.getByRole('link', { name: 'Incluir Dia da Turma' }).click()
        await pagina.getByLabel(/^Dia/).first().fill(formatarData(dia))
        await pagina.getByRole('button', { name: 'Salvar' }).click()
        await pagina.getByRole('tab', { name: 'Presença' }).waitFor()
        await pagina.getByRole('cell', { name: formatarData(dia) }).waitFor()
      }
      for (const nome of pessoas) {
        await pagina.getByRole('tab', { name: 'Participantes' }).click()
        await pagina.getByRole('link', { name: 'Incluir Participante' }).click()
        await escolher(pagina, /^Talento/, nome, nome)
        await pagina.getByRole('button', { name: 'Salvar' }).click()
        await pagina.getByRole('tab', { name: 'Presença' }).waitFor()
      }
      await pagina.getByRole('tab', { name: 'Participantes' }).click()
      for (const nome of pessoas) await pagina.getByRole('cell', { name: nome }).waitFor()

      // Today's QR code; Maria reads it on her phone and logs in as herself.
      await pagina.getByRole('button', { name: 'Presença por QR code' }).click()
      await pagina.getByRole('heading', { name: 'Presença por QR code' }).waitFor()
      const qr = pagina.getByTestId('qr-code-presenca')
      await qr.waitFor()
      const png = PNG.sync.read(await qr.screenshot())
      const link = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
      expect(link).toMatch(/\/desenvolvimento\/presenca-qrcode\/\d+\.\d+\./)
      await foto(pagina, 'jornada-1-qr')
      const mp = await celular.newPage()
      mp.setDefaultTimeout(15_000)
      await mp.goto(link!.replace(/^https?:\/\/[^/]+/, p.srv.url))
      await mp.getByLabel('CPF').fill(DEMO.cpfRestrito)
      await mp.getByLabel('Senha', { exact: true }).fill(DEMO.senha)
      await mp.getByRole('button', { name: 'Entrar' }).click()
      await mp.getByTestId('presenca-registrada').getByText('Presença registrada').waitFor()
      await mp.getByTestId('presenca-registrada').getByText('Brigada de Incêndio').waitFor()
      await pagina.getByText(/Presentes: 1 de 3/).waitFor()

      // HR ticks the rest: everyone both days (Maria's today is already there, from the QR code).
      await pagina.getByRole('button', { name: 'Voltar para a turma' }).click()
      await pagina.getByRole('tab', { name: 'Presença' }).click()
      // The grid may first paint from react-admin's cache and then refetch: wait for Maria's check-in to show.
      await expect.poll(() => pagina.getByLabel(`${nomeMaria} presente em ${formatarData(hoje)}`).isChecked(), { timeout: 15_000 }).toBe(true)
      for (const nome of pessoas)
        for (const dia of [ontem, hoje]) {
          const caixa = pagina.getByLabel(`${nome} presente em ${formatarData(dia)}`)
          if (!(await caixa.isChecked())) await caixa.check()
        }
      await pagina.getByRole('button', { name: 'Gravar presenças' }).click()
      await pagina.getByText('Presenças gravadas.').waitFor()
      for (const nome of pessoas) await pagina.getByTestId(`presenca-${nome}`).getByText('Aprovado').waitFor()
      await foto(pagina, 'jornada-2-presenca')

      // Closing the class.
      await pagina.getByLabel('Realizada').check()
      await pagina.getByRole('button', { name: 'Salvar' }).first().click()
      await expect.poll(async () => Number((await k('turmas').where('id', turma.id).first('realizada')).realizada)).toBe(1)

      // Certificates of the class, as one PDF.
      await pagina.goto(`${p.srv.url}/desenvolvimento/certificado`)
      await pagina.getByRole('button', { name: 'Emitir certificados' }).click()
      await pagina.getByLabel('Turma realizada').click()
      await pagina.getByRole('option', { name: /Brigada — Turma 1/ }).click()
      const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Emitir e baixar PDF' }).click()])
      const pdf = join(pasta, 'certificados.pdf')
      await download.saveAs(pdf)
      expect(readFileSync(pdf).subarray(0, 4).toString()).toBe('%PDF')
      expect(Number((await k('certificados').where('turmaId', turma.id).count({ n: '*' }).first())!.n)).toBe(3)

      // The QR code printed on the first page opens the public verification page.
      execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', pdf, join(pasta, 'pagina')])
      const paginaPdf = PNG.sync.read(readFileSync(join(pasta, 'pagina.png')))
      const url = jsQR(new Uint8ClampedArray(paginaPdf.data), paginaPdf.width, paginaPdf.height)?.data
      expect(url).toMatch(/\/externo\/verificar\/[A-HJ-NP-Z2-9]{10}$/)
      const publico = await p.nav.newContext()
      try {
        const pg = await publico.newPage()
        await pg.goto(url!)
        await pg.getByText('Válido', { exact: true }).waitFor()
        await pg.getByText('Brigada de Incêndio').waitFor()
        const texto = await pg.locator('body').innerText()
        expect(pessoas.some((n) => texto.includes(n))).toBe(true)
        await foto(pg, 'jornada-3-verificacao')
      } finally {
        await publico.close()
      }
    } finally {
      await celular.close()
      await contexto.close()
    }
  }, 180_000)
})
