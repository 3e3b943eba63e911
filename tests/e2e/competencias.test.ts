import { mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { textoPdf } from '../support/arquivos-relatorio.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * Competencies in a real browser (issue 13): HR defines a skill with its behaviours, requires it on a salary range
 * (the range's grid, one radio per level), records the level an employee of that range shows, sees the radar and
 * the table on the employee's page say the employee is below what the range asks, and prints the competency report.
 */
const ok = temNavegador()
/** E2E_FOTOS=/some/folder keeps a screenshot of each step there (to look at the screens). */
const FOTOS = process.env['E2E_FOTOS']
const HABILIDADE = 'Escuta Empática Jornada'

describe.skipIf(!ok)('competências: da habilidade ao radar do talento e ao relatório (navegador)', () => {
  const p = produtoNoNavegador()
  const hoje = diaEmSaoPaulo(Date.now())
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }
  const escolher = async (pagina: Page, rotulo: string, texto: string, opcao: string | RegExp) => {
    await pagina.getByLabel(rotulo).fill(texto)
    await pagina.getByRole('option', { name: opcao }).first().click()
  }

  it('define a habilidade, exige-a na faixa, registra o nível do talento, vê o radar e imprime o relatório', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900, downloads: true })
    try {
      await entrarComoAdministrador(pagina, p.srv.url)
      // An employee holding 'Analista de Recursos Humanos › Júnior' today.
      const talento = await p.srv
        .knex('colaboradores as c')
        .join('colaborador_historicos as h', 'h.colaborador_id', 'c.id')
        .join('faixas_salariais as f', 'f.id', 'h.faixa_salarial_id')
        .join('cargos as g', 'g.id', 'f.cargo_id')
        .where({ 'g.nome': 'Analista de Recursos Humanos', 'f.nome': 'Júnior' })
        .whereNull('h.data_fim')
        .whereNull('c.data_desligamento')
        .first('c.id', 'c.nome')
      expect(talento).toBeDefined()

      // 1. The skill and its behaviours.
      await pagina.goto(`${p.srv.url}/cargo-salario/habilidades/create`)
      await pagina.getByLabel('Nome').fill(HABILIDADE)
      await escolher(pagina, 'Áreas Organizacionais', 'Recursos', 'Recursos Humanos')
      await pagina.keyboard.press('Escape')
      await pagina.getByRole('button', { name: 'Adicionar comportamento' }).click()
      await pagina.getByRole('button', { name: 'Adicionar comportamento' }).click()
      // Saving with an empty behaviour: the server's message on it.
      await pagina.getByLabel('Descrição').first().fill('Ouve sem interromper')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.getByText('Descrição é obrigatória').waitFor()
      await pagina.getByLabel('Descrição').nth(1).fill('Devolve o que entendeu antes de responder')
      await foto(pagina, '1-habilidade')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.waitForURL(`${p.srv.url}/cargo-salario/habilidades`)
      await pagina.getByRole('cell', { name: HABILIDADE }).waitFor()

      // 2. The range requires it at Avançado from today (starting from what the range already requires).
      await pagina.goto(`${p.srv.url}/cargo-salario/configuracoes-niveis-competencia-faixa-salarial/create`)
      await escolher(pagina, 'Faixa Salarial', 'Júnior', 'Analista de Recursos Humanos › Júnior')
      await pagina.getByText('Começa pela configuração em vigor').waitFor()
      await pagina.getByLabel('Mostrar todas as competências da empresa').check()
      await pagina.getByRole('radio', { name: `${HABILIDADE}: Avançado` }).check()
      expect(await pagina.getByRole('checkbox', { name: `Configurar ${HABILIDADE}` }).isChecked()).toBe(true)
      await pagina.getByLabel(`Peso de ${HABILIDADE}`).fill('2')
      await foto(pagina, '2-faixa')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.waitForURL(`${p.srv.url}/cargo-salario/configuracoes-niveis-competencia-faixa-salarial`)

      // 3. The employee's level, from their page: below what the range now asks.
      await pagina.goto(`${p.srv.url}/cargo-salario/colaboradores/${talento.id}`)
      await pagina.getByRole('tab', { name: 'Competências' }).click()
      await pagina.getByRole('link', { name: 'Registrar níveis' }).click()
      await pagina.getByTestId('grade-competencias').waitFor()
      const linha = pagina.getByTestId(`competencia-${HABILIDADE}`)
      await linha.waitFor()
      // The range's level is marked in its column.
      await pagina.getByRole('radio', { name: `${HABILIDADE}: Avançado (exigido)` }).waitFor()
      await pagina.getByRole('radio', { name: `${HABILIDADE}: Intermediário` }).check()
      await pagina.getByLabel(`Comentário de ${HABILIDADE}`).fill('Interrompe os clientes ao telefone.')
      await foto(pagina, '3-talento')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.waitForURL(`${p.srv.url}/cargo-salario/colaboradores/${talento.id}`)

      // 4. The radar and the table on the employee's page.
      await pagina.getByRole('tab', { name: 'Competências' }).click()
      await pagina.getByRole('button', { name: formatarData(hoje) }).waitFor()
      await pagina.getByTestId('radar-competencias').waitFor()
      const tabela = pagina.getByRole('table', { name: 'Competências do talento e as exigidas' })
      const fila = tabela.getByRole('row').filter({ hasText: HABILIDADE })
      await expect.poll(() => fila.innerText()).toMatch(/Avançado\s+Intermediário\s+Abaixo do exigido/)
      await pagina.getByTestId('aderencia').waitFor()
      await foto(pagina, '4-radar')

      // 5. The competency report of the range, as a PDF.
      await pagina.goto(`${p.srv.url}/cargo-salario/relatorios/talentos-competencias`)
      await pagina.getByLabel('Data').fill(formatarData(hoje))
      await escolher(pagina, 'Faixa Salarial', 'Júnior', 'Analista de Recursos Humanos › Júnior')
      await escolher(pagina, 'Competências', 'Escuta', HABILIDADE)
      await pagina.keyboard.press('Escape')
      await foto(pagina, '5-relatorio')
      const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Relatório', exact: true }).click()])
      expect(download.suggestedFilename()).toMatch(/^talentos-competencias_\d{4}-\d{2}-\d{2}\.pdf$/)
      const destino = join(tmpdir(), `rh-competencias-${process.pid}.pdf`)
      await download.saveAs(destino)
      const texto = (await textoPdf(new Uint8Array(readFileSync(destino)))).replace(/\s+/g, ' ')
      expect(texto).toContain('Talentos por Competência')
      expect(texto).toContain(`${HABILIDADE} (Habilidade)`)
      expect(texto).toContain(`${String(talento.nome)} Avançado Intermediário ${formatarData(hoje)} Abaixo do exigido`)
    } finally {
      await contexto.close()
    }
  })
})
