import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../core/shared/br/cpf.ts'
import { cliente } from '../support/http.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * A salary realignment in a real browser: an analyst plans a 6 % dissídio for two areas (a table, the collective
 * movement), reads its cost on the payroll page, applies it, sees an employee's new salary and history row, cancels
 * it and sees the old salary back.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('reajuste salarial (navegador)', () => {
  const p = produtoNoNavegador()
  const campo = (escopo: Page | Locator, rotulo: string) => escopo.getByLabel(new RegExp(`^${rotulo}\\s*\\*?$`))
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: `${FOTOS}/reajuste-${nome}.png`, fullPage: true })
  }

  it('planeja um dissídio de 6 % em duas áreas, lê o custo, aplica, vê o novo salário, cancela e vê o antigo', async () => {
    // Two areas with one person each, paid R$ 3.000,00 and R$ 2.000,00.
    const api = cliente(p.srv.app)
    await api.entrar()
    const criado = async (caminho: string, corpo: Record<string, unknown>) => {
      const r = await api.post(`/api/cargo-salario/${caminho}`, corpo)
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      return r.body.id as number
    }
    const vendas = await criado('areas-organizacionais', { nome: 'Jornada Reajuste Vendas' })
    const loja = await criado('areas-organizacionais', { nome: 'Jornada Reajuste Loja' })
    const cargo = await criado('cargos', { nome: 'Cargo Jornada Reajuste', nomeMercado: 'Jornada', areasOrganizacionais: [vendas, loja] })
    const estabelecimento = await p.srv.knex('estabelecimentos').where('empresaId', 1).orderBy('id').first('id', 'nome')
    const cpf = (c: string) => c + calcularDvCpf(c)
    const pos = (area: number, salario: number) => ({ estabelecimentoId: Number(estabelecimento.id), areaOrganizacionalId: area, cargoId: cargo, tipoSalario: 3, salario })
    const rui = await criado('colaboradores', { nome: 'Rui Reajuste', cpf: cpf('618273640'), dataNascimento: '1990-02-03', sexo: 'M', dataAdmissao: '2024-01-10', historico: pos(vendas, 300_000) })
    await criado('colaboradores', { nome: 'Lia Reajuste', cpf: cpf('618273641'), dataNascimento: '1992-07-08', sexo: 'F', dataAdmissao: '2024-02-01', historico: pos(loja, 200_000) })

    const { pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900 })
    await entrarComoAdministrador(pagina, p.srv.url)

    // 1. The table: from the menu, a new one (title, date typed dd/mm/aaaa, type, dissídio).
    await pagina.getByLabel('Pesquisar Menu').fill('tabelas de reajuste')
    await pagina.getByRole('option', { name: 'Cargos e Salários > Reajustes > Tabelas de Reajuste' }).click()
    await pagina.waitForURL(`${p.srv.url}/cargo-salario/tabelas-reajustes-colaboradores`)
    await pagina.goto(`${p.srv.url}/cargo-salario/tabelas-reajustes-colaboradores/create`)
    await campo(pagina, 'Título').fill('Dissídio da jornada')
    await campo(pagina, 'Data').fill('01/03/2031')
    await campo(pagina, 'Tipo de reajuste').click()
    await pagina.getByRole('option', { name: 'Talento', exact: true }).click()
    await pagina.getByLabel('Dissídio').check()
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.waitForURL(/\/cargo-salario\/tabelas-reajustes-colaboradores\/\d+$/)
    const tabelaId = Number(/(\d+)$/.exec(pagina.url())![1])
    const linhas = pagina.getByTestId('linhas-reajuste')
    await linhas.getByTestId('situacao-tabela').getByText('Rascunho').waitFor()

    // 2. The collective movement: the spec's messages first, then the two areas at 6 %.
    await linhas.getByRole('button', { name: 'Movimentação coletiva' }).click()
    const dialogo = pagina.getByRole('dialog', { name: 'Movimentação coletiva' })
    await dialogo.getByRole('button', { name: 'Incluir na tabela' }).click()
    await dialogo.getByText('Selecione ao menos um estabelecimento').waitFor()
    await dialogo.getByText('Selecione ao menos uma área organizacional').waitFor()
    await dialogo.getByText('Valor é obrigatório').waitFor()
    await dialogo.getByLabel('Estabelecimentos').click()
    await pagina.getByRole('option', { name: String(estabelecimento.nome), exact: true }).click()
    for (const nome of ['Jornada Reajuste Vendas', 'Jornada Reajuste Loja']) {
      await dialogo.getByLabel('Áreas Organizacionais').fill(nome)
      await pagina.getByRole('option', { name: nome, exact: true }).click()
    }
    await dialogo.getByLabel('Percentual (%)').fill('0')
    await dialogo.getByRole('button', { name: 'Incluir na tabela' }).click()
    await dialogo.getByText('O valor não pode ser 0 (zero)').waitFor()
    await dialogo.getByLabel('Percentual (%)').fill('6')
    await dialogo.getByRole('button', { name: 'Incluir na tabela' }).click()
    await pagina.getByText('Movimentação coletiva: 2 linha(s) na tabela.').waitFor()
    const linhaRui = linhas.getByRole('row').filter({ hasText: 'Rui Reajuste' })
    await linhaRui.getByText('R$ 3.000,00').waitFor()
    await linhaRui.getByText('R$ 3.180,00').waitFor()
    await linhaRui.getByText('R$ 180,00').waitFor()
    await foto(pagina, '01-linhas')

    // 3. The cost before approving: R$ 5.000,00 → R$ 5.300,00, +R$ 300,00 (6 %), by area and by establishment.
    await linhas.getByRole('link', { name: 'Custo da folha' }).click()
    await pagina.waitForURL(`${p.srv.url}/cargo-salario/tabelas-reajustes-colaboradores/${tabelaId}/total-folha`)
    const custo = pagina.getByTestId('total-folha')
    await custo.getByText('R$ 5.300,00').first().waitFor()
    await custo.getByText('R$ 300,00').first().waitFor()
    await custo.getByText(/6,00% sobre a folha da tabela/).waitFor()
    await custo.getByRole('table', { name: 'Por área organizacional' }).getByRole('row').filter({ hasText: 'Jornada Reajuste Vendas' }).getByText('R$ 180,00').waitFor()
    await custo.getByRole('img', { name: 'Gráfico: Por estabelecimento' }).waitFor()
    await foto(pagina, '02-custo')
    await custo.getByRole('link', { name: 'Voltar à tabela' }).click()

    // 4. Apply, confirmed: Rui's salary from 01/03/2031 and his new history row.
    await linhas.getByRole('button', { name: 'Aplicar reajuste' }).click()
    await pagina.getByTestId('dialogo-confirmacao').getByRole('button', { name: 'Aplicar' }).click()
    await pagina.getByText('Reajuste aplicado.').waitFor()
    await linhas.getByTestId('situacao-tabela').getByText('Aplicada').waitFor()
    await expect.poll(async () => (await api.get(`/api/cargo-salario/colaboradores/${rui}/salario-calculado?data=2031-03-01`)).body.salario).toBe(318_000)
    await pagina.goto(`${p.srv.url}/cargo-salario/colaboradores/${rui}`)
    await pagina.getByRole('tab', { name: 'Histórico' }).click()
    const historico = pagina.getByTestId('historico-talento')
    const nova = historico.getByRole('row').filter({ hasText: '01/03/2031' })
    await nova.getByText('Dissídio').waitFor()
    await nova.getByText('R$ 3.180,00').waitFor()
    await nova.getByText('Agendado').waitFor()
    await foto(pagina, '03-historico')

    // 5. Cancel, confirmed: the row is gone and the old salary is back.
    await pagina.goto(`${p.srv.url}/cargo-salario/tabelas-reajustes-colaboradores/${tabelaId}`)
    await linhas.getByRole('button', { name: 'Cancelar reajuste' }).click()
    await pagina.getByTestId('dialogo-confirmacao').getByRole('button', { name: 'Cancelar reajuste' }).click()
    await pagina.getByText('Reajuste cancelado.').waitFor()
    await linhas.getByTestId('situacao-tabela').getByText('Cancelada').waitFor()
    expect((await api.get(`/api/cargo-salario/colaboradores/${rui}/salario-calculado?data=2031-03-01`)).body.salario).toBe(300_000)
    await pagina.goto(`${p.srv.url}/cargo-salario/colaboradores/${rui}`)
    await pagina.getByRole('tab', { name: 'Histórico' }).click()
    await historico.getByRole('row').filter({ hasText: '10/01/2024' }).getByText('R$ 3.000,00').waitFor()
    await expect.poll(() => historico.getByRole('row').filter({ hasText: '01/03/2031' }).count()).toBe(0)
  })
})
