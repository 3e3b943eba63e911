import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consultaQualificacaoCadastralCandidato } from '../../../core/captacao/relatorios/qualificacao-cadastral-candidato.ts'
import { Consultas } from '../../../core/shared/consulta.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'

/** Divulgação de Vagas, Candidatos Indicados, Qualificação Cadastral dos Candidatos over a known dataset (2003; company 2). */

let amb: AmbienteTeste
let cookie: string
const id: Record<string, number> = {}

const inserir = (tabela: string, dados: Record<string, unknown>, empresaId = 1) => inserirLinha(amb.knex, tabela, { empresaId, ...dados })

beforeAll(async () => {
  amb = await criarAmbiente()
  const c = cliente(amb.app)
  await c.entrar()
  cookie = c.cookie
  id.radio = await inserir('como_ficou_sabendo_vaga', { nome: 'Canal Rádio 2003' })
  id.feira = await inserir('como_ficou_sabendo_vaga', { nome: 'Canal Feira 2003' })
  id.cargo = await inserir('cargos', { nome: 'Cargo Divulgação', nomeMercado: 'D' })
  const cand = (nome: string, d: Record<string, unknown>, empresaId = 1) =>
    inserir('candidatos', { nome, criadoEm: '2003-06-15T12:00:00.000Z', qualificacaoCadastral: 'NAO_VERIFICADO', cargos: '[]', ...d }, empresaId)
  await cand('D1 Ana', { comoFicouSabendoVagaId: id.radio, contratado: true, cargos: JSON.stringify([id.cargo]), indicadoPor: 'Maria Souza', qualificacaoCadastral: 'QUALIFICADO', cpf: '52998224725' })
  await cand('D2 Bia', { comoFicouSabendoVagaId: id.radio, indicadoPor: 'Maria Souza ', qualificacaoCadastral: 'DADOS_INCOMPLETOS' })
  await cand('D3 Caio', { comoFicouSabendoVagaId: id.radio, indicadoPor: '' })
  await cand('D4 Davi', { comoFicouSabendoVagaId: id.feira, contratado: true, indicadoPor: 'João Lima' })
  await cand('D5 Eva', {})
  // 2003-12-31 23:59 in São Paulo: inside 2003; 2002-12-31 23:00 in São Paulo: outside.
  await cand('D6 Fabi', { comoFicouSabendoVagaId: id.radio, criadoEm: '2004-01-01T02:59:00.000Z', indicadoPor: '  ' })
  await cand('D7 Gil', { comoFicouSabendoVagaId: id.feira, criadoEm: '2003-01-01T02:00:00.000Z', indicadoPor: 'João Lima' })
  await cand('D8 Removido', { comoFicouSabendoVagaId: id.feira, removedAt: '2003-07-01T00:00:00.000Z', indicadoPor: 'João Lima' })
  // Company 2: the registration-qualification dataset, and how-heard rows that must not leak into company 1.
  await cand('F1 Alice', { qualificacaoCadastral: 'QUALIFICADO', cpf: '11144477735' }, 2)
  await cand('F2 Bruno', { qualificacaoCadastral: 'QUALIFICADO' }, 2)
  await cand('F3 Cida', { qualificacaoCadastral: 'NAO_QUALIFICADO', mensagemQualificacao: 'PIS inválido' }, 2)
  await cand('F4 Dora', { qualificacaoCadastral: null, indicadoPor: 'Maria Souza' }, 2)
})
afterAll(() => amb.fechar())

const { gerar, erros, semDados } = clienteRelatorios({ request: (u: string, i: RequestInit) => amb.app.request(u, i) }, () => cookie)

