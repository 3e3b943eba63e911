import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AVALIADO_OBRIGATORIO, MESMA_AVALIACAO } from '../../../core/avaliacao/resultadosCasos.ts'
import { POUCAS_RESPOSTAS_ANONIMA, SEM_RESPOSTAS } from '../../../core/avaliacao/resultados.ts'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { sessoesDeTeste } from '../../support/atores.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { prepararCenario, type Cenario } from './resultadosCenario.ts'

const API = '/api/avaliacao/avaliacoes-desempenho'
const cpf = (n: number) => {
  const corpo = String(640_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}
const erros = (body: { errors?: Array<{ field: string; message: string }> }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]))

/**
 * Results of performance evaluations (issue 15 "Results"): GET {id}/resultados, {id}/resultados/{avaliadoId} and
 * {a}/{b}/comparativa, with answers inserted directly (answering is another part of the issue): scores against the
 * salary range's requirements, the anonymity rule, 401/403/404/400 and another company's evaluation. Both databases.
 */
describe.each(bancosHttp())('avaliação: resultados de avaliações de desempenho ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let so2: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let c: Cenario

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `aval_res_${process.pid}` } : {})
    anonimo = cliente(amb.app)
    ;({ adm, outraEmpresa: so2, semPermissao } = await sessoesDeTeste(amb, { nome: 'Resultados', autoridades: ['ROLE_AVALIACAO'], cpf }))
    c = await prepararCenario(amb, adm)
  }, 240_000)
  afterAll(() => amb?.fechar())

  it('identified evaluation: questionnaire % and competency % per evaluated and per role; an evaluated without answers says so', async () => {
    const r = await adm.get(`${API}/${c.identificada}/resultados`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({ avaliacaoDesempenhoId: c.identificada, anonima: false, data: '2099-12-31' })
    const a = r.body.avaliados.find((x: { avaliadoId: number }) => x.avaliadoId === c.avaliadoA)
    // Manager: grade 10 and 'Sim' → 100 %; peer: grade 0 and 'Não' → 0 %; self 100 % stays out (no weights).
    expect(a).toMatchObject({ exibir: true, respostas: 2, questionario: 50, mensagem: null })
    expect(a.competencias).toBeCloseTo(c.competenciasEsperadas, 2)
    expect(a.geral).toBeCloseTo((50 + c.competenciasEsperadas) / 2, 1)
    expect(a.papeis.map((p: { papel: string; questionario: number }) => [p.papel, p.questionario])).toEqual([
      ['U', 100],
      ['L', 100],
      ['P', 0],
    ])
    const b = r.body.avaliados.find((x: { avaliadoId: number }) => x.avaliadoId === c.avaliadoB)
    expect(b).toMatchObject({ exibir: false, mensagem: SEM_RESPOSTAS, questionario: null, papeis: [] })
  })

  it('role weights: the weighted mean of the roles that answered (self with its weight)', async () => {
    const put = await adm.put(`${API}/${c.identificada}`, { ...c.corpoIdentificada, pesosPapeis: [{ papel: 'U', peso: 20 }, { papel: 'L', peso: 60 }, { papel: 'A', peso: 20 }] })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    const a = (await adm.get(`${API}/${c.identificada}/resultados`)).body.avaliados.find((x: { avaliadoId: number }) => x.avaliadoId === c.avaliadoA)
    // P has no weight, A has no answer: U 20 and L 60 rescaled to 25 % and 75 % → 100 %.
    expect(a.questionario).toBe(100)
    await adm.put(`${API}/${c.identificada}`, { ...c.corpoIdentificada, pesosPapeis: [] })
  })

  it("an evaluated's page: per question, per aspect, competencies against the range and the radar; 404 for one not evaluated", async () => {
    const r = await adm.get(`${API}/${c.identificada}/resultados/${c.avaliadoA}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.perguntas.map((p: { percentual: number; mediaNota: number | null }) => [p.percentual, p.mediaNota])).toEqual([
      [50, 5],
      [50, null],
    ])
    expect(r.body.aspectos).toEqual([{ nome: 'Entrega', percentual: 50 }])
    expect(r.body.competencias.length).toBe(c.exigidas)
    expect(r.body.radar.labels.length).toBe(c.exigidas)
    expect(r.body.radar.competenciasColaborador.length).toBe(c.exigidas)
    expect(r.body.radar.eixo).toMatchObject({ min: 0, passo: 1 })
    expect((await adm.get(`${API}/${c.identificada}/resultados/${c.avaliadorL}`)).status).toBe(404)
    expect((await adm.get(`${API}/${c.identificada}/resultados/999999`)).status).toBe(404)
  })

  it('anonymous evaluation: shown from 2 evaluators, single-answer roles never alone, no evaluator anywhere', async () => {
    const r = await adm.get(`${API}/${c.anonima}/resultados`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(JSON.stringify(r.body)).not.toMatch(/avaliadorId|avaliadoresIds/)
    const a = r.body.avaliados.find((x: { avaliadoId: number }) => x.avaliadoId === c.avaliadoA)
    // Two peers (10 and 0 → 50 %) and one manager (alone: dropped).
    expect(a).toMatchObject({ exibir: true, respostas: 2, questionario: 50 })
    expect(a.papeis.map((p: { papel: string; quantidade: number }) => [p.papel, p.quantidade])).toEqual([['P', 2]])
    const b = r.body.avaliados.find((x: { avaliadoId: number }) => x.avaliadoId === c.avaliadoB)
    expect(b).toMatchObject({ exibir: false, mensagem: POUCAS_RESPOSTAS_ANONIMA, questionario: null, competencias: null, papeis: [] })
    const det = await adm.get(`${API}/${c.anonima}/resultados/${c.avaliadoB}`)
    expect(det.status).toBe(200)
    expect(det.body.perguntas.every((p: { percentual: number | null }) => p.percentual === null)).toBe(true)
    expect(det.body.radar.competenciasColaborador).toEqual([])
  })

  it('comparison of two evaluations for one evaluated; 400 without the evaluated or with the same evaluation', async () => {
    const r = await adm.get(`${API}/${c.identificada}/${c.anonima}/comparativa?avaliadoId=${c.avaliadoA}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.avaliacoes.map((x: { avaliacaoDesempenhoId: number }) => x.avaliacaoDesempenhoId).sort()).toEqual([c.identificada, c.anonima].sort())
    const sem = await adm.get(`${API}/${c.identificada}/${c.anonima}/comparativa`)
    expect(sem.status).toBe(400)
    expect(erros(sem.body)).toEqual({ avaliadoId: AVALIADO_OBRIGATORIO })
    const mesma = await adm.get(`${API}/${c.identificada}/${c.identificada}/comparativa?avaliadoId=${c.avaliadoA}`)
    expect(mesma.status).toBe(400)
    expect(erros(mesma.body)).toEqual({ outraId: MESMA_AVALIACAO })
    const pdf = await adm.get(`${API}/${c.identificada}/${c.anonima}/comparativa/pdf?avaliadoId=${c.avaliadoA}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
    expect(String(pdf.body).startsWith('%PDF')).toBe(true)
    expect((await adm.get(`${API}/${c.identificada}/${c.anonima}/comparativa/pdf`)).status).toBe(400)
    expect((await so2.get(`${API}/${c.identificada}/${c.anonima}/comparativa/pdf?avaliadoId=${c.avaliadoA}`)).status).toBe(404)
  })

  it('401 without session, 403 without the authority, 404 unknown and for another company', async () => {
    expect((await anonimo.get(`${API}/${c.identificada}/resultados`)).status).toBe(401)
    expect((await semPermissao.get(`${API}/${c.identificada}/resultados`)).status).toBe(403)
    expect((await semPermissao.get(`${API}/${c.identificada}/resultados/${c.avaliadoA}`)).status).toBe(403)
    expect((await adm.get(`${API}/999999/resultados`)).status).toBe(404)
    expect((await so2.get(`${API}/${c.identificada}/resultados`)).status).toBe(404)
    expect((await so2.get(`${API}/${c.identificada}/resultados/${c.avaliadoA}`)).status).toBe(404)
    expect((await so2.get(`${API}/${c.identificada}/${c.anonima}/comparativa?avaliadoId=${c.avaliadoA}`)).status).toBe(404)
  })

})
