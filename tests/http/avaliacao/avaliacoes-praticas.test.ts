import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATA_FUTURA } from '../../../core/avaliacao/colaboradores-avaliacoes-praticas.ts'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const API = '/api/avaliacao'
const cpf = (n: number) => {
  const corpo = String(630_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}
const erros = (body: { errors?: Array<{ field: string; message: string }> }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]))

/**
 * Practical evaluations of certifications (issue 17): the evaluations (título único, nota mínima 0–10, padrão 7), the
 * employees' results (data não futura, nota 0–10, aprovado calculado, só talentos da empresa), and a certification
 * that requires one: held only once the result is approved, lost when it is removed. Both databases.
 */
describe.each(bancosHttp())('avaliação: avaliações práticas ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let so2: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let colaborador1: number
  const hoje = new Date().toISOString().slice(0, 10)

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `aval_prat_${process.pid}` } : {})
    adm = cliente(amb.app)
    const adm2 = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    await adm2.entrar(undefined, undefined, 2)
    const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: 'RH Práticas 2', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS'] })
    await criarNaApi(adm2, 'utilitario/usuarios', { nome: 'RH Práticas 2', cpf: cpf(3), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
    so2 = cliente(amb.app)
    await so2.entrar(cpf(3), 'segredo1', 2)
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Práticas', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS'] })
    const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem práticas', autoridades: ['ROLE_PESQUISA'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Práticas', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Práticas', cpf: cpf(2), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(2), 'segredo1', 1)
    colaborador1 = Number(((await amb.knex('colaboradores').where({ empresaId: 1 }).whereNull('dataDesligamento').orderBy('id').first('id')) as { id: number }).id)
  })
  afterAll(() => amb?.fechar())

  it('avaliação prática: título obrigatório e único, nota mínima de 0 a 10 com 2 casas (padrão 7); 401, 403, 404, outra empresa', async () => {
    const vazio = await rh.post(`${API}/avaliacao-pratica`, {})
    expect(vazio.status).toBe(400)
    expect(erros(vazio.body)).toMatchObject({ titulo: 'Título é obrigatório' })
    const id = await criarNaApi(rh, 'avaliacao/avaliacao-pratica', { titulo: 'Operação de empilhadeira' })
    expect((await rh.get(`${API}/avaliacao-pratica/${id}`)).body).toMatchObject({ titulo: 'Operação de empilhadeira', notaMinima: 7, ativo: true })
    const ruim = await rh.post(`${API}/avaliacao-pratica`, { titulo: 'x'.repeat(101), notaMinima: 10.5 })
    expect(erros(ruim.body)).toMatchObject({ titulo: 'Título deve ter no máximo 100 caracteres', notaMinima: expect.any(String) })
    expect(erros((await rh.post(`${API}/avaliacao-pratica`, { titulo: 'Casas', notaMinima: 7.125 })).body)).toEqual({ notaMinima: 'Nota mínima deve ter no máximo 2 casas decimais' })
    expect(erros((await rh.post(`${API}/avaliacao-pratica`, { titulo: 'Operação de empilhadeira' })).body)).toEqual({ titulo: 'Já existe uma avaliação prática com este título' })
    // Another company may use the same title; it does not see this one.
    await criarNaApi(so2, 'avaliacao/avaliacao-pratica', { titulo: 'Operação de empilhadeira', notaMinima: 6.5 })
    expect((await so2.get(`${API}/avaliacao-pratica/${id}`)).status).toBe(404)
    expect((await so2.put(`${API}/avaliacao-pratica/${id}`, { titulo: 'Tomada', notaMinima: 7 })).status).toBe(404)
    expect((await rh.get(`${API}/avaliacao-pratica/999999`)).status).toBe(404)
    expect((await anonimo.get(`${API}/avaliacao-pratica`)).status).toBe(401)
    expect((await semPermissao.get(`${API}/avaliacao-pratica`)).status).toBe(403)
    const demo = (await rh.get(`${API}/avaliacao-pratica?unpaged=true`)).body as Array<{ titulo: string; notaMinima: number }>
    expect(demo.find((a) => a.titulo === 'Prática de resgate em altura')).toMatchObject({ notaMinima: 7 })
  })

  it('resultados: data não futura, nota de 0 a 10, aprovado pela nota mínima, só talentos da empresa; filtros; 401, 403, 404', async () => {
    const pratica = await criarNaApi(rh, 'avaliacao/avaliacao-pratica', { titulo: 'Uso de cinto paraquedista', notaMinima: 8 })
    const vazio = await rh.post(`${API}/colaboradores-avaliacoes-praticas`, {})
    expect(vazio.status).toBe(400)
    expect(Object.keys(erros(vazio.body)).sort()).toEqual(['avaliacaoPraticaId', 'colaboradorId', 'data', 'nota'])
    const futura = await rh.post(`${API}/colaboradores-avaliacoes-praticas`, { avaliacaoPraticaId: pratica, colaboradorId: colaborador1, data: '2999-01-01', nota: 9 })
    expect(futura.status).toBe(400)
    expect(erros(futura.body)).toEqual({ data: DATA_FUTURA })
    expect(erros((await rh.post(`${API}/colaboradores-avaliacoes-praticas`, { avaliacaoPraticaId: pratica, colaboradorId: colaborador1, data: hoje, nota: 10.01 })).body)).toHaveProperty('nota')
    // Company 2 records results of its own employees only, in its own evaluations.
    const praticaDe2 = ((await so2.get(`${API}/avaliacao-pratica?unpaged=true`)).body as Array<{ id: number }>)[0]!.id
    const deOutra = await so2.post(`${API}/colaboradores-avaliacoes-praticas`, { avaliacaoPraticaId: praticaDe2, colaboradorId: colaborador1, data: hoje, nota: 9 })
    expect(deOutra.status).toBe(400)
    expect(erros(deOutra.body)).toHaveProperty('colaboradorId')
    const aprovado = await criarNaApi(rh, 'avaliacao/colaboradores-avaliacoes-praticas', { avaliacaoPraticaId: pratica, colaboradorId: colaborador1, data: hoje, nota: 8 })
    const reprovado = await criarNaApi(rh, 'avaliacao/colaboradores-avaliacoes-praticas', { avaliacaoPraticaId: pratica, colaboradorId: colaborador1, data: hoje, nota: 7.99, observacao: 'Repetir' })
    const lista = (await rh.get(`${API}/colaboradores-avaliacoes-praticas?unpaged=true&avaliacaoPraticaId=${pratica}&colaboradorId=${colaborador1}`)).body as Array<{ id: number; aprovado: boolean; tituloAvaliacaoPratica: string; nomeColaborador: string }>
    expect(lista.map((l) => l.id).sort()).toEqual([aprovado, reprovado].sort())
    expect(lista.find((l) => l.id === aprovado)).toMatchObject({ aprovado: true, tituloAvaliacaoPratica: 'Uso de cinto paraquedista', nomeColaborador: expect.any(String) })
    expect(lista.find((l) => l.id === reprovado)?.aprovado).toBe(false)
    // A higher passing grade turns the approved result into a failed one.
    expect((await rh.put(`${API}/avaliacao-pratica/${pratica}`, { titulo: 'Uso de cinto paraquedista', notaMinima: 8.5 })).status).toBe(200)
    expect((await rh.get(`${API}/colaboradores-avaliacoes-praticas/${aprovado}`)).body).toMatchObject({ aprovado: false, nota: 8 })
    expect((await so2.get(`${API}/colaboradores-avaliacoes-praticas/${aprovado}`)).status).toBe(404)
    expect((await so2.delete(`${API}/colaboradores-avaliacoes-praticas/${aprovado}`)).status).toBe(404)
    expect((await rh.get(`${API}/colaboradores-avaliacoes-praticas/999999`)).status).toBe(404)
    expect((await anonimo.get(`${API}/colaboradores-avaliacoes-praticas`)).status).toBe(401)
    expect((await semPermissao.get(`${API}/colaboradores-avaliacoes-praticas`)).status).toBe(403)
    // Nor company 1's evaluation.
    expect(erros((await so2.post(`${API}/colaboradores-avaliacoes-praticas`, { avaliacaoPraticaId: pratica, colaboradorId: colaborador1, data: hoje, nota: 9 })).body)).toHaveProperty('avaliacaoPraticaId')
  })

  it('certificação com avaliação prática: só é titular quem foi aprovado nela; a data é a maior; remover o resultado tira o título', async () => {
    const nr35 = (await amb.knex('certificacoes').where({ empresaId: 1, nome: 'NR-35 Trabalho em Altura' }).first('id', 'cursosIds')) as { id: number; cursosIds: unknown }
    const titulares = async (certificacaoId: number) =>
      (await rh.get(`/api/desenvolvimento/colaboradores-certificacoes?certificacoesIds=${certificacaoId}&data=${hoje}&situacao=TODAS`)).body.linhas as Array<{ nome: string; dataCertificacao: string }>
    // Demo: NR-35 requires the rescue practice; its holders passed it on their course's day.
    const doNr35 = (await rh.get(`/api/desenvolvimento/certificacao/${nr35.id}`)).body as { avaliacoesPraticasIds: number[]; cursosIds: number[] }
    expect(doNr35.avaliacoesPraticasIds).toHaveLength(1)
    const antes = await titulares(Number(nr35.id))
    expect(antes.length).toBeGreaterThanOrEqual(3)
    const resultados = (await rh.get(`${API}/colaboradores-avaliacoes-praticas?unpaged=true&avaliacaoPraticaId=${doNr35.avaliacoesPraticasIds[0]}`)).body as Array<{ colaboradorId: number; aprovado: boolean; nomeColaborador: string }>
    expect(resultados.filter((r) => r.aprovado).map((r) => r.nomeColaborador).sort()).toEqual(antes.map((t) => t.nome).sort())
    expect(resultados.filter((r) => !r.aprovado)).toHaveLength(1)
    const titular = resultados.find((r) => r.aprovado)!

    const pratica = await criarNaApi(rh, 'avaliacao/avaliacao-pratica', { titulo: 'Prática de ancoragem' })
    const cert = await criarNaApi(rh, 'desenvolvimento/certificacao', { nome: 'NR-35 com ancoragem', periodicidade: 12, cursosIds: doNr35.cursosIds, avaliacoesPraticasIds: [pratica] })
    expect(await titulares(cert)).toEqual([])
    const reprovado = await criarNaApi(rh, 'avaliacao/colaboradores-avaliacoes-praticas', { avaliacaoPraticaId: pratica, colaboradorId: titular.colaboradorId, data: hoje, nota: 6.99 })
    expect(await titulares(cert)).toEqual([])
    const aprovado = await criarNaApi(rh, 'avaliacao/colaboradores-avaliacoes-praticas', { avaliacaoPraticaId: pratica, colaboradorId: titular.colaboradorId, data: hoje, nota: 7 })
    const com = await titulares(cert)
    expect(com).toHaveLength(1)
    expect(com[0]).toMatchObject({ nome: titular.nomeColaborador, dataCertificacao: hoje })
    expect((await rh.delete(`${API}/colaboradores-avaliacoes-praticas/${aprovado}`)).status).toBe(200)
    expect(await titulares(cert)).toEqual([])
    expect((await rh.delete(`${API}/colaboradores-avaliacoes-praticas/${reprovado}`)).status).toBe(200)
    // The evaluation of another company is not a valid practical evaluation of this certification.
    const deOutra = (await so2.get(`${API}/avaliacao-pratica?unpaged=true`)).body as Array<{ id: number }>
    if (deOutra[0]) {
      const r = await rh.put(`/api/desenvolvimento/certificacao/${cert}`, { nome: 'NR-35 com ancoragem', periodicidade: 12, cursosIds: doNr35.cursosIds, avaliacoesPraticasIds: [deOutra[0].id] })
      expect(r.status).toBe(400)
      expect(erros(r.body)).toHaveProperty('avaliacoesPraticasIds')
    }
  })
})
