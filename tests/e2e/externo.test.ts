import { Effect } from 'effect'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashSenha } from '../../adapters/db/sessao.ts'
import { abrirNavegador, temNavegador } from '../support/navegador.ts'
import { iniciarServidor } from '../support/servidor.ts'

/** Candidate portal shell in a real browser (spec 000 §2.1, §2.2, §2.4, §7.2). */

const ok = temNavegador()

// 1×1 PNG, enough for the header logo.
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

describe.skipIf(!ok)('portal do candidato (navegador)', () => {
  let srv: Awaited<ReturnType<typeof iniciarServidor>>
  let navegador: Browser
  let contexto: BrowserContext
  let pagina: Page

  const ir = (caminho: string) => pagina.goto(`${srv.url}${caminho}`)
  const esperarUrl = (caminho: string) => pagina.waitForURL(`${srv.url}${caminho}`, { timeout: 10_000 })
  const botaoEntrarDoCabecalho = () => pagina.locator('header.cabecalho').getByRole('link', { name: 'Entrar', exact: true })
  const corDeFundo = (l: ReturnType<Page['locator']>) => l.evaluate((e) => getComputedStyle(e).backgroundColor)

  beforeAll(async () => {
    srv = await iniciarServidor()
    navegador = await abrirNavegador()
    contexto = await navegador.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' })
    pagina = await contexto.newPage()
  })

  afterAll(async () => {
    await contexto?.close()
    await navegador?.close()
    await srv?.parar()
  })

  it('empresaId não numérico mostra o erro do link', async () => {
    await ir('/externo?empresaId=abc')
    await expect(pagina.getByText('Empresa ID inválido. Revise ou solicite novamente o link').waitFor()).resolves.toBeUndefined()
    await ir('/externo/login?empresaId=abc')
    await pagina.getByText('Empresa ID inválido. Revise ou solicite novamente o link').waitFor()
    expect(await pagina.locator('form').count()).toBe(0)
  })

  it('/externo leva ao login mantendo empresaId, com Entrar e a cor padrão da empresa', async () => {
    await ir('/externo?empresaId=1')
    await esperarUrl('/externo/login?empresaId=1')
    await botaoEntrarDoCabecalho().waitFor()
    expect(await botaoEntrarDoCabecalho().getAttribute('href')).toBe('/externo/login?empresaId=1')
    await pagina.locator('header.cabecalho').getByText('Empresa Demonstração').waitFor()
    const cor = await pagina.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cor-principal').trim())
    expect(cor.toUpperCase()).toBe('#FF850A')
    await expect.poll(() => corDeFundo(botaoEntrarDoCabecalho())).toBe('rgb(255, 133, 10)')
    // The logo links to the ads board of the company.
    expect(await pagina.locator('header.cabecalho a.marca').getAttribute('href')).toBe('/externo/anuncios?empresaId=1')
  })

  it('aplica cor e logo configurados da empresa', async () => {
    // Company 2's own colour and logo come back afterwards, whatever happens here (later tests see the company as seeded).
    const antes = await srv.knex('empresas').where({ id: 2 }).first('cor_principal', 'logo_empresa')
    await srv.knex('empresas').where({ id: 2 }).update({ cor_principal: '#1565C0', logo_empresa: LOGO })
    try {
      await ir('/externo/anuncios?empresaId=2')
      await pagina.locator('header.cabecalho img[alt="Filial Norte Comércio"]').waitFor()
      await pagina.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--cor-principal').trim() === '#1565C0')
      // Buttons fade between colours (150 ms): poll until the transition ends.
      await expect.poll(() => corDeFundo(botaoEntrarDoCabecalho())).toBe('rgb(21, 101, 192)')
      // Dark brand colour → white text (contrast chosen by the portal).
      expect(await botaoEntrarDoCabecalho().evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 255, 255)')
      await pagina.getByText('Nenhuma vaga aberta no momento.').waitFor()
    } finally {
      await srv.knex('empresas').where({ id: 2 }).update(antes)
    }
    expect(await srv.knex('empresas').where({ id: 2 }).first('cor_principal', 'logo_empresa')).toEqual(antes)
  })

  it('página protegida sem sessão vai ao login mantendo empresaId; caminho desconhecido dá 404', async () => {
    await ir('/externo/candidato-solicitacoes?empresaId=2')
    await esperarUrl('/externo/login?empresaId=2')
    await ir('/externo/candidatos/7/documentos-anexos?empresaId=1')
    await esperarUrl('/externo/login?empresaId=1')

    await ir('/externo/nao-existe?empresaId=1')
    await pagina.getByRole('heading', { name: 'Página Não Encontrada' }).waitFor()
    await pagina.getByText('ERRO 404 - PÁGINA NÃO ENCONTRADA').waitFor()
    await pagina.getByRole('link', { name: 'Voltar para a página inicial' }).click()
    await esperarUrl('/externo/anuncios?empresaId=1')
  })

  it('login do candidato: senha errada, certa, cabeçalho, guarda do login e Sair', async () => {
    const nome = 'Maria Aparecida dos Santos Oliveira'
    const agora = new Date().toISOString()
    const linhas: Array<{ id: number } | number> = await srv.knex('candidatos').returning('id').insert({
      empresa_id: 1,
      nome,
      cpf: '52998224725',
      email: 'maria@example.com',
      senha_hash: await Effect.runPromise(hashSenha.hash('segredo1')),
      criado_em: agora,
      atualizado_em: agora,
    })
    const linha = linhas[0]
    const id = typeof linha === 'object' ? linha.id : linha

    await ir('/externo/login?empresaId=1')
    const form = pagina.locator('form')
    await form.getByRole('button', { name: 'Entrar' }).click()
    await pagina.getByText('CPF é obrigatório').waitFor()
    await pagina.getByText('Senha é obrigatória').waitFor()

    await form.getByLabel('CPF').fill('52998224725')
    expect(await form.getByLabel('CPF').inputValue()).toBe('529.982.247-25')
    await form.getByLabel('Senha', { exact: true }).fill('errada')
    await form.getByRole('button', { name: 'Entrar' }).click()
    await pagina.getByText('CPF ou senha inválidos.').waitFor()

    await form.getByLabel('Senha', { exact: true }).fill('segredo1')
    await form.getByRole('button', { name: 'Entrar' }).click()
    await esperarUrl('/externo/anuncios?empresaId=1')

    const cabecalho = pagina.locator('header.cabecalho')
    const saudacao = cabecalho.locator('.cabecalho__barra .saudacao')
    // At most 20 characters, the cut marked with an ellipsis (the whole name in the title).
    await saudacao.getByText('Olá, Maria Aparecida dos…', { exact: true }).waitFor()
    expect(await saudacao.innerText()).not.toContain('Santos')
    await saudacao.getByText('529.982.247-25').waitFor()
    // the demo company has an open ad
    await pagina.getByRole('button', { name: 'Candidatar-se' }).first().waitFor()
    expect(await botaoEntrarDoCabecalho().count()).toBe(0)
    for (const [rotulo, href] of [
      ['Vagas Abertas', '/externo/anuncios?empresaId=1'],
      ['Editar Cadastro', `/externo/candidatos/${id}?empresaId=1`],
      ['Anexar Documentos', `/externo/candidatos/${id}/documentos-anexos?empresaId=1`],
      ['Alterar Senha', `/externo/candidatos/${id}?empresaId=1&tab=senha`],
    ] as const)
      expect(await cabecalho.getByRole('link', { name: rotulo, exact: true }).getAttribute('href')).toBe(href)

    // The header opens the candidate's own registration.
    await cabecalho.getByRole('link', { name: 'Editar Cadastro', exact: true }).click()
    await esperarUrl(`/externo/candidatos/${id}?empresaId=1`)
    await pagina.getByRole('heading', { name: 'Editar Cadastro' }).waitFor()

    // Logged in, the login page sends the candidate to the ads board.
    await ir('/externo/login?empresaId=1')
    await esperarUrl('/externo/anuncios?empresaId=1')

    // 375 px: the same actions in the compact menu; Sair from there.
    await pagina.setViewportSize({ width: 375, height: 740 })
    await cabecalho.getByRole('button', { name: 'Menu' }).click()
    const menu = pagina.locator('#menu-compacto')
    await menu.getByRole('link', { name: 'Anexar Documentos' }).waitFor()
    await menu.getByRole('button', { name: 'Sair' }).click()
    await pagina.getByText('Saindo…').waitFor()
    await esperarUrl('/externo/login?empresaId=1')
    await botaoEntrarDoCabecalho().waitFor()
    const info = await pagina.evaluate(() => fetch('/api/externo/userinfo').then((r) => r.json()))
    expect(info).toEqual({ authenticated: false })
    await pagina.setViewportSize({ width: 1280, height: 800 })
  })
})