describe('divulgacao-vaga', () => {
  const ano = { dataIni: '2003-01-01', dataFim: '2003-12-31' }

  it('candidatos por meio de divulgação, com percentual (soma 100 %), contratados e taxa', async () => {
    const { xlsx, pdf } = await gerar('divulgacao-vaga', ano)
    expect(xlsx[2]).toBe('Cadastro: 01/01/2003 a 31/12/2003')
    expect(xlsx[4]).toBe('Como Ficou Sabendo da Vaga | Candidatos | % dos Candidatos | Contratados | Taxa de Contratação')
    expect(xlsx.slice(5, 8)).toEqual(['Canal Rádio 2003 | 4 | 0.6667 | 1 | 0.25', 'Canal Feira 2003 | 1 | 0.1667 | 1 | 1', 'Não informado | 1 | 0.1666 | 0 | 0'])
    // The company's other options are listed with 0; the total row adds up to 6 candidates, 100 %, 2 hires.
    const demais = xlsx.slice(8, -2)
    expect(demais.length).toBeGreaterThan(0)
    for (const l of demais) expect(l).toMatch(/ \| 0 \| 0 \| 0$/)
    const [rotulo, candidatos, pct, contratados] = xlsx.at(-2)!.split(' | ')
    expect([rotulo, candidatos, contratados]).toEqual(['Total', '6', '2'])
    expect(Number(pct)).toBeCloseTo(1, 10)
    expect(xlsx.at(-1)).toBe('Taxa de contratação geral | 33,33%')
    for (const t of ['Canal Rádio 2003 4 66,67% 1 25,00%', 'Não informado 1 16,66% 0 0,00%', 'Total 6 100,00% 2', 'Taxa de contratação geral 33,33%']) expect(pdf).toContain(t)
  })

  it('filtro por cargo pretendido; validação; sem dados: 422', async () => {
    const { xlsx } = await gerar('divulgacao-vaga', { ...ano, cargosIds: [id.cargo] })
    expect(xlsx[5]).toBe('Canal Rádio 2003 | 1 | 1 | 1 | 1')
    expect(await erros('divulgacao-vaga', { dataIni: '2003-01-01' })).toEqual([{ field: 'dataFim', message: 'Data final é obrigatória' }])
    expect(await erros('divulgacao-vaga', { dataIni: '2003-02-01', dataFim: '2003-01-31' })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    await semDados('divulgacao-vaga', { dataIni: '1990-01-01', dataFim: '1990-01-31' })
  })
})

describe('indicacao-candidato', () => {
  const ano = { dataIni: '2003-01-01', dataFim: '2003-12-31' }

  it('indicados agrupados por quem indicou, com qualificação e contratação', async () => {
    const { xlsx, pdf } = await gerar('indicacao-candidato', ano)
    expect(xlsx.slice(4)).toEqual([
      'Candidato | CPF | Cadastro | Qualificação Cadastral | Contratado',
      'João Lima',
      'D4 Davi |  | 2003-06-15 | Não verificado | Sim',
      'Subtotal: 1',
      'Maria Souza',
      'D1 Ana | 529.982.247-25 | 2003-06-15 | Qualificado | Sim',
      'D2 Bia |  | 2003-06-15 | Dados incompletos | Não',
      'Subtotal: 2',
      'Total: 3',
      'Indicados contratados | 2',
      'Taxa de contratação das indicações | 66,67%',
    ])
    for (const t of ['João Lima', 'Maria Souza', '529.982.247-25', '15/06/2003', 'Subtotal: 2', 'Total: 3', '66,67%']) expect(pdf).toContain(t)
    expect(pdf).not.toContain('D7 Gil')
    expect(pdf).not.toContain('F4 Dora')
    const so = await gerar('indicacao-candidato', { ...ano, somenteContratados: true })
    expect(so.xlsx.filter((l) => l.startsWith('D'))).toEqual(['D4 Davi |  | 2003-06-15 | Não verificado | Sim', 'D1 Ana | 529.982.247-25 | 2003-06-15 | Qualificado | Sim'])
  })

  it('validação; sem dados: 422', async () => {
    expect(await erros('indicacao-candidato', { dataIni: 'ontem', dataFim: '2003-01-01', somenteContratados: 1 })).toEqual([
      { field: 'dataIni', message: 'Data de cadastro inicial inválida' },
      { field: 'somenteContratados', message: 'Somente candidatos contratados inválido' },
    ])
    await semDados('indicacao-candidato', { dataIni: '2003-01-01', dataFim: '2003-01-31' })
  })
})

describe('qualificacao-cadastral-candidato', () => {
  it('resumido: por empresa, candidatos e percentual por qualificação', async () => {
    const { xlsx, pdf } = await gerar('qualificacao-cadastral-candidato', { empresasIds: [2] })
    expect(xlsx[2]).toBe('Empresas: 1 selecionada(s); Qualificação: todos; Resumido')
    expect(xlsx.slice(4)).toEqual([
      'Qualificação Cadastral | Candidatos | % da Empresa',
      'Filial Norte Comércio',
      'Qualificado | 2 | 0.5',
      'Não qualificado | 1 | 0.25',
      'Não verificado | 1 | 0.25',
      'Subtotal | 4',
      'Total | 4',
    ])
    for (const t of ['Filial Norte Comércio', 'Qualificado 2 50,00%', 'Não verificado 1 25,00%', 'Subtotal 4', 'Total 4']) expect(pdf).toContain(t)
  })

  it('detalhado e filtro por qualificação', async () => {
    const { xlsx, pdf } = await gerar('qualificacao-cadastral-candidato', { empresasIds: [2], tipo: 'D' })
    expect(xlsx.slice(4)).toEqual([
      'Candidato | CPF | Cadastro | Qualificação Cadastral | Mensagem da Qualificação',
      'Filial Norte Comércio',
      'F1 Alice | 111.444.777-35 | 2003-06-15 | Qualificado',
      'F2 Bruno |  | 2003-06-15 | Qualificado',
      'F3 Cida |  | 2003-06-15 | Não qualificado | PIS inválido',
      'F4 Dora |  | 2003-06-15 | Não verificado',
      'Subtotal: 4',
      'Total: 4',
    ])
    expect(pdf).toContain('PIS inválido')
    expect((await gerar('qualificacao-cadastral-candidato', { empresasIds: [2], qualificacao: 'NAO_VERIFICADO' })).xlsx.slice(6, 8)).toEqual(['Não verificado | 1 | 1', 'Subtotal | 1'])
  })

  it('validação: ao menos uma empresa; empresa não visível não entra; sem dados: 422', async () => {
    expect(await erros('qualificacao-cadastral-candidato', { qualificacao: 'X' })).toEqual([
      { field: 'empresasIds', message: 'Selecione ao menos uma empresa' },
      { field: 'qualificacao', message: 'Qualificação Cadastral inválida' },
    ])
    expect(await erros('qualificacao-cadastral-candidato', { empresasIds: [] })).toEqual([{ field: 'empresasIds', message: 'Selecione ao menos uma empresa' }])
    await semDados('qualificacao-cadastral-candidato', { empresasIds: [999] })
    // A user who sees only company 1 gets nothing of company 2, even when asking for it.
    const linhas = await amb.runtime.runPromise(
      Effect.flatMap(Consultas, (c) =>
        c.linhas(consultaQualificacaoCadastralCandidato.nome, { empresasIds: [2], qualificacao: 'TODOS', tipo: 'R' }, { usuarioId: 2, empresaId: 1, empresasVisiveis: [1] }),
      ),
    )
    expect(linhas).toEqual([])
  })
})
