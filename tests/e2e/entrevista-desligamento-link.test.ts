import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * The exit interview answered by the employee in a real browser (issue 14): HR dismisses an employee, chooses in the
 * offer to send the link, picks the model; the link is mailed (read here from the outbox, the same as on the screen);
 * the employee opens it without login in the candidate portal, answers, and a second visit says it was answered; HR
 * sees the interview in the list marked as answered by the employee, and the results report counts the answers.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']


describe.skipIf(!ok)('entrevista de desligamento respondida pelo talento (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }

  it('RH desliga e envia o link; o talento responde sem login, uma vez; o RH vê a entrevista respondida pelo talento', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900 })
    const talentoNav = await p.nav.newContext({ viewport: { width: 420, height: 900 }, locale: 'pt-BR' })
    try {
      await entrarComoAdministrador(pagina, p.srv.url)
      const hoje = diaEmSaoPaulo(Date.now())
      // An active employee with e-mail of the demo company, no CPF twin, no history row scheduled after today.
      const k = p.srv.knex
      const talento = await k('colaboradores as c')
        .where('c.empresa_id', 1)
        .whereNull('c.data_desligamento')
        .whereNull('c.status_folha')
        .whereNotNull('c.email')
        .whereNotExists(k('colaborador_historicos as h').whereRaw('h.colaborador_id = c.id').where('h.data', '>', hoje))
        .orderBy('c.id', 'asc')
        .first('c.id', 'c.nome', 'c.email')
      expect(talento).toBeDefined()

      await pagina.goto(`${p.srv.url}/cargo-salario/colaboradores/${talento.id}`)
      await pagina.getByRole('tab', { name: 'Contrato' }).click()
      await pagina.getByRole('button', { name: 'Desligar' }).click()
      const dialogo = pagina.getByRole('dialog', { name: 'Desligar talento' })
      await dialogo.getByLabel(/^Data de Desligamento/).fill(formatarData(hoje))
      await dialogo.getByRole('combobox', { name: /Motivo do Desligamento/ }).click()
      await pagina.getByRole('option').first().click()
      await dialogo.getByRole('button', { name: 'Desligar' }).click()
      // The offer: HR now, or the employee through a link.
      await pagina.getByTestId('oferta-entrevista').getByRole('button', { name: 'Enviar link ao talento' }).click()
      const envio = pagina.getByRole('dialog', { name: 'Enviar link da entrevista ao talento' })
      await envio.getByRole('button', { name: 'Gerar link' }).click()
      await envio.getByText('Modelo de Entrevista é obrigatório').waitFor()
      await envio.getByRole('combobox', { name: /Modelo de Entrevista/ }).click()
      await pagina.getByRole('option', { name: 'Entrevista de desligamento padrão' }).click()
      await envio.getByRole('button', { name: 'Gerar link' }).click()
      await envio.getByText(`Link enviado para ${talento.email}`, { exact: false }).waitFor()
      await foto(pagina, '1-link-enviado')
      const naTela = await envio.getByTestId('link-entrevista').inputValue()
      // The e-mail in the outbox carries the same link.
      const mail = await k('caixa_saida').where('para', 'like', `%${talento.email}%`).orderBy('id', 'desc').first('texto')
      const link = /https?:\/\/\S+\/externo\/entrevista-desligamento\?\S+/.exec(String(mail.texto))?.[0]
      expect(link).toBe(naTela)
      await envio.getByRole('button', { name: 'Fechar' }).click()

      // The employee, with no session, opens the link.
      const tp = await talentoNav.newPage()
      await tp.goto(link!)
      await tp.getByRole('heading', { name: 'Entrevista de Desligamento', exact: true }).waitFor()
      const primeiro = String(talento.nome).split(' ')[0]
      await tp.getByText(`Olá, ${primeiro}.`, { exact: false }).waitFor()
      expect(await tp.content()).not.toContain(String(talento.nome).split(' ').slice(1).join(' ') || '\u0000')
      // Mandatory questions unanswered: the engine's messages under them, nothing recorded.
      await tp.getByRole('button', { name: 'Enviar respostas' }).click()
      await tp.getByRole('group', { name: /^1\. Qual o principal motivo/ }).getByText('Selecione uma opção de resposta').waitFor()
      await tp.getByRole('radio', { name: 'Mudança de cidade' }).check()
      await tp.getByRole('checkbox', { name: 'Colegas de trabalho' }).check()
      // Not the candidate portal: no 'Entrar', no candidate footer; the 0–10 question is a row of choices.
      expect(await tp.getByRole('link', { name: 'Entrar' }).count()).toBe(0)
      expect(await tp.getByText('Portal do Candidato').count()).toBe(0)
      await tp.getByRole('radiogroup', { name: 'Nota de 0 a 10' }).getByRole('radio', { name: '8', exact: true }).check()
      await tp.getByRole('textbox', { name: 'O que a empresa poderia ter feito para você ficar?' }).fill('Trabalho remoto.')
      await foto(tp, '2-talento-responde')
      await tp.getByRole('button', { name: 'Enviar respostas' }).click()
      await tp.getByText('Obrigado! Suas respostas foram registradas.').waitFor()
      // Once: the link now says so.
      await tp.goto(link!)
      await tp.getByText('Esta entrevista de desligamento já foi respondida por este link.', { exact: false }).waitFor()
      await foto(tp, '3-link-usado')

      // HR's list shows it, answered by the employee.
      const entrevista = await k('entrevistas_desligamento').where({ colaborador_id: talento.id, data_desligamento: hoje }).first('id', 'respondida_pelo_talento')
      expect(entrevista).toBeDefined()
      expect(!!entrevista.respondidaPeloTalento).toBe(true)
      await pagina.goto(`${p.srv.url}/gestao-talentos/entrevistas-desligamento`)
      await pagina.getByRole('columnheader', { name: 'Respondida pelo Talento' }).waitFor()
      const linha = pagina.getByRole('row').filter({ hasText: String(talento.nome) })
      await linha.getByText('Sim', { exact: true }).waitFor()
      await foto(pagina, '4-lista')
      // The results report counts the employee's answer.
      const r = await pagina.request.get(`${p.srv.url}/api/gestao-talentos/consultas/resultados-entrevistas-desligamentos?dataIni=${hoje}&dataFim=${hoje}`)
      expect(r.status()).toBe(200)
      const linhas = ((await r.json()) as { linhas: Array<Record<string, unknown>> }).linhas
      expect(linhas).toContainEqual(expect.objectContaining({ resposta: 'Mudança de cidade', quantidade: 1 }))
      expect(linhas).toContainEqual(expect.objectContaining({ resposta: 'Trabalho remoto.' }))
    } finally {
      await talentoNav.close()
      await contexto.close()
    }
  })
})
