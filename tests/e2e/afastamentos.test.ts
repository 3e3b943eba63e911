import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cliente } from '../support/http.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * A leave with a CID in a real browser (issue 14): HR records an employee's absence (the class's fields appear only
 * for their class), then its medical certificate with a CID picked from the shipped CID-10 by its description; the
 * absence's page lists the certificate with the CID, and that read is in the audit log; the 'Absenteísmo' report of
 * that month, consulted on screen, counts the leave's working days.
 */
const ok = temNavegador()
/** E2E_FOTOS=/some/folder keeps a screenshot of each step there (to look at the screens). */
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('afastamento com CID (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }
  const escolher = async (pagina: Page, rotulo: string | RegExp, texto: string, opcao: string | RegExp) => {
    await pagina.getByLabel(rotulo).fill(texto)
    await pagina.getByRole('option', { name: opcao }).first().click()
  }

  it('registra o afastamento, o atestado com o CID, vê o CID no afastamento (leitura no log) e a falta no absenteísmo do mês', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 900 })
    try {
      await entrarComoAdministrador(pagina, p.srv.url)
      // An active employee admitted long ago, with no absence in March of last year.
      const ano = new Date().getFullYear() - 1
      const talento = await p.srv
        .knex('colaboradores as c')
        .whereNull('c.data_desligamento')
        .where('c.data_admissao', '<', `${ano - 1}-01-01`)
        .where('c.empresa_id', 1)
        .whereNotExists(p.srv.knex('colaborador_afastamentos as a').whereRaw('a.colaborador_id = c.id').where('a.data_inicio', '<=', `${ano}-03-31`).where((w) => w.whereNull('a.data_fim').orWhere('a.data_fim', '>=', `${ano}-03-01`)))
        .whereNotExists(p.srv.knex('ocorrencias as o').whereRaw('o.colaborador_id = c.id').where('o.data_inicio', '<=', `${ano}-03-31`).where((w) => w.whereNull('o.data_fim').orWhere('o.data_fim', '>=', `${ano}-03-01`)))
        .orderBy('c.id')
        .first('c.id', 'c.nome')
      expect(talento).toBeDefined()
      // The month's absences before the leave (the same figures the screen shows, read through the API).
      const api = cliente(p.srv.app)
      await api.entrar()
      const estabelecimentos = (await p.srv.knex('estabelecimentos').where('empresa_id', 1).select('id')).map((e) => `estabelecimentosIds=${e.id}`).join('&')
      const faltasAntes = async () => {
        const r = await api.get(`/api/gestao-talentos/consultas/absenteismo?mesIni=${ano}-03&mesFim=${ano}-03&${estabelecimentos}`)
        expect(r.status, JSON.stringify(r.body)).toBe(200)
        return Number(r.body.linhas[0].qtdFaltas)
      }
      const antes = await faltasAntes()
      // Working days (Mon–Fri) of 02/03 to 06/03 of that year: what the leave adds to the month.
      const diasUteis = [2, 3, 4, 5, 6].filter((d) => ![0, 6].includes(new Date(Date.UTC(ano, 2, d)).getUTCDay())).length

      await pagina.goto(`${p.srv.url}/sst/colaborador-afastamentos/create`)
      // Saving empty: the spec's messages.
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.getByText('Talento é obrigatório').waitFor()
      await pagina.getByText('Motivo é obrigatório').waitFor()
      await pagina.getByText('Data de início do período é obrigatória.').waitFor()
      // An assignment asks for the CNPJ; an illness does not.
      await escolher(pagina, /^Motivo/, 'Cessão', 'Cessão a outro órgão')
      await pagina.getByLabel(/^CNPJ do cessionário/).waitFor()
      await escolher(pagina, /^Motivo/, 'Doença', 'Doença (até 15 dias)')
      await pagina.getByLabel(/^CNPJ do cessionário/).waitFor({ state: 'detached' })
      await escolher(pagina, /^Talento/, talento.nome.split(' ')[0], talento.nome)
      await pagina.getByLabel(/^Início/).fill(`02/03/${ano}`)
      await pagina.getByLabel(/^Fim/).fill(`06/03/${ano}`)
      await foto(pagina, '1-afastamento')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.getByRole('heading', { name: 'Atestados médicos' }).waitFor()
      const afastamento = await p.srv.knex('colaborador_afastamentos').where({ colaborador_id: talento.id, data_inicio: `${ano}-03-02` }).first('id')
      expect(afastamento).toBeDefined()

      // The certificate, its CID found by the description.
      await pagina.getByRole('link', { name: 'Incluir atestado' }).click()
      await pagina.getByLabel(/^Dias de afastamento/).fill('5')
      await escolher(pagina, /^CID/, 'lombar baixa', 'Dor lombar baixa')
      await pagina.getByLabel(/^Médico/).fill('Dra. Helena Prado')
      await foto(pagina, '2-atestado')
      await pagina.getByRole('button', { name: 'Salvar' }).click()
      await pagina.waitForURL(/\/sst\/colaborador-afastamentos\/atestados$/)

      // Back on the absence: the certificate with its CID; the read is in the log.
      const leiturasAntes = (await p.srv.knex('auditoria').where({ entidade: 'sst/colaborador-afastamentos/atestados', acao: 'leitura' })).length
      await pagina.goto(`${p.srv.url}/sst/colaborador-afastamentos/${afastamento.id}`)
      await pagina.getByRole('cell', { name: 'M54.5 — Dor lombar baixa' }).waitFor()
      await foto(pagina, '3-afastamento-com-cid')
      expect((await p.srv.knex('auditoria').where({ entidade: 'sst/colaborador-afastamentos/atestados', acao: 'leitura' })).length).toBeGreaterThan(leiturasAntes)

      // The employee's page lists the leave in its 'Afastamentos' tab.
      await pagina.goto(`${p.srv.url}/cargo-salario/colaboradores/${talento.id}`)
      await pagina.getByRole('tab', { name: 'Afastamentos' }).click()
      await pagina.getByTestId('relacionados-sst/colaborador-afastamentos').getByRole('row', { name: new RegExp(`Doença \\(até 15 dias\\) 02/03/${ano} 06/03/${ano}`) }).waitFor()

      // The month's absenteeism on screen counts the leave's working days.
      await pagina.goto(`${p.srv.url}/gestao-talentos/relatorios/absenteismo`)
      await pagina.getByLabel('Mês inicial').fill(`03/${ano}`)
      await pagina.getByLabel('Mês final').fill(`03/${ano}`)
      await pagina.getByTestId('selecionar-todos-estabelecimentosIds').click()
      await pagina.getByRole('button', { name: 'Consultar' }).click()
      const linha = pagina.getByRole('row', { name: new RegExp(`^03/${ano}`) })
      await linha.waitFor()
      const colunas = await pagina.getByRole('columnheader').allInnerTexts()
      const celulas = await linha.getByRole('cell').allInnerTexts()
      await foto(pagina, '4-absenteismo')
      expect(Number(celulas[colunas.findIndex((c) => c.trim() === 'Faltas')])).toBe(antes + diasUteis)
      expect(await faltasAntes()).toBe(antes + diasUteis)
    } finally {
      await contexto.close()
    }
  }, 60_000)
})
