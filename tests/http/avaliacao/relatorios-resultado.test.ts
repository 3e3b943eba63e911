import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SELECIONE_AVALIACAO, SELECIONE_TALENTO } from '../../../core/avaliacao/relatorios/resultado-avaliacao.ts'
import { POUCAS_RESPOSTAS_ANONIMA, SEM_RESPOSTAS } from '../../../core/avaliacao/resultados.ts'
import { RELATORIOS } from '../../../core/relatorios.ts'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { sessoesDeTeste } from '../../support/atores.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { prepararCenario, type Cenario } from './resultadosCenario.ts'

const cpf = (n: number) => {
  const corpo = String(810_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}
type Cliente = ReturnType<typeof cliente>
type Resultado = { colunas: Array<{ campo: string; titulo: string }>; linhas: Array<Record<string, unknown>>; totais: Record<string, unknown> | null }

/**
 * The three performance-evaluation result reports (issue 15; spec 002 §5, §7) on both databases, over the results
 * scenario (resultadosCenario.ts): identified evaluation (A: manager 100 %, peer 0 %, self 100 % apart → 50 %; B
 * pending), anonymous one (A: two peers 100 % and 0 %, the lone manager left out → 50 %; B: one peer → hidden), and one
 * of competencies only. PDF, XLSX and the JSON consulta with real figures; the anonymity rule; 400 with the spec's
 * messages, 401, 403, another company's evaluation (404) and 422 without rows.
 */
describe.each(bancosHttp())('avaliação: relatórios de resultado ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: Cliente
  let so2: Cliente
  let semPermissao: Cliente
  const anonimo = { cookie: '' }
  let c: Cenario
  let nomeA: string
  let nomeB: string
  let cargoFaixa: string

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `relres_${process.pid}` } : {})
    ;({ adm, outraEmpresa: so2, semPermissao } = await sessoesDeTeste(amb, { nome: 'Resultado', autoridades: ['ROLE_AVALIACAO', 'ROLE_VER_AREAS'], cpf }))
    c = await prepararCenario(amb, adm)
    const nome = async (id: number) => String(((await amb.knex('colaboradores').where({ id }).first('nome')) as { nome: string }).nome)
    nomeA = await nome(c.avaliadoA)
    nomeB = await nome(c.avaliadoB)
    const f = (await amb.knex('faixas_salariais').where({ id: 4 }).first('nome', 'cargoId')) as { nome: string; cargoId: number }
    const cargo = (await amb.knex('cargos').where({ id: f.cargoId }).first('nome')) as { nome: string }
    cargoFaixa = `${cargo.nome} — ${f.nome}`
  }, 300_000)
  afterAll(() => amb?.fechar())

  const rel = (x: { cookie: string }) => clienteRelatorios(amb.app, () => x.cookie, 'avaliacao')
  const consulta = async (x: Cliente, nome: string, query: string) => {
    const r = await x.get(`/api/avaliacao/consultas/${nome}?${query}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body as Resultado
  }
  const linhaDe = (r: Resultado, id: number) => r.linhas.find((l) => l['avaliadoId'] === id)!
  /** The cells of an XLSX row that hold something. */
  const cheias = (linha: string) => linha.split(' | ').filter((x) => x !== '')

  it('menu: os três relatórios em Avaliação › Relatórios, ordens 5 a 7', () => {
    const nossos = RELATORIOS.filter((r) => ['resultado-avaliacao', 'resultado-avaliacao-agrupado-faixa', 'comparativo-performance-talento'].includes(r.nome))
    expect(nossos.map((r) => [r.caminho, r.menu?.ordem, r.autoridade])).toEqual([
      ['avaliacao/relatorios/resultado-avaliacao', 5, 'ROLE_AVALIACAO'],
      ['avaliacao/relatorios/resultado-avaliacao-agrupado-faixa', 6, 'ROLE_AVALIACAO'],
      ['avaliacao/relatorios/comparativo-performance-talento', 7, 'ROLE_AVALIACAO'],
    ])
  })

  it('resultado da avaliação (JSON, Detalhado): figuras por avaliado e por papel; o pendente sem números, com a observação', async () => {
    const r = await consulta(adm, 'resultado-avaliacao', `avaliacaoId=${c.identificada}&tipo=D`)
    const a = linhaDe(r, c.avaliadoA)
    expect(a).toMatchObject({ nome: nomeA, respostas: 2, questionario: 50, papelU: 100, papelL: 100, papelP: 0, observacao: null })
    expect(a['competencias']).toBeCloseTo(c.competenciasEsperadas, 2)
    expect(a['geral']).toBeCloseTo((50 + c.competenciasEsperadas) / 2, 1)
    expect(linhaDe(r, c.avaliadoB)).toMatchObject({ nome: nomeB, respostas: null, questionario: null, competencias: null, geral: null, observacao: SEM_RESPOSTAS })
    expect(r.colunas.map((x) => x.titulo)).toEqual(expect.arrayContaining(['Autoavaliação (%)', 'Gestor (%)', 'Par (%)', 'Observação']))
    expect(r.colunas.map((x) => x.titulo)).not.toContain('Liderado (%)')
    expect(r.totais).toMatchObject({ nome: 2, questionario: 50, papelP: 0 })
    // Resumido: no role columns.
    const s = await consulta(adm, 'resultado-avaliacao', `avaliacaoId=${c.identificada}`)
    expect(s.colunas.map((x) => x.campo)).toEqual(['nome', 'cargo', 'area', 'respostas', 'questionario', 'competencias', 'geral', 'observacao'])
  })

  it('resultado da avaliação em XLSX e PDF: os números do avaliado, agrupado por área, totais e o resumo', async () => {
    const g = await rel(adm).gerar('resultado-avaliacao', { avaliacaoId: c.identificada, tipo: 'R' })
    const a = g.xlsx.find((l) => l.startsWith(nomeA))!
    expect(cheias(a).slice(3, 5)).toEqual(['2', '0.5'])
    expect(a).toContain(' | 0.75')
    const b = g.xlsx.find((l) => l.startsWith(nomeB))!
    expect(cheias(b)).toHaveLength(4)
    expect(b.endsWith(SEM_RESPOSTAS)).toBe(true)
    expect(g.xlsx.some((l) => l.startsWith('Total: 2'))).toBe(true)
    expect(g.xlsx).toContain('Talentos com resultado | 1 de 2')
    expect(g.xlsx).toContain('Anônima | Não')
    expect(g.pdf).toContain('Resultado da Avaliação de Desempenho')
    expect(g.pdf).toContain('Avaliação identificada 2099 (data final 31/12/2099)')
    expect(g.pdf).toContain('50,00%')
    expect(g.pdf).toContain(SEM_RESPOSTAS)
    // Only some areas: another area's evaluated leave; none left is 422.
    const area = ((await amb.knex('colaborador_historicos').where({ colaboradorId: c.avaliadoA }).orderBy([{ column: 'data', order: 'desc' }, { column: 'id', order: 'desc' }]).first('areaOrganizacionalId')) as { areaOrganizacionalId: number }).areaOrganizacionalId
    const soArea = await consulta(adm, 'resultado-avaliacao', `avaliacaoId=${c.identificada}&areasOrganizacionaisIds=${area}`)
    expect(soArea.linhas.map((l) => l['avaliadoId'])).toContain(c.avaliadoA)
    await rel(adm).semDados('resultado-avaliacao', { avaliacaoId: c.identificada, areasOrganizacionaisIds: [987_654] })
  })

  it('avaliação anônima: o avaliado com uma resposta não traz número em nenhum formato; o gestor sozinho não vira coluna', async () => {
    const r = await consulta(adm, 'resultado-avaliacao', `avaliacaoId=${c.anonima}&tipo=D`)
    expect(linhaDe(r, c.avaliadoA)).toMatchObject({ respostas: 2, questionario: 50, papelP: 50 })
    const b = linhaDe(r, c.avaliadoB)
    expect(Object.entries(b).filter(([, v]) => typeof v === 'number').map(([k]) => k)).toEqual(['avaliadoId'])
    expect(b['observacao']).toBe(POUCAS_RESPOSTAS_ANONIMA)
    // The manager answered alone: no 'Gestor' and no 'Demais avaliadores' figure anywhere.
    expect(r.colunas.map((x) => x.campo).filter((x) => x.startsWith('papel'))).toEqual(['papelP'])
    const g = await rel(adm).gerar('resultado-avaliacao', { avaliacaoId: c.anonima, tipo: 'D' })
    expect(cheias(g.xlsx.find((l) => l.startsWith(nomeB))!)).toHaveLength(4)
    expect(g.pdf).not.toContain('Gestor (%)')
    expect(g.pdf).not.toContain('Demais avaliadores')
    const f = await consulta(adm, 'resultado-avaliacao-agrupado-faixa', `avaliacoesDesempenhosIds=${c.anonima}&tipo=D`)
    expect(Object.entries(linhaDe(f, c.avaliadoB)).filter(([, v]) => typeof v === 'number').map(([k]) => k)).toEqual(['avaliadoId'])
  })

  it('avaliação só de competências: a coluna do questionário não é impressa', async () => {
    const r = await consulta(adm, 'resultado-avaliacao', `avaliacaoId=${c.somenteCompetencias}`)
    expect(r.colunas.map((x) => x.campo)).not.toContain('questionario')
    expect(linhaDe(r, c.avaliadoA)['competencias']).toBeCloseTo(c.competenciasEsperadas, 2)
    const g = await rel(adm).gerar('resultado-avaliacao', { avaliacaoId: c.somenteCompetencias })
    expect(g.pdf).not.toContain('Questionário (%)')
    expect(g.pdf).toContain('Competências (%)')
  })

  it('agrupado por faixa salarial: Resumido por avaliação e faixa, Detalhado por avaliado com subtotais', async () => {
    const ids = `${c.anonima},${c.identificada}`
    const r = await consulta(adm, 'resultado-avaliacao-agrupado-faixa', `avaliacoesDesempenhosIds=${ids}`)
    expect(r.linhas.map((l) => [l['avaliacao'], l['cargoFaixa'], l['avaliados'], l['comResultado'], l['questionario']])).toEqual([
      ['Avaliação identificada 2099 (31/12/2099)', cargoFaixa, 2, 1, 50],
      ['Avaliação anônima 2099 (31/12/2099)', cargoFaixa, 2, 1, 50],
    ])
    expect(r.totais).toMatchObject({ avaliados: 4, comResultado: 2, questionario: 50 })
    const g = await rel(adm).gerar('resultado-avaliacao-agrupado-faixa', { avaliacoesDesempenhosIds: [c.identificada, c.anonima] })
    expect(g.xlsx).toContain('Avaliação identificada 2099 (31/12/2099)')
    expect(g.xlsx.filter((l) => l.startsWith(`${cargoFaixa} | 2 | 1 | 0.5`))).toHaveLength(2)
    expect(g.xlsx.some((l) => l.startsWith('Total | 4 | 2 | 0.5'))).toBe(true)
    expect(g.pdf).toContain('Resultado da Avaliação Agrupado por Faixa Salarial')
    const d = await rel(adm).gerar('resultado-avaliacao-agrupado-faixa', { avaliacoesDesempenhosIds: [c.identificada], tipo: 'D' })
    expect(d.xlsx).toContain(`Avaliação identificada 2099 (31/12/2099) — ${cargoFaixa}`)
    expect(d.xlsx.some((l) => l.startsWith(nomeA) && l.includes(' | 2 | 0.5 | '))).toBe(true)
    expect(d.xlsx.some((l) => l.startsWith('Subtotal: 2 | ') && l.includes(' | 0.5'))).toBe(true)
    expect(d.pdf).toContain(SEM_RESPOSTAS)
  })

  it('comparativo de performance: por talento, em ordem de data, com a variação em p.p.; o oculto sem números', async () => {
    const ids = [c.somenteCompetencias, c.anonima, c.identificada]
    const r = await consulta(adm, 'comparativo-performance-talento', `talentoIds=${c.avaliadoA},${c.avaliadoB}&avaliacoesDesempenhosIds=${ids.join(',')}`)
    const deA = r.linhas.filter((l) => l['avaliadoId'] === c.avaliadoA)
    expect(deA.map((l) => l['avaliacao'])).toEqual(['Avaliação identificada 2099', 'Avaliação anônima 2099', 'Só competências 2099'])
    expect(deA.map((l) => l['data'])).toEqual(['2099-12-31', '2099-12-31', '2099-12-31'])
    const geral = deA.map((l) => Number(l['geral']))
    expect(geral[0]).toBeCloseTo((50 + c.competenciasEsperadas) / 2, 1)
    expect(geral[2]).toBeCloseTo(c.competenciasEsperadas, 1)
    expect(deA[0]!['variacao']).toBeNull()
    expect(deA[1]!['variacao']).toBeCloseTo(geral[1]! - geral[0]!, 2)
    expect(deA[2]!['variacao']).toBeCloseTo(geral[2]! - geral[1]!, 2)
    const deB = r.linhas.filter((l) => l['avaliadoId'] === c.avaliadoB)
    expect(deB.map((l) => [l['avaliacao'], l['geral'], l['variacao'], l['observacao']])).toEqual([
      ['Avaliação identificada 2099', null, null, SEM_RESPOSTAS],
      ['Avaliação anônima 2099', null, null, POUCAS_RESPOSTAS_ANONIMA],
    ])
    const g = await rel(adm).gerar('comparativo-performance-talento', { talentoIds: [c.avaliadoA, c.avaliadoB], avaliacoesDesempenhosIds: ids })
    expect(g.xlsx).toContain(nomeA)
    expect(g.xlsx.some((l) => l.startsWith('Só competências 2099 | 2099-12-31 | '))).toBe(true)
    expect(g.pdf).toContain('Comparativo de Performance do Talento')
    expect(g.pdf).toContain('Variação (p.p.)')
    // A talent evaluated in none of the chosen evaluations: nothing to print.
    await rel(adm).semDados('comparativo-performance-talento', { talentoIds: [c.avaliadorP2], avaliacoesDesempenhosIds: [c.identificada] })
  })

  it('filtros do §5: 400 por campo com as mensagens', async () => {
    const x = rel(adm)
    expect(await x.erros('resultado-avaliacao', {})).toEqual([{ field: 'avaliacaoId', message: 'Avaliação de Desempenho é obrigatória' }])
    expect(await x.erros('resultado-avaliacao', { avaliacaoId: c.identificada, tipo: 'X' })).toEqual([expect.objectContaining({ field: 'tipo' })])
    expect(await x.erros('resultado-avaliacao-agrupado-faixa', { avaliacoesDesempenhosIds: [] })).toEqual([{ field: 'avaliacoesDesempenhosIds', message: SELECIONE_AVALIACAO }])
    expect(await x.erros('comparativo-performance-talento', { talentoIds: [] })).toEqual(
      expect.arrayContaining([
        { field: 'talentoIds', message: SELECIONE_TALENTO },
        { field: 'avaliacoesDesempenhosIds', message: SELECIONE_AVALIACAO },
      ]),
    )
    expect(SELECIONE_TALENTO).toBe('Selecione ao menos um candidato')
    const q = await adm.get('/api/avaliacao/consultas/comparativo-performance-talento?talentoIds=abc')
    expect(q.status).toBe(400)
  })

  it('401, 403 e a avaliação de outra empresa (404)', async () => {
    const corpo = { avaliacaoId: c.identificada }
    expect((await rel(anonimo).pedir('resultado-avaliacao', corpo)).status).toBe(401)
    expect((await rel(semPermissao).pedir('resultado-avaliacao', corpo)).status).toBe(403)
    expect((await semPermissao.get(`/api/avaliacao/consultas/resultado-avaliacao?avaliacaoId=${c.identificada}`)).status).toBe(403)
    expect((await rel(so2).pedir('resultado-avaliacao', corpo)).status).toBe(404)
    expect((await rel(so2).pedir('resultado-avaliacao-agrupado-faixa', { avaliacoesDesempenhosIds: [c.identificada] })).status).toBe(404)
    expect((await rel(so2).pedir('comparativo-performance-talento', { talentoIds: [c.avaliadoA], avaliacoesDesempenhosIds: [c.anonima] }, 'xlsx')).status).toBe(404)
    expect((await so2.get(`/api/avaliacao/consultas/resultado-avaliacao?avaliacaoId=${c.identificada}`)).status).toBe(404)
  })
})
