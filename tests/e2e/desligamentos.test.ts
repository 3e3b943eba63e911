import { mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { textoPdf } from '../support/arquivos-relatorio.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * A dismissal with an exit interview in a real browser (issue 14): HR dismisses an employee from the employee screen
 * (Contrato › Desligar), accepts the offered interview and answers it on the employee's behalf; the results report
 * counts the answers and the 'Desligamentos' report, printed from its screen, lists the person with the reason; then
 * 'Cancelar desligamento' restores the employee and removes the interview.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']

const hojeSp = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
const ddmmaaaa = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`

describe.skipIf(!ok)('desligamento com entrevista (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }

  it('desliga pelo cadastro, responde a entrevista, vê no relatório de resultados e cancela o desligamento', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900, downloads: true })
    try {
      await entrarComoAdministrador(pagina, p.srv.url)
      const hoje = hojeSp()
      // An active employee of the demo company, no CPF twin, no history row scheduled after today.
      const k = p.srv.knex
      const talento = await k('colaboradores as c')
        .where('c.empresa_id', 1)
        .whereNull('c.data_desligamento')
        .whereNull('c.status_folha')
        .whereNotExists(k('colaborador_historicos as h').whereRaw('h.colaborador_id = c.id').where('h.data', '>', hoje))
        .orderBy('c.id', 'desc')
        .first('c.id', 'c.nome')
      expect(talento).toBeDefined()

      await pagina.goto(`${p.srv.url}/cargo-salario/colaboradores/${talento.id}`)
      await pagina.getByRole('tab', { name: 'Contrato' }).click()
      await pagina.getByRole('button', { name: 'Desligar' }).click()
      const dialogo = pagina.getByRole('dialog', { name: 'Desligar talento' })
      // Without a reason: the server's message on its field.
      await dialogo.getByLabel(/^Data de Desligamento/).fill(ddmmaaaa(hoje))
      await dialogo.getByRole('button', { name: 'Desligar' }).click()
      await dialogo.getByText('Motivo do Desligamento é obrigatório').waitFor()
      await dialogo.getByRole('combobox', { name: /Motivo do Desligamento/ }).click()
      const motivo = await pagina.getByRole('option').first().innerText()
      await pagina.getByRole('option').first().click()
      await foto(pagina, '1-desligar')
      await dialogo.getByRole('button', { name: 'Desligar' }).click()
      // The interview is offered at once.
      await pagina.getByText('Deseja registrar agora a entrevista de desligamento?').waitFor()
      await pagina.getByRole('button', { name: 'Sim' }).click()
      await pagina.waitForURL(/\/gestao-talentos\/entrevistas-desligamento\/create/)
      await pagina.getByTestId('talento-entrevistado').getByText(`desligado em ${ddmmaaaa(hoje)}`).waitFor()
      await pagina.getByLabel(/^Modelo de Entrevista/).fill('Entrevista de desligamento')
      await pagina.getByRole('option', { name: 'Entrevista de desligamento padrão' }).click()
      await pagina.getByRole('radio', { name: 'Remuneração' }).check()
      await pagina.getByRole('checkbox', { name: 'Aprendizado' }).check()
      await pagina.getByRole('button', { name: '9', exact: true }).click()
      await pagina.getByLabel('Resposta').fill('Um plano de carreira para a área.')
      await foto(pagina, '2-entrevista')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.waitForURL(/\/gestao-talentos\/entrevistas-desligamento\/\d+$/)
      const entrevista = await k('entrevistas_desligamento').where({ colaborador_id: talento.id, data_desligamento: hoje }).first('id')
      expect(entrevista).toBeDefined()

      // The results report (its JSON, the rows the PDF and XLSX print) counts the answer.
      const r = await pagina.request.get(`${p.srv.url}/api/gestao-talentos/consultas/resultados-entrevistas-desligamentos?dataIni=${hoje}&dataFim=${hoje}`)
      expect(r.status()).toBe(200)
      const linhas = ((await r.json()) as { linhas: Array<Record<string, unknown>> }).linhas
      expect(linhas).toContainEqual(expect.objectContaining({ resposta: 'Remuneração', quantidade: 1, percentual: 100 }))
      expect(linhas).toContainEqual(expect.objectContaining({ resposta: 'Um plano de carreira para a área.' }))

      // The dismissals report, printed from its screen, lists the person with the reason.
      await pagina.goto(`${p.srv.url}/gestao-talentos/relatorios/desligamentos`)
      await pagina.getByLabel('Data inicial').fill(ddmmaaaa(hoje))
      await pagina.getByLabel('Data final').fill(ddmmaaaa(hoje))
      await pagina.getByTestId('selecionar-todos-estabelecimentosIds').click()
      const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Relatório', exact: true }).click()])
      const arquivo = join(tmpdir(), `desligamentos-e2e-${process.pid}.pdf`)
      await download.saveAs(arquivo)
      const pdf = (await textoPdf(new Uint8Array(readFileSync(arquivo)))).replace(/\s+/g, ' ')
      expect(pdf).toContain('Desligamentos')
      expect(pdf).toContain(talento.nome)
      expect(pdf).toContain(motivo.trim())

      // Cancelling restores the employee and removes the interview.
      await pagina.goto(`${p.srv.url}/cargo-salario/colaboradores/${talento.id}`)
      await pagina.getByRole('tab', { name: 'Contrato' }).click()
      await pagina.getByText(`Desligado em ${ddmmaaaa(hoje)}`).waitFor()
      await pagina.getByRole('button', { name: 'Cancelar desligamento' }).click()
      await pagina.getByTestId('dialogo-confirmacao').getByRole('button', { name: 'OK' }).click()
      await pagina.getByTestId('desligamento').getByRole('button', { name: 'Desligar' }).waitFor()
      await foto(pagina, '3-cancelado')
      expect(await k('colaboradores').where('id', talento.id).first('data_desligamento')).toEqual({ dataDesligamento: null })
      expect(await k('entrevistas_desligamento').where('id', entrevista.id).first()).toBeUndefined()
    } finally {
      await contexto.close()
    }
  })
})
