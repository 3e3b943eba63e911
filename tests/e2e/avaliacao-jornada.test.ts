import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { faixaNineBox, PERCENTUAL_ALTO_PADRAO, PERCENTUAL_BAIXO_PADRAO } from '../../core/avaliacao/nineBox.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { textoPdf } from '../support/arquivos-relatorio.ts'
import { cpfDeTeste } from '../support/cpf.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, entrarNaEquipe, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * The evaluation journey of issue 15 through the screens: HR creates a 2.0 evaluation on the demo model with
 * self-evaluation, proposes self (U), manager (L) and peer (P) pairs for Maria Restrita (the demo user linked to an
 * employee), chosen by name, and releases it; Maria answers her self-evaluation (a draft first, then
 * sends) and a colleague of her area, with a login of his own, answers as her peer; HR opens the results, Maria's page
 * (aspects and radar), creates the evaluation's nine box with the defaults, sees Maria in a box with what her PDI starts
 * from, switches the potential to the talents' recorded levels and back, and prints NineBox.pdf.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']
const TITULO = 'Desempenho 2.0 da equipe'
const numero = (pct: string) => Number(pct.replace('%', '').replace(',', '.'))

/** Answers the demo model 'Avaliação de Desempenho 2026' (questions found by their text) and the competency grid. */
const responder = async (pg: Page, o: { readonly alto: boolean }) => {
  const pergunta = (texto: string) => pg.locator('[data-testid^="pergunta-"]').filter({ hasText: texto })
  await pergunta('Cumpre os prazos e as metas combinadas').getByRole('radio', { name: o.alto ? 'Sempre' : 'Às vezes' }).check()
  await pergunta('Qualidade do trabalho entregue').getByRole('button', { name: o.alto ? '9' : '6', exact: true }).click()
  await pergunta('Organiza as prioridades').getByRole('radio', { name: 'Frequentemente' }).check()
  await pergunta('Colabora com os colegas').getByRole('radio', { name: o.alto ? 'Sempre' : 'Frequentemente' }).check()
  await pergunta('Quais comportamentos mais se destacam?').getByRole('checkbox', { name: 'Iniciativa' }).check()
  const feedback = pergunta('Recebe bem os feedbacks')
  await feedback.getByRole('button', { name: '4', exact: true }).click()
  await feedback.getByRole('textbox').fill('Ajustou a rotina depois da última conversa de retorno.')
  await pergunta('Busca aprender e se atualizar').getByRole('radio', { name: 'Sempre' }).check()
  // One level per required competency: the last column (the highest level) or the second.
  const linhas = pg.getByRole('table', { name: 'Competências' }).locator('tbody tr')
  for (let i = 0; i < (await linhas.count()); i++) {
    const radios = linhas.nth(i).getByRole('radio')
    await (o.alto ? radios.last() : radios.nth(1)).check()
  }
}

