import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { bancoHttpSqlite } from '../../support/banco.ts'
import { criarGestor } from '../../support/gestor.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * Absenteísmo and Indicador de Turnover (spec 001 §9) on a known history built through the API:
 *
 *   Ana   admitted 2023-01-02; occurrence 'Falta' (counts) 2024-03-04..05 (Mon–Tue); 'Atraso' (does not count) 2024-03-06
 *   Bruno admitted 2023-01-02, dismissed 2024-03-15
 *   Carla admitted 2024-03-20; open leave of a reason that counts from 2024-04-29 (Mon)
 *
 *   March 2024: 21 working days, 2 active on the 1st, 2 absence days → 4,76 %; April: 22 days, 2 active, 2 days → 4,55 %;
 *   the column: (4,7619 + 4,5455) / 2 = 4,65 %.
 *   Turnover 10/03/2024–30/04/2024: March 10–31 headcount 2 → 2, 1 admitted, 1 dismissed → 50 %; April 2 → 2 → 0 %;
 *   the period: 50 %.
 */

const cpf = (n: number) => cpfDeTeste(650_000_000, n)

describe.each(bancoHttpSqlite())('absenteísmo e turnover ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  const id = {} as Record<string, number>
  const rel = () => clienteRelatorios(amb.app, () => adm.cookie, 'gestao-talentos')
  const criar = criarNaApi
  const posicao = (area: number) => ({ estabelecimentoId: id.estab, areaOrganizacionalId: area, cargoId: id.cargo, tipoSalario: 3, salario: 300_000 })
  const admitir = (n: number, nome: string, dataAdmissao: string, area: number, extra: Record<string, unknown> = {}) =>
    criar(adm, 'cargo-salario/colaboradores', { nome, matricula: `I0${n}`, cpf: cpf(n), dataNascimento: '1990-05-10', sexo: 'F', dataAdmissao, historico: posicao(area), ...extra })
  const absenteismo = { mesIni: '2024-03', mesFim: '2024-04' }
  const turnover = { dataIni: '2024-03-10', dataFim: '2024-04-30' }

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `rel_ind_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    id.estab = await criar(adm, 'utilitario/estabelecimentos', { nome: 'Sede Indicadores' })
    id.area = await criar(adm, 'cargo-salario/areas-organizacionais', { nome: 'Área Indicadores' })
    id.cargo = await criar(adm, 'cargo-salario/cargos', { nome: 'Cargo Indicadores', nomeMercado: 'Mercado', areasOrganizacionais: [id.area] })
    const motivo = await criar(adm, 'gestao-talentos/motivo-desligamento', { descricao: 'Pedido (indicadores)' })
    id.ana = await admitir(1, 'Ana Ind', '2023-01-02', id.area)
    await admitir(2, 'Bruno Ind', '2023-01-02', id.area, { dataDesligamento: '2024-03-15', motivoDesligamentoId: motivo })
    id.carla = await admitir(3, 'Carla Ind', '2024-03-20', id.area)
    const falta = await criar(adm, 'gestao-talentos/tipo-ocorrencia', { descricao: 'Falta (indicadores)', absenteismo: true })
    const atraso = await criar(adm, 'gestao-talentos/tipo-ocorrencia', { descricao: 'Atraso (indicadores)', absenteismo: false })
    await criar(adm, 'gestao-talentos/ocorrencias', { colaboradorId: id.ana, tipoOcorrenciaId: falta, dataInicio: '2024-03-04', dataFim: '2024-03-05' })
    await criar(adm, 'gestao-talentos/ocorrencias', { colaboradorId: id.ana, tipoOcorrenciaId: atraso, dataInicio: '2024-03-06' })
    const doenca = await criar(adm, 'sst/afastamentos', { descricao: 'Doença (indicadores)', absenteismo: true })
    await criar(adm, 'sst/colaborador-afastamentos', { colaboradorId: id.carla, afastamentoId: doenca, dataInicio: '2024-04-29' })
  }, 300_000)
  afterAll(async () => amb?.fechar())

  it('Absenteísmo: cada mês pela fórmula, a coluna pela média dos meses; a tela e os dois arquivos com a fórmula', async () => {
    const tela = await adm.get(`/api/gestao-talentos/consultas/absenteismo?mesIni=2024-03&mesFim=2024-04&estabelecimentosIds=${id.estab}`)
    expect(tela.status, JSON.stringify(tela.body)).toBe(200)
    expect(tela.body.linhas).toEqual([
      { mesAno: '2024-03', mes: '03/2024', qtdTalentosAtivos: 2, qtdDiasTrabalhados: 21, qtdFaltas: 2, absenteismo: 4.76 },
      { mesAno: '2024-04', mes: '04/2024', qtdTalentosAtivos: 2, qtdDiasTrabalhados: 22, qtdFaltas: 2, absenteismo: 4.55 },
    ])
    expect(tela.body.totais).toMatchObject({ qtdDiasTrabalhados: 43, qtdFaltas: 4, absenteismo: 4.65 })
    const a = await rel().gerar('absenteismo', { ...absenteismo, estabelecimentosIds: [id.estab] })
    expect(a.xlsx[0]).toBe('Absenteísmo')
    expect(a.xlsx[2]).toContain('Absenteísmo do mês = faltas do mês / (talentos ativos no início do mês × dias úteis do mês) × 100')
    expect(a.xlsx.join('\n')).toMatch(/03\/2024 +\| 2 \| 21 \| 2 \| 0\.0476/)
    for (const t of ['03/2024 2 21 2 4,76%', '04/2024 2 22 2 4,55%', '43 4 4,65%', 'soma dos valores mensais / número de meses']) expect(a.pdf).toContain(t)
  })

  it('Turnover: por dia, mês e ano — cada mês recortado ao período e o período inteiro; a fórmula no relatório', async () => {
    const tela = await adm.get(`/api/gestao-talentos/consultas/indicador-turnover?dataIni=2024-03-10&dataFim=2024-04-30&estabelecimentosIds=${id.estab}`)
    expect(tela.status, JSON.stringify(tela.body)).toBe(200)
    expect(tela.body.linhas).toEqual([
      expect.objectContaining({ mes: '03/2024', periodo: '10/03/2024 a 31/03/2024', headcountInicio: 2, headcountFim: 2, qtdAdmitidos: 1, qtdDemitidos: 1, media: 50 }),
      expect.objectContaining({ mes: '04/2024', periodo: '01/04/2024 a 30/04/2024', headcountInicio: 2, headcountFim: 2, qtdAdmitidos: 0, qtdDemitidos: 0, media: 0 }),
    ])
    expect(tela.body.totais).toMatchObject({ headcountInicio: 2, headcountFim: 2, qtdAdmitidos: 1, qtdDemitidos: 1, media: 50 })
    // From the 16th: Bruno already gone, only Carla's admission: (1/2) / ((1 + 2)/2) = 33,33 %.
    const dia16 = await adm.get(`/api/gestao-talentos/consultas/indicador-turnover?dataIni=2024-03-16&dataFim=2024-03-31&estabelecimentosIds=${id.estab}`)
    expect(dia16.body.totais).toMatchObject({ headcountInicio: 1, headcountFim: 2, qtdAdmitidos: 1, qtdDemitidos: 0, media: 33.33 })
    const t = await rel().gerar('indicador-turnover', { ...turnover, estabelecimentosIds: [id.estab] })
    expect(t.xlsx[0]).toBe('Indicador de Turnover')
    expect(t.xlsx[2]).toContain('((Admitidos + Demitidos) / 2) / Headcount médio × 100')
    for (const s of ['03/2024 10/03/2024 a 31/03/2024 2 2 1 1 50,00%', 'Headcount médio = (headcount no início + headcount no fim) / 2']) expect(t.pdf).toContain(s)
  })

  it('filtros, 401, 403 e os dados de outra empresa', async () => {
    expect(await rel().erros('absenteismo', {})).toEqual([
      { field: 'mesIni', message: 'Mês inicial é obrigatório' },
      { field: 'mesFim', message: 'Mês final é obrigatório' },
      { field: 'estabelecimentosIds', message: 'Selecione ao menos um Estabelecimento' },
    ])
    expect(await rel().erros('absenteismo', { mesIni: '2024-04', mesFim: '2024-03', estabelecimentosIds: [id.estab] })).toEqual([{ field: 'mesFim', message: 'Mês final inferior ao mês inicial.' }])
    expect(await rel().erros('indicador-turnover', { dataIni: '2024-04-01', dataFim: '2024-03-01', estabelecimentosIds: [id.estab] })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    expect((await clienteRelatorios(amb.app, () => '', 'gestao-talentos').pedir('absenteismo', { ...absenteismo, estabelecimentosIds: [id.estab] })).status).toBe(401)
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'Só cadastros (indicadores)', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS'] })
    expect((await adm.post('/api/utilitario/usuarios', { nome: 'Só Cadastros I', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).status).toBe(201)
    const so = cliente(amb.app)
    await so.entrar(cpf(90), 'segredo1', 1)
    const comSo = clienteRelatorios(amb.app, () => so.cookie, 'gestao-talentos')
    expect((await comSo.pedir('absenteismo', { ...absenteismo, estabelecimentosIds: [id.estab] })).status).toBe(403)
    expect((await comSo.pedir('indicador-turnover', { ...turnover, estabelecimentosIds: [id.estab] })).status).toBe(403)

    // Company 2's people stay out, even with its establishment asked for by id.
    const outra = cliente(amb.app)
    await outra.entrar(DEMO.cpf, DEMO.senha, 2)
    const e = await criar(outra, 'utilitario/estabelecimentos', { nome: 'Sede da Filial I' })
    const area = await criar(outra, 'cargo-salario/areas-organizacionais', { nome: 'Área da Filial I' })
    const cargo = await criar(outra, 'cargo-salario/cargos', { nome: 'Cargo da Filial I', nomeMercado: 'Filial', areasOrganizacionais: [area] })
    await criar(outra, 'cargo-salario/colaboradores', { nome: 'Filipe Filial', cpf: cpf(9), dataNascimento: '1990-05-10', sexo: 'M', dataAdmissao: '2024-03-25', historico: { estabelecimentoId: e, areaOrganizacionalId: area, cargoId: cargo, tipoSalario: 3, salario: 123_400 } })
    const ambos = await adm.get(`/api/gestao-talentos/consultas/indicador-turnover?dataIni=2024-03-10&dataFim=2024-04-30&estabelecimentosIds=${id.estab}&estabelecimentosIds=${e}`)
    expect(ambos.body.totais).toMatchObject({ headcountFim: 2, qtdAdmitidos: 1 })
  })

  it('gestor: só as pessoas das áreas que gere', async () => {
    const g = await criarGestor(amb, adm, { n: 81, autoridades: ['ROLE_GESTAO_TALENTOS_OCORRENCIAS'], posicao: { estabelecimentoId: id.estab!, cargoId: id.cargo! } })
    await admitir(5, 'Fabi Filha', '2024-05-06', g.areas.filha)
    await admitir(6, 'Edu Fora', '2024-05-06', g.areas.fora)
    const q = `/api/gestao-talentos/consultas/indicador-turnover?dataIni=2024-05-01&dataFim=2024-05-31&estabelecimentosIds=${id.estab}`
    const gestor = await g.cliente.get(q)
    expect(gestor.status, JSON.stringify(gestor.body)).toBe(200)
    // the manager herself (admitted 2020 into her area) and Fabi; Edu and the others are outside her areas
    expect(gestor.body.totais).toMatchObject({ headcountInicio: 1, headcountFim: 2, qtdAdmitidos: 1 })
    expect((await adm.get(q)).body.totais).toMatchObject({ headcountInicio: 3, headcountFim: 5, qtdAdmitidos: 2 })
    const aus = await g.cliente.get(`/api/gestao-talentos/consultas/absenteismo?mesIni=2024-05&mesFim=2024-05&estabelecimentosIds=${id.estab}`)
    expect(aus.body.linhas).toEqual([expect.objectContaining({ qtdTalentosAtivos: 1, qtdFaltas: 0 })])
  })
})
