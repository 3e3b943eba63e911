import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'

/** Vagas por Motivo, Duração das Vagas, Qualificação Cadastral por Solicitação over a known dataset of 2002. */

let amb: AmbienteTeste
let cookie: string
const id: Record<string, number> = {}
const anoAtual = Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 4))

const inserir = (tabela: string, dados: Record<string, unknown>, empresaId = 1) => inserirLinha(amb.knex, tabela, { empresaId, ...dados })

beforeAll(async () => {
  amb = await criarAmbiente()
  const c = cliente(amb.app)
  await c.entrar()
  cookie = c.cookie
  id.ma = await inserir('motivos_solicitacao', { nome: 'Motivo Crescimento 2002' })
  id.mb = await inserir('motivos_solicitacao', { nome: 'Motivo Reposição 2002' })
  id.ca = await inserir('cargos', { nome: 'Cargo Duração A', nomeMercado: 'A' })
  id.cb = await inserir('cargos', { nome: 'Cargo Duração B', nomeMercado: 'B' })
  const sol = (descricao: string, dados: Record<string, unknown>, empresaId = 1) => inserir('solicitacoes_pessoal', { horarioComercial: 'comercial', descricao, ...dados }, empresaId)
  id.r1 = await sol('Req Um', { data: '2002-01-10', motivoSolicitacaoId: id.ma, cargoId: id.ca, quantidade: 3, qtdVagasPreenchidas: 2, status: 'A', encerrada: true, dataEncerramento: '2002-02-09' })
  id.r2 = await sol('Req Dois', { data: '2002-03-01', motivoSolicitacaoId: id.ma, cargoId: id.cb, quantidade: 1, qtdVagasPreenchidas: 1, status: 'A', encerrada: true, dataEncerramento: '2002-03-11' })
  id.r3 = await sol('Req Três', { data: '2002-05-01', motivoSolicitacaoId: id.mb, cargoId: id.ca, quantidade: 2 })
  id.r4 = await sol('Req Quatro', { data: '2002-06-01', cargoId: id.cb, quantidade: 1, cancelada: true })
  id.r5 = await sol('Req Cinco', { data: '2001-12-01', motivoSolicitacaoId: id.mb, cargoId: id.ca, quantidade: 1, qtdVagasPreenchidas: 1, status: 'A', encerrada: true, dataEncerramento: '2002-01-20' })
  // Another company's request of 2002 (closed, with candidates): never counted.
  id.rb = await sol('Req da Filial', { data: '2002-01-01', quantidade: 9, encerrada: true, dataEncerramento: '2002-01-31' }, 2)
  const cand = (nome: string, qualificacaoCadastral: string | null, empresaId = 1) => inserir('candidatos', { nome, qualificacaoCadastral }, empresaId)
  const q = [
    await cand('Q1', 'QUALIFICADO'),
    await cand('Q2', 'NAO_QUALIFICADO'),
    await cand('Q3', 'DADOS_INCOMPLETOS'),
    await cand('Q4', 'NAO_VERIFICADO'),
    await cand('Q5', null),
    await cand('Q6', 'QUALIFICADO'),
  ]
  const link = (c: number, s: number, extra: Record<string, unknown> = {}, empresaId = 1) => inserir('candidato_solicitacao', { candidatoId: c, solicitacaoId: s, ...extra }, empresaId)
  for (const c of [q[0]!, q[1]!, q[2]!]) await link(c, id.r1)
  for (const c of [q[0]!, q[3]!, q[4]!]) await link(c, id.r3)
  await link(q[5]!, id.r3, { removedAt: '2002-05-02T00:00:00.000Z' })
  await link(await cand('Filial', 'QUALIFICADO', 2), id.rb, {}, 2)
})
afterAll(() => amb.fechar())

const { gerar, erros, semDados } = clienteRelatorios({ request: (u: string, i: RequestInit) => amb.app.request(u, i) }, () => cookie)

