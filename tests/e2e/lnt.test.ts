import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../core/shared/br/cpf.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { criarGestor } from '../support/gestor.ts'
import { cliente } from '../support/http.ts'
import { abrirPaginaDaEquipe, entrarComoAdministrador, entrarNaEquipe, produtoNoNavegador, temNavegador } from '../support/navegador.ts'

/**
 * Training planning in a real browser (issue 17): a manager proposes NR-35 for an employee of their area in the open
 * LNT; HR closes the proposals, approves the line and turns it into a class, which has the employee; HR opens the
 * development dashboard and clicks a course of the doughnut to see its expenses by type.
 */
const ok = temNavegador()
const FOTOS = process.env['E2E_FOTOS']

describe.skipIf(!ok)('LNT e painel de desenvolvimento (navegador)', () => {
  const p = produtoNoNavegador()
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`), fullPage: true })
  }
  const escolher = async (pagina: Page, rotulo: string | RegExp, texto: string, opcao: string | RegExp) => {
    await pagina.getByLabel(rotulo).fill(texto)
    await pagina.getByRole('option', { name: opcao }).first().click()
  }

  it('o gestor propõe, o RH aprova e gera a turma com o talento; o painel mostra as despesas do curso clicado', async () => {
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const k = p.srv.knex
    const hoje = diaEmSaoPaulo(Date.now())
    // An administrator's setup through the API: the manager (area 'Gerida 71'), an employee of it, the open round.
    const adm = cliente(p.srv.app)
    await adm.entrar()
    const posicao = (await k('colaborador_historicos').where('empresa_id', 1).first('estabelecimento_id as estabelecimentoId', 'cargo_id as cargoId')) as { estabelecimentoId: number; cargoId: number }
    const gestor = await criarGestor(p.srv, adm, { n: 71, autoridades: ['ROLE_DESENVOLVIMENTO_LNT', 'ROLE_CARGO_SALARIO_COLABORADORES'], posicao })
    const joana = await adm.post('/api/cargo-salario/colaboradores', {
      nome: 'Joana Aprendiz',
      cpf: '718293645' + calcularDvCpf('718293645'),
      dataNascimento: '1999-08-10',
      sexo: 'F',
      dataAdmissao: '2021-03-01',
      historico: { ...posicao, areaOrganizacionalId: gestor.areas.gerida, tipoSalario: 3, salario: 300_000 },
    })
    expect(joana.status, JSON.stringify(joana.body)).toBe(201)
    const lnt = await adm.post('/api/desenvolvimento/lnt', { descricao: 'LNT do navegador', dataInicio: hoje, dataFim: adicionarDias(hoje, 30), areasOrganizacionaisIds: [gestor.areas.gerida] })
    expect(lnt.status).toBe(201)

    // The manager proposes NR-35 for Joana.
    const g = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 1000 })
    try {
      await entrarNaEquipe(g.pagina, p.srv.url, gestor.cpf, 'segredo1')
      await g.pagina.goto(`${p.srv.url}/desenvolvimento/lnt-cursos/create`)
      await escolher(g.pagina, /^LNT/, 'navegador', 'LNT do navegador')
      await escolher(g.pagina, /^Área Organizacional/, 'Gerida 71', 'Gerida 71')
      await escolher(g.pagina, /^Curso$/, 'NR-35', /NR-35/)
      await escolher(g.pagina, /^Talentos/, 'Joana', /Joana Aprendiz/)
      await g.pagina.getByLabel(/^Justificativa/).fill('Vai trabalhar na manutenção do telhado.')
      await g.pagina.getByRole('button', { name: 'Salvar' }).click()
      await g.pagina.getByRole('cell', { name: 'NR-35 Trabalho em Altura' }).first().waitFor()
      await foto(g.pagina, '1-proposta-do-gestor')
    } finally {
      await g.contexto.close()
    }
    const proposta = await k('cursos_lnt').where('lnt_id', lnt.body.id).first('id', 'colaboradores_ids as ids')
    expect(JSON.parse(String(proposta.ids))).toEqual([joana.body.id])

    // HR consolidates: closes the proposals, approves the line, turns it into a class.
    const { contexto, pagina } = await abrirPaginaDaEquipe(p.nav, { largura: 1280, altura: 1000 })
    try {
      await entrarComoAdministrador(pagina, p.srv.url)
      await pagina.goto(`${p.srv.url}/desenvolvimento/lnt/${lnt.body.id}`)
      await pagina.getByRole('button', { name: 'Encerrar propostas e consolidar' }).click()
      await pagina.getByTestId('situacao-lnt').getByText('Em consolidação').waitFor()
      await pagina.getByRole('tab', { name: 'Consolidação' }).click()
      const linha = pagina.getByTestId('proposta-NR-35 Trabalho em Altura')
      await linha.getByRole('button', { name: 'Aprovar' }).click()
      await pagina.getByText('Proposta aprovada.').waitFor()
      await pagina.getByLabel('Selecionar NR-35 Trabalho em Altura').check()
      await pagina.getByRole('button', { name: 'Gerar turma com as selecionadas' }).click()
      const dialogo = pagina.getByRole('dialog')
      await dialogo.getByLabel(/^Descrição/).fill('NR-35 — turma da LNT')
      await dialogo.getByLabel(/^Instrutor/).fill('Carlos Andrade')
      await dialogo.getByLabel(/^Custo/).fill('2.000,00')
      await dialogo.getByLabel(/^Data inicial/).fill(formatarData(adicionarDias(hoje, 10)))
      await dialogo.getByRole('button', { name: 'Gerar turma' }).click()
      await pagina.getByText('Turma criada com 1 participante.').waitFor()
      await linha.getByText('Virou turma').waitFor()
      await foto(pagina, '2-consolidacao')
      const turma = await k('turmas').where('descricao', 'NR-35 — turma da LNT').first('id', 'custo')
      expect(Number(turma.custo)).toBe(200_000)
      const participantes = (await k('colaborador_turmas').where('turma_id', turma.id).select('colaborador_id as c')) as Array<{ c: number }>
      expect(participantes.map((x) => Number(x.c))).toEqual([joana.body.id])
      // The class screen lists Joana.
      await pagina.goto(`${p.srv.url}/desenvolvimento/turmas/${turma.id}`)
      await pagina.getByRole('tab', { name: 'Participantes' }).click()
      await pagina.getByRole('cell', { name: 'Joana Aprendiz' }).waitFor()

      // The dashboard: the held classes of the demo; a click on the doughnut opens the course's expenses by type.
      await pagina.goto(`${p.srv.url}/analytics/desenvolvimento`)
      await pagina.getByLabel(/^Mês inicial/).fill(formatarData(adicionarDias(hoje, -75)).slice(3))
      await pagina.getByRole('button', { name: 'Consultar' }).click()
      await pagina.getByTestId('cartao-Turmas realizadas').getByText('2').waitFor()
      await pagina.getByTestId('cartao-Investimento').getByText('R$ 3.350,00').waitFor()
      // The largest slice (NR-35); its box's centre may fall in the doughnut's hole, so the click goes to the slice itself.
      await pagina.locator('.recharts-pie-sector path').first().dispatchEvent('click')
      const despesas = pagina.getByRole('dialog')
      await despesas.getByText('Despesas — NR-35 Trabalho em Altura').waitFor()
      await despesas.getByRole('cell', { name: 'Instrutor' }).waitFor()
      await despesas.getByRole('cell', { name: 'R$ 2.500,00' }).waitFor()
      await foto(pagina, '3-painel')
    } finally {
      await contexto.close()
    }
  })
})
