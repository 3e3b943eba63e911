import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { abrirPaginaDaEquipe, entrarComoAdministrador, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * A leave with a CID in a real browser (issue 14): HR records an employee's absence (the class's fields appear only
 * for their class), then its medical certificate with a CID picked from the shipped CID-10 by its description; the
 * absence's page lists the certificate with the CID, and that read is in the audit log.
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

  it('registra o afastamento, o atestado com o CID, e vê o CID no afastamento (leitura no log)', async () => {
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
        .whereNotExists(p.srv.knex('colaborador_afastamentos as a').whereRaw('a.colaborador_id = c.id').where('a.data_inicio', '<=', `${ano}-03-31`).where((w) => w.whereNull('a.data_fim').orWhere('a.data_fim', '>=', `${ano}-03-01`)))
        .orderBy('c.id')
        .first('c.id', 'c.nome')
      expect(talento).toBeDefined()

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
      const leiturasAntes = (await p.srv.knex('auditoria').where({ entidade: 'sst/colaborador-afastamentos/atestados', acao: 'outro' })).length
      await pagina.goto(`${p.srv.url}/sst/colaborador-afastamentos/${afastamento.id}`)
      await pagina.getByRole('cell', { name: 'M54.5 — Dor lombar baixa' }).waitFor()
      await foto(pagina, '3-afastamento-com-cid')
      expect((await p.srv.knex('auditoria').where({ entidade: 'sst/colaborador-afastamentos/atestados', acao: 'outro' })).length).toBeGreaterThan(leiturasAntes)
    } finally {
      await contexto.close()
    }
  })
})
