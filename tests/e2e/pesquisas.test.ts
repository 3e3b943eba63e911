import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { GRUPO_PEQUENO_RECORTE } from '../../core/pesquisa/resultados.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { textoPdf } from '../support/arquivos-relatorio.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, entrarNaEquipe, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * Surveys in a real browser (issue 16): HR creates a survey with two aspects and the four question types and
 * releases it to an area; an employee of that area (Maria Restrita, the demo user linked to an employee) answers
 * partially in 'Minhas Pesquisas', comes back, finds the draft and submits; a colleague of the same area answers in one
 * go from their own login; HR sees who answered and sends a reminder, read back from the loopback SMTP server. Part B: HR opens the results from the survey, reads the charts, downloads
 * the PDF (its text read with pdftotext when installed) and sees a one-answer segment hidden by the group-size rule.
 */
const ok = temNavegador()
const temPdftotext = () => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('pesquisas (navegador)', () => {
  const p = produtoNoNavegador({ smtp: true })
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }

  it('RH cria e libera a pesquisa para uma área; o talento responde em partes e envia; o RH vê, manda lembrete, lê os gráficos e baixa o PDF', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const k = p.srv.knex
    const maria = await k('usuarios').where('cpf', DEMO.cpfRestrito.replace(/\D/g, '')).first('colaboradorId')
    const area = await k('colaborador_historicos as h')
      .join('areas_organizacionais as a', 'a.id', 'h.area_organizacional_id')
      .where('h.colaborador_id', maria.colaboradorId)
      .orderBy('h.data', 'desc')
      .first('a.id', 'a.nome')
    // Two others of Maria's area, with e-mail: one answers from a login of their own, the other gets the reminder.
    const [colega, pendente] = await k('colaboradores as c')
      .whereNull('c.data_desligamento')
      .whereNot('c.id', maria.colaboradorId)
      .whereExists(k('colaborador_historicos as h').whereRaw('h.colaborador_id = c.id').where('h.area_organizacional_id', area.id))
      .whereNotExists(k('usuarios as u').whereRaw('u.colaborador_id = c.id'))
      .orderBy('c.id')
      .limit(2)
      .select('c.id', 'c.nome')
    expect(pendente).toBeDefined()
    await k('colaboradores').where('id', colega.id).update({ email: 'colega.pesquisa@exemplo.com.br' })
    await k('colaboradores').where('id', pendente.id).update({ email: 'pendente.pesquisa@exemplo.com.br' })
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
    const multipla = await pergunta(3, 'Que benefícios você usa?', 'Múltipla escolha', 'Ambiente')
    for (const [j, t] of ['Vale-refeição', 'Plano de saúde', 'Academia'].entries()) {
      await multipla.getByRole('button', { name: 'Adicionar opção' }).click()
      await multipla.getByLabel('Opção de resposta').nth(j).fill(t)
    }
    const areas = pagina.getByRole('combobox', { name: 'Áreas Organizacionais' })
    await areas.click()
    await areas.fill(String(area.nome))
    await pagina.getByRole('option', { name: String(area.nome), exact: true }).click()
    await foto(pagina, 'pesquisa-1-cadastro')
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.getByText('Clima da equipe').first().waitFor()
    const criada = await k('pesquisas').where('titulo', 'Clima da equipe').first('id', 'perguntas', 'aspectos')
    expect(JSON.parse(criada.aspectos).map((a: { nome: string }) => a.nome)).toEqual(['Ambiente', 'Liderança'])
    expect(JSON.parse(criada.perguntas).map((q: { tipo: number }) => q.tipo)).toEqual([1, 4, 3, 5])
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

    // A second employee of the area, with a login of their own linked to them, answers in one go.
    const perfil = await k('perfis').where('nome', 'Gestor de Cargos').first('id')
    const cpfColega = '39053344705'
    const usuario = await pagina.request.post(`${p.srv.url}/api/utilitario/usuarios`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { nome: String(colega.nome), cpf: cpfColega, senha: 'colega123', colaboradorId: colega.id, acessos: [{ empresaId: 1, perfilId: perfil.id }] },
    })
    expect(usuario.status()).toBe(201)
    const contexto2 = await p.nav.newContext({ viewport: { width: 1000, height: 1000 }, locale: 'pt-BR' })
    const cp = await contexto2.newPage()
    await entrarNaEquipe(cp, p.srv.url, cpfColega, 'colega123')
    await cp.goto(`${p.srv.url}/pesquisa/colaborador-questionario`)
    await cp.getByTestId('minha-pesquisa').filter({ hasText: 'Clima da equipe' }).getByRole('link', { name: 'Responder' }).click()
    await cp.getByRole('radio', { name: 'Não' }).check()
    await cp.getByRole('button', { name: '6', exact: true }).click()
    await cp.getByRole('checkbox', { name: 'Vale-refeição' }).check()
    await cp.getByRole('checkbox', { name: 'Academia' }).check()
    await cp.getByRole('button', { name: 'Enviar respostas' }).click()
    await cp.getByText('Obrigado! Suas respostas foram registradas.').waitFor()
    await contexto2.close()

    // HR: who answered, and the reminder to those who have not.
    await pagina.goto(`${p.srv.url}/pesquisa/colaborador-respostas?pesquisaId=${criada.id}`)
    await pagina.getByTestId('linha-resposta').first().waitFor()
    const daMaria = pagina.getByTestId('linha-resposta').filter({ hasText: 'Maria Restrita' })
    await daMaria.getByText('Respondida', { exact: true }).waitFor()
    await pagina.getByTestId('totais-respostas').getByText('Respondidas: 2').waitFor()
    await foto(pagina, 'pesquisa-3-respostas')
    await pagina.getByRole('button', { name: 'Enviar lembrete' }).click()
    await pagina.getByText('Lembrete enviado a', { exact: false }).waitFor()
    const mensagem = p.smtp.recebidas.find((m) => m.para.includes('pendente.pesquisa@exemplo.com.br'))
    expect(mensagem).toBeDefined()
    expect(mensagem!.dados).toContain('Clima da equipe')
    expect(mensagem!.dados.replace(/=\r?\n/g, '')).toContain(`/pesquisa/colaborador-questionario/${criada.id}`)
    // Maria and the colleague, who answered, get no reminder.
    expect(p.smtp.recebidas.some((m) => m.para.includes('colega.pesquisa@exemplo.com.br'))).toBe(false)
    const mariaEmail = await k('colaboradores').where('id', maria.colaboradorId).first('email')
    if (mariaEmail?.email) expect(p.smtp.recebidas.some((m) => m.para.includes(String(mariaEmail.email)))).toBe(false)

    // Part B: HR reads the results' charts from the survey's edit screen and downloads the PDF.
    await pagina.goto(`${p.srv.url}/pesquisa/pesquisas/${criada.id}`)
    await pagina.getByRole('link', { name: 'Resultados' }).click()
    await pagina.getByRole('heading', { name: 'Resultados da Pesquisa: Clima da equipe' }).waitFor()
    await pagina.getByTestId('participacao').getByText('2 de', { exact: false }).waitFor()
    // Identified survey, unfiltered: shown from the first answer (the bars, the grade's mean and distribution, the text).
    await pagina.getByRole('img', { name: /^Gosto do ambiente de trabalho: Sim 1; Não 1$/ }).waitFor()
    await pagina.getByTestId('grafico-barras').first().locator('.recharts-bar-rectangle').first().waitFor()
    await pagina.getByTestId('media-nota').getByText('Média: 7,00', { exact: false }).waitFor()
    await pagina.getByRole('img', { name: /^Distribuição das notas: Nota para a liderança: .*Nota 6 1.*Nota 8 1/ }).waitFor()
    await pagina.getByText('Mais conversas de retorno.').waitFor()
    await pagina.getByRole('img', { name: 'Média por aspecto: Liderança 7,00' }).waitFor()
    await foto(pagina, 'pesquisa-4-resultados')
    // The PDF of the same figures.
    const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Relatório' }).click()])
    const caminho = join(mkdtempSync(join(tmpdir(), 'pesquisa-pdf-')), download.suggestedFilename())
    await download.saveAs(caminho)
    const bytes = readFileSync(caminho)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(download.suggestedFilename()).toMatch(/^resultados_\d{4}-\d{2}-\d{2}\.pdf$/)
    const texto = temPdftotext() ? execFileSync('pdftotext', [caminho, '-'], { encoding: 'utf8' }) : await textoPdf(bytes)
    expect(texto).toContain('Resultados da Pesquisa')
    expect(texto).toContain('Clima da equipe')
    expect(texto).toContain('Mais conversas de retorno.')
    // A segment (Maria's area) of one answer: nothing shown, the group-size message instead.
    const filtroArea = pagina.getByRole('combobox', { name: 'Áreas Organizacionais' })
    await filtroArea.click()
    await filtroArea.fill(String(area.nome))
    await pagina.getByRole('option', { name: String(area.nome), exact: true }).click()
    await pagina.getByTestId('mensagem-resultados').getByText(GRUPO_PEQUENO_RECORTE).waitFor()
    expect(await pagina.getByText('Mais conversas de retorno.').count()).toBe(0)
    await foto(pagina, 'pesquisa-5-recorte')
  }, 120_000)
})
