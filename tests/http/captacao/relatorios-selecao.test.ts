import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'

/** Candidatos em Seleção, Análise das Etapas Seletivas, Avaliações de Candidatos over a known dataset of 2001. */

let amb: AmbienteTeste
let cookie: string
const id: Record<string, number> = {}
const anoAtual = Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 4))

const inserir = (tabela: string, dados: Record<string, unknown>) => inserirLinha(amb.knex, tabela, { empresaId: 1, ...dados })

beforeAll(async () => {
  amb = await criarAmbiente()
  const c = cliente(amb.app)
  await c.entrar()
  cookie = c.cookie
  id.e1 = await inserir('etapas_seletivas', { nome: 'Triagem 2001', ordem: 101 })
  id.e2 = await inserir('etapas_seletivas', { nome: 'Entrevista 2001', ordem: 102 })
  id.e3 = await inserir('etapas_seletivas', { nome: 'Prova 2001', ordem: 103 })
  id.cargo = await inserir('cargos', { nome: 'Cargo do Relatório', nomeMercado: 'Cargo R' })
  const sol = { horarioComercial: '08h às 17h', cargoId: id.cargo }
  id.s1 = await inserir('solicitacoes_pessoal', { ...sol, descricao: 'Vaga Alfa', data: '2001-02-01', quantidade: 2, status: 'A' })
  id.s2 = await inserir('solicitacoes_pessoal', { ...sol, descricao: 'Vaga Beta', data: '2001-03-01', quantidade: 1, qtdVagasPreenchidas: 1, status: 'A', encerrada: true, dataEncerramento: '2001-04-15' })
  for (const [k, nome, cpf] of [['c1', 'Ana Relatório', '52998224725'], ['c2', 'Bruno Relatório', '11144477735'], ['c3', 'Carla Relatório', null], ['c4', 'Diego Relatório', null]] as const)
    id[k] = await inserir('candidatos', { nome, cpf, criadoEm: '2001-01-10T12:00:00.000Z', qualificacaoCadastral: 'NAO_VERIFICADO' })
  const link = (c: string, s: string, etapa: string, apto: string | null, dia: string, extra: Record<string, unknown> = {}) =>
    inserir('candidato_solicitacao', { candidatoId: id[c], solicitacaoId: id[s], etapaSeletivaId: id[etapa], apto, dataEtapa: `${dia}T12:00:00.000Z`, dataVinculo: '2001-02-02', ...extra })
  id.l1 = await link('c1', 's1', 'e2', null, '2001-02-10')
  id.l2 = await link('c2', 's1', 'e1', 'N', '2001-02-05')
  id.l3 = await link('c3', 's1', 'e3', 'S', '2001-02-20')
  id.l4 = await link('c4', 's2', 'e3', 'S', '2001-04-01', { contratado: true, dataContratacao: '2001-04-10' })
  id.l5 = await link('c1', 's2', 'e1', null, '2001-03-02', { removedAt: '2001-03-03T00:00:00.000Z' })
  const hist = (l: string, c: string, s: string, etapa: string, data: string, apto: string | null, observacao: string | null = null) =>
    inserir('historico', { candidatoSolicitacaoId: id[l], candidatoId: id[c], solicitacaoId: id[s], etapaSeletivaId: id[etapa], data, apto, observacao, responsavel: 'Rita RH' })
  await hist('l1', 'c1', 's1', 'e1', '2001-02-05', 'S')
  await hist('l1', 'c1', 's1', 'e2', '2001-02-10', null, 'Aguardando retorno')
  await hist('l2', 'c2', 's1', 'e1', '2001-02-05', 'N', 'Sem experiência')
  await hist('l3', 'c3', 's1', 'e1', '2001-02-06', 'S')
  await hist('l3', 'c3', 's1', 'e2', '2001-02-12', 'S')
  await hist('l3', 'c3', 's1', 'e3', '2001-02-20', 'S')
  await hist('l4', 'c4', 's2', 'e1', '2001-03-05', 'S')
  await hist('l4', 'c4', 's2', 'e2', '2001-03-10', 'S')
  await hist('l4', 'c4', 's2', 'e3', '2001-04-01', 'S')
  id.m1 = await inserir('modelos_avaliacao_candidato', { titulo: 'Modelo 2001' })
  const av = (c: string, etapa: string, data: string, pontuacao: number, percentual: number | null, aprovado: boolean | null) =>
    inserir('avaliacoes_candidato', { candidatoId: id[c], solicitacaoId: id.s1, etapaSeletivaId: id[etapa], modeloId: id.m1, data, pontuacao, pontuacaoMaxima: 10, percentual, aprovado })
  await av('c1', 'e2', '2001-02-11', 8, null, true)
  await av('c2', 'e1', '2001-02-06', 3, null, false)
  await av('c3', 'e2', '2001-02-15', 9.5, 95, true)
})
afterAll(() => amb.fechar())

