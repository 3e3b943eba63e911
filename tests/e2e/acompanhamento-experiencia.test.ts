import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatarData } from '../../core/shared/formatos.ts'
import { NOTA_OBRIGATORIA, RESPOSTA_OBRIGATORIA, SELECIONE_OPCAO, SELECIONE_OPCOES, TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, type PerguntaQuestionario } from '../../core/shared/questionario.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * The manager's experience follow-ups in a real browser (issue 15): the administrator (HR, who sees every employee)
 * opens 'Acompanhamentos do Período de Experiência', finds a pending follow-up of the demo, is stopped by the
 * mandatory questions, answers them, sees the row leave the pending list, finds it answered with its score on the
 * employee's follow-ups and prints its PDF with the two options.
 */
const ok = temNavegador()
/** The server's message for an unanswered mandatory question, by type (core/shared/questionario.ts). */
const MENSAGEM: Readonly<Record<number, string>> = { [TIPO_OBJETIVA]: SELECIONE_OPCAO, [TIPO_MULTIPLA_ESCOLHA]: SELECIONE_OPCOES, [TIPO_NOTA]: NOTA_OBRIGATORIA, [TIPO_SUBJETIVA]: RESPOSTA_OBRIGATORIA }
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('acompanhamento do período de experiência (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }

  it('o RH responde um acompanhamento pendente da demonstração, que sai da lista, e imprime o PDF', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1400, altura: 1000, downloads: true })
    await entrarComoAdministrador(pagina, p.srv.url)
    // The menu entry leads to the screen.
    await pagina.getByRole('link', { name: 'Acompanhamentos do Período de Experiência' }).first().click()
    await pagina.waitForURL(/\/avaliacao\/acompanhamentos-periodos-experiencia$/)
    const tabela = pagina.getByRole('table', { name: 'Acompanhamentos pendentes' })
    await tabela.waitFor()

    // The first pending follow-up the API lists, as the screen shows it.
    const api = await pagina.request.get(`${p.srv.url}/api/avaliacao/colaboradores-questionarios/pendentes`, { headers: { 'x-requested-with': 'XMLHttpRequest' } })
    expect(api.status()).toBe(200)
    const pendentes = (await api.json()) as Array<{ colaboradorId: number; nomeColaborador: string; nomePeriodo: string; prazo: string; situacaoNome: string; modelos: Array<{ id: number }> }>
    const alvo = pendentes.find((a) => a.modelos.length === 1)
    expect(alvo, 'a demonstração tem acompanhamentos pendentes com modelo').toBeDefined()
    const linha = tabela.getByTestId('acompanhamento-pendente').filter({ hasText: alvo!.nomeColaborador }).filter({ hasText: alvo!.nomePeriodo })
    await linha.getByText(formatarData(alvo!.prazo)).waitFor()
    await linha.getByTestId('situacao-acompanhamento').getByText(alvo!.situacaoNome).waitFor()
    // The situation's colour: overdue red, due soon amber.
    expect(await linha.getByTestId('situacao-acompanhamento').getAttribute('class')).toContain(alvo!.situacaoNome === 'Atrasado' ? 'MuiChip-colorError' : 'MuiChip-colorWarning')
    await foto(pagina, 'acompanhamento-1-pendentes')
    await linha.getByRole('link', { name: 'Responder' }).click()

    // The model's questions; 'Salvar' with nothing answered marks the mandatory ones at their place.
    const perguntas = JSON.parse(String((await p.srv.knex('modelos_avaliacao').where('id', alvo!.modelos[0]!.id).first('perguntas')).perguntas)) as PerguntaQuestionario[]
    const obrigatorias = perguntas.filter((q) => q.obrigatoria)
    expect(obrigatorias.length).toBeGreaterThan(0)
    await pagina.getByTestId(`pergunta-${perguntas[0]!.id}`).waitFor()
    await pagina.getByRole('button', { name: 'Salvar', exact: true }).click()
    const primeira = obrigatorias[0]!
    await pagina.getByTestId(`pergunta-${primeira.id}`).getByText(MENSAGEM[primeira.tipo]!).waitFor()
    const antes = Number((await p.srv.knex('colaboradores_questionarios').where({ colaboradorId: alvo!.colaboradorId }).count({ n: '*' }).first())!.n)

    for (const q of obrigatorias) {
      const cartao = pagina.getByTestId(`pergunta-${q.id}`)
      if (q.tipo === TIPO_OBJETIVA) await cartao.getByRole('radio').first().check()
      if (q.tipo === TIPO_MULTIPLA_ESCOLHA) await cartao.getByRole('checkbox').first().check()
      if (q.tipo === TIPO_NOTA) await cartao.getByRole('button', { name: String(q.notaMaxima), exact: true }).click()
      if (q.tipo === TIPO_SUBJETIVA) await cartao.getByRole('textbox').first().fill('Boa adaptação à equipe.')
    }
    await pagina.getByLabel('Observação').fill('Acompanhamento registrado no teste.')
    await foto(pagina, 'acompanhamento-2-respondendo')
    await pagina.getByRole('button', { name: 'Salvar', exact: true }).click()
    await pagina.getByText('Acompanhamento salvo.').waitFor()

    // Back on the pending list, the row is gone.
    await pagina.waitForURL(/\/avaliacao\/acompanhamentos-periodos-experiencia$/)
    await tabela.or(pagina.getByText('Não há acompanhamentos a vencer ou atrasados nesta data.')).first().waitFor()
    await pagina.getByTestId('acompanhamento-pendente').first().or(pagina.getByText('Não há acompanhamentos a vencer')).first().waitFor()
    expect(await linha.count()).toBe(0)
    const gravado = await p.srv.knex('colaboradores_questionarios').where({ colaboradorId: alvo!.colaboradorId, modeloAvaliacaoId: alvo!.modelos[0]!.id }).first('id', 'percentual', 'observacao')
    expect(gravado).toBeDefined()
    expect(Number((await p.srv.knex('colaboradores_questionarios').where({ colaboradorId: alvo!.colaboradorId }).count({ n: '*' }).first())!.n)).toBe(antes + 1)
    expect(gravado.observacao).toBe('Acompanhamento registrado no teste.')

    // The date filter: long before the demo's admissions nothing is pending.
    await pagina.getByLabel('Data').fill('01/01/2020')
    await pagina.getByText('Não há acompanhamentos a vencer ou atrasados nesta data.').waitFor()

    // The employee's follow-ups: the period answered, with its score; print it.
    await pagina.goto(`${p.srv.url}/avaliacao/acompanhamentos-periodos-experiencia/talento/${alvo!.colaboradorId}`)
    const respondido = pagina.getByTestId('acompanhamento-do-talento').filter({ hasText: alvo!.nomePeriodo })
    await respondido.getByText('Respondido', { exact: true }).waitFor()
    await respondido.getByText(`${Number(gravado.percentual).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`).waitFor()
    await foto(pagina, 'acompanhamento-3-talento')
    // Editing the answered one: its answers come back; the observation changes.
    await respondido.getByRole('link', { name: 'Editar' }).click()
    await pagina.getByLabel('Observação').waitFor()
    expect(await pagina.getByLabel('Observação').inputValue()).toBe('Acompanhamento registrado no teste.')
    await pagina.getByLabel('Observação').fill('Observação revista.')
    await pagina.getByRole('button', { name: 'Salvar', exact: true }).click()
    await pagina.getByText('Acompanhamento salvo.').waitFor()
    await pagina.waitForURL(/\/talento\/\d+$/)
    expect((await p.srv.knex('colaboradores_questionarios').where('id', gravado.id).first('observacao')).observacao).toBe('Observação revista.')
    await respondido.getByRole('button', { name: 'Imprimir' }).click()
    await pagina.getByLabel('Agrupar por aspecto').check()
    await pagina.getByLabel('Modo econômico').check()
    const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Gerar PDF' }).click()])
    expect(await download.failure()).toBeNull()
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    const caminho = join(tmpdir(), `rh-acompanhamento-${process.pid}.pdf`)
    await download.saveAs(caminho)
    expect(readFileSync(caminho).subarray(0, 4).toString('latin1')).toBe('%PDF')
    rmSync(caminho, { force: true })
    await contexto.close()
  }, 120_000)
})
