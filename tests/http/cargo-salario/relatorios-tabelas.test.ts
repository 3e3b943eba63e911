import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { bancoHttpSqlite } from '../../support/banco.ts'
import { criarGestor } from '../../support/gestor.ts'
import { cliente } from '../../support/http.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { criarEmCargoSalario, relatoriosCargoSalario } from '../../support/relatorios-cargo-salario.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * 'Análise de Tabelas Salariais' (and its preview) and 'Projeção Salarial dos Talentos' on a known history built
 * through the API, both files of each carrying the same figures:
 *
 *   Índice T: 2.000,00 (2020-01-01), 2.200,00 (2022-01-01)
 *   Cargo T A: faixa I 3.000,00 (2020-01-01), 3.300,00 (2022-03-01); faixa II = 2 × Índice T; faixa III without value
 *   Cargo T B: faixa B1 5.000,00 (2020-01-01)         Cargo T C: no ranges
 *   Ana   (T01) 2020-02-01 AD A/I Norte; 2022-06-01 PV B/B1 Sul
 *   Bruno (T02) 2020-03-01 AD A/I Norte at his own 2.900,00
 *   Davi  (T04) 2020-04-01 AD A/II Norte
 *   Carla (T03) 2022-02-01 AD B/B1 Sul
 *   Billing of 05/2022: R$ 50.000,00
 */

const cpf = (n: number) => cpfDeTeste(640_000_000, n)

