import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MODELO_COM_RESPOSTAS_REMOVER } from '../../../core/avaliacao/modelosAvaliacaoUso.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { prepararCenario, type Cenario } from './resultadosCenario.ts'

const API = '/api/avaliacao/avaliacoes-desempenho'

/**
 * How the results are read (issue 15 performance goal, bench/avaliacao-resultados-db.ts): one evaluated's page reads
 * only that evaluated's pairs and anonymous answers and gives the figures of their line in the whole results; the
 * ranges' required competencies in one read; the results and the nine box remembered until the next write.
 */
describe.each(bancosHttp())('avaliação: leitura dos resultados ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let c: Cenario
  /** Rows each SQL statement of `f` returned, by table read (the statement's text). */
  const lidas = async (f: () => Promise<unknown>) => {
    const xs: Array<{ sql: string; linhas: ReadonlyArray<Record<string, unknown>> }> = []
    const ouvir = (r: unknown, q: { sql: string }) => {
      const linhas = Array.isArray(r) ? r : Array.isArray((r as { rows?: unknown })?.rows) ? (r as { rows: unknown[] }).rows : []
      xs.push({ sql: q.sql, linhas: linhas as ReadonlyArray<Record<string, unknown>> })
    }
    amb.knex.on('query-response', ouvir)
    try {
      await f()
    } finally {
      amb.knex.off('query-response', ouvir)
    }
    return xs
  }

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `aval_leit_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    c = await prepararCenario(amb, adm)
  }, 300_000)
  afterAll(() => amb?.fechar())

  it("one evaluated's page reads only their pairs and answers, and shows their line of the whole results", async () => {
    for (const [avaliacao, anonima] of [
      [c.identificada, false],
      [c.anonima, true],
    ] as const) {
      const todos = await adm.get(`${API}/${avaliacao}/resultados`)
      expect(todos.status).toBe(200)
      for (const avaliadoId of [c.avaliadoA, c.avaliadoB]) {
        let pagina: Awaited<ReturnType<typeof adm.get>> | undefined
        const consultas = await lidas(async () => {
          pagina = await adm.get(`${API}/${avaliacao}/resultados/${avaliadoId}`)
        })
        expect(pagina!.status, JSON.stringify(pagina!.body)).toBe(200)
        expect(pagina!.body.avaliado).toEqual(todos.body.avaliados.find((x: { avaliadoId: number }) => x.avaliadoId === avaliadoId))
        const dosPares = consultas.filter((q) => /participantes_avaliacao_desempenho|avaliacoes_desempenho_respostas_anonimas/.test(q.sql))
        expect(dosPares.length).toBeGreaterThan(0)
        for (const q of dosPares) for (const l of q.linhas) if ('avaliado_id' in l || 'avaliadoId' in l) expect(Number(l['avaliado_id'] ?? l['avaliadoId'])).toBe(avaliadoId)
        // The anonymous answers read are the evaluated's own (A: 3, B: 1); none of the identified evaluation.
        const anonimas = dosPares.filter((q) => q.sql.includes('avaliacoes_desempenho_respostas_anonimas')).flatMap((q) => q.linhas)
        expect(anonimas.length).toBe(anonima ? (avaliadoId === c.avaliadoA ? 3 : 1) : 0)
      }
    }
    // An employee who is not evaluated in it: 404, as before.
    expect((await adm.get(`${API}/${c.identificada}/resultados/${c.avaliadorP2}`)).status).toBe(404)
  })

  it('the consulta takes optional avaliadosIds: only those evaluated\u2019s rows', async () => {
    const todas = await adm.get(`/api/avaliacao/consultas/resultados-desempenho?avaliacaoDesempenhoId=${c.identificada}`)
    expect(todas.status, JSON.stringify(todas.body)).toBe(200)
    expect(new Set(todas.body.map((l: { avaliadoId: number }) => l.avaliadoId))).toEqual(new Set([c.avaliadoA, c.avaliadoB]))
    const deB = await adm.get(`/api/avaliacao/consultas/resultados-desempenho?avaliacaoDesempenhoId=${c.identificada}&avaliadosIds=${c.avaliadoB}`)
    expect(deB.status).toBe(200)
    expect(deB.body.map((l: { tipo: string; avaliadoId: number }) => [l.tipo, l.avaliadoId])).toEqual([
      ['avaliado', c.avaliadoB],
      ['pendente', c.avaliadoB],
    ])
    expect((await adm.get(`/api/avaliacao/consultas/resultados-desempenho?avaliacaoDesempenhoId=${c.identificada}&avaliadosIds=abc`)).status).toBe(400)
  })

  it('the required competencies of every range in one read, whatever the number of ranges', async () => {
    const consultas = await lidas(() => adm.get(`${API}/${c.identificada}/resultados`))
    expect(consultas.filter((q) => q.sql.includes('config_niveis_competencia_faixas')).length).toBeLessThanOrEqual(2)
  })

  it("a model's answers counted in one read of the anonymous ones, whatever the number of evaluations using it", async () => {
    const modelo = Number((await adm.get(`${API}/${c.anonima}`)).body.modeloAvaliacaoId)
    let r: Awaited<ReturnType<typeof adm.get>> | undefined
    const consultas = await lidas(async () => {
      r = await adm.delete(`/api/avaliacao/modelos-avaliacao/${modelo}`)
    })
    expect(r!.status).toBe(400)
    expect(JSON.stringify(r!.body)).toContain(MODELO_COM_RESPOSTAS_REMOVER)
    // (the evaluations' list mentions the table in its `possuiResposta` column; this is the count of the answers)
    expect(consultas.filter((q) => /from [`"]avaliacoes_desempenho_respostas_anonimas[`"]/.test(q.sql)).length).toBe(1)
  })

  it('the results and the nine box are remembered until the next write, then read again', async () => {
    const b = async () => (await adm.get(`${API}/${c.identificada}/resultados`)).body.avaliados.find((x: { avaliadoId: number }) => x.avaliadoId === c.avaliadoB)
    expect(await b()).toMatchObject({ exibir: false, respostas: 0 })
    const padrao = (await adm.get('/api/avaliacao/ninebox/padrao')).body
    const nineBox = await criarNaApi(adm, 'avaliacao/ninebox', {
      avaliacaoDesempenhoId: c.identificada,
      data: '2099-12-31',
      ...Object.fromEntries(['percentualBaixoPotencial', 'percentualAltoPotencial', 'percentualBaixoDesempenho', 'percentualAltoDesempenho'].map((k) => [k, padrao[k]])),
      ...Object.fromEntries(padrao.boxes.map((x: unknown, i: number) => [`box${i + 1}`, x])),
    })
    const noNineBox = async () => (await adm.get(`/api/avaliacao/ninebox/chart/${nineBox}`)).body.boxes.flatMap((x: { colaboradorIds: number[] }) => x.colaboradorIds)
    expect(await noNineBox()).toContain(c.avaliadoA)
    expect(await noNineBox()).not.toContain(c.avaliadoB)
    // B's manager sends what A's manager sent (written straight to the table, as the scenario does): the next reads see it.
    const PART = 'participantes_avaliacao_desempenho'
    const doGestorDeA = (await amb.knex(PART).where({ avaliacaoDesempenhoId: c.identificada, avaliadoId: c.avaliadoA, avaliadorId: c.avaliadorL }).first('respostas', 'competencias')) as {
      respostas: string
      competencias: string
    }
    await amb.knex(PART)
      .where({ avaliacaoDesempenhoId: c.identificada, avaliadoId: c.avaliadoB, avaliadorId: c.avaliadorL })
      .update({ situacao: 'R', dataResposta: '2099-06-01', respostas: doGestorDeA.respostas, competencias: doGestorDeA.competencias })
    expect(await b()).toMatchObject({ exibir: true, respostas: 1, questionario: 100 })
    expect(await noNineBox()).toContain(c.avaliadoB)
    expect((await adm.get(`${API}/${c.identificada}/resultados/${c.avaliadoB}`)).body.avaliado).toEqual(await b())
  })
})
