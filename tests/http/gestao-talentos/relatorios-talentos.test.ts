import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { criarGestor } from '../../support/gestor.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * The talent lists of spec 001 §7 on known people built through the API, in their own establishment (SQLite; the
 * SQL's date arithmetic is compared on both databases in tests/adapters/contract/relatorios-talentos.test.ts):
 *
 *   Ana   born 1990-03-05, admitted 2015-03-10, area A, schooling 09 with a degree, three certificates
 *   Bruno born 1964-03-20, admitted 2020-03-31, area B, schooling 07, dismissed 2024-03-15 ('Pedido')
 *   Carla born 2000-02-29, admitted 2024-03-20, area A
 *   Dani  born 1985-07-01, admitted 2016-03-15, area A, no schooling, dismissed 2024-03-15 ('Dispensa')
 *   Eva   born 1921-03-01 (no generation of the demo holds 1921), admitted 2010-01-04, area B, schooling 01
 *
 *   Occurrences: Ana 'Atraso' 2024-03-04 with action taken; Bruno 'Falta' 2024-03-05 without.
 *   Dismissal rate March 2024: 2 dismissed / ((4 + 3) / 2) × 100 = 57,14 %; April 0 %.
 */

const cpf = (n: number) => cpfDeTeste(660_000_000, n)