const { gerar, erros, semDados } = clienteRelatorios({ request: (u: string, i: RequestInit) => amb.app.request(u, i) }, () => cookie)

describe('candidato-selecao', () => {
  const base = () => ({ solicitacoesIds: [id.s1, id.s2] })

  it('agrupa por solicitação, com etapa, resultado, contratado, contagens e resumo (XLSX e PDF)', async () => {
    const { xlsx, pdf } = await gerar('candidato-selecao', base())
    expect(xlsx[0]).toBe('Candidatos em Seleção')
    expect(xlsx[2]).toBe('Solicitações: todas; Candidatos: aptos e não aptos; Ordem: alfabética (nome do candidato); Solicitações: 2 selecionado(s)')
    expect(xlsx[4]).toBe('Candidato | CPF | Etapa Atual | Desde | Resultado | Contratado')
    const corpo = xlsx.slice(5)
    expect(corpo).toEqual([
      `Nº ${id.s1} - Vaga Alfa (Cargo do Relatório) — Aprovada`,
      'Ana Relatório | 529.982.247-25 | Entrevista 2001 | 2001-02-10 | Pendente | Não',
      'Bruno Relatório | 111.444.777-35 | Triagem 2001 | 2001-02-05 | Não apto | Não',
      'Carla Relatório |  | Prova 2001 | 2001-02-20 | Apto | Não',
      'Subtotal: 3',
      `Nº ${id.s2} - Vaga Beta (Cargo do Relatório) — Encerrada`,
      'Diego Relatório |  | Prova 2001 | 2001-04-01 | Apto | Sim',
      'Subtotal: 1',
      'Total: 4',
      'Candidatos em seleção | 4',
      'Aptos | 2',
      'Não aptos | 1',
      'Pendentes | 1',
      'Contratados | 1',
    ])
    for (const t of ['Candidatos em Seleção', 'Ana Relatório', '529.982.247-25', '10/02/2001', 'Pendente', 'Subtotal: 3', 'Subtotal: 1', 'Total: 4', 'Contratados 1', 'Página 1 de 1'])
      expect(pdf).toContain(t)
  })

  it('situação S só aptos; ordem por etapa; status E só encerradas', async () => {
    expect((await gerar('candidato-selecao', { ...base(), situacaoCandidato: 'S' })).xlsx.filter((l) => l.includes('Relatório |')).map((l) => l.split(' | ')[0])).toEqual([
      'Carla Relatório',
      'Diego Relatório',
    ])
    expect((await gerar('candidato-selecao', { ...base(), ordem: 'E' })).xlsx.filter((l) => l.includes('Relatório |')).map((l) => l.split(' | ')[0])).toEqual([
      'Bruno Relatório',
      'Ana Relatório',
      'Carla Relatório',
      'Diego Relatório',
    ])
    const { xlsx } = await gerar('candidato-selecao', { ...base(), statusSolicitacao: 'E' })
    expect(xlsx.at(-6)).toBe('Total: 1')
  })

  it('filtro inválido: 400 com a mensagem do campo; sem dados: 422', async () => {
    expect(await erros('candidato-selecao', { statusSolicitacao: 'X', situacaoCandidato: 'Z', ordem: 'Q' })).toEqual([
      { field: 'statusSolicitacao', message: 'Status da Solicitação inválido' },
      { field: 'situacaoCandidato', message: 'Situação do Candidato inválida' },
      { field: 'ordem', message: 'Ordenação inválida' },
    ])
    await semDados('candidato-selecao', { solicitacoesIds: [999_999] })
    await semDados('candidato-selecao', { solicitacoesIds: [id.s2], situacaoCandidato: 'N' })
  })
})

