import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { abrirNavegador, entrarNaEquipe, temNavegador } from '../support/navegador.ts'
import { iniciarServidor } from '../support/servidor.ts'

/** Staff UI shell in a real browser (spec 000 §2.1–2.3, §2.6–2.7, §5, §8). */

const ok = temNavegador()

describe.skipIf(!ok)('interface do RH (navegador)', () => {
  let srv: Awaited<ReturnType<typeof iniciarServidor>>
  let navegador: Browser
  const contextos: BrowserContext[] = []

  const novaPagina = async (): Promise<Page> => {
    const contexto = await navegador.newContext({ viewport: { width: 1366, height: 860 }, locale: 'pt-BR' })
    contextos.push(contexto)
    const pagina = await contexto.newPage()
    pagina.setDefaultTimeout(10_000)
    return pagina
  }

  const entrar = (pagina: Page, cpf: string) => entrarNaEquipe(pagina, srv.url, cpf)

  const total = (pagina: Page) => pagina.getByTestId('total-registros')
  const titulo = (pagina: Page, texto: string) => pagina.getByRole('heading', { level: 1, name: texto })

  beforeAll(async () => {
    srv = await iniciarServidor()
    navegador = await abrirNavegador()
  })

  afterAll(async () => {
    for (const c of contextos) await c.close()
    await navegador?.close()
    await srv?.parar()
  })

  it('login valida no envio; Pesquisar Menu; inclui, valida e remove uma etapa seletiva; Sair', async () => {
    const pagina = await novaPagina()
    await pagina.goto(`${srv.url}/captacao/etapas-seletivas`)
    await pagina.waitForURL(`${srv.url}/login`)

    // Login validates on submit with the spec's messages; the CPF is masked.
    await pagina.getByRole('button', { name: 'Entrar' }).click()
    await pagina.getByText('CPF é obrigatório').waitFor()
    await pagina.getByText('Senha é obrigatória').waitFor()
    // No company is named before the password is verified.
    expect(await pagina.getByLabel('Empresa').count()).toBe(0)
    await pagina.getByLabel('CPF').fill('11144477735')
    expect(await pagina.getByLabel('CPF').inputValue()).toBe(DEMO.cpf)
    await pagina.getByLabel('Senha', { exact: true }).fill('errada')
    await pagina.getByRole('button', { name: 'Entrar' }).click()
    await pagina.getByTestId('erro-login').getByText('CPF ou senha inválidos.').waitFor()
    expect(await pagina.getByLabel('Empresa').count()).toBe(0)

    // Right password: the user's own companies are offered; choosing one goes back to the page first asked for.
    await pagina.getByLabel('Senha', { exact: true }).fill(DEMO.senha)
    await pagina.getByRole('button', { name: 'Entrar' }).click()
    await pagina.getByLabel('Empresa').click()
    expect(await pagina.getByRole('option').allTextContents()).toEqual(expect.arrayContaining([DEMO.empresa, 'Filial Norte Comércio']))
    await pagina.getByRole('option', { name: DEMO.empresa }).click()
    await pagina.getByRole('button', { name: 'Entrar' }).click()
    await pagina.waitForURL(`${srv.url}/captacao/etapas-seletivas`)
    await pagina.getByRole('button', { name: 'Menu do usuário' }).getByText('Administrador Demonstração').waitFor()
    await pagina.getByTestId('logo').click()
    await pagina.getByTestId('inicio').waitFor()

    // 'Pesquisar Menu' ignores case and accents and offers the breadcrumb as a link.
    await pagina.getByLabel('Pesquisar Menu').fill('ETAPAS SELETIVAS')
    const resultado = pagina.getByRole('option', { name: 'Captação e Seleção > Cadastros > Etapas Seletivas' })
    expect(await resultado.getByRole('link').getAttribute('href')).toBe('/captacao/etapas-seletivas')
    await resultado.click()
    await pagina.waitForURL(`${srv.url}/captacao/etapas-seletivas`)
    await expect.poll(() => total(pagina).textContent()).toBe('5 registro(s) encontrado(s).')
    expect(await pagina.getByRole('row').filter({ hasText: 'Dinâmica de grupo' }).getByText('Sim').count()).toBe(1)

    // Validation on submit with core's messages: the field is marked, focused, and the notice shown.
    await pagina.getByRole('link', { name: 'Incluir' }).click()
    await pagina.waitForURL(`${srv.url}/captacao/etapas-seletivas/create`)
    const nome = pagina.getByRole('textbox', { name: 'Nome' })
    await nome.fill('x'.repeat(101))
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.getByText('Nome deve ter no máximo 100 caracteres').waitFor()
    await pagina.getByText('Preencha os campos indicados').waitFor()
    expect(await nome.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => nome.evaluate((e) => e === document.activeElement)).toBe(true)

    await nome.fill('Entrevista final com a diretoria')
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.waitForURL(`${srv.url}/captacao/etapas-seletivas`)
    await expect.poll(() => total(pagina).textContent()).toBe('6 registro(s) encontrado(s).')
    const [gravada] = await srv.knex('etapas_seletivas').where({ nome: 'Entrevista final com a diretoria' }).count({ n: '*' })
    expect(Number(gravada?.['n'])).toBe(1)

    // Inline removal after the shared confirmation dialog.
    const linha = pagina.getByRole('row').filter({ hasText: 'Entrevista final com a diretoria' })
    await linha.getByRole('button', { name: 'Remover' }).click()
    const dialogo = pagina.getByTestId('dialogo-confirmacao')
    await dialogo.getByText('Tem certeza que deseja remover?').waitFor()
    await dialogo.getByText('RH', { exact: true }).waitFor()
    await dialogo.getByRole('button', { name: 'Cancelar' }).waitFor()
    await dialogo.getByRole('button', { name: 'OK' }).click()
    await expect.poll(() => total(pagina).textContent()).toBe('5 registro(s) encontrado(s).')
    expect(await linha.count()).toBe(0)

    // The spec's form route style redirects to the create screen.
    await pagina.goto(`${srv.url}/captacao/etapas-seletivas/new`)
    await pagina.waitForURL(`${srv.url}/captacao/etapas-seletivas/create`)

    // The menu's version label opens the release notes of the installed version.
    const versao = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')).version
    await pagina.getByTestId('menu-principal').getByText(`Versão ${versao}`).click()
    await pagina.waitForURL(`${srv.url}/versao`)
    await pagina.getByTestId('notas-versao').getByRole('heading', { name: 'Notas da versão' }).waitFor()
    await pagina.getByTestId('notas-versao').getByRole('heading', { name: versao, exact: true }).waitFor()

    await pagina.getByRole('button', { name: 'Menu do usuário' }).click()
    await pagina.getByRole('menuitem', { name: 'Sair' }).click()
    await pagina.waitForURL(`${srv.url}/login`)
  })

  it('login: empresa obrigatória, guarda do login, erros do servidor nos campos, sessão retomada na página pedida, bloqueio', async () => {
    const pagina = await novaPagina()
    const cpf = pagina.getByLabel('CPF')
    const senha = pagina.getByLabel('Senha', { exact: true })
    const entrarBotao = pagina.getByRole('button', { name: 'Entrar' })
    const erro = pagina.getByTestId('erro-login')

    // The first screen: several companies are offered and one must be chosen.
    await pagina.goto(`${srv.url}/`)
    await pagina.waitForURL(`${srv.url}/login`)
    await cpf.fill(DEMO.cpf)
    await senha.fill(DEMO.senha)
    await entrarBotao.click()
    const empresa = pagina.locator('form').getByLabel('Empresa')
    await empresa.waitFor()
    await entrarBotao.click()
    await pagina.getByText('Empresa é obrigatória').waitFor()
    // Changing the password asks for the companies again.
    await senha.fill('outra')
    expect(await empresa.count()).toBe(0)
    await senha.fill(DEMO.senha)
    await entrarBotao.click()
    await empresa.click()
    await pagina.getByRole('option', { name: DEMO.empresa }).click()
    await entrarBotao.click()
    await pagina.getByTestId('inicio').waitFor()
    expect(pagina.url()).toBe(`${srv.url}/`)

    // Signed in, /login goes home.
    await pagina.goto(`${srv.url}/login`)
    await pagina.getByTestId('inicio').waitFor()
    expect(pagina.url()).toBe(`${srv.url}/`)

    // The session ends while a screen is open; 'Continuar' stays, the next screen asks for the login, which then
    // goes back to it (react-admin's login page: the same form).
    await pagina.getByTestId('inicio').getByRole('link', { name: 'Idiomas' }).click()
    await expect.poll(() => total(pagina).textContent()).toBe('5 registro(s) encontrado(s).')
    await srv.knex('sessoes').delete()
    await pagina.getByTestId('menu-principal').getByRole('link', { name: 'Áreas de Formação' }).click()
    await pagina.getByTestId('dialogo-sessao-expirada').getByRole('button', { name: 'Continuar' }).click()
    await pagina.getByTestId('menu-principal').getByRole('link', { name: 'Etapas Seletivas', exact: true }).click()
    await pagina.waitForURL(`${srv.url}/login`)
    await entrarBotao.click()
    await pagina.getByText('CPF é obrigatório').waitFor()
    await pagina.getByText('Senha é obrigatória').waitFor()
    await expect.poll(() => cpf.evaluate((e) => e === document.activeElement)).toBe(true)
    await cpf.fill(DEMO.cpfRestrito)
    await senha.fill(DEMO.senha)
    await entrarBotao.click()
    await pagina.waitForURL(`${srv.url}/captacao/etapas-seletivas`)
    await pagina.getByRole('button', { name: 'Menu do usuário' }).waitFor()

    // Too many failures: the throttling message.
    const outra = await novaPagina()
    await outra.goto(`${srv.url}/login`)
    await outra.getByLabel('CPF').fill('12345678909')
    await outra.getByLabel('Senha', { exact: true }).fill('errada')
    for (let i = 0; i < 5; i++) {
      await outra.getByRole('button', { name: 'Entrar' }).click()
      await outra.getByTestId('erro-login').getByText('CPF ou senha inválidos.').waitFor()
      await outra.getByRole('button', { name: 'Entrar' }).and(outra.locator(':enabled')).waitFor()
    }
    await outra.getByRole('button', { name: 'Entrar' }).click()
    await outra.getByTestId('erro-login').getByText('Muitas tentativas de login sem sucesso. Aguarde 15 minutos e tente novamente.').waitFor()
    expect(await erro.count()).toBe(0)
  })

  it('usuário sem a autoridade vê Acesso Negado; rota desconhecida dá 404', async () => {
    const pagina = await novaPagina()
    await entrar(pagina, DEMO.cpfRestrito)
    // The menu (and so 'Pesquisar Menu') only offers what the profile may open.
    await pagina.getByLabel('Pesquisar Menu').fill('etapas seletivas')
    await pagina.getByText('Nenhum item encontrado').waitFor()
    await pagina.getByLabel('Pesquisar Menu').fill('')

    await pagina.goto(`${srv.url}/captacao/etapas-seletivas`)
    await titulo(pagina, 'Acesso Negado').waitFor()
    await pagina
      .getByText('Você não está autorizado a acessar esta página. Entre em contato com o responsável pelos perfis na sua empresa.')
      .waitFor()

    await pagina.goto(`${srv.url}/nao/existe`)
    await titulo(pagina, 'Página Não Encontrada').waitFor()
    await pagina.getByText('ERRO 404 - PÁGINA NÃO ENCONTRADA').waitFor()
    await pagina.getByRole('link', { name: 'Voltar para a página inicial' }).click()
    await pagina.getByTestId('inicio').waitFor()
  })

  it('um 401 com a sessão aberta mostra o diálogo de sessão expirada', async () => {
    const pagina = await novaPagina()
    await entrar(pagina, DEMO.cpf)
    await pagina.getByTestId('inicio').getByRole('link', { name: 'Idiomas' }).click()
    await expect.poll(() => total(pagina).textContent()).toBe('5 registro(s) encontrado(s).')

    await srv.knex('sessoes').delete()
    await pagina.getByTestId('menu-principal').getByRole('link', { name: 'Áreas de Formação' }).click()
    const dialogo = pagina.getByTestId('dialogo-sessao-expirada')
    await dialogo.getByText('Sessão expirada.').waitFor()
    // no silent redirect: the user decides
    expect(pagina.url()).toBe(`${srv.url}/captacao/areas-formacao`)
    await dialogo.getByRole('button', { name: 'Continuar' }).waitFor()
    await dialogo.getByRole('button', { name: 'Sair' }).click()
    await pagina.waitForURL(`${srv.url}/login`)
  })
})
