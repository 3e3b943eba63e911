import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linhasXlsx, textoPdf } from '../support/arquivos-relatorio.ts'
import { abrirNavegador, abrirPaginaDaEquipe, entrarComoAdministrador, temNavegador } from '../support/navegador.ts'
import { iniciarServidor } from '../support/servidor.ts'

/** A recruitment report in a real browser: validation on submit (spec 000 §2.6, §5), 'Relatório' and 'Exportar para XLS'. */

const ok = temNavegador()
const anoAtual = Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 4))

describe.skipIf(!ok)('relatórios de Captação e Seleção (navegador)', () => {
  let srv: Awaited<ReturnType<typeof iniciarServidor>>
  let navegador: Browser
  let contexto: BrowserContext
  const pasta = join(tmpdir(), 'rh-relatorios-e2e')

  beforeAll(async () => {
    mkdirSync(pasta, { recursive: true })
    srv = await iniciarServidor()
    navegador = await abrirNavegador()
    // A known year: two reasons, three requests of 2001.
    const motivo = async (nome: string) => Number((await srv.knex('motivos_solicitacao').insert({ empresaId: 1, nome }).returning('id'))[0].id ?? 0)
    const [crescimento, reposicao] = [await motivo('Crescimento 2001'), await motivo('Reposição 2001')]
    const sol = { empresaId: 1, horarioComercial: 'comercial' }
    await srv.knex('solicitacoes_pessoal').insert([
      { ...sol, descricao: 'A', data: '2001-01-10', motivoSolicitacaoId: crescimento, quantidade: 12, qtdVagasPreenchidas: 9 },
      { ...sol, descricao: 'B', data: '2001-02-10', motivoSolicitacaoId: crescimento, quantidade: 3, qtdVagasPreenchidas: 3 },
      { ...sol, descricao: 'C', data: '2001-03-10', motivoSolicitacaoId: reposicao, quantidade: 1250, qtdVagasPreenchidas: 1000 },
    ])
  })

  afterAll(async () => {
    await contexto?.close()
    await navegador?.close()
    await srv?.parar()
  })

  const baixar = async (pagina: Page, botao: string) => {
    const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: botao, exact: true }).click()])
    const destino = join(pasta, download.suggestedFilename())
    await download.saveAs(destino)
    return { nome: download.suggestedFilename(), bytes: new Uint8Array(readFileSync(destino)), destino }
  }

  it('Vagas por Motivo: valida o ano no envio, corrige e baixa o PDF e o XLSX', async () => {
    const aberta = await abrirPaginaDaEquipe(navegador, { largura: 1366, altura: 860, downloads: true })
    contexto = aberta.contexto
    const pagina = aberta.pagina
    await entrarComoAdministrador(pagina, srv.url)

    // Reached from the menu search like any screen.
    await pagina.getByLabel('Pesquisar Menu').fill('vagas por motivo')
    await pagina.getByRole('option', { name: 'Captação e Seleção > Relatórios > Vagas por Motivo' }).click()
    await pagina.waitForURL(`${srv.url}/captacao/relatorios/vaga-motivo`)
    await pagina.getByRole('heading', { level: 1, name: 'Vagas por Motivo' }).waitFor()

    // Year missing, then out of range: 'Preencha os campos indicados' and the field's message, no request sent.
    await pagina.getByRole('button', { name: 'Relatório', exact: true }).click()
    await pagina.getByText('Preencha os campos indicados').first().waitFor()
    await pagina.getByText('Ano é obrigatório').waitFor()
    await pagina.getByLabel('Ano').fill(String(anoAtual + 1))
    await pagina.getByRole('button', { name: 'Relatório', exact: true }).click()
    await pagina.getByText(`O ano deve estar entre 1900 e ${anoAtual}`).waitFor()
    expect(await pagina.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('ano')

    // A year without data: the spec's message.
    await pagina.getByLabel('Ano').fill('1950')
    await pagina.getByRole('button', { name: 'Relatório', exact: true }).click()
    await pagina.getByText('Não existem dados para o filtro informado.').waitFor()

    // Fixed: the PDF…
    await pagina.getByLabel('Ano').fill('2001')
    const pdf = await baixar(pagina, 'Relatório')
    expect(pdf.nome).toMatch(/^vaga-motivo_\d{4}-\d{2}-\d{2}\.pdf$/)
    const texto = (await textoPdf(pdf.bytes)).replace(/\s+/g, ' ')
    for (const t of ['Vagas por Motivo', 'Ano: 2001; Solicitações: todas; Resumido', 'Reposição 2001 1 1.250 1.000 80,00% 98,81%', 'Crescimento 2001 2 15 12 80,00% 1,19%', 'Total 3 1.265 1.012', 'Vagas preenchidas no total 80,00%'])
      expect(texto).toContain(t)
    // A first page to look at (layout, aligned numbers) when poppler is there.
    if (existsSync('/usr/bin/pdftoppm')) execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', pdf.destino, join(pasta, 'vaga-motivo')])

    // …and the spreadsheet, with the same figures as typed cells.
    const xlsx = await baixar(pagina, 'Exportar para XLS')
    expect(xlsx.nome).toMatch(/^vaga-motivo_\d{4}-\d{2}-\d{2}\.xlsx$/)
    const { linhas } = await linhasXlsx(xlsx.bytes)
    expect(linhas[5]!.valores.slice(0, 4)).toEqual(['Reposição 2001', 1, 1250, 1000])
    expect(linhas[7]!.valores.slice(0, 4)).toEqual(['Total', 3, 1265, 1012])
  })

  it('Estatísticas de Preenchimento de Vagas: a mesma consulta como tabela, gráfico e PDF', async () => {
    const pagina = contexto.pages()[0]!
    await pagina.getByLabel('Pesquisar Menu').fill('preenchimento')
    await pagina.getByRole('option', { name: 'Captação e Seleção > Estatísticas de Preenchimento de Vagas' }).click()
    await pagina.waitForURL(`${srv.url}/captacao/estatisticas-preenchimento-vaga`)
    await pagina.getByRole('heading', { level: 1, name: 'Estatísticas de Preenchimento de Vagas' }).waitFor()
    // Opens with the last twelve months already consulted; the year of the known rows instead:
    await pagina.getByLabel('Data inicial').fill('01/01/2001')
    await pagina.getByLabel('Data final').fill('31/12/2001')
    await pagina.getByRole('button', { name: 'Consultar', exact: true }).click()
    const tabela = pagina.getByRole('table', { name: 'Estatísticas de Preenchimento de Vagas' })
    await tabela.getByRole('cell', { name: '(sem cargo)' }).waitFor()
    expect((await tabela.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ').trim()).toBe('(sem cargo) 3 1.265 1.012 80,00% 1')
    expect((await tabela.getByTestId('totais').innerText()).replace(/\s+/g, ' ').trim()).toBe('Total 3 1.265 1.012 80,00% 1')
    await pagina.getByText('1 registro(s) encontrado(s).').waitFor()
    // The declared chart, drawn by recharts over the same rows.
    expect(await pagina.getByRole('img', { name: 'Gráfico: Estatísticas de Preenchimento de Vagas' }).locator('svg .recharts-bar-rectangle').count()).toBeGreaterThan(0)
    // End before start: core's message, nothing consulted.
    await pagina.getByLabel('Data final').fill('31/12/2000')
    await pagina.getByRole('button', { name: 'Consultar', exact: true }).click()
    await pagina.getByText('Data final inferior a data inicial.').waitFor()
    await pagina.getByLabel('Data final').fill('31/12/2001')
    const pdf = await baixar(pagina, 'Relatório')
    expect(pdf.nome).toMatch(/^estatisticas-preenchimento-vaga_\d{4}-\d{2}-\d{2}\.pdf$/)
    const texto = (await textoPdf(pdf.bytes)).replace(/\s+/g, ' ')
    for (const t of ['Estatísticas de Preenchimento de Vagas', 'Solicitações: 01/01/2001 a 31/12/2001', 'Total 3 1.265 1.012 80,00% 1']) expect(texto).toContain(t)
  })
})
