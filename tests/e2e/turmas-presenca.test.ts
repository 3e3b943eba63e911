import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * Training part A in a real browser (issue 17): HR creates a course (100% minimum attendance) and a class with two
 * days, adds two employees, ticks attendance (one present both days, the other one day) and sees who is approved.
 */
const ok = temNavegador()
/** E2E_FOTOS=/some/folder keeps a screenshot of each step there (to look at the screens). */
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('curso, turma e presença (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }
  const escolher = async (pagina: Page, rotulo: string | RegExp, texto: string, opcao: string | RegExp) => {
    await pagina.getByLabel(rotulo).fill(texto)
    await pagina.getByRole('option', { name: opcao }).first().click()
  }

  it('cria o curso e a turma com dois dias, inclui dois talentos, marca as presenças e vê quem foi aprovado', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900 })
    try {
      await entrarComoAdministrador(pagina, p.srv.url)
      const [ana, bia] = (await p.srv.knex('colaboradores').where('empresa_id', 1).whereNull('data_desligamento').orderBy('id').limit(2).select('id', 'nome')) as Array<{ id: number; nome: string }>
      expect(bia).toBeDefined()

      // The course: the workload's rule answers on the form.
      await pagina.goto(`${p.srv.url}/desenvolvimento/cursos/create`)
      await pagina.getByLabel(/^Nome/).fill('Primeiros Socorros')
      await pagina.getByLabel(/^Carga horária/).fill('8:75')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.getByText('Carga horária inválida').waitFor()
      await pagina.getByLabel(/^Carga horária/).fill('16:00')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.getByRole('cell', { name: 'Primeiros Socorros' }).waitFor()

      // The class: its end before its start is refused with the spec's message.
      await pagina.goto(`${p.srv.url}/desenvolvimento/turmas/create`)
      await escolher(pagina, /^Curso/, 'Primeiros', 'Primeiros Socorros')
      await pagina.getByLabel(/^Descrição/).fill('Primeiros Socorros — Turma A')
      await pagina.getByLabel(/^Instrutor/).fill('Dra. Helena Souza')
      await pagina.getByLabel(/^Custo/).fill('1.500,00')
      await pagina.getByLabel(/^Data inicial/).fill('10/03/2026')
      await pagina.getByLabel(/^Data final/).fill('09/03/2026')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.getByText('A data final deve ser maior que a data inicial').waitFor()
      await pagina.getByLabel(/^Data final/).fill('11/03/2026')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.getByRole('cell', { name: 'Primeiros Socorros — Turma A' }).waitFor()
      const turma = await p.srv.knex('turmas').where('descricao', 'Primeiros Socorros — Turma A').first('id', 'custo')
      expect(Number(turma.custo)).toBe(150_000)
      await pagina.goto(`${p.srv.url}/desenvolvimento/turmas/${turma.id}`)

      // Two days, from the class's 'Dias' tab (back to the class after each).
      for (const dia of ['10/03/2026', '11/03/2026']) {
        await pagina.getByRole('tab', { name: 'Dias' }).click()
        await pagina.getByRole('link', { name: 'Incluir Dia da Turma' }).click()
        await pagina.getByLabel(/^Dia/).first().fill(dia)
        await pagina.getByRole('button', { name: 'Salvar' }).click()
        await pagina.getByRole('tab', { name: 'Presença' }).waitFor()
        await pagina.getByRole('cell', { name: dia }).waitFor()
      }
      // Two participants.
      for (const t of [ana!, bia!]) {
        await pagina.getByRole('tab', { name: 'Participantes' }).click()
        await pagina.getByRole('link', { name: 'Incluir Participante' }).click()
        await escolher(pagina, /^Talento/, t.nome, t.nome)
        await pagina.getByRole('button', { name: 'Salvar' }).click()
        await pagina.getByRole('tab', { name: 'Presença' }).waitFor()
      }
      await pagina.getByRole('tab', { name: 'Participantes' }).click()
      await pagina.getByRole('cell', { name: bia!.nome }).waitFor()
      await foto(pagina, '1-participantes')

      // Attendance: the first both days, the second only the first day; the course asks 100%.
      await pagina.getByRole('tab', { name: 'Presença' }).click()
      await pagina.getByLabel(`${ana!.nome} presente em 10/03/2026`).check()
      await pagina.getByLabel(`${ana!.nome} presente em 11/03/2026`).check()
      await pagina.getByLabel(`${bia!.nome} presente em 10/03/2026`).check()
      await pagina.getByRole('button', { name: 'Gravar presenças' }).click()
      await pagina.getByText('Presenças gravadas.').waitFor()
      const linhaAna = pagina.getByTestId(`presenca-${ana!.nome}`)
      const linhaBia = pagina.getByTestId(`presenca-${bia!.nome}`)
      await linhaAna.getByText('Aprovado').waitFor()
      await linhaBia.getByText('Reprovado').waitFor()
      expect(await linhaAna.getByRole('cell', { name: '100%' }).count()).toBe(1)
      expect(await linhaBia.getByRole('cell', { name: '50%' }).count()).toBe(1)
      await foto(pagina, '2-presenca')
      // Still so after reloading the page (stored).
      await pagina.reload()
      await pagina.getByRole('tab', { name: 'Presença' }).click()
      await pagina.getByTestId(`presenca-${bia!.nome}`).getByText('Reprovado').waitFor()
      expect(await pagina.getByLabel(`${bia!.nome} presente em 11/03/2026`).isChecked()).toBe(false)

      // Expenses by type, in R$.
      await pagina.getByRole('tab', { name: 'Despesas' }).click()
      const despesas = pagina.getByTestId('despesas-turma')
      await despesas.getByLabel('Instrutor').fill('1.200,50')
      await despesas.getByLabel('Alimentação').fill('80')
      await despesas.getByText('Total das despesas: R$ 1.280,50').waitFor()
      await pagina.getByRole('button', { name: 'Gravar despesas' }).click()
      await pagina.getByText('Despesas gravadas.').waitFor()
      const gravadas = JSON.parse(String((await p.srv.knex('turmas').where('id', turma.id).first('despesas')).despesas)) as Array<{ valor: number }>
      expect(gravadas.map((d) => d.valor).sort((a, b) => a - b)).toEqual([8_000, 120_050])
    } finally {
      await contexto.close()
    }
  })
})