describe('vaga-motivo', () => {
  it('resumido: solicitações, vagas e preenchidas por motivo, percentuais e total (XLSX e PDF)', async () => {
    const { xlsx, pdf } = await gerar('vaga-motivo', { ano: 2002 })
    expect(xlsx[2]).toBe('Ano: 2002; Solicitações: todas; Resumido')
    expect(xlsx.slice(4)).toEqual([
      'Motivo da Solicitação | Solicitações | Vagas | Vagas Preenchidas | % Preenchido | % das Vagas',
      'Motivo Crescimento 2002 | 2 | 4 | 3 | 0.75 | 0.5714',
      'Motivo Reposição 2002 | 1 | 2 | 0 | 0 | 0.2857',
      'Sem motivo informado | 1 | 1 | 0 | 0 | 0.1429',
      'Total | 4 | 7 | 3',
      'Vagas preenchidas no total | 42,86%',
    ])
    for (const t of ['Motivo Crescimento 2002 2 4 3 75,00% 57,14%', 'Sem motivo informado 1 1 0 0,00% 14,29%', 'Total 4 7 3', '42,86%']) expect(pdf).toContain(t)
    expect(pdf).not.toContain('Filial')
  })

  it('detalhado: solicitações agrupadas por motivo com subtotais; filtro de status', async () => {
    const { xlsx, pdf } = await gerar('vaga-motivo', { ano: 2002, tipo: 'D' })
    expect(xlsx.slice(4)).toEqual([
      'Solicitação | Data | Cargo | Área Organizacional | Situação | Vagas | Preenchidas',
      'Motivo Crescimento 2002',
      `Nº ${id.r1} - Req Um | 2002-01-10 | Cargo Duração A |  | Encerrada | 3 | 2`,
      `Nº ${id.r2} - Req Dois | 2002-03-01 | Cargo Duração B |  | Encerrada | 1 | 1`,
      'Subtotal: 2 |  |  |  |  | 4 | 3',
      'Motivo Reposição 2002',
      `Nº ${id.r3} - Req Três | 2002-05-01 | Cargo Duração A |  | Em análise | 2 | 0`,
      'Subtotal: 1 |  |  |  |  | 2 | 0',
      'Sem motivo informado',
      `Nº ${id.r4} - Req Quatro | 2002-06-01 | Cargo Duração B |  | Cancelada | 1 | 0`,
      'Subtotal: 1 |  |  |  |  | 1 | 0',
      'Total: 4 |  |  |  |  | 7 | 3',
      'Vagas preenchidas no total | 42,86%',
    ])
    expect(pdf).toContain('Subtotal: 2 4 3')
    expect((await gerar('vaga-motivo', { ano: 2002, statusSolicitacao: 'C' })).xlsx.slice(5, 7)).toEqual(['Sem motivo informado | 1 | 1 | 0 | 0 | 1', 'Total | 1 | 1 | 0'])
    expect((await gerar('vaga-motivo', { ano: 2002, statusSolicitacao: 'A' })).xlsx.slice(5, 7)).toEqual(['Motivo Reposição 2002 | 1 | 2 | 0 | 0 | 1', 'Total | 1 | 2 | 0'])
  })

  it('validação do ano; sem dados: 422', async () => {
    expect(await erros('vaga-motivo', {})).toEqual([{ field: 'ano', message: 'Ano é obrigatório' }])
    expect(await erros('vaga-motivo', { ano: 1899 })).toEqual([{ field: 'ano', message: `O ano deve estar entre 1900 e ${anoAtual}` }])
    expect(await erros('vaga-motivo', { ano: 2002.5, tipo: 'X' })).toEqual([
      { field: 'ano', message: 'Ano deve ser um número inteiro' },
      { field: 'tipo', message: 'Tipo de Relatório inválido' },
    ])
    await semDados('vaga-motivo', { ano: 1950 })
  })
})