describe('analise-etapa-seletiva', () => {
  const base = () => ({ ano: 2001, etapasIds: [id.e1, id.e2, id.e3] })

  it('resumido: candidatos, aptos, não aptos, sem resultado e taxa de aprovação por etapa', async () => {
    const { xlsx, formatos, pdf } = await gerar('analise-etapa-seletiva', base())
    expect(xlsx[2]).toBe('Ano: 2001; Etapas: 3 selecionada(s); Solicitações: todas; Candidatos: aptos e não aptos; Resumido')
    expect(xlsx.slice(4)).toEqual([
      'Etapa Seletiva | Candidatos na Etapa | Aptos | Não Aptos | Sem Resultado | Taxa de Aprovação',
      'Triagem 2001 | 4 | 3 | 1 | 0 | 0.75',
      'Entrevista 2001 | 3 | 2 | 0 | 1 | 1',
      'Prova 2001 | 2 | 2 | 0 | 0 | 1',
      'Total | 9 | 7 | 1 | 1',
      'Taxa de aprovação geral | 87,50%',
    ])
    expect(formatos[5]![5]).toBe('0.00%')
    for (const t of ['Triagem 2001 4 3 1 0 75,00%', 'Entrevista 2001 3 2 0 1 100,00%', 'Total 9 7 1 1', 'Taxa de aprovação geral 87,50%']) expect(pdf).toContain(t)
  })

  it('detalhado com observação, agrupado por etapa; filtros de status e situação', async () => {
    const { xlsx, pdf } = await gerar('analise-etapa-seletiva', { ...base(), tipo: 'D', imprimirObservacao: true })
    expect(xlsx[4]).toBe('Candidato | Data | Solicitação | Responsável | Resultado | Observação')
    expect(xlsx).toContain(`Bruno Relatório | 2001-02-05 | Nº ${id.s1} - Vaga Alfa | Rita RH | Não apto | Sem experiência`)
    expect(xlsx.filter((l) => l.startsWith('Subtotal'))).toEqual(['Subtotal: 4', 'Subtotal: 3', 'Subtotal: 2'])
    expect(xlsx).toContain('Total: 9')
    expect(pdf).toContain('Aguardando retorno')
    const sem = await gerar('analise-etapa-seletiva', { ...base(), tipo: 'D' })
    expect(sem.xlsx[4]).toBe('Candidato | Data | Solicitação | Responsável | Resultado')
    expect(sem.pdf).not.toContain('Aguardando retorno')
    // Only the closed request (Vaga Beta: Diego in the three stages).
    expect((await gerar('analise-etapa-seletiva', { ...base(), statusSolicitacao: 'E' })).xlsx).toContain('Total | 3 | 3 | 0 | 0')
    // Only the failed ones.
    const n = await gerar('analise-etapa-seletiva', { ...base(), situacaoCandidato: 'N' })
    expect(n.xlsx.slice(5)).toEqual(['Triagem 2001 | 1 | 0 | 1 | 0 | 0', 'Total | 1 | 0 | 1 | 0', 'Taxa de aprovação geral | 0,00%'])
  })

  it('validação: ano obrigatório e entre 1900 e o ano atual; ao menos uma etapa; sem dados: 422', async () => {
    expect(await erros('analise-etapa-seletiva', {})).toEqual([
      { field: 'ano', message: 'Ano é obrigatório' },
      { field: 'etapasIds', message: 'Selecione ao menos uma etapa seletiva' },
    ])
    expect(await erros('analise-etapa-seletiva', { ano: 1899, etapasIds: [id.e1] })).toEqual([{ field: 'ano', message: `O ano deve estar entre 1900 e ${anoAtual}` }])
    expect(await erros('analise-etapa-seletiva', { ano: anoAtual + 1, etapasIds: [id.e1] })).toEqual([{ field: 'ano', message: `O ano deve estar entre 1900 e ${anoAtual}` }])
    expect(await erros('analise-etapa-seletiva', { ano: 'dois mil', etapasIds: [] })).toEqual([
      { field: 'ano', message: 'Ano inválido' },
      { field: 'etapasIds', message: 'Selecione ao menos uma etapa seletiva' },
    ])
    expect(await erros('analise-etapa-seletiva', { ...base(), statusSolicitacao: 'Q', situacaoCandidato: 'Q', imprimirObservacao: 'sim' })).toEqual([
      { field: 'statusSolicitacao', message: 'Status da Solicitação inválido' },
      { field: 'situacaoCandidato', message: 'Situação do Candidato inválida' },
      { field: 'imprimirObservacao', message: 'Imprimir observação inválido' },
    ])
    await semDados('analise-etapa-seletiva', { ...base(), ano: 1950 })
  })
})

