import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf, formatarCpf } from '../../core/shared/br/cpf.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { textoPdf } from '../support/arquivos-relatorio.ts'
import { cliente } from '../support/http.ts'
import { abrirNavegador, abrirPaginaDaEquipe, entrarComoAdministrador, entrarNaEquipe, temNavegador } from '../support/navegador.ts'
import { iniciarServidor } from '../support/servidor.ts'

/**
 * People and organisation in a real browser (issue 12): HR hires a candidate from the selection board, finds the
 * new employee among the talents with the request's position, promotes them with a dated history row, sees the
 * organisation chart count them and prints it; an employee updates their own phone with 'Atualizar Meus Dados' and
 * cannot change their salary.
 */
const ok = temNavegador()
/** E2E_FOTOS=/some/folder keeps a screenshot of each step there (to look at the screens). */
const FOTOS = process.env['E2E_FOTOS']
const MARIA = '529.982.247-25'

describe.skipIf(!ok)('pessoas e organização: da contratação ao organograma e aos meus dados (navegador)', () => {
  let srv: Awaited<ReturnType<typeof iniciarServidor>>
  let navegador: Browser
  const contextos: BrowserContext[] = []
  const hoje = diaEmSaoPaulo(Date.now())
  // The test's own organisation: a parent area with a child, a cargo with two ranges, an approved request for it.
  const ids = { mae: 0, area: 0, cargo: 0, junior: 0, pleno: 0, solicitacao: 0 }
  const NOME = 'Zenóbia Jornada Pessoas'
  const cpfDe = (corpo: string) => corpo + calcularDvCpf(corpo)
  const CPF = cpfDe('318472590')

  beforeAll(async () => {
    srv = await iniciarServidor()
    navegador = await abrirNavegador()
    if (FOTOS) mkdirSync(FOTOS, { recursive: true })
    const api = cliente(srv.app)
    await api.entrar()
    const criado = (r: { status: number; body: any }) => {
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      return r.body as Record<string, any>
    }
    const CS = '/api/cargo-salario'
    ids.mae = criado(await api.post(`${CS}/areas-organizacionais`, { nome: 'Jornada Atendimento' })).id
    ids.area = criado(await api.post(`${CS}/areas-organizacionais`, { nome: 'Jornada Central de Relacionamento', areaMaeId: ids.mae })).id
    ids.cargo = criado(await api.post(`${CS}/cargos`, { nome: 'Analista de Relacionamento', nomeMercado: 'Analista de Atendimento', areasOrganizacionais: [ids.area] })).id
    const cbo = Number((await srv.knex('cbo_ocupacoes').where('codigo', '422305').first('id'))?.id ?? (await srv.knex('cbo_ocupacoes').orderBy('id').first('id')).id)
    for (const [k, nome, valor] of [['junior', 'Júnior', 380_000], ['pleno', 'Pleno', 520_000]] as const) {
      ids[k] = criado(await api.post(`${CS}/faixas-salariais`, { cargoId: ids.cargo, nome, cboId: cbo })).id
      criado(await api.post(`${CS}/faixas-salariais/historicos`, { faixaSalarialId: ids[k], data: '2020-01-01', tipo: 3, valor }))
    }
    const estabelecimentoId = Number((await srv.knex('estabelecimentos').where('empresaId', 1).orderBy('id').first('id')).id)
    // Someone already works in the area: the chart's count starts above zero.
    criado(
      await api.post(`${CS}/colaboradores`, {
        nome: 'Yolanda Jornada Veterana',
        cpf: cpfDe('318472591'),
        dataNascimento: '1988-04-02',
        sexo: 'F',
        dataAdmissao: adicionarDias(hoje, -400),
        historico: { estabelecimentoId, areaOrganizacionalId: ids.area, cargoId: ids.cargo, faixaSalarialId: ids.pleno, tipoSalario: 1 },
      }),
    )
    // The candidate has no birth date: the hire asks for it.
    const candidato = criado(await api.post('/api/captacao/candidatos', { nome: NOME, cpf: CPF, sexo: 'F', cargos: [ids.cargo], dddCelular: '85', foneCelular: '988776655' }))
    const motivo = Number((await srv.knex('motivos_solicitacao').where('empresaId', 1).orderBy('id').first('id')).id)
    const s = criado(
      await api.post('/api/captacao/solicitacoes-pessoal', {
        descricao: 'Central de relacionamento — reforço',
        data: hoje,
        horarioComercial: '08h às 17h',
        estabelecimentoId,
        areaOrganizacionalId: ids.area,
        cargoId: ids.cargo,
        faixaSalarialId: ids.junior,
        motivoSolicitacaoId: motivo,
        quantidade: 2,
      }),
    )
    ids.solicitacao = Number(s.id)
    expect((await api.put(`/api/captacao/solicitacoes-pessoal/${s.id}/status`, { status: 'A', observacaoLiberador: 'Aprovada' })).status).toBe(200)
    const [link] = criado(await api.post(`/api/captacao/solicitacoes-pessoal/${s.id}/candidatos`, { candidatosIds: [candidato.id] })) as unknown as Array<{ id: number }>
    const etapas = (await api.get('/api/captacao/etapas-seletivas?unpaged=true')).body as Array<{ id: number; ordem: number }>
    const ultima = [...etapas].sort((a, b) => a.ordem - b.ordem || a.id - b.id).at(-1)!.id
    expect((await api.put(`/api/captacao/candidato-solicitacao/${link!.id}/etapa`, { etapaSeletivaId: ultima })).status).toBe(200)
  })

  afterAll(async () => {
    for (const c of contextos) await c.close()
    await navegador?.close()
    await srv?.parar()
  })

  const novaPagina = async () => {
    const { contexto, pagina } = await abrirPaginaDaEquipe(navegador, { downloads: true })
    contextos.push(contexto)
    return pagina
  }
  const foto = async (pagina: Page, nome: string) => {
    if (FOTOS) await pagina.screenshot({ path: join(FOTOS, `${nome}.png`) })
  }
  /** A field by its label, with or without the required mark. */
  const campo = (escopo: Page | Locator, rotulo: string) => escopo.getByLabel(new RegExp(`^${rotulo}\\s*\\*?$`))
  const escolher = async (pagina: Page, escopo: Page | Locator, rotulo: string, opcao: string) => {
    await campo(escopo, rotulo).click()
    await pagina.getByRole('option', { name: opcao, exact: true }).click()
  }
  const caixa = (pagina: Page, areaId: number) => pagina.locator(`[data-area="${areaId}"]`)
  const contagem = async (pagina: Page, areaId: number) => {
    const t = (await caixa(pagina, areaId).getByTitle('Talentos ativos hoje: na área / com as áreas filhas').textContent()) ?? ''
    const m = /^(\d+) talentos? · (\d+) com as filhas$/.exec(t.trim())
    expect(m, t).not.toBeNull()
    return { na: Number(m![1]), comFilhas: Number(m![2]) }
  }
  const abrirOrganograma = async (pagina: Page) => {
    await pagina.getByLabel('Pesquisar Menu').fill('organograma')
    await pagina.getByRole('option', { name: 'Cargos e Salários > Organograma' }).click()
    await pagina.waitForURL(`${srv.url}/cargo-salario/areas-organizacionais/organograma`)
    await caixa(pagina, ids.area).waitFor()
  }

  it('RH contrata pelo quadro, acha o talento, promove com data, vê o organograma contá-lo e o imprime', async () => {
    const pagina = await novaPagina()
    await entrarComoAdministrador(pagina, srv.url)

    // The chart before the hire.
    await abrirOrganograma(pagina)
    const antes = { area: await contagem(pagina, ids.area), mae: await contagem(pagina, ids.mae) }
    // Only the veteran works there yet.
    expect(antes.area).toEqual({ na: 1, comFilhas: 1 })

    // 1. The approved request's board, from the requests' list: hire the candidate in the last stage.
    await pagina.getByLabel('Pesquisar Menu').fill('solicitações de pessoal')
    await pagina.getByRole('option', { name: /Solicitações de Pessoal$/ }).first().click()
    await pagina.getByRole('row').filter({ hasText: 'Central de relacionamento — reforço' }).click()
    await pagina.waitForURL(`${srv.url}/captacao/solicitacoes-pessoal/${ids.solicitacao}/quadro`)
    await pagina.getByRole('heading', { name: 'Quadro de seleção — Central de relacionamento — reforço' }).waitFor()
    await pagina.getByTestId('situacao-solicitacao').getByText('Aprovada').waitFor()
    await expect.poll(() => pagina.getByTestId('vagas-preenchidas').textContent()).toBe('Vagas preenchidas: 0 de 2')
    await foto(pagina, '01-quadro')
    await pagina.getByRole('button', { name: `Ações de ${NOME}` }).click()
    await pagina.getByRole('menuitem', { name: 'Contratar' }).click()
    const contratar = pagina.getByRole('dialog', { name: `Contratar ${NOME}` })
    // The request's position and range are proposed, with the range's value today.
    await contratar.getByText('Valor atual da faixa proposta: R$ 3.800,00').waitFor()
    await contratar.getByTestId('pendencias-contratacao').getByText(/Data de Nascimento/).waitFor()
    await campo(contratar, 'Data de Admissão').fill(formatarData(hoje))
    await campo(contratar, 'Matrícula').fill('J-0042')
    await campo(contratar, 'Data de Nascimento').fill('21/09/1996')
    await foto(pagina, '02-contratar')
    await contratar.getByRole('button', { name: 'Contratar' }).click()
    await pagina.getByText(`${NOME} contratado(a). Vagas preenchidas: 1 de 2.`).waitFor()
    await pagina.getByLabel(`Candidato ${NOME}`).getByText('Contratado').waitFor()
    await expect.poll(() => pagina.getByTestId('vagas-preenchidas').textContent()).toBe('Vagas preenchidas: 1 de 2')
    await foto(pagina, '03-contratado')

    // 2. Cargos e Salários › Talentos: search by name, the request's area and cargo on the row, open the record.
    await pagina.getByLabel('Pesquisar Menu').fill('talentos')
    await pagina.getByRole('option', { name: 'Cargos e Salários > Talentos' }).click()
    await pagina.waitForURL(new RegExp(`${srv.url}/cargo-salario/colaboradores`))
    await pagina.getByRole('textbox', { name: 'Nome, CPF ou matrícula' }).fill('zenobia jornada')
    const linha = pagina.getByRole('row').filter({ hasText: NOME })
    await expect.poll(() => pagina.getByRole('row').count()).toBe(2)
    await linha.getByText('Analista de Relacionamento').waitFor()
    await linha.getByText('Jornada Central de Relacionamento').waitFor()
    await linha.getByText(formatarCpf(CPF)).waitFor()
    await foto(pagina, '04-talentos')
    await linha.getByText(NOME).click()
    await pagina.waitForURL(/\/cargo-salario\/colaboradores\/\d+$/)
    const talentoId = Number(/(\d+)$/.exec(pagina.url())![1])
    await pagina.getByText('Matrícula J-0042').waitFor()
    await expect.poll(() => campo(pagina, 'Data de Nascimento').inputValue()).toBe('21/09/1996')

    // 3. 'Histórico' › 'Nova posição': a horizontal promotion to the 'Pleno' range, scheduled 30 days ahead.
    await pagina.getByRole('tab', { name: 'Histórico' }).click()
    const historico = pagina.getByTestId('historico-talento')
    const admissao = historico.getByRole('row').filter({ hasText: formatarData(hoje) })
    await admissao.getByText('Admissão').waitFor()
    await admissao.getByText('Jornada Central de Relacionamento').waitFor()
    await admissao.getByText('Analista de Relacionamento').waitFor()
    await admissao.getByText('Júnior').waitFor()
    await admissao.getByText('R$ 3.800,00').waitFor()
    await admissao.getByText('Vigente').waitFor()
    await historico.getByRole('button', { name: 'Nova posição' }).click()
    const dialogo = pagina.getByRole('dialog', { name: 'Nova posição' })
    const promocao = adicionarDias(hoje, 30)
    await campo(dialogo, 'Data').fill(formatarData(promocao))
    await escolher(pagina, dialogo, 'Motivo', 'Promoção horizontal')
    // The new position starts from the current one: only the range changes.
    await expect.poll(() => campo(dialogo, 'Cargo').inputValue()).toBe('Analista de Relacionamento')
    await expect.poll(() => campo(dialogo, 'Área Organizacional').inputValue()).toBe('Jornada Atendimento > Jornada Central de Relacionamento')
    await escolher(pagina, dialogo, 'Faixa Salarial', 'Pleno')
    await foto(pagina, '05-nova-posicao')
    await dialogo.getByRole('button', { name: 'Salvar' }).click()
    await pagina.getByText('Posição incluída com sucesso.').waitFor()
    const agendada = historico.getByRole('row').filter({ hasText: formatarData(promocao) })
    await agendada.getByText('Agendado').waitFor()
    await agendada.getByText('Promoção horizontal').waitFor()
    await agendada.getByText('Pleno').waitFor()
    await agendada.getByText('R$ 5.200,00').waitFor()
    await foto(pagina, '06-historico')
    const linhas = await srv.knex('colaborador_historicos').where('colaboradorId', talentoId).orderBy('data')
    expect(linhas.map((h: Record<string, unknown>) => [h['data'], h['motivo'], h['faixaSalarialId']])).toEqual([
      [hoje, 'AD', ids.junior],
      [promocao, 'PH', ids.pleno],
    ])

    // 4. The chart counts them in their area and in the parent's total; 'Imprimir' downloads it as a PDF.
    await abrirOrganograma(pagina)
    expect(await contagem(pagina, ids.area)).toEqual({ na: antes.area.na + 1, comFilhas: antes.area.comFilhas + 1 })
    expect((await contagem(pagina, ids.mae)).comFilhas).toBe(antes.mae.comFilhas + 1)
    await caixa(pagina, ids.area).scrollIntoViewIfNeeded()
    await foto(pagina, '07-organograma')
    const [download] = await Promise.all([pagina.waitForEvent('download'), pagina.getByRole('button', { name: 'Imprimir' }).click()])
    expect(download.suggestedFilename()).toMatch(/^organograma.*\.pdf$/)
    const caminho = join(FOTOS ?? mkdtempSync(join(tmpdir(), 'rh-organograma-')), download.suggestedFilename())
    await download.saveAs(caminho)
    const texto = (await textoPdf(new Uint8Array(readFileSync(caminho)))).replace(/\s+/g, ' ')
    expect(texto).toContain('Jornada Central de Relacionamento')
  })

  it("a talento atualiza o celular em 'Atualizar Meus Dados' e não consegue mudar o salário", async () => {
    const pagina = await novaPagina()
    const maria = await srv.knex('colaboradores').where('cpf', MARIA.replace(/\D/g, '')).first()
    expect(maria.foneCelular).not.toBe('991234567')
    const historicoAntes = await srv.knex('colaborador_historicos').where('colaboradorId', maria.id).orderBy('id')
    await entrarNaEquipe(pagina, srv.url, MARIA)

    await pagina.getByRole('button', { name: 'Menu do usuário' }).click()
    await pagina.getByRole('menuitem', { name: 'Atualizar Meus Dados' }).click()
    await pagina.waitForURL(`${srv.url}/meus-dados`)
    await pagina.getByRole('heading', { name: 'Atualizar Meus Dados' }).waitFor()
    await pagina.getByText('Maria Restrita').first().waitFor()
    // Only her own contact, address and personal fields: nothing of the contract, position or salary.
    for (const rotulo of [/Salário/, /^Cargo/, /Faixa Salarial/, /Área Organizacional/, /^CPF/, /Data de Admissão/]) {
      expect(await pagina.getByLabel(rotulo).count(), String(rotulo)).toBe(0)
    }
    await campo(pagina, 'DDD do Celular').fill('85')
    await campo(pagina, 'Celular').fill('991234567')
    await foto(pagina, '08-meus-dados')
    await pagina.getByRole('button', { name: 'Salvar' }).click()
    await pagina.getByText('Dados atualizados com sucesso.').waitFor()
    await pagina.reload()
    await expect.poll(() => campo(pagina, 'Celular').inputValue()).toMatch(/^9\s?9123-4567$/)
    await foto(pagina, '09-meus-dados-salvo')
    const salvo = await srv.knex('colaboradores').where('id', maria.id).first()
    expect(salvo).toMatchObject({ dddCelular: '85', foneCelular: '991234567' })

    // The same call with a salary, through the page's own session: refused, nothing changes.
    const resposta = await pagina.evaluate(async () => {
      const r = await fetch('/api/cargo-salario/colaboradores/meus-dados', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ dddCelular: '85', foneCelular: '991234567', salario: 9_999_999 }),
      })
      return { status: r.status, corpo: await r.json() }
    })
    expect(resposta.status).toBe(400)
    expect(resposta.corpo.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'salario' })]))
    expect(await srv.knex('colaborador_historicos').where('colaboradorId', maria.id).orderBy('id')).toEqual(historicoAntes)
    expect(await srv.knex('colaboradores').where('id', maria.id).first()).toEqual(salvo)
  })
})
