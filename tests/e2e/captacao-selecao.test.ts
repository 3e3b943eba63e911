import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../core/shared/br/cpf.ts'
import { adicionarDias } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { cliente } from '../support/http.ts'
import { abrirNavegador, abrirPaginaDaEquipe, entrarComoAdministrador, temNavegador } from '../support/navegador.ts'
import { iniciarServidor } from '../support/servidor.ts'

/**
 * The selection flow in a real browser: HR opens a personnel request, approves it, links two candidates, drags
 * one across the board to the last stage, hires them and sees the vacancy counted (and closes the request).
 */
const ok = temNavegador()

describe.skipIf(!ok)('captação e seleção: do pedido à contratação (navegador)', () => {
  let srv: Awaited<ReturnType<typeof iniciarServidor>>
  let navegador: Browser
  let contexto: BrowserContext
  let pagina: Page

  beforeAll(async () => {
    srv = await iniciarServidor()
    navegador = await abrirNavegador()
    // Two candidates registered through the candidates' API (so they are searchable like any other).
    const api = cliente(srv.app)
    await api.entrar()
    const cargo = (await srv.knex('cargos').where({ empresaId: 1, nome: 'Vendedor Externo' }).first()).id
    const corpo = (n: number) => String(987_650_000 + n).slice(0, 9)
    for (const [n, nome] of [
      [1, 'Zélia Teste Quadro'],
      [2, 'Zuleica Teste Quadro'],
    ] as const) {
      const r = await api.post('/api/captacao/candidatos', { nome, cpf: corpo(n) + calcularDvCpf(corpo(n)), cargos: [cargo] })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
    }
    ;({ contexto, pagina } = await abrirPaginaDaEquipe(navegador))
  })

  afterAll(async () => {
    await contexto?.close()
    await navegador?.close()
    await srv?.parar()
  })

  /** A field by its label, with or without the required mark. */
  const campo = (rotulo: string) => pagina.getByLabel(new RegExp(`^${rotulo}\\s*\\*?$`))
  const escolher = async (rotulo: string, opcao: string) => {
    await campo(rotulo).click()
    await pagina.getByRole('option', { name: opcao, exact: true }).click()
  }

  it('abre, aprova, vincula, arrasta até a última etapa, contrata e vê a vaga preenchida', async () => {
    await entrarComoAdministrador(pagina, srv.url)

    // Open a request: the form validates on submit with the spec's messages, then saves and opens the board.
    await pagina.goto(`${srv.url}/captacao/solicitacoes-pessoal/create`)
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.getByText('Descrição é obrigatória').waitFor()
    await pagina.getByText('Horário é obrigatório').waitFor()
    await campo('Descrição').fill('Vendedor externo — Zona Sul')
    const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })
    await campo('Data').fill(formatarData(adicionarDias(hoje, -7)))
    await escolher('Estabelecimento', 'Matriz')
    await escolher('Área Organizacional', 'Comercial')
    await escolher('Cargo', 'Vendedor Externo')
    await escolher('Motivo', 'Aumento de quadro')
    await campo('Horário').fill('08h às 17h')
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.waitForURL(/\/captacao\/solicitacoes-pessoal\/\d+\/quadro$/)
    const id = Number(/(\d+)\/quadro$/.exec(pagina.url())![1])
    await pagina.getByRole('heading', { name: 'Quadro de seleção — Vendedor externo — Zona Sul' }).waitFor()
    await pagina.getByTestId('situacao-solicitacao').getByText('Em análise').waitFor()
    // Until approved the board takes no candidates.
    await pagina.getByText('Os candidatos só se movimentam em solicitações aprovadas').waitFor()
    expect(await pagina.getByRole('button', { name: 'Vincular candidatos' }).count()).toBe(0)

    // Approve.
    await pagina.getByRole('button', { name: 'Aprovar' }).click()
    await pagina.getByLabel('Observação do liberador').fill('Orçamento aprovado')
    await pagina.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click()
    await pagina.getByTestId('situacao-solicitacao').getByText('Aprovada').waitFor()

    // Link two candidates.
    await pagina.getByRole('button', { name: 'Vincular candidatos' }).click()
    await pagina.getByLabel('Pesquisar candidato (nome ou CPF)').fill('Teste Quadro')
    await pagina.getByRole('checkbox', { name: 'Zélia Teste Quadro' }).check()
    await pagina.getByRole('checkbox', { name: 'Zuleica Teste Quadro' }).check()
    await pagina.getByRole('dialog').getByRole('button', { name: 'Vincular' }).click()
    // Columns by test id: while a dialog is open MUI hides the page from the accessibility tree.
    const colunas = pagina.locator('[data-testid^="coluna-"]')
    await expect.poll(() => colunas.count()).toBe(5)
    const primeira = colunas.first()
    const ultima = colunas.last()
    await primeira.getByText('Zélia Teste Quadro').waitFor()
    await expect.poll(() => primeira.getByTestId('contagem').textContent()).toBe('2')
    await expect.poll(() => primeira.getByText('Na etapa desde hoje').count()).toBe(2)

    // Drag Zélia across the board to the last stage.
    await pagina.getByLabel('Candidato Zélia Teste Quadro').dragTo(ultima)
    await ultima.getByText('Zélia Teste Quadro').waitFor()
    await expect.poll(() => ultima.getByTestId('contagem').textContent()).toBe('1')
    await expect.poll(() => primeira.getByTestId('contagem').textContent()).toBe('1')

    // Hire her: the vacancy is counted and, all vacancies filled, the board offers to close the request.
    await pagina.getByRole('button', { name: 'Ações de Zélia Teste Quadro' }).click()
    await pagina.getByRole('menuitem', { name: 'Contratar' }).click()
    // The hire admits her as an employee: the dialog proposes the request's position and asks what she lacks.
    const contratar = pagina.getByRole('dialog', { name: 'Contratar Zélia Teste Quadro' })
    await contratar.getByTestId('pendencias-contratacao').waitFor()
    await contratar.getByRole('button', { name: 'Contratar' }).click()
    await contratar.getByText('Data de Nascimento é obrigatória').last().waitFor()
    await contratar.getByLabel(/^Data de Nascimento/).fill('15/03/1994')
    await contratar.getByLabel(/^Sexo/).click()
    await pagina.getByRole('option', { name: 'Feminino', exact: true }).click()
    await contratar.getByLabel(/^Salário/).fill('2.500,00')
    await contratar.getByRole('button', { name: 'Contratar' }).click()
    await ultima.getByText('Contratado').waitFor()
    const [talento] = await srv.knex('colaboradores').where({ nome: 'Zélia Teste Quadro' })
    expect(talento).toMatchObject({ dataNascimento: '1994-03-15', sexo: 'F' })
    await expect.poll(() => pagina.getByTestId('vagas-preenchidas').textContent()).toBe('Vagas preenchidas: 1 de 1')
    const oferta = pagina.getByTestId('dialogo-confirmacao')
    await oferta.getByText('Todas as vagas desta solicitação foram preenchidas. Deseja encerrar a solicitação?').waitFor()
    await oferta.getByRole('button', { name: 'OK' }).click()
    await pagina.getByTestId('situacao-solicitacao').getByText('Encerrada').waitFor()

    // The list counts the filled vacancy too; the history has every move.
    await pagina.goto(`${srv.url}/captacao/solicitacoes-pessoal`)
    const linha = pagina.getByRole('row').filter({ hasText: 'Vendedor externo — Zona Sul' })
    await linha.getByTestId('vagas').getByText('1/1').waitFor()
    const [s] = await srv.knex('solicitacoes_pessoal').where('id', id)
    expect(s).toMatchObject({ qtdVagasPreenchidas: 1, status: 'A', liberadorNome: 'Administrador Demonstração' })
    expect(Boolean(s.encerrada)).toBe(true)
    const passos = await srv.knex('historico').where('solicitacaoId', id).orderBy('id')
    expect(passos).toHaveLength(3)
  })
})
