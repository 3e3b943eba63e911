import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, entrarNaEquipe, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * Surveys in a real browser (issue 16 part A): HR creates a survey with two aspects and three question types and
 * releases it to an area; an employee of that area (Maria Restrita, the demo user linked to an employee) answers
 * partially in 'Minhas Pesquisas', comes back, finds the draft and submits; HR sees who answered and sends a reminder,
 * read back from the loopback SMTP server.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('pesquisas (navegador)', () => {
  const p = produtoNoNavegador({ smtp: true })
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }

  it('RH cria e libera a pesquisa para uma área; o talento responde em partes e envia; o RH vê e manda lembrete', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const k = p.srv.knex
    const maria = await k('usuarios').where('cpf', DEMO.cpfRestrito.replace(/\D/g, '')).first('colaboradorId')
    const area = await k('colaborador_historicos as h')
      .join('areas_organizacionais as a', 'a.id', 'h.area_organizacional_id')
      .where('h.colaborador_id', maria.colaboradorId)
      .orderBy('h.data', 'desc')
      .first('a.id', 'a.nome')
    // Someone else of Maria's area, with e-mail, for the reminder.
    const colega = await k('colaboradores as c')
      .whereNull('c.data_desligamento')
      .whereNot('c.id', maria.colaboradorId)
      .whereExists(k('colaborador_historicos as h').whereRaw('h.colaborador_id = c.id').where('h.area_organizacional_id', area.id))
      .first('c.id', 'c.nome')
    expect(colega).toBeDefined()
    await k('colaboradores').where('id', colega.id).update({ email: 'colega.pesquisa@exemplo.com.br' })
    const hoje = diaEmSaoPaulo(Date.now())

    const { pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 1000 })
    await entrarComoAdministrador(pagina, p.srv.url)
    await pagina.goto(`${p.srv.url}/pesquisa/pesquisas/create`)
    await pagina.getByLabel('Título').fill('Clima da equipe')
    await pagina.getByLabel('Data Inicial').fill(formatarData(adicionarDias(hoje, -1)))
    await pagina.getByLabel('Data Final').fill(formatarData(adicionarDias(hoje, 10)))
    const aspectos = pagina.getByLabel('Aspectos')
    await aspectos.fill('Ambiente')
    await aspectos.press('Enter')
    await aspectos.fill('Liderança')
    await aspectos.press('Enter')
    const linhas = pagina.locator('li.RaSimpleFormIterator-line').filter({ has: pagina.getByRole('textbox', { name: /^Pergunta\b/ }) })
    const pergunta = async (i: number, texto: string, tipo: string, aspecto: string) => {
      await pagina.getByRole('button', { name: 'Adicionar pergunta' }).click()
      const l = linhas.nth(i)
      await l.getByRole('textbox', { name: /^Pergunta\b/ }).fill(texto)
      await l.getByRole('combobox', { name: /^Tipo/ }).click()
      await pagina.getByRole('option', { name: tipo }).click()
      await l.getByLabel('Aspecto (agrupamento, opcional)').fill(aspecto)
      return l
    }
    const objetiva = await pergunta(0, 'Gosto do ambiente de trabalho', 'Objetiva (uma opção)', 'Ambiente')
    await objetiva.getByLabel('Obrigatória').check()
    for (const [j, t] of ['Sim', 'Não'].entries()) {
      await objetiva.getByRole('button', { name: 'Adicionar opção' }).click()
      await objetiva.getByLabel('Opção de resposta').nth(j).fill(t)
    }
    const nota = await pergunta(1, 'Nota para a liderança', 'Nota', 'Liderança')
    await nota.getByLabel('Obrigatória').check()
    await pergunta(2, 'O que melhorar?', 'Subjetiva', 'Liderança')
    const areas = pagina.getByRole('combobox', { name: 'Áreas Organizacionais' })
    await areas.click()
    await areas.fill(String(area.nome))
    await pagina.getByRole('option', { name: String(area.nome), exact: true }).click()
    await foto(pagina, 'pesquisa-1-cadastro')
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.getByText('Clima da equipe').first().waitFor()
    const criada = await k('pesquisas').where('titulo', 'Clima da equipe').first('id', 'perguntas', 'aspectos')
    expect(JSON.parse(criada.aspectos).map((a: { nome: string }) => a.nome)).toEqual(['Ambiente', 'Liderança'])
    expect(JSON.parse(criada.perguntas)).toHaveLength(3)
    await pagina.goto(`${p.srv.url}/pesquisa/pesquisas/${criada.id}`)
    await pagina.getByRole('button', { name: 'Liberar' }).click()
    await pagina.getByTestId('situacao-pesquisa').getByText('Liberada', { exact: true }).waitFor()
    // A copy for the other company: blocked, without audience.
    await pagina.getByRole('button', { name: 'Copiar para empresas' }).click()
    const clone = pagina.getByRole('dialog', { name: 'Copiar pesquisa para outras empresas' })
    await clone.getByRole('checkbox', { name: DEMO.filial }).check()
    await clone.getByRole('button', { name: 'Copiar' }).click()
    await pagina.getByText('Pesquisa copiada para 1 empresa', { exact: false }).waitFor()
    const copia = await k('pesquisas').where('titulo', 'Clima da equipe').whereNot('id', criada.id).first('liberada', 'areasOrganizacionaisIds', 'empresaId')
    expect(copia).toMatchObject({ areasOrganizacionaisIds: '[]' })
    expect(Number(copia.empresaId)).not.toBe(1)

    // Maria answers the first question and saves a draft.
    const contexto = await p.nav.newContext({ viewport: { width: 1000, height: 1000 }, locale: 'pt-BR' })
    const mp = await contexto.newPage()
    await entrarNaEquipe(mp, p.srv.url, DEMO.cpfRestrito)
    await mp.goto(`${p.srv.url}/pesquisa/colaborador-questionario`)
    const cartao = mp.getByTestId('minha-pesquisa').filter({ hasText: 'Clima da equipe' })
    await cartao.getByRole('link', { name: 'Responder' }).click()
    await mp.getByRole('radio', { name: 'Sim' }).check()
    await mp.getByRole('button', { name: 'Salvar e continuar depois' }).click()
    await mp.getByText('Respostas salvas', { exact: false }).waitFor()
    await mp.goto(`${p.srv.url}/pesquisa/colaborador-questionario`)
    await cartao.getByText('Respondida parcialmente').waitFor()
    await cartao.getByRole('link', { name: 'Continuar' }).click()
    expect(await mp.getByRole('radio', { name: 'Sim' }).isChecked()).toBe(true)
    // Sending without the mandatory grade: the engine's message at the question.
    await mp.getByRole('button', { name: 'Enviar respostas' }).click()
    await mp.getByText('Nota é obrigatória').waitFor()
    await mp.getByRole('button', { name: '8', exact: true }).click()
    await mp.getByLabel('Resposta').fill('Mais conversas de retorno.')
    await foto(mp, 'pesquisa-2-respondendo')
    await mp.getByRole('button', { name: 'Enviar respostas' }).click()
    await mp.getByText('Obrigado! Suas respostas foram registradas.').waitFor()
    await cartao.getByText('Respondida', { exact: true }).waitFor()
    await contexto.close()

    // HR: who answered, and the reminder to those who have not.
    await pagina.goto(`${p.srv.url}/pesquisa/colaborador-respostas?pesquisaId=${criada.id}`)
    await pagina.getByTestId('linha-resposta').first().waitFor()
    const daMaria = pagina.getByTestId('linha-resposta').filter({ hasText: 'Maria Restrita' })
    await daMaria.getByText('Respondida', { exact: true }).waitFor()
    await pagina.getByTestId('totais-respostas').getByText('Respondidas: 1').waitFor()
    await foto(pagina, 'pesquisa-3-respostas')
    await pagina.getByRole('button', { name: 'Enviar lembrete' }).click()
    await pagina.getByText('Lembrete enviado a', { exact: false }).waitFor()
    const mensagem = p.smtp.recebidas.find((m) => m.para.includes('colega.pesquisa@exemplo.com.br'))
    expect(mensagem).toBeDefined()
    expect(mensagem!.dados).toContain('Clima da equipe')
    expect(mensagem!.dados.replace(/=\r?\n/g, '')).toContain(`/pesquisa/colaborador-questionario/${criada.id}`)
    // Maria, who answered, gets no reminder.
    const mariaEmail = await k('colaboradores').where('id', maria.colaboradorId).first('email')
    if (mariaEmail?.email) expect(p.smtp.recebidas.some((m) => m.para.includes(String(mariaEmail.email)))).toBe(false)
  })
})
