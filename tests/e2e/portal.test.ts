import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { abrirNavegador, temNavegador } from '../support/navegador.ts'
import { iniciarServidor } from '../support/servidor.ts'

/** The candidate portal's flows in a real browser at 1280 and 375 px (issue 4). Needs `npm run build`. */

describe.skipIf(!temNavegador())('portal do candidato: cadastro, candidatura, anexos, senha, indicação', () => {
  let srv: Awaited<ReturnType<typeof iniciarServidor>>
  let nav: Browser
  beforeAll(async () => {
    srv = await iniciarServidor()
    nav = await abrirNavegador()
    await srv.knex('empresas').where({ id: 1 }).update({ exigirAceitePsi: true, politicaSeguranca: '<p>Seus dados são tratados conforme a <b>LGPD</b>.</p>' })
  }, 30_000)
  afterAll(async () => {
    await nav?.close()
    await srv?.parar()
  })

  for (const [largura, cpf] of [
    [1280, '39053344705'],
    [375, '52998224725'],
  ] as const) {
    it(`${largura} px`, async () => {
      const p = await nav.newPage({ viewport: { width: largura, height: 900 } })
      const u = (c: string) => `${srv.url}/externo${c}`
      await p.goto(u('/candidatos/new?empresaId=1'))
      await p.fill('#c-nome', `Pessoa ${largura}`)
      await p.fill('#c-cpf', cpf)
      await p.fill('#c-email', `p${largura}@exemplo.com.br`)
      await p.locator('.opcoes input').first().check()
      await p.fill('#c-senha', 'segredo1')
      await p.fill('#c-confirmaSenha', 'segredo1')
      await p.click('button[type=submit]')
      // The privacy term: Continuar disabled until the box is ticked.
      await p.waitForSelector('.termo')
      expect(await p.locator('.termo b').textContent()).toBe('LGPD')
      expect(await p.isDisabled('text=Continuar')).toBe(true)
      await p.getByLabel('Li e aceito o Termo de Privacidade e Política de Segurança').check()
      await p.click('text=Continuar')
      await p.waitForURL(/\/externo\/anuncios/)
      await p.click('text=Candidatar-se')
      await p.waitForSelector('text=Currículo enviado com sucesso.')
      expect(await srv.knex('consentimentos').count({ n: '*' }).then((r) => Number(r[0]!['n']))).toBeGreaterThan(0)

      // Bot check: without it the spec's message; with the proof of work solved in the page, sent.
      await p.click('text=Indicar a um amigo')
      await p.fill('#amigo-nome', 'Ana')
      await p.fill('#amigo-email', 'ana@exemplo.com.br')
      await p.fill('#amigo-nomeAmigo', 'Beto')
      await p.fill('#amigo-emailAmigo', 'beto@exemplo.com.br')
      await p.click('.dialogo button[type=submit]')
      await p.waitForSelector('.dialogo >> text=Confirme que você não é um robô.')
      await p.click('input[name=robo]')
      await p.waitForSelector('input[name=robo]:checked', { timeout: 15_000 })
      await p.click('.dialogo button[type=submit]')
      await p.waitForSelector('text=Anúncio de vaga enviado com sucesso.')
      await p.click('.dialogo >> text=Fechar')

      // Attach a PDF.
      const id = Number((await srv.knex('candidatos').where({ cpf }).first('id')).id)
      await p.goto(u(`/candidatos/${id}/documentos-anexos?empresaId=1`))
      await p.fill('#a-descricao', 'Currículo')
      await p.setInputFiles('#a-anexo', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%teste\n') })
      await p.click('form button[type=submit]')
      await p.waitForSelector('.item >> text=cv.pdf')

      // Change the password: the spec's mismatch message, then success; log out and back in.
      await p.goto(u(`/candidatos/${id}?tab=senha&empresaId=1`))
      await p.fill('#s-senha', 'segredo1')
      await p.fill('#s-novaSenha', 'novasenha1')
      await p.fill('#s-confNovaSenha', 'outra')
      await p.click('form button[type=submit]')
      await p.waitForSelector('text=A senha não foi confirmada corretamente. Por favor, confira.')
      await p.fill('#s-confNovaSenha', 'novasenha1')
      await p.click('form button[type=submit]')
      await p.waitForSelector('text=Senha alterada com sucesso.')
      const r = await p.evaluate(() => fetch('/api/externo/userinfo/logout', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((x) => x.status))
      expect(r).toBe(200)
      await p.goto(u('/login?empresaId=1'))
      await p.fill('input[name=username]', cpf)
      await p.fill('input[name=password]', 'novasenha1')
      await p.click('button[type=submit]')
      await p.waitForURL(/\/externo\/anuncios/)
      await p.close()
    }, 30_000)
  }
})
