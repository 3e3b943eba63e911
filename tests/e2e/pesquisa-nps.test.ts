import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { DEMO } from '../../adapters/db/demo.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, entrarNaEquipe, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * NPS in a real browser (issue 16): HR creates a round (identified, for the whole company) and releases it; Maria
 * Restrita (the demo user linked to an employee) answers 9 with a comment from Minhas Pesquisas; HR opens the result
 * and sees the score, the groups, the comment and the trend chart.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('NPS (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }

  it('RH cria e libera a rodada; o talento responde; o RH vê o score e o gráfico de tendência', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const hoje = diaEmSaoPaulo(Date.now())
    const { pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 1000 })
    await entrarComoAdministrador(pagina, p.srv.url)
    await pagina.goto(`${p.srv.url}/pesquisa/nps/create`)
    await pagina.getByLabel('Título').fill('NPS da equipe')
    await pagina.getByLabel('Data Inicial').fill(formatarData(adicionarDias(hoje, -1)))
    await pagina.getByLabel('Data Final').fill(formatarData(adicionarDias(hoje, 10)))
    await pagina.getByLabel('Anônima').uncheck()
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.getByRole('cell', { name: 'NPS da equipe' }).waitFor()
    const rodada = await p.srv.knex('pesquisas').where({ titulo: 'NPS da equipe' }).first('id', 'nps', 'pergunta')
    expect(Boolean(rodada.nps)).toBe(true)
    await pagina.goto(`${p.srv.url}/pesquisa/nps/${rodada.id}`)
    await pagina.getByRole('button', { name: 'Liberar' }).click()
    await pagina.getByTestId('situacao-nps').getByText('Liberada', { exact: true }).waitFor()

    const contexto = await p.nav.newContext({ viewport: { width: 1000, height: 1000 }, locale: 'pt-BR' })
    const mp = await contexto.newPage()
    await entrarNaEquipe(mp, p.srv.url, DEMO.cpfRestrito)
    await mp.goto(`${p.srv.url}/pesquisa/colaborador-questionario`)
    const cartao = mp.getByTestId('minha-pesquisa').filter({ hasText: 'NPS da equipe' })
    await cartao.getByRole('link', { name: 'Responder' }).click()
    await mp.getByText(rodada.pergunta).waitFor()
    await mp.getByRole('button', { name: '9', exact: true }).click()
    await mp.getByLabel('Resposta').fill('Equipe unida e acolhedora.')
    await foto(mp, 'nps-1-respondendo')
    await mp.getByRole('button', { name: 'Enviar respostas' }).click()
    await mp.getByText('Obrigado! Suas respostas foram registradas.').waitFor()
    await contexto.close()

    await pagina.goto(`${p.srv.url}/pesquisa/nps/${rodada.id}/resultado`)
    await pagina.getByTestId('score-nps').getByText('100').waitFor()
    await pagina.getByTestId('grupos-nps').getByRole('cell', { name: 'Promotores (9 e 10)' }).waitFor()
    await pagina.getByTestId('comentarios-nps').getByText('Equipe unida e acolhedora.').waitFor()
    await pagina.getByRole('img', { name: /^Tendência do score NPS: .*NPS da equipe .* 100/ }).waitFor()
    expect(await pagina.getByTestId('grafico-tendencia-nps').locator('.recharts-line').count()).toBeGreaterThan(0)
    await foto(pagina, 'nps-2-resultado')
  })
})
