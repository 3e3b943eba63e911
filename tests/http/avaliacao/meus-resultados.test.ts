import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POUCAS_RESPOSTAS_ANONIMA, SEM_RESPOSTAS } from '../../../core/avaliacao/resultados.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { DEMO } from '../../../adapters/utilitario/demo.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { prepararCenario, type Cenario } from './resultadosCenario.ts'

const API = '/api/avaliacao/participante-avaliacao-desempenho'
type Cliente = ReturnType<typeof cliente>
type Papel = { papel: string; questionario: number | null }

/**
 * The evaluated's own result ('Meus resultados', core/avaliacao/meusResultados.ts) on both databases: listed only
 * once the evaluation has ended, is released and shows something; the figures are HR's, cut by the two flags; the
 * anonymity rule holds; anyone else's evaluation, an open one or one without flags is 404; 401 and 403.
 */
describe.each(bancosHttp())('avaliação: meus resultados ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: Cliente
  let c: Cenario
  let a: Cliente
  let b: Cliente
  let l: Cliente
  let semPermissao: Cliente
  const ontem = adicionarDias(diaEmSaoPaulo(Date.now()), -1)
  const ajustar = (id: number, campos: Record<string, unknown>) => amb.knex('avaliacoes_desempenho').where({ id }).update(campos)

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `aval_meus_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    c = await prepararCenario(amb, adm)
    const perfil = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Talento MR', autoridades: ['ROLE_MINHAS_AVALIACOES'] })
    const perfilNada = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Nada MR', autoridades: ['ROLE_PESQUISA'] })
    const entrarComo = async (n: number, colaboradorId: number | null, perfilId = perfil) => {
      await criarNaApi(adm, 'utilitario/usuarios', { nome: `Usuário MR ${n}`, cpf: cpfDeTeste(831_000_000, n), senha: 'segredo1', colaboradorId, acessos: [{ empresaId: 1, perfilId }] })
      const x = cliente(amb.app)
      await x.entrar(cpfDeTeste(831_000_000, n), 'segredo1', 1)
      return x
    }
    a = await entrarComo(1, c.avaliadoA)
    b = await entrarComo(2, c.avaliadoB)
    l = await entrarComo(3, c.avaliadorL)
    semPermissao = await entrarComo(4, null, perfilNada)
    // Both evaluations ended yesterday and are released; the identified shows everything, the anonymous no self line.
    const fim = { liberada: true, dataIni: adicionarDias(ontem, -60), dataFim: ontem }
    await ajustar(c.identificada, { ...fim, exibirPerformanceProfissional: true, exibeResultadoAutoAvaliacao: true })
    await ajustar(c.anonima, { ...fim, exibirPerformanceProfissional: true, exibeResultadoAutoAvaliacao: false })
    // A also evaluated themselves in the anonymous one (HR's result carries that line; A's view must not).
    const outra = (await amb.knex('avaliacoes_desempenho_respostas_anonimas').where({ avaliacaoDesempenhoId: c.anonima, avaliadoId: c.avaliadoA }).first()) as Record<string, unknown>
    await amb.knex('participantes_avaliacao_desempenho').insert({ empresaId: 1, avaliacaoDesempenhoId: c.anonima, avaliadoId: c.avaliadoA, avaliadorId: c.avaliadoA, papel: 'U', situacao: 'R', anonima: true, dataResposta: fim.dataFim, respostas: '[]', competencias: '[]' })
    await amb.knex('avaliacoes_desempenho_respostas_anonimas').insert({ ...outra, id: 7_900_001, papel: 'U' })
  }, 300_000)
  afterAll(() => amb?.fechar())

  const doRh = async (avaliacao: number, avaliado: number) => {
    const r = await adm.get(`/api/avaliacao/avaliacoes-desempenho/${avaliacao}/resultados/${avaliado}`)
    expect(r.status).toBe(200)
    return r.body
  }

  it('lists the ended evaluations in which the employee is evaluated; the figures are HR’s', async () => {
    const lista = await a.get(`${API}/meus-resultados`)
    expect(lista.status, JSON.stringify(lista.body)).toBe(200)
    expect(lista.body.map((x: { avaliacaoDesempenhoId: number }) => x.avaliacaoDesempenhoId).sort()).toEqual([c.identificada, c.anonima].sort())

    const r = await a.get(`${API}/meus-resultados/${c.identificada}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const rh = await doRh(c.identificada, c.avaliadoA)
    expect(r.body.avaliado).toMatchObject({ avaliadoId: c.avaliadoA, exibir: true, geral: rh.avaliado.geral, questionario: 50 })
    expect(r.body.avaliado.papeis).toEqual(rh.avaliado.papeis)
    expect(r.body.perguntas).toEqual(rh.perguntas)
    expect(r.body.competencias).toEqual(rh.competencias)
  })

  it('anonymous: the same anonymity rule; without exibeResultadoAutoAvaliacao the self line is left out', async () => {
    const r = await a.get(`${API}/meus-resultados/${c.anonima}`)
    expect(r.status).toBe(200)
    const rh = await doRh(c.anonima, c.avaliadoA)
    expect(r.body.avaliado.geral).toBe(rh.avaliado.geral)
    expect(rh.avaliado.papeis.map((p: Papel) => p.papel)).toContain('U')
    expect(r.body.avaliado.papeis).toEqual(rh.avaliado.papeis.filter((p: Papel) => p.papel !== 'U'))
    expect(JSON.stringify(r.body)).not.toMatch(/avaliadorId/)
    // B has a single anonymous answer: nothing is shown, as to HR.
    const rb = await b.get(`${API}/meus-resultados/${c.anonima}`)
    expect(rb.body.avaliado).toMatchObject({ exibir: false, mensagem: POUCAS_RESPOSTAS_ANONIMA, geral: null, papeis: [] })
    // B has no answer in the identified one.
    const ri = await b.get(`${API}/meus-resultados/${c.identificada}`)
    expect(ri.body.avaliado).toMatchObject({ exibir: false, mensagem: SEM_RESPOSTAS })
  })

  it('only the self-evaluation: its line alone, no overall, questions or competencies of others', async () => {
    await ajustar(c.identificada, { exibirPerformanceProfissional: false })
    try {
      const r = await a.get(`${API}/meus-resultados/${c.identificada}`)
      expect(r.status).toBe(200)
      expect(r.body.avaliado).toMatchObject({ geral: null, questionario: null, competencias: null, exibir: true })
      expect(r.body.avaliado.papeis.map((p: Papel) => [p.papel, p.questionario])).toEqual([['U', 100]])
      expect(r.body).toMatchObject({ perguntas: [], aspectos: [], competencias: [] })
      // B never sent a self-evaluation: told so, nothing else.
      const rb = await b.get(`${API}/meus-resultados/${c.identificada}`)
      expect(rb.body.avaliado).toMatchObject({ exibir: false, papeis: [], geral: null })
    } finally {
      await ajustar(c.identificada, { exibirPerformanceProfissional: true })
    }
  })

  it('404 while the evaluation is open, without flags, not released, or when one is not evaluated in it', async () => {
    expect((await l.get(`${API}/meus-resultados/${c.identificada}`)).status).toBe(404)
    expect((await l.get(`${API}/meus-resultados`)).body).toEqual([])
    for (const campos of [{ dataFim: adicionarDias(ontem, 1) }, { exibirPerformanceProfissional: false, exibeResultadoAutoAvaliacao: false }, { liberada: false }]) {
      const antes = (await amb.knex('avaliacoes_desempenho').where({ id: c.identificada }).first('dataFim', 'exibirPerformanceProfissional', 'exibeResultadoAutoAvaliacao', 'liberada')) as Record<string, unknown>
      await ajustar(c.identificada, campos)
      try {
        expect((await a.get(`${API}/meus-resultados/${c.identificada}`)).status, JSON.stringify(campos)).toBe(404)
        expect((await a.get(`${API}/meus-resultados`)).body.map((x: { avaliacaoDesempenhoId: number }) => x.avaliacaoDesempenhoId)).not.toContain(c.identificada)
      } finally {
        await ajustar(c.identificada, antes)
      }
    }
    expect((await a.get(`${API}/meus-resultados/999999`)).status).toBe(404)
  })

  it('demo: Maria Restrita sees last year’s ended cycle, with figures', async () => {
    const maria = cliente(amb.app)
    await maria.entrar(DEMO.cpfRestrito, DEMO.senha, 1)
    const lista = await maria.get(`${API}/meus-resultados`)
    expect(lista.status).toBe(200)
    const ano = Number(diaEmSaoPaulo(Date.now()).slice(0, 4))
    const anterior = lista.body.find((x: { titulo: string }) => x.titulo === `Avaliação de Desempenho ${ano - 1}`)
    expect(anterior, JSON.stringify(lista.body)).toBeDefined()
    const r = await maria.get(`${API}/meus-resultados/${anterior.avaliacaoDesempenhoId}`)
    expect(r.body.avaliado).toMatchObject({ exibir: true })
    expect(r.body.avaliado.geral).toBeGreaterThan(0)
    expect(r.body.avaliado.papeis.map((p: Papel) => p.papel)).toEqual(['U', 'L', 'P'])
  })

  it('401 without a session, 403 without Minhas Avaliações', async () => {
    expect((await cliente(amb.app).get(`${API}/meus-resultados`)).status).toBe(401)
    expect((await semPermissao.get(`${API}/meus-resultados`)).status).toBe(403)
    expect((await semPermissao.get(`${API}/meus-resultados/${c.identificada}`)).status).toBe(403)
  })
})
