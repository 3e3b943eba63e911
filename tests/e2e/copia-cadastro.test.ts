import { describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { EMPRESAS_DIFERENTES } from '../../core/utilitario/copia-cadastro.ts'
import { abrirPaginaDaEquipe, entrarNaEquipe, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/** Utilitários › Cópia de Cadastros (issue 18): the administrator copies the demo's registers into the other company. */
describe.skipIf(!temNavegador())('cópia de cadastros pela tela', () => {
  const p = produtoNoNavegador()

  it('pelo menu: escolhe as empresas e os cadastros, copia e vê a tabela do resultado', async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav)
    await entrarNaEquipe(pagina, p.srv.url, DEMO.cpf)
    await pagina.getByRole('button', { name: 'Utilitários' }).click()
    await pagina.getByTestId('menu-principal').getByRole('link', { name: 'Cópia de Cadastros' }).click()
    await pagina.getByTestId('tela-copia-cadastro').waitFor()
    await pagina.getByRole('checkbox', { name: /Cargos e Faixas Salariais/ }).waitFor()

    const escolher = async (campo: string, empresa: string) => {
      await pagina.getByRole('combobox', { name: campo }).click()
      await pagina.getByRole('option', { name: empresa }).click()
    }
    await escolher('Empresa de Origem', DEMO.empresa)
    await escolher('Empresa de Destino', DEMO.empresa)
    await pagina.getByRole('button', { name: 'Copiar' }).click()
    await pagina.getByText(EMPRESAS_DIFERENTES).first().waitFor()

    await escolher('Empresa de Destino', DEMO.filial)
    // Only some groups: the others are left unchecked.
    for (const g of ['Cadastros da Captação', 'Cadastros de Gestão de Talentos', 'Modelos de Avaliação e Questionários']) await pagina.getByRole('checkbox', { name: new RegExp(g) }).uncheck()
    await pagina.getByRole('button', { name: 'Copiar' }).click()
    const tabela = pagina.getByTestId('resultado-copia')
    await tabela.waitFor({ timeout: 30_000 })
    for (const coluna of ['Cadastro', 'Copiados', 'Reaproveitados', 'Ignorados']) await tabela.getByRole('columnheader', { name: coluna }).waitFor()
    const linha = tabela.getByRole('row', { name: /^Faixas Salariais/ })
    await linha.waitFor()
    expect(Number(await linha.getByRole('cell').nth(1).textContent())).toBeGreaterThan(0)
    await expect(tabela.getByRole('row', { name: /^Idiomas/ }).count()).resolves.toBe(0)
    const [contagem] = await p.srv.knex('faixas_salariais').join('empresas', 'empresas.id', 'faixas_salariais.empresaId').where('empresas.nome', DEMO.filial).count({ n: '*' })
    expect(Number(contagem?.n)).toBeGreaterThan(0)
    if (process.env['FOTO']) await pagina.screenshot({ path: process.env['FOTO'], fullPage: true })

    // Again: everything is reused.
    await pagina.getByRole('button', { name: 'Copiar' }).click()
    await tabela.waitFor()
    await expect.poll(async () => (await pagina.getByTestId('resultado-copia').getByRole('row', { name: /^Faixas Salariais/ }).getByRole('cell').nth(1).textContent()) ?? '', { timeout: 30_000 }).toBe('0')
    await contexto.close()
  }, 120_000)
})