describe('relatórios de talentos (listas)', () => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  const id = {} as Record<string, number>
  const rel = () => clienteRelatorios(amb.app, () => adm.cookie, 'gestao-talentos')
  const criar = criarNaApi
  const admitir = (n: number, nome: string, dataNascimento: string, dataAdmissao: string, area: number, extra: Record<string, unknown> = {}) =>
    criar(adm, 'cargo-salario/colaboradores', {
      nome,
      matricula: `L0${n}`,
      cpf: cpf(n),
      dataNascimento,
      sexo: 'F',
      dataAdmissao,
      historico: { estabelecimentoId: id.estab, areaOrganizacionalId: area, cargoId: id.cargo, tipoSalario: 3, salario: 300_000 },
      ...extra,
    })
  const q = (nome: string, filtro: Record<string, string | number>) =>
    adm.get(`/api/gestao-talentos/consultas/${nome}?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filtro).map(([k, v]) => [k, String(v)])), estabelecimentosIds: String(id.estab) })}`)
  const linhas = async (nome: string, filtro: Record<string, string | number>) => {
    const r = await q(nome, filtro)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body as { linhas: Array<Record<string, unknown>>; totais: Record<string, unknown> | null }
  }

  beforeAll(async () => {
    amb = await criarAmbiente()
    adm = cliente(amb.app)
    await adm.entrar()
    id.estab = await criar(adm, 'utilitario/estabelecimentos', { nome: 'Sede Listas' })
    id.areaA = await criar(adm, 'cargo-salario/areas-organizacionais', { nome: 'Área Listas A' })
    id.areaB = await criar(adm, 'cargo-salario/areas-organizacionais', { nome: 'Área Listas B' })
    id.cargo = await criar(adm, 'cargo-salario/cargos', { nome: 'Cargo Listas', nomeMercado: 'Mercado', areasOrganizacionais: [id.areaA, id.areaB] })
    const pedido = await criar(adm, 'gestao-talentos/motivo-desligamento', { descricao: 'Pedido (listas)' })
    const dispensa = await criar(adm, 'gestao-talentos/motivo-desligamento', { descricao: 'Dispensa (listas)' })
    const adm1 = await criar(adm, 'captacao/areas-formacao', { nome: 'Administração (listas)' })
    const cert = (titulo: string, fim: string, validade?: string) => ({ titulo, organizacao: 'SENAI', tipo: 'CURSO', dataInicio: fim, dataFim: fim, ...(validade ? { validade } : {}) })
    id.ana = await admitir(1, 'Ana Lista', '1990-03-05', '2015-03-10', id.areaA, {
      escolaridade: '09',
      formacao: [{ areaFormacao: { id: adm1 }, curso: 'Administração', local: 'USP', tipo: 'GRADUACAO', situacao: 'COMPLETO', conclusao: '2012' }],
      certificados: [cert('NR-35 Trabalho em Altura', '2022-03-20', '2024-03-20'), cert('Excel Avançado', '2022-05-01'), cert('NR-10 Eletricidade', '2022-01-31', '2024-01-31')],
    })
    id.bruno = await admitir(2, 'Bruno Lista', '1964-03-20', '2020-03-31', id.areaB, { escolaridade: '07', dataDesligamento: '2024-03-15', motivoDesligamentoId: pedido, observacaoDesligamento: 'Mudou de cidade' })
    await admitir(3, 'Carla Lista', '2000-02-29', '2024-03-20', id.areaA)
    await admitir(4, 'Dani Lista', '1985-07-01', '2016-03-15', id.areaA, { dataDesligamento: '2024-03-15', motivoDesligamentoId: dispensa })
    await admitir(5, 'Eva Lista', '1921-03-01', '2010-01-04', id.areaB, { escolaridade: '01' })
    const atraso = await criar(adm, 'gestao-talentos/tipo-ocorrencia', { descricao: 'Atraso (listas)', absenteismo: false })
    const falta = await criar(adm, 'gestao-talentos/tipo-ocorrencia', { descricao: 'Falta (listas)', absenteismo: true })
    const conversa = await criar(adm, 'gestao-talentos/providencias', { descricao: 'Conversa (listas)' })
    await criar(adm, 'gestao-talentos/ocorrencias', { colaboradorId: id.ana, tipoOcorrenciaId: atraso, dataInicio: '2024-03-04', providenciaId: conversa })
    await criar(adm, 'gestao-talentos/ocorrencias', { colaboradorId: id.bruno, tipoOcorrenciaId: falta, dataInicio: '2024-03-05', observacao: 'Não avisou' })
  }, 300_000)
  afterAll(async () => amb?.fechar())

  const marco = { dataIni: '2024-03-01', dataFim: '2024-03-31' }

  it('Ocorrências: agrupadas por tipo, com a providência (ou "Sem providência") e a lotação na data', async () => {
    const r = await linhas('ocorrencias', { ...marco, agrupamento: 'TIPO' })
    expect(r.linhas.map((l) => [l['data'], l['nome'], l['ocorrencia'], l['providencia'], l['area'], l['observacao']])).toEqual([
      ['2024-03-04', 'Ana Lista', 'Atraso (listas)', 'Conversa (listas)', 'Área Listas A', null],
      ['2024-03-05', 'Bruno Lista', 'Falta (listas)', 'Sem providência', 'Área Listas B', 'Não avisou'],
    ])
    const a = await rel().gerar('ocorrencias', { ...marco, estabelecimentosIds: [id.estab], agrupamento: 'PROVIDENCIA' })
    expect(a.xlsx[0]).toBe('Ocorrências no Período')
    expect(a.xlsx.join('\n')).toContain('Bruno Lista | 2024-03-05 |  | Falta (listas) | Sem providência | Área Listas B | Cargo Listas | Não avisou')
    for (const t of ['Conversa (listas)', 'Ana Lista 04/03/2024 Atraso (listas)', 'Agrupado por providência', 'Total: 2']) expect(a.pdf).toContain(t)
  })

  it('Desligamentos: data, motivo, observação, área, cargo e tempo de empresa, por motivo ou por área, com totais', async () => {
    const r = await linhas('desligamentos', { ...marco, agrupamento: 'MOTIVO' })
    expect(r.linhas.map((l) => [l['data'], l['nome'], l['motivo'], l['observacao'], l['area'], l['tempoEmpresa']])).toEqual([
      ['2024-03-15', 'Dani Lista', 'Dispensa (listas)', null, 'Área Listas A', '8 anos'],
      ['2024-03-15', 'Bruno Lista', 'Pedido (listas)', 'Mudou de cidade', 'Área Listas B', '3 anos, 11 meses e 15 dias'],
    ])
    const a = await rel().gerar('desligamentos', { ...marco, estabelecimentosIds: [id.estab], agrupamento: 'AREA' })
    expect(a.xlsx.join('\n')).toContain('Bruno Lista | 2024-03-15 | Pedido (listas) | Mudou de cidade | Área Listas B | Cargo Listas | 2020-03-31 | 3 anos, 11 meses e 15 dias')
    for (const t of ['Área Listas A', 'Área Listas B', 'Dani Lista 15/03/2024 Dispensa (listas)', 'Total: 2']) expect(a.pdf).toContain(t)
  })

  it('Aniversariantes do mês e de tempo de empresa: por dia, 29/02 em 28/02, só quem está empregado no aniversário da empresa', async () => {
    expect((await linhas('aniversariantes-mes', { mes: '2024-03' })).linhas.map((l) => [l['dia'], l['nome'], l['anos']])).toEqual([
      ['01/03', 'Eva Lista', 103],
      ['05/03', 'Ana Lista', 34],
      ['20/03', 'Bruno Lista', 60],
    ])
    expect((await linhas('aniversariantes-mes', { mes: '2025-02' })).linhas.map((l) => [l['dia'], l['nome'], l['anos']])).toEqual([['28/02', 'Carla Lista', 25]])
    // Bruno left before his 31/03; Dani on the very day (still counts); Carla's admission month is no anniversary.
    expect((await linhas('aniversariantes-tempo-de-empresa', { mes: '2024-03' })).linhas.map((l) => [l['dia'], l['nome'], l['anos']])).toEqual([
      ['10/03', 'Ana Lista', 9],
      ['15/03', 'Dani Lista', 8],
    ])
    const a = await rel().gerar('aniversariantes-mes', { mes: '2024-03', estabelecimentosIds: [id.estab] })
    expect(a.xlsx).toContain('05/03 | Ana Lista | 1990-03-05 | 34 | Sede Listas | Área Listas A | Cargo Listas')
    for (const t of ['Aniversariantes do Mês', 'Mês: 03/2024', '20/03 Bruno Lista 20/03/1964 60']) expect(a.pdf).toContain(t)
    const t = await rel().gerar('aniversariantes-tempo-de-empresa', { mes: '2024-03', estabelecimentosIds: [id.estab] })
    expect(t.pdf).toContain('10/03 Ana Lista 10/03/2015 9')
  })

  it('Gerações: cada geração da empresa com os talentos e o percentual; fora das faixas, "Geração não possui descrição."', async () => {
    const r = await linhas('geracoes', { data: '2024-03-01' })
    expect(r.linhas.filter((l) => Number(l['quantidade']) > 0)).toEqual([
      { geracao: 'Baby Boomers', nascidos: '1946 a 1964', quantidade: 1, percentual: 25 },
      { geracao: 'Geração Y (Millennials)', nascidos: '1981 a 1996', quantidade: 2, percentual: 50 },
      { geracao: 'Geração não possui descrição.', nascidos: null, quantidade: 1, percentual: 25 },
    ])
    expect(r.linhas.map((l) => l['geracao'])).toContain('Geração Z')
    expect(r.totais).toMatchObject({ quantidade: 4, percentual: 100 })
    const a = await rel().gerar('geracoes', { data: '2024-03-01', estabelecimentosIds: [id.estab] })
    expect(a.xlsx).toContain('Geração Y (Millennials) | 1981 a 1996 | 2 | 0.5')
    expect(a.pdf).toContain('Geração não possui descrição. 1 25,00%')
    await rel().semDados('geracoes', { data: '2009-01-01', estabelecimentosIds: [id.estab] })
  })

  it('Admitidos no período, com vínculo e desligamento', async () => {
    expect((await linhas('admitidos', marco)).linhas.map((l) => [l['admissao'], l['nome'], l['vinculo'], l['area']])).toEqual([['2024-03-20', 'Carla Lista', 'Emprego', 'Área Listas A']])
    const a = await rel().gerar('admitidos', { dataIni: '2015-01-01', dataFim: '2024-12-31', estabelecimentosIds: [id.estab] })
    expect(a.xlsx).toContain('Bruno Lista | 2020-03-31 | L02 | Emprego | Sede Listas | Área Listas B | Cargo Listas | 2024-03-15')
    expect(a.pdf).toContain('Total: 4')
  })

  it('Formação escolar: por escolaridade, com a lista de formações', async () => {
    const r = await linhas('formacao-escolar', { data: '2024-03-01' })
    expect(r.linhas.map((l) => [l['escolaridade'], l['nome'], l['formacoes']])).toEqual([
      ['Analfabeto', 'Eva Lista', ''],
      ['Ensino médio completo', 'Bruno Lista', ''],
      ['Educação superior completa', 'Ana Lista', 'Graduação em Administração — USP (Completo, 2012)'],
      ['Escolaridade não informada', 'Dani Lista', ''],
    ])
    const a = await rel().gerar('formacao-escolar', { data: '2024-03-01', estabelecimentosIds: [id.estab], escolaridades: ['09'] })
    expect(a.xlsx).toContain('Ana Lista | L01 | Área Listas A | Cargo Listas | Graduação em Administração — USP (Completo, 2012)')
    expect(a.pdf).toContain('Educação superior completa')
    expect(a.pdf).not.toContain('Eva Lista')
  })

  it('Certificados dos talentos: situação na data, vencidos e a vencer', async () => {
    const todos = await linhas('talento-certificado', { data: '2024-03-01', validade: 'TODOS', dias: 30 })
    expect(todos.linhas.map((l) => [l['titulo'], l['validade'], l['situacao']])).toEqual([
      ['NR-10 Eletricidade', '2024-01-31', 'Vencido'],
      ['NR-35 Trabalho em Altura', '2024-03-20', 'A vencer'],
      ['Excel Avançado', null, 'Sem validade'],
    ])
    expect((await linhas('talento-certificado', { data: '2024-03-01', validade: 'A_VENCER', dias: 10 })).linhas).toEqual([])
    const a = await rel().gerar('talento-certificado', { data: '2024-03-01', validade: 'VENCIDOS', dias: 30, estabelecimentosIds: [id.estab] })
    expect(a.xlsx).toContain('Ana Lista | NR-10 Eletricidade | SENAI | Curso | 2022-01-31 | 2024-01-31 | Vencido | Área Listas A | Cargo Listas')
    expect(a.pdf).not.toContain('NR-35')
  })

  it('Taxa de demissão: demitidos / headcount médio × 100, por mês e no período; a fórmula no relatório', async () => {
    const r = await linhas('taxa-demissao', { mesIni: '2024-03', mesFim: '2024-04' })
    expect(r.linhas).toEqual([
      { mesAno: '2024-03', mes: '03/2024', headcountInicio: 4, headcountFim: 3, headcountMedio: 3.5, qtdDemitidos: 2, taxa: 57.14 },
      { mesAno: '2024-04', mes: '04/2024', headcountInicio: 3, headcountFim: 3, headcountMedio: 3, qtdDemitidos: 0, taxa: 0 },
    ])
    expect(r.totais).toMatchObject({ headcountInicio: 4, headcountFim: 3, qtdDemitidos: 2, taxa: 57.14 })
    const a = await rel().gerar('taxa-demissao', { mesIni: '2024-03', mesFim: '2024-04', estabelecimentosIds: [id.estab] })
    expect(a.xlsx[2]).toContain('Taxa de demissão = Demitidos / Headcount médio × 100')
    for (const t of ['03/2024 4 3 3,50 2 57,14%', 'Headcount médio = (headcount no início + headcount no fim) / 2']) expect(a.pdf).toContain(t)
  })

  it('filtros, 401, 403 e os dados de outra empresa', async () => {
    expect(await rel().erros('desligamentos', { dataIni: '2024-04-01', dataFim: '2024-03-01', estabelecimentosIds: [id.estab] })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    expect(await rel().erros('aniversariantes-mes', {})).toEqual([
      { field: 'mes', message: 'Mês é obrigatório' },
      { field: 'estabelecimentosIds', message: 'Selecione ao menos um Estabelecimento' },
    ])
    expect(await rel().erros('taxa-demissao', { mesIni: '2024-04', mesFim: '2024-03', estabelecimentosIds: [id.estab] })).toEqual([{ field: 'mesFim', message: 'Mês final inferior ao mês inicial.' }])
    expect((await rel().erros('talento-certificado', { data: '2024-03-01', validade: 'X', dias: -1, estabelecimentosIds: [id.estab] })).map((e) => e.field).sort()).toEqual(['dias', 'validade'])
    expect((await clienteRelatorios(amb.app, () => '', 'gestao-talentos').pedir('geracoes', { data: '2024-03-01', estabelecimentosIds: [id.estab] })).status).toBe(401)
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'Só cadastros (listas)', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS'] })
    expect((await adm.post('/api/utilitario/usuarios', { nome: 'Só Cadastros L', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).status).toBe(201)
    const so = cliente(amb.app)
    await so.entrar(cpf(90), 'segredo1', 1)
    expect((await clienteRelatorios(amb.app, () => so.cookie, 'gestao-talentos').pedir('ocorrencias', { ...marco, estabelecimentosIds: [id.estab] })).status).toBe(403)

    // Company 2's people stay out, even with its establishment and company asked for, unless the user sees it.
    const outra = cliente(amb.app)
    await outra.entrar(DEMO.cpf, DEMO.senha, 2)
    const e = await criar(outra, 'utilitario/estabelecimentos', { nome: 'Sede da Filial L' })
    const area = await criar(outra, 'cargo-salario/areas-organizacionais', { nome: 'Área da Filial L' })
    const cargo = await criar(outra, 'cargo-salario/cargos', { nome: 'Cargo da Filial L', nomeMercado: 'Filial', areasOrganizacionais: [area] })
    await criar(outra, 'cargo-salario/colaboradores', { nome: 'Filipe Filial', cpf: cpf(9), dataNascimento: '1990-03-10', sexo: 'M', dataAdmissao: '2024-03-25', historico: { estabelecimentoId: e, areaOrganizacionalId: area, cargoId: cargo, tipoSalario: 3, salario: 123_400 } })
    const ambos = await adm.get(`/api/gestao-talentos/consultas/admitidos?dataIni=2024-03-01&dataFim=2024-03-31&estabelecimentosIds=${id.estab}&estabelecimentosIds=${e}`)
    expect(ambos.body.linhas.map((l: Record<string, unknown>) => l['nome'])).toEqual(['Carla Lista'])
    const aniv = await adm.get(`/api/gestao-talentos/consultas/aniversariantes-mes?mes=2024-03&estabelecimentosIds=${e}`)
    expect(aniv.body.linhas).toEqual([])
  })

  it('gestor: só as pessoas das áreas que gere', async () => {
    const g = await criarGestor(amb, adm, { n: 82, autoridades: ['ROLE_GESTAO_TALENTOS_OCORRENCIAS'], posicao: { estabelecimentoId: id.estab!, cargoId: id.cargo! } })
    await admitir(6, 'Fabi Filha', '1991-05-02', '2024-05-06', g.areas.filha)
    await admitir(7, 'Edu Fora', '1992-05-03', '2024-05-06', g.areas.fora)
    const url = `/api/gestao-talentos/consultas/admitidos?dataIni=2024-05-01&dataFim=2024-05-31&estabelecimentosIds=${id.estab}`
    const gestor = await g.cliente.get(url)
    expect(gestor.status, JSON.stringify(gestor.body)).toBe(200)
    expect(gestor.body.linhas.map((l: Record<string, unknown>) => l['nome'])).toEqual(['Fabi Filha'])
    expect((await adm.get(url)).body.linhas.map((l: Record<string, unknown>) => l['nome'])).toEqual(['Edu Fora', 'Fabi Filha'])
  })
})