describe('avaliacao-candidato', () => {
  const base = { dataIni: '2001-01-01', dataFim: '2001-12-31' }

  it('avaliações por modelo com pontuação, percentual e resultado; média e taxa de aprovação', async () => {
    const { xlsx, pdf } = await gerar('avaliacao-candidato', base)
    expect(xlsx[2]).toBe('Período: 01/01/2001 a 31/12/2001')
    expect(xlsx.slice(4)).toEqual([
      'Candidato | Data | Solicitação | Etapa | Pontuação | Pontuação Máxima | Percentual | Resultado',
      'Modelo 2001',
      `Bruno Relatório | 2001-02-06 | Nº ${id.s1} - Vaga Alfa | Triagem 2001 | 3 | 10 | 0.3 | Reprovado`,
      `Ana Relatório | 2001-02-11 | Nº ${id.s1} - Vaga Alfa | Entrevista 2001 | 8 | 10 | 0.8 | Aprovado`,
      `Carla Relatório | 2001-02-15 | Nº ${id.s1} - Vaga Alfa | Entrevista 2001 | 9.5 | 10 | 0.95 | Aprovado`,
      `Subtotal: 3 |  |  |  |  |  | 0.68333333`,
      `Total: 3 |  |  |  |  |  | 0.68333333`,
      'Avaliações | 3',
      'Aprovados | 2',
      'Reprovados | 1',
      'Taxa de aprovação | 66,67%',
    ])
    for (const t of ['Modelo 2001', '9,50', '95,00%', '30,00%', 'Total: 3', '68,33%', 'Taxa de aprovação 66,67%']) expect(pdf).toContain(t)
  })

  it('validação do período; sem dados: 422', async () => {
    expect(await erros('avaliacao-candidato', {})).toEqual([
      { field: 'dataIni', message: 'Data inicial é obrigatória' },
      { field: 'dataFim', message: 'Data final é obrigatória' },
    ])
    expect(await erros('avaliacao-candidato', { dataIni: '2001-05-01', dataFim: '2001-04-30' })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    expect(await erros('avaliacao-candidato', { dataIni: '2001-02-30', dataFim: '2001-04-30' })).toEqual([{ field: 'dataIni', message: 'Data inicial inválida' }])
    await semDados('avaliacao-candidato', { dataIni: '1990-01-01', dataFim: '1990-12-31' })
    await semDados('avaliacao-candidato', { ...base, modelosIds: [999_999] })
  })
})
