import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../core/shared/br/cpf.ts'
import { cliente } from '../support/http.ts'
import { abrirNavegador, abrirPaginaDaEquipe, entrarNaEquipe, temNavegador } from '../support/navegador.ts'
import { iniciarServidor } from '../support/servidor.ts'

/**
 * Issue 11 #1 on the screens: an administrator of company 2 only sees the buttons of what the server lets them
 * do (the same declaration rules), so none of them leads to a refusal: profiles read-only, their company
 * editable but not removable, no new company, no user 1 in the users' list.
 */
describe.skipIf(!temNavegador())('administrador de uma empresa nas telas', () => {
  let srv: Awaited<ReturnType<typeof iniciarServidor>>
  let nav: Browser
  const corpo = '300000001'
  const cpf = corpo + calcularDvCpf(corpo)

  beforeAll(async () => {
    srv = await iniciarServidor()
    nav = await abrirNavegador()
    const adm = cliente(srv.app)
    await adm.entrar()
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'Administração da filial', autoridades: ['ROLE_UTILITARIO_USUARIOS', 'ROLE_UTILITARIO_EMPRESAS'] })
    const u = await adm.post('/api/utilitario/usuarios', { nome: 'Admin da Filial', cpf, senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil.body.id }] })
    expect(u.status).toBe(201)
  })
  afterAll(async () => {
    await nav?.close()
    await srv?.parar()
  })

  it('perfis só para ler, a própria empresa sem remover nem incluir, usuários sem o usuário 1', async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(nav)
    await entrarNaEquipe(pagina, srv.url, cpf, 'segredo1')

    await pagina.goto(`${srv.url}/utilitario/perfis`)
    await pagina.getByText('Administração da filial').waitFor()
    expect(await pagina.getByRole('link', { name: 'Incluir' }).count()).toBe(0)
    expect(await pagina.getByLabel('Editar').count()).toBe(0)
    expect(await pagina.getByLabel('Remover').count()).toBe(0)
    await pagina.goto(`${srv.url}/utilitario/perfis/1`)
    await pagina.getByTestId('acesso-negado').waitFor()
    await pagina.goto(`${srv.url}/utilitario/perfis/create`)
    await pagina.getByTestId('acesso-negado').waitFor()

    await pagina.goto(`${srv.url}/utilitario/empresas`)
    await pagina.getByLabel('Editar').first().waitFor()
    expect(await pagina.getByLabel('Editar').count()).toBe(1)
    expect(await pagina.getByRole('link', { name: 'Incluir' }).count()).toBe(0)
    expect(await pagina.getByLabel('Remover').count()).toBe(0)
    await pagina.goto(`${srv.url}/utilitario/empresas/2`)
    await pagina.getByRole('button', { name: 'Salvar' }).waitFor()
    expect(await pagina.getByRole('button', { name: 'Remover' }).count()).toBe(0)
    await pagina.goto(`${srv.url}/utilitario/empresas/create`)
    await pagina.getByTestId('acesso-negado').waitFor()

    await pagina.goto(`${srv.url}/utilitario/usuarios`)
    await pagina.getByText('Admin da Filial').waitFor()
    await pagina.getByRole('link', { name: 'Incluir' }).waitFor()
    expect(await pagina.getByText('Administrador Demonstração').count()).toBe(0)
    await contexto.close()
  }, 60_000)
})
