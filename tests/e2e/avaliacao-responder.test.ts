import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { TIPO_NOTA, TIPO_OBJETIVA } from '../../core/shared/questionario.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, entrarNaEquipe, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * Answering a performance evaluation in a real browser (issue 15): the evaluation, its model and a pair with Maria
 * Restrita (the demo user linked to an employee) as the manager evaluating a colleague are set up through the API and
 * released; Maria opens 'Minhas Avaliações', saves a draft, comes back to it, is stopped by a mandatory question,
 * sends, then opens her own result of last year's ended cycle ('Meus resultados'); HR reads the answered questionnaire.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('responder avaliação de desempenho (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }

  it('Maria salva um rascunho, volta, envia; o RH lê o questionário respondido', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const k = p.srv.knex
    const hoje = diaEmSaoPaulo(Date.now())
    const maria = await k('usuarios').where('cpf', DEMO.cpfRestrito.replace(/\D/g, '')).first('colaboradorId')
    const empresaId = Number((await k('colaboradores').where('id', maria.colaboradorId).first('empresaId')).empresaId)
    // A colleague whose position names a salary range: the range will require two competencies.
    const colega = await k('colaboradores as c')
      .join('colaborador_historicos as h', 'h.colaborador_id', 'c.id')
      .where('c.empresa_id', empresaId)
      .whereNull('c.data_desligamento')
      .whereNot('c.id', maria.colaboradorId)
      .whereNotNull('h.faixa_salarial_id')
      .orderBy('c.id')
      .first('c.id', 'c.nome', 'h.faixa_salarial_id as faixaSalarialId')
    const [c1, c2] = await k('competencias').where('empresaId', empresaId).orderBy('id').limit(2).select('id', 'nome')
    const nivel = await k('niveis_competencia').where('empresaId', empresaId).orderBy('ordem').first('id')

    const { pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 1000 })
    await entrarComoAdministrador(pagina, p.srv.url)
    const api = async (caminho: string, corpo: Record<string, unknown>) => {
      const r = await pagina.request.post(`${p.srv.url}/api/${caminho.includes('/') ? caminho : `avaliacao/${caminho}`}`, { headers: { 'x-requested-with': 'XMLHttpRequest' }, data: corpo })
      expect(r.status(), await r.text()).toBe(201)
      return ((await r.json()) as { id: number }).id
    }
    await api('cargo-salario/configuracoes-niveis-competencia-faixa-salarial', {
      faixaSalarialId: colega.faixaSalarialId,
      data: adicionarDias(hoje, -2),
      configsNiveisCompetencias: [c1, c2].map((c) => ({ competenciaId: c.id, competenciaPeso: 1, nivelCompetenciaId: nivel.id })),
    })
    const modelo = await api('modelos-avaliacao', {
      titulo: 'Modelo de desempenho do time',
      tipo: 'D',
      perguntas: [
        { texto: 'Entrega no prazo combinado', tipo: TIPO_OBJETIVA, obrigatoria: true, respostas: [{ texto: 'Sempre', peso: 10 }, { texto: 'Raramente', peso: 0 }] },
        { texto: 'Nota para a colaboração', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 0, notaMaxima: 10 },
      ],
    })
    const avaliacao = await api('avaliacoes-desempenho', {
      titulo: 'Desempenho do time',
      dataIni: adicionarDias(hoje, -1),
      dataFim: adicionarDias(hoje, 10),
      tipo: '1.0',
      permiteAutoAvaliacao: false,
      anonima: false,
      avaliarCompetenciasCargo: true,
      exibirNivelCompetenciaExigido: true,
      modeloAvaliacaoId: modelo,
    })
    const par = await api('participante-avaliacao-desempenho', { avaliacaoDesempenhoId: avaliacao, avaliadoId: colega.id, avaliadorId: maria.colaboradorId, papel: 'R' })
    // Released directly in the database: the release action has its own tests.
    await k('avaliacoes_desempenho').where('id', avaliacao).update({ liberada: true })

    const contexto = await p.nav.newContext({ viewport: { width: 1100, height: 1000 }, locale: 'pt-BR' })
    const mp = await contexto.newPage()
    await entrarNaEquipe(mp, p.srv.url, DEMO.cpfRestrito)
    await mp.goto(`${p.srv.url}/avaliacao/minhas-avaliacoes`)
    const cartao = mp.getByTestId('minha-avaliacao').filter({ hasText: String(colega.nome) })
    await cartao.getByText('Desempenho do time · Avaliador').waitFor()
    await cartao.getByRole('link', { name: 'Responder' }).click()
    await mp.getByRole('radio', { name: 'Sempre' }).check()
    // The competency grid: one radio per level, the required level's column highlighted.
    const grade = mp.getByRole('table', { name: 'Competências' })
    await grade.getByText(String(c1.nome)).waitFor()
    await mp.getByText('A coluna destacada em cada competência é o nível exigido', { exact: false }).waitFor()
    await mp.getByTestId(`competencia-${c1.id}`).getByRole('radio').nth(1).check()
    await mp.getByRole('button', { name: 'Salvar rascunho' }).click()
    await mp.getByText('Respostas salvas', { exact: false }).waitFor()
    await mp.goto(`${p.srv.url}/avaliacao/minhas-avaliacoes`)
    await cartao.getByText('Respondida parcialmente').waitFor()
    await cartao.getByRole('link', { name: 'Continuar' }).click()
    await mp.getByText('Você começou a responder esta avaliação', { exact: false }).waitFor()
    expect(await mp.getByRole('radio', { name: 'Sempre' }).isChecked()).toBe(true)
    expect(await mp.getByTestId(`competencia-${c1.id}`).getByRole('radio').nth(1).isChecked()).toBe(true)
    // The mandatory grade and the second competency are missing: each message at its place.
    await mp.getByRole('button', { name: 'Enviar', exact: true }).click()
    await mp.getByText('Nota é obrigatória').waitFor()
    await mp.getByTestId(`competencia-${c2.id}`).getByText('Informe o nível desta competência').waitFor()
    await mp.getByRole('button', { name: '8', exact: true }).click()
    await mp.getByTestId(`competencia-${c2.id}`).getByRole('radio').first().check()
    await foto(mp, 'avaliacao-1-respondendo')
    await mp.getByRole('button', { name: 'Enviar', exact: true }).click()
    await mp.getByText('Obrigado! Suas respostas foram registradas.').waitFor()
    await cartao.getByText('Respondida', { exact: true }).waitFor()
    // Her own result of last year's ended cycle (demo): the figures and the radar, as the evaluation lets her see.
    const ano = Number(hoje.slice(0, 4))
    await mp.getByTestId('meu-resultado').filter({ hasText: `Avaliação de Desempenho ${ano - 1}` }).getByRole('link', { name: 'Ver resultado' }).click()
    await mp.getByRole('heading', { name: `Meu Resultado: Avaliação de Desempenho ${ano - 1}` }).waitFor()
    await mp.getByTestId('resultado-geral').getByText('Geral', { exact: false }).waitFor()
    await mp.getByTestId('resultado-papeis').getByText('Autoavaliação (1)', { exact: false }).waitFor()
    await foto(mp, 'avaliacao-1b-meu-resultado')
    await contexto.close()
    const linha = await k('participantes_avaliacao_desempenho').where('id', par).first('situacao', 'dataResposta', 'competencias')
    expect(linha).toMatchObject({ situacao: 'R', dataResposta: hoje })
    expect(JSON.parse(String(linha.competencias)).map((c: { competenciaId: number }) => c.competenciaId)).toEqual([c1.id, c2.id])

    // HR reads what Maria sent (an identified evaluation).
    await pagina.goto(`${p.srv.url}/avaliacao/avaliacoes-desempenhos-questionarios/${par}/show`)
    await pagina.getByRole('table', { name: 'Respostas' }).getByText('Sempre').waitFor()
    await pagina.getByRole('table', { name: 'Respostas' }).getByText('8', { exact: true }).waitFor()
    await foto(pagina, 'avaliacao-2-rh')
  })
})