describe.each(bancoHttpSqlite())('relatórios de tabelas salariais e projeção ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  const id = {} as Record<string, number>
  const rel = () => relatoriosCargoSalario(amb.app, () => adm.cookie)
  const criar = criarEmCargoSalario
  const admitir = (n: number, nome: string, dataAdmissao: string, historico: Record<string, unknown>) =>
    criar(adm, 'colaboradores', { nome, matricula: `T0${n}`, cpf: cpf(n), dataNascimento: '1990-05-10', sexo: 'F', dataAdmissao, historico })

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `rel_tab_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    const cbo = Number((await amb.knex('cbo_ocupacoes').where('codigo', '252405').first()).id)
    const e = await adm.post('/api/utilitario/estabelecimentos', { nome: 'Sede Tabelas' })
    expect(e.status, JSON.stringify(e.body)).toBe(201)
    id.estab = e.body.id
    id.raiz = await criar(adm, 'areas-organizacionais', { nome: 'T Raiz' })
    id.norte = await criar(adm, 'areas-organizacionais', { nome: 'T Norte', areaMaeId: id.raiz })
    id.sul = await criar(adm, 'areas-organizacionais', { nome: 'T Sul', areaMaeId: id.raiz })
    id.indice = await criar(adm, 'indices', { nome: 'Índice T' })
    await criar(adm, 'indices/historicos', { indiceId: id.indice, data: '2020-01-01', valor: 200_000 })
    await criar(adm, 'indices/historicos', { indiceId: id.indice, data: '2022-01-01', valor: 220_000 })
    const areas = [id.norte, id.sul]
    id.cargoA = await criar(adm, 'cargos', { nome: 'Cargo T A', nomeMercado: 'Mercado A', areasOrganizacionais: areas })
    id.cargoB = await criar(adm, 'cargos', { nome: 'Cargo T B', nomeMercado: 'Mercado B', areasOrganizacionais: areas })
    id.cargoC = await criar(adm, 'cargos', { nome: 'Cargo T C', nomeMercado: 'Mercado C', areasOrganizacionais: areas })
    const faixa = (cargoId: number, nome: string) => criar(adm, 'faixas-salariais', { cargoId, nome, cboId: cbo })
    id.i = await faixa(id.cargoA, 'I')
    id.ii = await faixa(id.cargoA, 'II')
    id.iii = await faixa(id.cargoA, 'III')
    id.b1 = await faixa(id.cargoB, 'B1')
    await criar(adm, 'faixas-salariais/historicos', { faixaSalarialId: id.i, data: '2020-01-01', tipo: 3, valor: 300_000 })
    await criar(adm, 'faixas-salariais/historicos', { faixaSalarialId: id.i, data: '2022-03-01', tipo: 3, valor: 330_000 })
    await criar(adm, 'faixas-salariais/historicos', { faixaSalarialId: id.ii, data: '2020-01-01', tipo: 2, indiceId: id.indice, quantidade: 2 })
    await criar(adm, 'faixas-salariais/historicos', { faixaSalarialId: id.b1, data: '2020-01-01', tipo: 3, valor: 500_000 })

    const naFaixa = (area: number, cargoId: number, faixaSalarialId: number) => ({ estabelecimentoId: id.estab, areaOrganizacionalId: area, cargoId, faixaSalarialId, tipoSalario: 1 })
    id.ana = await admitir(1, 'Ana Tab', '2020-02-01', naFaixa(id.norte, id.cargoA, id.i))
    await criar(adm, 'colaboradores/historicos', { colaboradorId: id.ana, data: '2022-06-01', motivo: 'PV', ...naFaixa(id.sul, id.cargoB, id.b1) })
    await admitir(2, 'Bruno Tab', '2020-03-01', { ...naFaixa(id.norte, id.cargoA, id.i), tipoSalario: 3, salario: 290_000 })
    await admitir(4, 'Davi Tab', '2020-04-01', naFaixa(id.norte, id.cargoA, id.ii))
    await admitir(3, 'Carla Tab', '2022-02-01', naFaixa(id.sul, id.cargoB, id.b1))
    expect((await adm.post('/api/cargo-salario/faturamentos-mensais', { mesAno: '2022-05', valor: 5_000_000 })).status).toBe(201)
  }, 300_000)
  afterAll(async () => amb?.fechar())

  it('Análise de Tabelas Salariais: faixas pelo valor, progressão, amplitude, talentos e média contra a faixa; os dois arquivos', async () => {
    const a = await rel().gerar('analise-tabelas-salariais', { data: '2021-12-31', cargosIds: [id.cargoA, id.cargoB, id.cargoC] })
    expect(a.xlsx.slice(0, 5)).toEqual([
      'Análise de Tabelas Salariais',
      'Empresa Demonstração',
      'Data de referência: 31/12/2021; Cargos: 3 selecionado(s)',
      expect.stringMatching(/^Emitido em /),
      'Faixa Salarial | Forma do Valor | Valor na Data | Progressão (%) | Talentos | Salário Médio | Média x Faixa (%) | Obs.',
    ])
    expect(a.xlsx.slice(5)).toEqual([
      'Cargo T A',
      'I | Valor fixo | 3000 | | 2 | 2950 | -0.0167',
      'II | 2 × Índice T | 4000 | 0.3333 | 1 | 4000 | 0',
      'III | | | | 0 | | | Não existe histórico para a faixa na data informada.',
      'Subtotal | Amplitude | | 0.3333 | 3 | 3300',
      'Cargo T B',
      'B1 | Valor fixo | 5000 | | 0',
      'Subtotal | | | | 0',
      'Total | Amplitude | | 0.6667 | 3 | 3300',
    ])
    for (const t of ['Análise de Tabelas Salariais', 'I Valor fixo R$ 3.000,00 2 R$ 2.950,00 -1,67%', 'II 2 × Índice T R$ 4.000,00 33,33% 1 R$ 4.000,00 0,00%', 'Subtotal Amplitude 33,33% 3 R$ 3.300,00'])
      expect(a.pdf).toContain(t)
    // Ana's promotion and the new values of 2022 move the table and its people.
    const depois = await rel().gerar('analise-tabelas-salariais', { data: '2022-06-30', cargosIds: [id.cargoA, id.cargoB] })
    expect(depois.xlsx.slice(5, 9)).toEqual(['Cargo T A', 'I | Valor fixo | 3300 | | 1 | 2900 | -0.1212', 'II | 2 × Índice T | 4400 | 0.3333 | 1 | 4400 | 0', 'III | | | | 0 | | | Não existe histórico para a faixa na data informada.'])
    expect(depois.xlsx.slice(11, 13)).toEqual(['B1 | Valor fixo | 5000 | | 2 | 5000 | 0', 'Subtotal | | | | 2 | 5000'])
  })

  it('prévia: a mesma consulta em JSON (GET …/analise-tabelas-salariais-previa), com os erros do filtro', async () => {
    const p = await adm.get(`/api/cargo-salario/relatorios/analise-tabelas-salariais-previa?data=2021-12-31&cargosIds=${id.cargoB}`)
    expect(p.status, JSON.stringify(p.body)).toBe(200)
    expect(p.body.linhas).toEqual([expect.objectContaining({ cargo: 'Cargo T B', faixa: 'B1', valor: 500_000, talentos: 0, media: null, forma: 'Valor fixo' })])
    expect(p.body.totais).toMatchObject({ talentos: 0, progressao: null })
    const erro = await adm.get('/api/cargo-salario/relatorios/analise-tabelas-salariais-previa?data=31/12/2021')
    expect(erro.status).toBe(400)
    expect(erro.body.errors).toEqual([
      { field: 'data', message: 'Data de Referência inválida' },
      { field: 'cargosIds', message: 'Selecione ao menos um Cargo' },
    ])
  })

  const projecao = (f: Record<string, unknown>) => ({ dataReferencia: '2021-12-31', data: '2022-06-30', estabelecimentosIds: [id.estab], areasOrganizacionaisIds: [id.norte, id.sul], ...f })

  it('Projeção Salarial: cada talento na referência e na projeção, a causa, a folha por área e sobre o faturamento', async () => {
    const d = await rel().gerar('projecoes-salariais-talentos', projecao({}))
    expect(d.xlsx.slice(2, 3)).toEqual(['Projeção em 30/06/2022 sobre 31/12/2021; Estabelecimentos: 1 selecionado(s); Áreas: 2 selecionado(s); Detalhado'])
    expect(d.xlsx.slice(4)).toEqual([
      'Talento | Matrícula | Estabelecimento | Cargo / Faixa na Projeção | Salário na Referência | Salário Projetado | Diferença (R$) | Diferença (%) | Alteração',
      'T Raiz > T Norte',
      'Bruno Tab | T02 | Sede Tabelas | Cargo T A / I | 2900 | 2900 | 0 | 0',
      'Davi Tab | T04 | Sede Tabelas | Cargo T A / II | 4000 | 4400 | 400 | 0.1 | Novo valor da faixa',
      'Subtotal: 2 | | | | 6900 | 7300 | 400 | 0.058',
      'T Raiz > T Sul',
      'Ana Tab | T01 | Sede Tabelas | Cargo T B / B1 | 3000 | 5000 | 2000 | 0.6667 | Promoção vertical em 01/06/2022',
      'Carla Tab | T03 | Sede Tabelas | Cargo T B / B1 | | 5000 | | | Admissão em 01/02/2022',
      'Subtotal: 2 | | | | 3000 | 10000 | 7000 | 2.3333',
      'Total: 4 | | | | 9900 | 17300 | 7400 | 0.7475',
      'Folha projetada / faturamento de 05/2022 (R$ 50.000,00) | 34,60%',
    ])
    for (const t of ['Davi Tab T04 Sede Tabelas Cargo T A / II R$ 4.000,00 R$ 4.400,00 R$ 400,00 10,00% Novo valor da faixa', 'Total: 4 R$ 9.900,00 R$ 17.300,00 R$ 7.400,00 74,75%', 'Folha projetada / faturamento de 05/2022 (R$ 50.000,00)', '34,60%'])
      expect(d.pdf).toContain(t)

    const r = await rel().gerar('projecoes-salariais-talentos', projecao({ tipo: 'R' }))
    expect(r.xlsx.slice(4)).toEqual([
      'Área Organizacional | Talentos na Referência | Talentos na Projeção | Folha na Referência | Folha Projetada | Diferença (R$) | Diferença (%)',
      'T Raiz > T Norte | 2 | 2 | 6900 | 7300 | 400 | 0.058',
      'T Raiz > T Sul | 1 | 2 | 3000 | 10000 | 7000 | 2.3333',
      'Total | 3 | 4 | 9900 | 17300 | 7400 | 0.7475',
      'Folha projetada / faturamento de 05/2022 (R$ 50.000,00) | 34,60%',
    ])
    expect(r.pdf).toContain('T Raiz > T Sul 1 2 R$ 3.000,00 R$ 10.000,00 R$ 7.000,00 233,33%')

    // By occupational group/cargo: the group's cargo B only; before any billing, no figure under the table.
    const grupo = await criar(adm, 'grupos-ocupacionais', { descricao: 'Grupo T' })
    expect((await adm.put(`/api/cargo-salario/cargos/${id.cargoB}`, { nome: 'Cargo T B', nomeMercado: 'Mercado B', areasOrganizacionais: [id.norte, id.sul], grupoOcupacionalId: grupo })).status).toBe(200)
    const porGrupo = await rel().gerar('projecoes-salariais-talentos', projecao({ filtrarPor: '2', gruposOcupacionaisIds: [grupo], data: '2022-04-30' }))
    expect(porGrupo.xlsx.slice(2, 3)).toEqual(['Projeção em 30/04/2022 sobre 31/12/2021; Estabelecimentos: 1 selecionado(s); Grupos ocupacionais: 1 selecionado(s); Cargos: todos; Detalhado'])
    expect(porGrupo.xlsx.slice(5)).toEqual(['T Raiz > T Sul', 'Carla Tab | T03 | Sede Tabelas | Cargo T B / B1 | | 5000 | | | Admissão em 01/02/2022', 'Subtotal: 1 | | | | | 5000 | 5000', 'Total: 1 | | | | | 5000 | 5000'])
  })

  it('Folha sobre Faturamento: a folha do último dia de cada mês sobre o faturamento do mês; a tela e os dois arquivos', async () => {
    const f = await rel().gerar('folha-faturamento', { mesIni: '2022-04', mesFim: '2022-06' })
    expect(f.xlsx.slice(2, 3)).toEqual(['Período: 04/2022 a 06/2022'])
    expect(f.xlsx.slice(4)).toEqual([
      'Mês/Ano | Talentos | Folha | Faturamento | Folha / Faturamento (%)',
      '04/2022 | 4 | 15600',
      '05/2022 | 4 | 15600 | 50000 | 0.312',
      '06/2022 | 4 | 17300',
      'Total | | 48500 | 50000 | 0.312',
    ])
    for (const t of ['Folha sobre Faturamento', '05/2022 4 R$ 15.600,00 R$ 50.000,00 31,20%', 'Total R$ 48.500,00 R$ 50.000,00 31,20%']) expect(f.pdf).toContain(t)
    const tela = await adm.get('/api/cargo-salario/consultas/folha-faturamento?mesIni=2022-05&mesFim=2022-05')
    expect(tela.status).toBe(200)
    expect(tela.body.linhas).toEqual([{ mesAno: '2022-05', mes: '05/2022', talentos: 4, folha: 1_560_000, faturamento: 5_000_000, percentual: 31.2 }])
    expect(await rel().erros('folha-faturamento', { mesIni: '2022-05', mesFim: '2022-04' })).toEqual([{ field: 'mesFim', message: 'Mês final inferior ao mês inicial.' }])
    expect(await rel().erros('folha-faturamento', { mesIni: '2019-01', mesFim: '2022-01' })).toEqual([{ field: 'mesFim', message: 'O período deve ter no máximo 36 meses.' }])
    expect(await rel().erros('folha-faturamento', {})).toEqual([
      { field: 'mesIni', message: 'Mês inicial é obrigatório' },
      { field: 'mesFim', message: 'Mês final é obrigatório' },
    ])
  })

  it('filtros: as mensagens por campo; sem dados; 401, 403 e outra empresa', async () => {
    const erros = (nome: string, c: unknown) => rel().erros(nome, c)
    expect(await erros('projecoes-salariais-talentos', {})).toEqual([
      { field: 'dataReferencia', message: 'Data de Referência é obrigatória' },
      { field: 'data', message: 'Data da Projeção é obrigatória' },
      { field: 'estabelecimentosIds', message: 'Selecione ao menos um Estabelecimento' },
    ])
    expect(await erros('projecoes-salariais-talentos', { dataReferencia: '2022-01-01', data: '2021-12-31', estabelecimentosIds: [id.estab] })).toEqual([
      { field: 'data', message: 'Data da Projeção deve ser igual ou posterior à Data de Referência' },
      { field: 'areasOrganizacionaisIds', message: 'Selecione ao menos uma Área Organizacional' },
    ])
    expect(await erros('projecoes-salariais-talentos', projecao({ filtrarPor: '2' }))).toEqual([{ field: 'gruposOcupacionaisIds', message: 'Selecione ao menos um Grupo Ocupacional' }])
    expect(await erros('analise-tabelas-salariais', { cargosIds: [] })).toEqual([
      { field: 'data', message: 'Data de Referência é obrigatória' },
      { field: 'cargosIds', message: 'Selecione ao menos um Cargo' },
    ])
    await rel().semDados('analise-tabelas-salariais', { data: '2021-12-31', cargosIds: [id.cargoC] })
    await rel().semDados('projecoes-salariais-talentos', projecao({ dataReferencia: '2019-01-01', data: '2019-12-31' }))

    expect((await clienteRelatorios(amb.app, () => '', 'cargo-salario').pedir('analise-tabelas-salariais', {})).status).toBe(401)
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'Só cadastros (tabelas)', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS'] })
    expect((await adm.post('/api/utilitario/usuarios', { nome: 'Só Cadastros T', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).status).toBe(201)
    const so = cliente(amb.app)
    await so.entrar(cpf(90), 'segredo1', 1)
    const comSo = clienteRelatorios(amb.app, () => so.cookie, 'cargo-salario')
    expect((await comSo.pedir('projecoes-salariais-talentos', projecao({}))).status).toBe(403)
    expect((await comSo.pedir('analise-tabelas-salariais', { data: '2021-12-31', cargosIds: [id.cargoB] })).status).toBe(200)

    // Company 2's cargo, establishment and billing stay out, even asked for by id.
    const outra = cliente(amb.app)
    await outra.entrar(DEMO.cpf, DEMO.senha, 2)
    const e = await outra.post('/api/utilitario/estabelecimentos', { nome: 'Sede da Filial T' })
    const area = await criar(outra, 'areas-organizacionais', { nome: 'Área da Filial T' })
    const cargo = await criar(outra, 'cargos', { nome: 'Cargo da Filial T', nomeMercado: 'Filial', areasOrganizacionais: [area] })
    await criar(outra, 'colaboradores', { nome: 'Filipe Filial', matricula: 'F1', cpf: cpf(9), dataNascimento: '1990-05-10', sexo: 'M', dataAdmissao: '2020-01-02', historico: { estabelecimentoId: e.body.id, areaOrganizacionalId: area, cargoId: cargo, tipoSalario: 3, salario: 123_400 } })
    expect((await outra.post('/api/cargo-salario/faturamentos-mensais', { mesAno: '2022-06', valor: 100 })).status).toBe(201)
    await rel().semDados('projecoes-salariais-talentos', projecao({ estabelecimentosIds: [e.body.id], areasOrganizacionaisIds: [area] }))
    const todos = await rel().gerar('projecoes-salariais-talentos', projecao({ estabelecimentosIds: [id.estab, e.body.id], areasOrganizacionaisIds: [id.norte, id.sul, area] }))
    expect(todos.xlsx.join('\n')).not.toContain('Filipe')
    expect(todos.xlsx.at(-1)).toBe('Folha projetada / faturamento de 05/2022 (R$ 50.000,00) | 34,60%')
  })

  it('gestor: conta, projeta e soma na folha só as pessoas das áreas que gere', async () => {
    const g = await criarGestor(amb, adm, { n: 78, autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES', 'ROLE_CARGO_SALARIO_CADASTROS'], posicao: { estabelecimentoId: id.estab!, cargoId: id.cargoC! } })
    const naB1 = (area: number) => ({ estabelecimentoId: id.estab, areaOrganizacionalId: area, cargoId: id.cargoB, faixaSalarialId: id.b1, tipoSalario: 1 })
    await admitir(5, 'Fabi Filha', '2021-05-03', naB1(g.areas.filha))
    await admitir(6, 'Edu Fora', '2021-05-03', naB1(g.areas.fora))
    const gestor = clienteRelatorios(amb.app, () => g.cliente.cookie, 'cargo-salario')
    const analise = { data: '2021-12-31', cargosIds: [id.cargoB] }
    expect((await gestor.gerar('analise-tabelas-salariais', analise)).xlsx.slice(6)).toEqual(['B1 | Valor fixo | 5000 |  | 1 | 5000 | 0', 'Subtotal |  |  |  | 1 | 5000', 'Total |  |  |  | 1 | 5000'])
    expect((await rel().gerar('analise-tabelas-salariais', analise)).xlsx.at(-1)).toBe('Total | | | | 2 | 5000')
    const f = projecao({ areasOrganizacionaisIds: [g.areas.gerida, g.areas.filha, g.areas.fora], tipo: 'R' })
    expect((await gestor.gerar('projecoes-salariais-talentos', f)).xlsx.slice(5)).toEqual([
      'Gerida 78 | 1 | 1 | 9000 | 9000 | 0 | 0',
      'Gerida 78 > Filha 78 | 1 | 1 | 5000 | 5000 | 0 | 0',
      'Total | 2 | 2 | 14000 | 14000 | 0 | 0',
      'Folha projetada / faturamento de 05/2022 (R$ 50.000,00) | 28,00%',
    ])
    const folha = await g.cliente.get('/api/cargo-salario/consultas/folha-faturamento?mesIni=2022-05&mesFim=2022-05')
    expect(folha.body.linhas).toEqual([expect.objectContaining({ talentos: 2, folha: 1_400_000, percentual: 28 })])
    expect((await rel().gerar('projecoes-salariais-talentos', f)).xlsx.slice(-2)).toEqual(['Total | 3 | 3 | 19000 | 19000 | 0 | 0', 'Folha projetada / faturamento de 05/2022 (R$ 50.000,00) | 38,00%'])
  })
})