describe.skipIf(!ok)('jornada da avaliação de desempenho (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }

  it('RH cria e libera uma avaliação 2.0 com auto, gestor e par; dois talentos respondem; o RH vê resultados, radar e nine box e imprime', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const k = p.srv.knex
    const hoje = diaEmSaoPaulo(Date.now())
    const maria = await k('usuarios').where('cpf', DEMO.cpfRestrito.replace(/\D/g, '')).first('colaboradorId')
    const mariaId = Number(maria.colaboradorId)
    const mariaLinha = await k('colaboradores').where('id', mariaId).first('nome', 'empresaId')
    const empresaId = Number(mariaLinha.empresaId)
    // Maria's position today: her area (its responsável will be the manager L, another of the area the peer P) and range.
    const posicao = await k('colaborador_historicos').where('colaboradorId', mariaId).where('data', '<=', hoje).orderBy([{ column: 'data', order: 'desc' }, { column: 'id', order: 'desc' }]).first('areaOrganizacionalId', 'faixaSalarialId')
    const area = await k('areas_organizacionais').where('id', posicao.areaOrganizacionalId).first('id', 'nome', 'responsaveis')
    const gestores = (JSON.parse(String(area.responsaveis)) as number[]).map(Number).filter((r) => r !== mariaId)
    expect(gestores.length, 'a área da Maria precisa de um responsável além dela').toBeGreaterThan(0)
    // Active employees whose current area is Maria's, without a login: the colleague who answers as her peer.
    const atuais = (await k('colaborador_historicos as h')
      .join('colaboradores as c', 'c.id', 'h.colaborador_id')
      .where('c.empresa_id', empresaId)
      .whereNull('c.data_desligamento')
      .where('h.data', '<=', hoje)
      .orderBy([{ column: 'h.colaborador_id' }, { column: 'h.data' }, { column: 'h.id' }])
      .select('c.id', 'c.nome', 'h.area_organizacional_id as areaId')) as Array<{ id: number; nome: string; areaId: number }>
    const areaAtual = new Map(atuais.map((h) => [Number(h.id), { nome: h.nome, areaId: Number(h.areaId) }]))
    const comLogin = new Set(((await k('usuarios').whereNotNull('colaboradorId').select('colaboradorId')) as Array<{ colaboradorId: number }>).map((u) => Number(u.colaboradorId)))
    const colega = [...areaAtual.entries()].find(([id, h]) => id !== mariaId && !gestores.includes(id) && h.areaId === Number(area.id) && !comLogin.has(id))
    expect(colega, 'um colega da área da Maria sem login').toBeDefined()
    const [colegaId, { nome: colegaNome }] = colega!
    const gestorNome = String((await k('colaboradores').where('id', gestores[0]).first('nome')).nome)

    const { pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 1000, downloads: true })
    await entrarComoAdministrador(pagina, p.srv.url)
    const post = async (caminho: string, corpo: Record<string, unknown>) => {
      const r = await pagina.request.post(`${p.srv.url}/api/${caminho}`, { headers: { 'x-requested-with': 'XMLHttpRequest' }, data: corpo })
      expect(r.status(), await r.text()).toBe(201)
    }
    // Maria's range requires competencies today (the grid, the radar and the nine box's potential need them): the
    // demo's configuration, or two configured here when the demo has none.
    expect(posicao.faixaSalarialId, 'a Maria precisa de uma faixa salarial').not.toBeNull()
    const exigidas = await k('config_niveis_competencia_faixas').where('faixaSalarialId', posicao.faixaSalarialId).where('data', '<=', hoje).first('id')
    if (!exigidas) {
      const [c1, c2] = await k('competencias').where('empresaId', empresaId).orderBy('id').limit(2).select('id')
      const nivel = await k('niveis_competencia').where('empresaId', empresaId).orderBy('ordem').offset(1).first('id')
      await post('cargo-salario/configuracoes-niveis-competencia-faixa-salarial', {
        faixaSalarialId: posicao.faixaSalarialId,
        data: adicionarDias(hoje, -2),
        configsNiveisCompetencias: [c1, c2].map((c) => ({ competenciaId: c.id, competenciaPeso: 1, nivelCompetenciaId: nivel.id })),
      })
    }
    // The colleague's own login, on the profile that answers evaluations (ROLE_MINHAS_AVALIACOES).
    const perfil = await k('perfis').where('nome', 'Gestor de Cargos').first('id')
    const cpfColega = cpfDeTeste(870_000_000, 1)
    await post('utilitario/usuarios', { nome: colegaNome, cpf: cpfColega, senha: 'colega123', colaboradorId: colegaId, acessos: [{ empresaId: 1, perfilId: perfil.id }] })

    // HR creates the evaluation on the screen.
    await pagina.goto(`${p.srv.url}/avaliacao/avaliacoes-desempenho/create`)
    await pagina.getByLabel('Título').fill(TITULO)
    await pagina.getByLabel('Data Inicial').fill(formatarData(adicionarDias(hoje, -1)))
    await pagina.getByLabel('Data Final').fill(formatarData(adicionarDias(hoje, 15)))
    await pagina.getByRole('combobox', { name: 'Tipo' }).click()
    await pagina.getByRole('option', { name: '2.0', exact: true }).click()
    await pagina.getByRole('combobox', { name: 'Formato' }).click()
    await pagina.getByRole('option', { name: /^360°/ }).click()
    const modelo = pagina.getByRole('combobox', { name: 'Modelo de Avaliação' })
    await modelo.click()
    await modelo.fill('Avaliação de Desempenho 2026')
    await pagina.getByRole('option', { name: 'Avaliação de Desempenho 2026' }).click()
    await pagina.getByLabel('Permite autoavaliação').check()
    // Identified: 'Anônima' is required (no default), so it is switched on and off to say "no".
    await pagina.getByLabel('Anônima').check()
    await pagina.getByLabel('Anônima').uncheck()
    await pagina.getByLabel('Avaliar competências do cargo').check()
    await pagina.getByLabel('Exibir nível de competência exigido').check()
    await foto(pagina, 'jornada-1-cadastro')
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.getByText(TITULO).first().waitFor()
    const avaliacao = await k('avaliacoes_desempenho').where('titulo', TITULO).first('id', 'tipo', 'anonima', 'permiteAutoAvaliacao', 'liberada')
    expect(avaliacao).toBeDefined()
    expect(avaliacao.tipo).toBe('2.0')
    expect(Boolean(avaliacao.anonima)).toBe(false)
    expect(Boolean(avaliacao.permiteAutoAvaliacao)).toBe(true)

    // 'Participantes': propose self, manager and peer pairs for Maria, chosen by name.
    await pagina.goto(`${p.srv.url}/avaliacao/avaliacoes-desempenho/${avaliacao.id}`)
    await pagina.getByRole('tab', { name: 'Participantes' }).click()
    await pagina.getByRole('button', { name: 'Propor participantes' }).click()
    const dialogo = pagina.getByRole('dialog', { name: 'Propor participantes' })
    await dialogo.getByRole('checkbox', { name: 'Autoavaliação' }).check()
    await dialogo.getByRole('checkbox', { name: 'Par' }).check()
    // Maria by name in 'Talentos': only her pairs are proposed (self, her area's manager, her peers).
    await dialogo.getByLabel('Talentos').fill(String(mariaLinha.nome).split(' ')[0]!)
    await pagina.getByRole('option', { name: String(mariaLinha.nome) }).click()
    await dialogo.getByRole('button', { name: 'Propor' }).click()
    const propostos = dialogo.getByTestId('pares-propostos').locator('tbody tr')
    await propostos.first().waitFor()
    for (let i = 0; i < (await propostos.count()); i++) expect(await propostos.nth(i).locator('td').nth(1).innerText()).toBe(String(mariaLinha.nome))
    // Everything proposed comes ticked; 'Selecionar todos' unticks and ticks them all.
    await dialogo.getByRole('checkbox', { name: 'Selecionar todos' }).uncheck()
    await expect.poll(() => dialogo.getByRole('button', { name: 'Adicionar selecionados' }).isDisabled()).toBe(true)
    await dialogo.getByRole('checkbox', { name: 'Selecionar todos' }).check()
    await foto(pagina, 'jornada-2-proposta')
    await dialogo.getByRole('button', { name: 'Adicionar selecionados' }).click()
    await dialogo.waitFor({ state: 'detached' })
    const pares = (await k('participantes_avaliacao_desempenho').where('avaliacaoDesempenhoId', avaliacao.id).select('avaliadoId', 'avaliadorId', 'papel')) as Array<{ avaliadoId: number; avaliadorId: number; papel: string }>
    expect(new Set(pares.map((x) => Number(x.avaliadoId)))).toEqual(new Set([mariaId]))
    expect(pares.find((x) => x.papel === 'U')).toMatchObject({ avaliadorId: mariaId })
    expect(pares.filter((x) => x.papel === 'L').map((x) => Number(x.avaliadorId))).toContain(gestores[0])
    expect(pares.filter((x) => x.papel === 'P').map((x) => Number(x.avaliadorId))).toContain(colegaId)
    const grade = pagina.getByTestId('participantes')
    await grade.getByRole('row').filter({ hasText: gestorNome }).getByText('Gestor').waitFor()
    await grade.getByRole('row').filter({ hasText: colegaNome }).getByText('Par', { exact: true }).waitFor()
    await pagina.getByRole('button', { name: 'Liberar' }).click()
    await pagina.getByTestId('situacao-avaliacao').getByText('Liberada', { exact: true }).waitFor()
    await foto(pagina, 'jornada-3-participantes')

    // Maria: her self-evaluation, a draft first, then sent.
    const contexto = await p.nav.newContext({ viewport: { width: 1100, height: 1000 }, locale: 'pt-BR' })
    const mp = await contexto.newPage()
    mp.setDefaultTimeout(15_000)
    await entrarNaEquipe(mp, p.srv.url, DEMO.cpfRestrito)
    await mp.goto(`${p.srv.url}/avaliacao/minhas-avaliacoes`)
    const cartao = mp.getByTestId('minha-avaliacao').filter({ hasText: `${TITULO} · Autoavaliação` })
    await cartao.getByRole('link', { name: 'Responder' }).click()
    await mp.locator('[data-testid^="pergunta-"]').filter({ hasText: 'Cumpre os prazos' }).getByRole('radio', { name: 'Sempre' }).check()
    await mp.getByRole('button', { name: 'Salvar rascunho' }).click()
    await mp.getByText('Respostas salvas', { exact: false }).waitFor()
    await mp.goto(`${p.srv.url}/avaliacao/minhas-avaliacoes`)
    await cartao.getByText('Respondida parcialmente').waitFor()
    await cartao.getByRole('link', { name: 'Continuar' }).click()
    await mp.getByText('Você começou a responder esta avaliação', { exact: false }).waitFor()
    expect(await mp.locator('[data-testid^="pergunta-"]').filter({ hasText: 'Cumpre os prazos' }).getByRole('radio', { name: 'Sempre' }).isChecked()).toBe(true)
    await responder(mp, { alto: true })
    await foto(mp, 'jornada-4-autoavaliacao')
    await mp.getByRole('button', { name: 'Enviar', exact: true }).click()
    await mp.getByText('Obrigado! Suas respostas foram registradas.').waitFor()
    await contexto.close()

    // The colleague, from his own login: Maria as his peer, in one go.
    const contexto2 = await p.nav.newContext({ viewport: { width: 1100, height: 1000 }, locale: 'pt-BR' })
    const cp = await contexto2.newPage()
    cp.setDefaultTimeout(15_000)
    await entrarNaEquipe(cp, p.srv.url, cpfColega, 'colega123')
    await cp.goto(`${p.srv.url}/avaliacao/minhas-avaliacoes`)
    await cp.getByTestId('minha-avaliacao').filter({ hasText: `${TITULO} · Par` }).getByRole('link', { name: 'Responder' }).click()
    await responder(cp, { alto: false })
    await cp.getByRole('button', { name: 'Enviar', exact: true }).click()
    await cp.getByText('Obrigado! Suas respostas foram registradas.').waitFor()
    await contexto2.close()
    const situacoes = (await k('participantes_avaliacao_desempenho').where('avaliacaoDesempenhoId', avaliacao.id).select('papel', 'situacao')) as Array<{ papel: string; situacao: string }>
    expect(situacoes.filter((x) => x.situacao === 'R').map((x) => x.papel).sort()).toEqual(['P', 'U'])

    // HR: the results from the evaluation's screen, Maria's line and her page.
    await pagina.goto(`${p.srv.url}/avaliacao/avaliacoes-desempenho/${avaliacao.id}`)
    await pagina.getByRole('link', { name: 'Resultados', exact: true }).click()
    const linhaMaria = pagina.getByTestId('tabela-resultados').getByRole('row').filter({ hasText: String(mariaLinha.nome) })
    await linhaMaria.waitFor()
    expect(await linhaMaria.innerText()).toMatch(/\d+,\d{2}\s*%/)
    await foto(pagina, 'jornada-5-resultados')
    await linhaMaria.click()
    // Both answers are there by role; without role weights the overall leaves the self-evaluation out (core's
    // geralPonderado), so the one answer counted is the peer's and the questionnaire is the peer's.
    const resumo = pagina.getByTestId('resultado-geral')
    await resumo.getByText('1 resposta no geral', { exact: false }).waitFor()
    // The card: the overall line and, below it, the line per role.
    const textoResumo = await resumo.locator('xpath=..').innerText()
    expect(textoResumo).toMatch(/Autoavaliação \(1\): questionário \d+,\d{2}%/)
    const doPar = /Par \(1\): questionário (\d+,\d{2}%)/.exec(textoResumo)?.[1]
    expect(doPar).toBeDefined()
    expect(textoResumo).toContain(`Questionário ${doPar}`)
    const potencial = /Competências (\d+,\d{2}%)/.exec(textoResumo)?.[1] ?? ''
    expect(potencial).not.toBe('')
    await pagina.getByRole('img', { name: /^Aspectos: Entregas .*; Comportamento .*; Desenvolvimento / }).waitFor()
    await pagina.getByTestId('radar-competencias').locator('.recharts-polar-angle-axis-tick').first().waitFor()
    expect(await pagina.getByTestId('radar-vazio').count()).toBe(0)
    await foto(pagina, 'jornada-6-avaliado')

    // 'Nine Box' from the evaluation's screen: none yet, so a new one with the defaults; saved, Maria in a box; printed.
    await pagina.goto(`${p.srv.url}/avaliacao/avaliacoes-desempenho/${avaliacao.id}`)
    await pagina.getByRole('button', { name: 'Nine Box' }).click()
    await pagina.getByRole('heading', { level: 1, name: 'Novo Nine Box' }).waitFor()
    expect(await pagina.getByTestId('mensagem-ninebox').count()).toBe(0)
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.getByTestId('matriz-ninebox').waitFor()
    await pagina.getByRole('heading', { level: 1, name: `Nine Box: ${TITULO}` }).waitFor()
    // Her box from the results' figures (questionnaire = desempenho, competencies = potencial; default thresholds).
    const box = 3 * faixaNineBox(numero(potencial), PERCENTUAL_BAIXO_PADRAO, PERCENTUAL_ALTO_PADRAO) + faixaNineBox(numero(doPar!), PERCENTUAL_BAIXO_PADRAO, PERCENTUAL_ALTO_PADRAO) + 1
    await pagina.getByTestId(`box-${box}`).getByText('1', { exact: true }).waitFor()
    await pagina.getByTestId(`box-${box}`).click()
    const talento = pagina.getByTestId('talentos-do-box').getByRole('row').filter({ hasText: String(mariaLinha.nome) })
    await talento.getByRole('link', { name: String(mariaLinha.nome) }).waitFor()
    expect(await talento.innerText()).toContain(doPar!)
    expect(await talento.innerText()).toContain(potencial)
    // What her PDI starts from: the competencies below what her range requires (or none), from chart/pdi.
    const pdi = pagina.getByTestId(`pdi-${mariaId}`)
    await expect.poll(() => pdi.innerText()).not.toBe('…')
    expect(await pdi.innerText()).toMatch(/\(\d+(,\d+)? de \d+\)|Nenhuma abaixo do exigido/)
    await foto(pagina, 'jornada-7-ninebox')
    // The potential from the talents' recorded levels (chart/cncc): the matrix reloads, the PDI column leaves.
    await pagina.getByRole('button', { name: 'Potencial: níveis registrados dos talentos' }).click()
    await expect.poll(() => pagina.getByRole('button', { name: 'Potencial: níveis registrados dos talentos' }).getAttribute('aria-pressed')).toBe('true')
    await pagina.getByTestId('matriz-ninebox').waitFor()
    await pagina.getByRole('button', { name: 'Potencial: competências avaliadas' }).click()
    await pagina.getByTestId(`box-${box}`).getByText('1', { exact: true }).waitFor()
    const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Imprimir' }).click()])
    expect(download.suggestedFilename()).toBe('NineBox.pdf')
    const caminho = join(mkdtempSync(join(tmpdir(), 'ninebox-pdf-')), download.suggestedFilename())
    await download.saveAs(caminho)
    const bytes = readFileSync(caminho)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const texto = await textoPdf(bytes)
    expect(texto).toContain(TITULO)
    expect(texto).toContain(String(mariaLinha.nome))
  }, 180_000)
})
