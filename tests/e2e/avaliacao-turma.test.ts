import { describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, entrarNaEquipe, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * Class evaluations in a real browser (issues 16 and 17): HR releases the course's reaction evaluation on a class
 * (the class's 'Avaliações' tab); a trainee (Maria Restrita, the demo user linked to an employee) finds it in 'Minhas
 * Pesquisas' and answers it; HR sees her answer in Pesquisa › Avaliações de Turma.
 */
const ok = temNavegador()

describe.skipIf(!ok)('avaliação de turma (navegador)', () => {
  const p = produtoNoNavegador()

  it('o RH libera a avaliação na turma, a participante responde em Minhas Pesquisas e o RH vê a resposta', async () => {
    const k = p.srv.knex
    const { contexto: ctxRh, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900 })
    try {
      // Setup: the NR-10 class (upcoming) uses the demo's 'Avaliação de Reação', and Maria takes part in it.
      const maria = await k('usuarios').where('cpf', DEMO.cpfRestrito.replace(/\D/g, '')).first('colaboradorId')
      const turma = await k('turmas').where('descricao', 'NR-10 — Turma básica').first('id', 'curso_id as cursoId')
      const reacao = await k('avaliacoes_curso').where({ titulo: 'Avaliação de Reação', empresa_id: 1 }).first('id')
      expect({ maria, turma, reacao }).toMatchObject({ maria: { colaboradorId: expect.anything() }, turma: { id: expect.anything() }, reacao: { id: expect.anything() } })
      await k('cursos').where('id', turma.cursoId).update({ avaliacao_cursos: JSON.stringify([reacao.id]) })
      if (!(await k('colaborador_turmas').where({ turma_id: turma.id, colaborador_id: maria.colaboradorId }).first('id'))) {
        await k('colaborador_turmas').insert({ empresa_id: 1, turma_id: turma.id, colaborador_id: maria.colaboradorId, dias_presentes_ids: '[]' })
      }

      // HR releases it from the class's 'Avaliações' tab.
      await entrarComoAdministrador(pagina, p.srv.url)
      await pagina.goto(`${p.srv.url}/desenvolvimento/turmas/${turma.id}`)
      await pagina.getByRole('tab', { name: 'Avaliações' }).click()
      const linha = pagina.getByTestId('avaliacao-da-turma').filter({ hasText: 'Avaliação de Reação' })
      await linha.getByText('Bloqueada').waitFor()
      await linha.getByRole('button', { name: 'Liberar' }).click()
      await pagina.getByText('Avaliação liberada', { exact: false }).waitFor()
      await linha.getByText('Liberada', { exact: true }).waitFor()

      // Maria answers it from 'Minhas Pesquisas'.
      const contexto = await p.nav.newContext({ viewport: { width: 1000, height: 1000 }, locale: 'pt-BR' })
      const mp = await contexto.newPage()
      await entrarNaEquipe(mp, p.srv.url, DEMO.cpfRestrito)
      await mp.goto(`${p.srv.url}/pesquisa/colaborador-questionario`)
      const cartao = mp.getByTestId('minha-pesquisa').filter({ hasText: 'Avaliação de Reação — NR-10 — Turma básica' })
      await cartao.getByRole('link', { name: 'Responder' }).click()
      await mp.getByRole('radio', { name: 'Superou' }).check()
      await mp.getByRole('button', { name: 'Enviar respostas' }).click()
      await mp.getByText('Nota é obrigatória').waitFor()
      await mp.getByRole('button', { name: '10', exact: true }).click()
      await mp.getByLabel('Resposta').fill('Instrutor excelente.')
      await mp.getByRole('button', { name: 'Enviar respostas' }).click()
      await mp.getByText('Obrigado! Suas respostas foram registradas.').waitFor()
      await cartao.getByText('Respondida', { exact: true }).waitFor()
      await contexto.close()

      // HR sees her answer in Pesquisa › Avaliações de Turma.
      const at = await k('avaliacoes_turma').where({ turma_id: turma.id, avaliacao_curso_id: reacao.id }).first('id')
      await pagina.goto(`${p.srv.url}/pesquisa/avaliacoes-turma/${at.id}/show`)
      const daMaria = pagina.getByTestId('respondente-turma').filter({ hasText: 'Maria Restrita' })
      await daMaria.getByText('Respondida', { exact: true }).waitFor()
      await pagina.getByText('“Instrutor excelente.”').waitFor()
      await pagina.getByText('Superou: 1 (100%)').waitFor()
    } finally {
      await ctxRh.close()
    }
  })
})
