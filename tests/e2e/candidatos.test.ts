import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servidorCep } from '../support/cep.ts'
import { abrirNavegador, abrirPaginaDaEquipe, entrarComoAdministrador, temNavegador } from '../support/navegador.ts'
import { iniciarServidor } from '../support/servidor.ts'

/** The staff candidate form in a real browser: the CEP fills the address, the document groups, save. */
describe.skipIf(!temNavegador())('cadastro de candidato pela equipe (navegador)', () => {
  let srv: Awaited<ReturnType<typeof iniciarServidor>>
  let cep: Awaited<ReturnType<typeof servidorCep>>
  let navegador: Browser
  let contexto: BrowserContext
  let pagina: Page

  beforeAll(async () => {
    cep = await servidorCep()
    srv = await iniciarServidor({ cepUrl: cep.url })
    navegador = await abrirNavegador()
    ;({ contexto, pagina } = await abrirPaginaDaEquipe(navegador))
  })
  afterAll(async () => {
    await contexto?.close()
    await navegador?.close()
    await srv?.parar()
    await cep?.fechar()
  })

  /** A field of the open tab (the other tabs stay mounted), by its label with or without the required mark. */
  const campo = (rotulo: string) => pagina.locator('[role=tabpanel]:not([hidden])').getByLabel(new RegExp(`^${rotulo}\\s*\\*?$`))
  const aba = (nome: string) => pagina.getByRole('tab', { name: nome }).click()

  it('CEP preenche o endereço; título, certificado militar e CTPS; salva', async () => {
    await entrarComoAdministrador(pagina, srv.url)

    await pagina.goto(`${srv.url}/captacao/candidatos/create`)
    await campo('Nome').fill('Célia Cep Teste')
    await campo('CPF').fill('86288366757')
    await campo('Data de Nascimento').fill('02031988')
    expect(await campo('Data de Nascimento').inputValue()).toBe('02/03/1988')

    // The CEP: an unknown one leaves a hint; a known one fills street, district, UF and cidade.
    await aba('Endereço e Contato')
    await campo('CEP').fill('99999999')
    await pagina.getByText('CEP não encontrado. Preencha o endereço.').waitFor()
    await campo('Complemento').fill('Sala 4')
    await campo('CEP').fill('13010000')
    expect(await campo('CEP').inputValue()).toBe('13010-000')
    await pagina.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => i.value === 'Rua Barão de Jaguara'))
    expect(await campo('Logradouro').inputValue()).toBe('Rua Barão de Jaguara')
    expect(await campo('Bairro').inputValue()).toBe('Centro')
    await pagina.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => i.value === 'Campinas'))
    expect(await campo('UF').inputValue()).toBe('SP - São Paulo')
    expect(await campo('Cidade').inputValue()).toBe('Campinas')
    expect(await campo('Complemento').inputValue()).toBe('Sala 4')
    await campo('Número').fill('100')

    await aba('Documentos')
    await pagina.locator('input[name="ctps.numero"]').fill('1234567')
    await pagina.locator('input[name="ctps.serie"]').fill('0012')
    await pagina.locator('input[name="tituloEleitoral.numero"]').fill('123456789012')
    await pagina.locator('input[name="tituloEleitoral.zona"]').fill('0001')

    await aba('Perfil Profissional')
    await campo('Cargo/Função Pretendida').click()
    await pagina.getByRole('option', { name: 'Vendedor Externo' }).click()
    await pagina.keyboard.press('Escape')

    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.waitForURL(/\/captacao\/candidatos\/\d+$/)
    const salvo = await srv.knex('candidatos').where({ cpf: '86288366757', empresaId: 1 }).first()
    const sp = Number((await srv.knex('estados').where({ sigla: 'SP' }).first('id')).id)
    const campinas = Number((await srv.knex('cidades').where({ codigoIbge: 3509502 }).first('id')).id)
    expect(salvo).toMatchObject({ cep: '13010000', logradouro: 'Rua Barão de Jaguara', numero: '100', complemento: 'Sala 4', bairro: 'Centro', dataNascimento: '1988-03-02' })
    expect([Number(salvo.ufId), Number(salvo.cidadeId)]).toEqual([sp, campinas])
    expect(JSON.parse(salvo.ctps)).toEqual({ numero: '1234567', serie: '0012' })
    expect(JSON.parse(salvo.tituloEleitoral)).toEqual({ numero: '123456789012', zona: '0001' })
  }, 60_000)
})
