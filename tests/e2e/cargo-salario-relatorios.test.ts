import { mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../core/shared/br/cpf.ts'
import { linhasXlsx, textoPdf } from '../support/arquivos-relatorio.ts'
import { cliente } from '../support/http.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * Jobs-and-salaries reports in a real browser: an analyst opens 'Talentos por Cargo' and 'Promoções' from the menu,
 * is told what the filter lacks, fills it (dates typed dd/mm/aaaa, 'Selecionar todos', a cargo picked by name, the
 * grouping and the variant), and downloads the PDF and the spreadsheet of each, with the figures of a known history;
 * then previews 'Análise de Tabelas Salariais' on screen before printing it.
 */
const ok = temNavegador()
/** E2E_FOTOS=/some/folder keeps a screenshot of each filled screen there. */
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('relatórios de Cargos e Salários (navegador)', () => {
  const p = produtoNoNavegador()
  const pasta = join(tmpdir(), 'rh-relatorios-cs-e2e')

  const baixar = async (pagina: Page, botao: string) => {
    const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: botao, exact: true }).click()])
    const destino = join(pasta, download.suggestedFilename())
    await download.saveAs(destino)
    return { nome: download.suggestedFilename(), bytes: new Uint8Array(readFileSync(destino)) }
  }
  const abrirPeloMenu = async (pagina: Page, busca: string, titulo: string, caminho: string) => {
    await pagina.getByLabel('Pesquisar Menu').fill(busca)
    await pagina.getByRole('option', { name: `Cargos e Salários > Relatórios > ${titulo}` }).click()
    await pagina.waitForURL(`${p.srv.url}/cargo-salario/relatorios/${caminho}`)
    await pagina.getByRole('heading', { level: 1, name: titulo }).waitFor()
  }

  it('Talentos por Cargo, Promoções e Análise de Tabelas Salariais: do menu ao PDF e ao XLSX', async () => {
    mkdirSync(pasta, { recursive: true })
    // A known history: two people in the journey's cargo, one promoted from range I to II in 2022.
    const api = cliente(p.srv.app)
    await api.entrar()
    const criado = async (caminho: string, corpo: Record<string, unknown>) => {
      const r = await api.post(`/api/cargo-salario/${caminho}`, corpo)
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      return r.body.id as number
    }
    const area = await criado('areas-organizacionais', { nome: 'Jornada Relatórios' })
    const cargo = await criado('cargos', { nome: 'Cargo Jornada Relatórios', nomeMercado: 'Jornada', areasOrganizacionais: [area] })
    const cbo = Number((await p.srv.knex('cbo_ocupacoes').orderBy('id').first('id')).id)
    const i = await criado('faixas-salariais', { cargoId: cargo, nome: 'I', cboId: cbo })
    const ii = await criado('faixas-salariais', { cargoId: cargo, nome: 'II', cboId: cbo })
    await criado('faixas-salariais/historicos', { faixaSalarialId: i, data: '2022-01-01', tipo: 3, valor: 310_000 })
    await criado('faixas-salariais/historicos', { faixaSalarialId: ii, data: '2022-01-01', tipo: 3, valor: 365_050 })
    const estabelecimento = await p.srv.knex('estabelecimentos').where('empresaId', 1).orderBy('id').first('id', 'nome')
    const estabelecimentoId = Number(estabelecimento.id)
    const nomeEstabelecimento = String(estabelecimento.nome)
    const posicao = (faixaSalarialId: number) => ({ estabelecimentoId, areaOrganizacionalId: area, cargoId: cargo, faixaSalarialId, tipoSalario: 1 })
    const cpf = (c: string) => c + calcularDvCpf(c)
    const iara = await criado('colaboradores', { nome: 'Iara Jornada', matricula: 'J1', cpf: cpf('518273640'), dataNascimento: '1991-02-03', sexo: 'F', dataAdmissao: '2022-01-10', historico: posicao(i) })
    await criado('colaboradores', { nome: 'Jonas Jornada', matricula: 'J2', cpf: cpf('518273641'), dataNascimento: '1989-07-08', sexo: 'M', dataAdmissao: '2022-02-01', historico: posicao(i) })
    await criado('colaboradores/historicos', { colaboradorId: iara, data: '2022-07-01', motivo: 'PH', ...posicao(ii) })

    const { pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900, downloads: true })
    await entrarComoAdministrador(pagina, p.srv.url)

    // Talentos por Cargo: the filter's messages on submit, then the filter filled as a person does.
    await abrirPeloMenu(pagina, 'talentos por cargo', 'Talentos por Cargo', 'talentos-cargos')
    await pagina.getByRole('button', { name: 'Relatório', exact: true }).click()
    await pagina.getByText('Preencha os campos indicados').first().waitFor()
    await pagina.getByText('Data de Referência é obrigatória').waitFor()
    await pagina.getByText('Selecione ao menos um Estabelecimento').waitFor()
    await pagina.getByText('Selecione ao menos um Cargo').waitFor()
    await pagina.getByLabel('Data de Referência').fill('31/12/2022')
    const todos = pagina.getByTestId('selecionar-todos-estabelecimentosIds')
    // The button says what it does and, to a screen reader, of which field (its label).
    expect(await pagina.locator(`[id="${await todos.getAttribute('aria-describedby')}"]`).innerText()).toContain('Estabelecimentos')
    await todos.click()
    await pagina.locator('.MuiChip-label', { hasText: nomeEstabelecimento }).first().waitFor()
    await pagina.getByLabel('Cargos').fill('Jornada Relat')
    await pagina.getByRole('option', { name: 'Cargo Jornada Relatórios' }).click()
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, 'talentos-cargos.png'), fullPage: true })
    const pdf = await baixar(pagina, 'Relatório')
    expect(pdf.nome).toMatch(/^talentos-cargos_\d{4}-\d{2}-\d{2}\.pdf$/)
    const texto = (await textoPdf(pdf.bytes)).replace(/\s+/g, ' ')
    for (const t of ['Talentos por Cargo', 'Data de referência: 31/12/2022', 'Cargo Jornada Relatórios', 'Iara Jornada J1 10/01/2022', 'II R$ 3.650,50', 'Total: 2 R$ 6.750,50']) expect(texto).toContain(t)
    const xlsx = await baixar(pagina, 'Exportar para XLS')
    expect(xlsx.nome).toMatch(/^talentos-cargos_\d{4}-\d{2}-\d{2}\.xlsx$/)
    const { linhas } = await linhasXlsx(xlsx.bytes)
    expect(linhas.at(-1)!.valores.filter((v) => v != null)).toEqual(['Total: 2', 6750.5])

    // Promoções: grouped by month/year, summarised.
    await abrirPeloMenu(pagina, 'promoções', 'Promoções', 'promocoes')
    await pagina.getByLabel('Data inicial').fill('01/01/2022')
    await pagina.getByLabel('Data final').fill('31/12/2022')
    await pagina.getByTestId('selecionar-todos-estabelecimentosIds').click()
    await pagina.getByLabel('Áreas Organizacionais').fill('Jornada Relat')
    await pagina.getByRole('option', { name: 'Jornada Relatórios' }).click()
    await pagina.getByLabel('Agrupar por').click()
    await pagina.getByRole('option', { name: 'Mês/Ano' }).click()
    await pagina.getByLabel('Tipo de Relatório').click()
    await pagina.getByRole('option', { name: 'Resumido' }).click()
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, 'promocoes.png'), fullPage: true })
    const pdfPromocoes = (await textoPdf((await baixar(pagina, 'Relatório')).bytes)).replace(/\s+/g, ' ')
    for (const t of ['Promoções', 'Período: 01/01/2022 a 31/12/2022', 'Agrupado por mês/ano; Resumido', '07/2022 1 0 1 R$ 550,50', 'Total 1 0 1 R$ 550,50']) expect(pdfPromocoes).toContain(t)
    const planilha = await linhasXlsx((await baixar(pagina, 'Exportar para XLS')).bytes)
    expect(planilha.linhas.slice(5).map((l) => l.valores)).toEqual([
      ['07/2022', 1, 0, 1, 550.5],
      ['Total', 1, 0, 1, 550.5],
    ])

    // Análise de Tabelas Salariais: the preview on screen (the ranges by value under their cargo), then the PDF.
    await abrirPeloMenu(pagina, 'análise de tabelas', 'Análise de Tabelas Salariais', 'analise-tabelas-salariais')
    await pagina.getByLabel('Data de Referência').fill('31/12/2022')
    await pagina.getByLabel('Cargos').fill('Jornada Relat')
    await pagina.getByRole('option', { name: 'Cargo Jornada Relatórios' }).click()
    await pagina.getByRole('button', { name: 'Consultar', exact: true }).click()
    const previa = pagina.getByRole('table', { name: 'Análise de Tabelas Salariais' })
    await previa.getByTestId('grupo').filter({ hasText: 'Cargo Jornada Relatórios' }).waitFor()
    expect((await previa.locator('tbody tr').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      'Cargo Jornada Relatórios',
      'I Valor fixo R$ 3.100,00 1 R$ 3.100,00 0,00%',
      'II Valor fixo R$ 3.650,50 17,76% 1 R$ 3.650,50 0,00%',
    ])
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, 'analise-tabelas-salariais.png'), fullPage: true })
    const pdfAnalise = (await textoPdf((await baixar(pagina, 'Relatório')).bytes)).replace(/\s+/g, ' ')
    for (const t of ['Análise de Tabelas Salariais', 'Data de referência: 31/12/2022; Cargos: 1 selecionado(s)', 'II Valor fixo R$ 3.650,50 17,76% 1 R$ 3.650,50 0,00%', 'Subtotal Amplitude 17,76% 2 R$ 3.375,25'])
      expect(pdfAnalise).toContain(t)
  })
})
