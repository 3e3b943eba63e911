import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ANONIMA_MINIMO_AVALIADORES,
  AVALIADOR_NAO_AVALIA,
  DETALHADO_MAXIMO_AVALIADORES,
  NOTA_MINIMA_OBRIGATORIA,
  SELECIONE_AVALIACAO,
} from '../../../core/avaliacao/relatorios/analise-desempenho.ts'
import { TIPO_NOTA } from '../../../core/shared/questionario.ts'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { sessoesDeTeste } from '../../support/atores.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { prepararCenario, type Cenario } from './resultadosCenario.ts'

const cpf = (n: number) => {
  const corpo = String(580_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}
type Cliente = ReturnType<typeof cliente>
const TALENTO = 'analise-desempenho-competencia-talento'
const ORGANIZACIONAL = 'analise-desempenho-competencia-organizacional'
const PARES = 'avaliacao-desempenho-avaliadores-avaliados'
const SEGREDO = 'Comentário secreto do par'

/**
 * The three performance-analysis reports (issue 15; spec 002 §5 'Performance analysis report') on both databases, over
 * the results scenario (answers inserted directly): PDF and XLSX with the levels and means, the JSON consulta, each
 * §5 message, 401, 403, another company's evaluation (404), 422 without rows, and the anonymous evaluation never
 * printing an evaluator's name next to a level or an answer.
 */
describe.each(bancosHttp())('avaliação: relatórios de análise de desempenho ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: Cliente
  let so2: Cliente
  let semPermissao: Cliente
  const anonimo = { cookie: '' }
  let c: Cenario
  const nome: Record<'A' | 'B' | 'L' | 'P' | 'P2', string> = { A: '', B: '', L: '', P: '', P2: '' }
  let areaA: number
  let nivel1: string
  let semPares: number

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `rel_analise_${process.pid}` } : {})
    ;({ adm, outraEmpresa: so2, semPermissao } = await sessoesDeTeste(amb, { nome: 'Análise', autoridades: ['ROLE_AVALIACAO'], cpf }))
    c = await prepararCenario(amb, adm)
    const ids = { A: c.avaliadoA, B: c.avaliadoB, L: c.avaliadorL, P: c.avaliadorP, P2: c.avaliadorP2 }
    for (const [k, id] of Object.entries(ids)) nome[k as keyof typeof nome] = String((await amb.knex('colaboradores').where({ id }).first('nome')).nome)
    const h = (await amb.knex('colaborador_historicos').where({ colaboradorId: c.avaliadoA }).orderBy([{ column: 'data', order: 'desc' }, { column: 'id', order: 'desc' }]).first('areaOrganizacionalId')) as {
      areaOrganizacionalId: number
    }
    areaA = Number(h.areaOrganizacionalId)
    nivel1 = String((await amb.knex('niveis_competencia').where({ id: 1 }).first('descricao')).descricao)
    // A commented answer of one anonymous peer: no report may print it next to an evaluator.
    const anon = (await amb.knex('avaliacoes_desempenho_respostas_anonimas').where({ avaliacaoDesempenhoId: c.anonima, avaliadoId: c.avaliadoA, papel: 'P' }).orderBy('id').first('id', 'respostas')) as {
      id: number
      respostas: string
    }
    const rs = (JSON.parse(anon.respostas) as Array<Record<string, unknown>>).map((r) => (r['tipoId'] === TIPO_NOTA ? { ...r, comentario: SEGREDO } : r))
    await amb.knex('avaliacoes_desempenho_respostas_anonimas').where({ id: anon.id }).update({ respostas: JSON.stringify(rs) })
    semPares = await criarNaApi(adm, 'avaliacao/avaliacoes-desempenho', { ...c.corpoIdentificada, titulo: 'Sem participantes 2099' })
  }, 300_000)
  afterAll(() => amb?.fechar())

  const rel = (x: { cookie: string }) => clienteRelatorios(amb.app, () => x.cookie, 'avaliacao')
  const talento = (f: Record<string, unknown>) => ({ avaliacaoDesempenhoId: c.identificada, avaliadoId: c.avaliadoA, tipo: 'R', ...f })

  it("talento, resumido: uma linha por competência exigida, a média contada dos resultados, 'Atende' e a nota mínima", async () => {
    const res = (await adm.get(`/api/avaliacao/avaliacoes-desempenho/${c.identificada}/resultados/${c.avaliadoA}`)).body as {
      competencias: Array<{ competencia: string; ordemExigida: number; ordemMedia: number }>
    }
    expect(res.competencias).toHaveLength(c.exigidas)
    const r = await rel(adm).gerar(TALENTO, talento({ notaMinimaMediaGeralCompetencia: 0, exibirAssinaturas: true }))
    for (const x of res.competencias) {
      const linha = r.xlsx.find((l) => l.startsWith(`${x.competencia} |`))
      expect(linha, x.competencia).toBeDefined()
      // Manager and peer gave the required level: the mean is the required weight, and it meets it.
      expect(linha).toContain(`| ${x.ordemMedia} | Sim`)
      expect(x.ordemMedia).toBe(x.ordemExigida)
    }
    expect(r.pdf).toContain('Análise de Desempenho das Competências do Talento')
    expect(r.pdf).toContain(nome.A)
    expect(r.pdf).toContain('Avaliação identificada 2099')
    expect(r.pdf).toContain('Atingiu')
    expect(r.pdf).toContain('Assinatura do Avaliador/Gestor')
  })

  it('talento, detalhado: uma coluna por avaliador selecionado com o nível que deu; média dos selecionados; não atingiu', async () => {
    const r = await rel(adm).gerar(TALENTO, talento({ tipo: 'D', avaliadoresIds: [c.avaliadoA, c.avaliadorL], notaMinimaMediaGeralCompetencia: 1000 }))
    expect(r.xlsx.some((l) => l.includes(`${nome.A} (Autoavaliação)`) && l.includes(`${nome.L} (Gestor)`))).toBe(true)
    // The self-evaluation gave level 1 everywhere.
    const linhas = r.xlsx.filter((l) => l.includes(`| ${nivel1} (`))
    expect(linhas).toHaveLength(c.exigidas)
    expect(r.pdf).toContain('Não atingiu')
    expect(r.pdf).toContain('Avaliadores: 2 selecionado(s)')
  })

  it('talento: a consulta JSON devolve as mesmas linhas', async () => {
    const q = new URLSearchParams({ avaliacaoDesempenhoId: String(c.identificada), avaliadoId: String(c.avaliadoA), tipo: 'D', avaliadoresIds: `${c.avaliadorL},${c.avaliadorP}`, notaMinimaMediaGeralCompetencia: '2' })
    const r = await adm.get(`/api/avaliacao/consultas/${TALENTO}?${q}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.linhas).toHaveLength(c.exigidas)
    expect(r.body.colunas.map((x: { titulo: string }) => x.titulo)).toEqual(['Competência', 'Nível exigido', `${nome.L} (Gestor)`, `${nome.P} (Par)`, 'Média', 'Atende'])
  })

  it('talento: cada mensagem do §5 no seu campo', async () => {
    const c1 = rel(adm)
    expect(await c1.erros(TALENTO, { tipo: 'R' })).toEqual(
      expect.arrayContaining([
        { field: 'avaliacaoDesempenhoId', message: 'Avaliação de Desempenho é obrigatória' },
        { field: 'avaliadoId', message: 'Avaliado é obrigatório' },
      ]),
    )
    expect(await c1.erros(TALENTO, talento({ avaliacaoDesempenhoId: c.anonima, tipo: 'D', avaliadoresIds: [c.avaliadorP], notaMinimaMediaGeralCompetencia: 1 }))).toEqual([
      { field: 'avaliadoresIds', message: ANONIMA_MINIMO_AVALIADORES },
    ])
    expect(await c1.erros(TALENTO, talento({ tipo: 'D', avaliadoresIds: [1, 2, 3, 4, 5], notaMinimaMediaGeralCompetencia: 1 }))).toEqual([
      { field: 'avaliadoresIds', message: DETALHADO_MAXIMO_AVALIADORES },
    ])
    expect(await c1.erros(TALENTO, talento({ tipo: 'D', avaliadoresIds: [c.avaliadorL] }))).toEqual([{ field: 'notaMinimaMediaGeralCompetencia', message: NOTA_MINIMA_OBRIGATORIA }])
    expect(await c1.erros(TALENTO, talento({ avaliadoresIds: [c.avaliadorP2] }))).toEqual([{ field: 'avaliadoresIds', message: AVALIADOR_NAO_AVALIA }])
    expect(await c1.erros(TALENTO, talento({ notaMinimaMediaGeralCompetencia: -1 }))).toEqual([{ field: 'notaMinimaMediaGeralCompetencia', message: expect.any(String) }])
  })

  it('anônima: colunas por grupo de papel, comentários sem nome; nenhum avaliador ao lado de um nível ou resposta', async () => {
    const f = { avaliacaoDesempenhoId: c.anonima, tipo: 'D', avaliadoresIds: [c.avaliadorP, c.avaliadorP2], exibirComentarios: true, notaMinimaMediaGeralCompetencia: 1 }
    const r = await rel(adm).gerar(TALENTO, talento(f))
    const texto = [r.pdf, ...r.xlsx].join('\n')
    expect(r.xlsx.some((l) => l.startsWith('Competência | Nível exigido | Par | Média | Atende'))).toBe(true)
    expect(texto).toContain(SEGREDO)
    for (const n of [nome.L, nome.P, nome.P2]) expect(texto).not.toContain(n)
    // The evaluated B has a single answer: everything hidden, the message says why.
    const b = await rel(adm).gerar(TALENTO, { ...talento({ ...f, avaliadoresIds: [], tipo: 'R' }), avaliadoId: c.avaliadoB })
    expect(b.pdf).toContain('Avaliação anônima: o resultado deste avaliado aparece a partir de 2 avaliadores')
    expect(b.xlsx.some((l) => / \| (Sim|Não)$/.test(l))).toBe(false)
    const o = await rel(adm).gerar(ORGANIZACIONAL, { avaliacoesDesempenhosIds: [c.anonima], areasOrganizacionaisIds: [areaA] })
    const p = await rel(adm).gerar(PARES, { avaliacaoDesempenhoId: c.anonima, agruparPor: 'AVALIADOR', situacao: 'TODAS' })
    for (const t of [o.pdf, ...o.xlsx]) for (const n of [nome.L, nome.P, nome.P2]) expect(t).not.toContain(n)
    // Who takes part is known (as for surveys); never an answer or a level.
    expect(p.pdf).toContain(nome.P2)
    expect([p.pdf, ...p.xlsx].join('\n')).not.toContain(SEGREDO)
    expect([p.pdf, ...p.xlsx].join('\n')).not.toContain(`${nivel1} (`)
  })

  it('organizacional: por área, cada competência com avaliados, níveis médios e % que atendem (só resultados exibidos)', async () => {
    const r = await rel(adm).gerar(ORGANIZACIONAL, { avaliacoesDesempenhosIds: [c.identificada, c.anonima], areasOrganizacionaisIds: [areaA] })
    const area = String((await amb.knex('areas_organizacionais').where({ id: areaA }).first('nome')).nome)
    expect(r.xlsx.some((l) => l.startsWith(area))).toBe(true)
    // A in both evaluations (identified: manager and peer; anonymous: two peers), every level the required one; B hidden or pending.
    // The XLSX keeps a percentage as a fraction with a % format (1 = 100 %).
    const linhas = r.xlsx.filter((l) => / \| 2 \| [\d.]+ \| [\d.]+ \| 1$/.test(l))
    expect(linhas).toHaveLength(c.exigidas)
    for (const l of linhas) {
      const [, , exigido, atribuido] = l.split(' | ')
      expect(atribuido).toBe(exigido)
    }
    expect(r.pdf).toContain('Análise de Desempenho das Competências Organizacional')
    expect(r.pdf).toContain('100,00%')
    const erros = await rel(adm).erros(ORGANIZACIONAL, { avaliacoesDesempenhosIds: [], areasOrganizacionaisIds: [] })
    expect(erros).toEqual(
      expect.arrayContaining([
        { field: 'avaliacoesDesempenhosIds', message: SELECIONE_AVALIACAO },
        { field: 'areasOrganizacionaisIds', message: 'Selecione ao menos uma Área Organizacional' },
      ]),
    )
  })

  it('avaliadores e avaliados: agrupado pelo lado escolhido, filtrado pela situação', async () => {
    const r = await rel(adm).gerar(PARES, { avaliacaoDesempenhoId: c.identificada, agruparPor: 'AVALIADOR', situacao: 'TODAS' })
    expect(r.xlsx).toContain(nome.L)
    expect(r.xlsx.some((l) => l.startsWith(`${nome.A} | Gestor | Respondida | 2099-06-01`))).toBe(true)
    expect(r.xlsx.some((l) => l.startsWith(`${nome.B} | Gestor | Não respondida`))).toBe(true)
    const pend = await rel(adm).gerar(PARES, { avaliacaoDesempenhoId: c.identificada, agruparPor: 'AVALIADO', situacao: 'PENDENTES' })
    expect(pend.xlsx).toContain(nome.B)
    expect(pend.xlsx.some((l) => l.startsWith(`${nome.L} | Gestor | Não respondida`))).toBe(true)
    expect(pend.xlsx.some((l) => l.includes('| Respondida'))).toBe(false)
    expect(await rel(adm).erros(PARES, {})).toEqual(
      expect.arrayContaining([
        { field: 'avaliacaoDesempenhoId', message: 'Avaliação de Desempenho é obrigatória' },
        { field: 'agruparPor', message: 'Agrupar por é obrigatório' },
        { field: 'situacao', message: 'Situação é obrigatória' },
      ]),
    )
  })

  it('401, 403, avaliação de outra empresa (404), avaliado fora da avaliação (404) e 422 sem linhas', async () => {
    const f = talento({})
    expect((await rel(anonimo).pedir(TALENTO, f)).status).toBe(401)
    expect((await rel(semPermissao).pedir(TALENTO, f)).status).toBe(403)
    expect((await rel(semPermissao).pedir(PARES, { avaliacaoDesempenhoId: c.identificada, agruparPor: 'AVALIADO', situacao: 'TODAS' })).status).toBe(403)
    expect((await rel(so2).pedir(TALENTO, f)).status).toBe(404)
    expect((await rel(so2).pedir(ORGANIZACIONAL, { avaliacoesDesempenhosIds: [c.identificada], areasOrganizacionaisIds: [areaA] })).status).toBe(404)
    expect((await rel(so2).pedir(PARES, { avaliacaoDesempenhoId: c.identificada, agruparPor: 'AVALIADO', situacao: 'TODAS' })).status).toBe(404)
    expect((await rel(adm).pedir(TALENTO, talento({ avaliacaoDesempenhoId: c.somenteCompetencias, avaliadoId: c.avaliadoB }))).status).toBe(404)
    await rel(adm).semDados(PARES, { avaliacaoDesempenhoId: semPares, agruparPor: 'AVALIADO', situacao: 'TODAS' })
    await rel(adm).semDados(PARES, { avaliacaoDesempenhoId: c.somenteCompetencias, agruparPor: 'AVALIADO', situacao: 'PENDENTES' })
    const outraArea = Number((await amb.knex('areas_organizacionais').where({ empresaId: 1 }).whereNot({ id: areaA }).orderBy('id').first('id')).id)
    await rel(adm).semDados(ORGANIZACIONAL, { avaliacoesDesempenhosIds: [c.identificada], areasOrganizacionaisIds: [outraArea] })
  })
})