describe('duracao-vaga', () => {
  it('resumido por cargo: encerradas no ano, vagas, média, menor e maior duração; média geral', async () => {
    const { xlsx, pdf } = await gerar('duracao-vaga', { ano: 2002 })
    expect(xlsx[2]).toBe('Solicitações encerradas em 2002; Agrupadas por cargo; Resumido')
    expect(xlsx.slice(4)).toEqual([
      'Cargo | Solicitações Encerradas | Vagas | Preenchidas | Média de Dias | Menor (dias) | Maior (dias)',
      'Cargo Duração A | 2 | 4 | 3 | 40 | 30 | 50',
      'Cargo Duração B | 1 | 1 | 1 | 10 | 10 | 10',
      'Total | 3 | 5 | 4',
      'Duração média geral | 30,0 dias',
    ])
    for (const t of ['Cargo Duração A 2 4 3 40,00 30 50', 'Total 3 5 4', 'Duração média geral 30,0 dias']) expect(pdf).toContain(t)
    expect(pdf).not.toContain('Filial')
  })

  it('por motivo; detalhado com dias por solicitação e média por grupo', async () => {
    expect((await gerar('duracao-vaga', { ano: 2002, agrupamento: 'M' })).xlsx.slice(4, 8)).toEqual([
      'Motivo da Solicitação | Solicitações Encerradas | Vagas | Preenchidas | Média de Dias | Menor (dias) | Maior (dias)',
      'Motivo Crescimento 2002 | 2 | 4 | 3 | 20 | 10 | 30',
      'Motivo Reposição 2002 | 1 | 1 | 1 | 50 | 50 | 50',
      'Total | 3 | 5 | 4',
    ])
    const { xlsx, pdf } = await gerar('duracao-vaga', { ano: 2002, tipo: 'D' })
    expect(xlsx.slice(4)).toEqual([
      'Solicitação | Abertura | Encerramento | Dias | Vagas | Preenchidas',
      'Cargo Duração A',
      `Nº ${id.r5} - Req Cinco | 2001-12-01 | 2002-01-20 | 50 | 1 | 1`,
      `Nº ${id.r1} - Req Um | 2002-01-10 | 2002-02-09 | 30 | 3 | 2`,
      'Subtotal: 2 |  |  | 40 | 4 | 3',
      'Cargo Duração B',
      `Nº ${id.r2} - Req Dois | 2002-03-01 | 2002-03-11 | 10 | 1 | 1`,
      'Subtotal: 1 |  |  | 10 | 1 | 1',
      'Total: 3 |  |  | 30 | 5 | 4',
      'Duração média geral | 30,0 dias',
    ])
    expect(pdf).toContain('Subtotal: 2 40,00 4 3')
  })

  it('validação; sem dados: 422', async () => {
    expect(await erros('duracao-vaga', { ano: anoAtual + 1, agrupamento: 'Z' })).toEqual([{ field: 'agrupamento', message: 'Agrupar por inválido' }])
    expect(await erros('duracao-vaga', { ano: anoAtual + 1 })).toEqual([{ field: 'ano', message: `O ano deve estar entre 1900 e ${anoAtual}` }])
    await semDados('duracao-vaga', { ano: 2003 })
  })
})

describe('qualificacao-cadastral-solicitacao-pessoal', () => {
  it('candidatos de cada solicitação por qualificação cadastral, total e percentual geral', async () => {
    const { xlsx, pdf } = await gerar('qualificacao-cadastral-solicitacao-pessoal', { ano: 2002 })
    expect(xlsx.slice(4)).toEqual([
      'Solicitação | Cargo | Candidatos | Qualificados | Não Qualificados | Dados Incompletos | Não Verificados | % Qualificados',
      `Nº ${id.r1} - Req Um | Cargo Duração A | 3 | 1 | 1 | 1 | 0 | 0.3333`,
      `Nº ${id.r3} - Req Três | Cargo Duração A | 3 | 1 | 0 | 0 | 2 | 0.3333`,
      'Total |  | 6 | 2 | 1 | 1 | 2',
      'Candidatos qualificados no total | 33,33%',
    ])
    for (const t of [`Nº ${id.r1} - Req Um Cargo Duração A 3 1 1 1 0 33,33%`, 'Total 6 2 1 1 2', 'Candidatos qualificados no total 33,33%']) expect(pdf).toContain(t)
    expect((await gerar('qualificacao-cadastral-solicitacao-pessoal', { ano: 2002, statusSolicitacao: 'E' })).xlsx.slice(5, 7)).toEqual([
      `Nº ${id.r1} - Req Um | Cargo Duração A | 3 | 1 | 1 | 1 | 0 | 0.3333`,
      'Total |  | 3 | 1 | 1 | 1 | 0',
    ])
  })

  it('validação; sem dados: 422', async () => {
    expect(await erros('qualificacao-cadastral-solicitacao-pessoal', { statusSolicitacao: 'Z' })).toEqual([
      { field: 'ano', message: 'Ano é obrigatório' },
      { field: 'statusSolicitacao', message: 'Status da Solicitação inválido' },
    ])
    await semDados('qualificacao-cadastral-solicitacao-pessoal', { ano: 2002, statusSolicitacao: 'S' })
  })
})
