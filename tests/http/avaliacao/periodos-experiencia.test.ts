import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const PER = '/api/avaliacao/periodos-experiencia'

const cpf = (n: number) => {
  const corpo = String(740_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}

/** Experience periods (issue 15): the generic routes of the declaration; 'Quantidade de Dias' required; both databases. */
describe.each(bancosHttp())('períodos de experiência ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `periodos_exp_${process.pid}` } : {})
    adm = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Avaliação (períodos)', autoridades: ['ROLE_AVALIACAO'] })
    const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem Avaliação (períodos)', autoridades: ['ROLE_MINHAS_AVALIACOES'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Períodos', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Períodos', cpf: cpf(2), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(2), 'segredo1', 1)
  }, 300_000)
  afterAll(() => amb?.fechar())

  it('cadastra, lista por dias, altera e exclui; 400 por campo; 401; 403; 404; outra empresa', async () => {
    const r = await rh.post(PER, { nome: 'Experiência 30 dias', dias: 30 })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body).toMatchObject({ nome: 'Experiência 30 dias', dias: 30, ativo: true, empresaId: 1 })
    const lista = (await rh.get(`${PER}?unpaged=true`)).body as Array<{ nome: string; dias: number }>
    expect(lista.map((p) => p.dias)).toEqual([...lista.map((p) => p.dias)].sort((a, b) => a - b))
    // The demo's periods are there.
    expect(lista.map((p) => p.nome)).toEqual(expect.arrayContaining(['Experiência 45 dias', 'Experiência 90 dias', 'Experiência 30 dias']))
    const semDias = await rh.post(PER, { nome: 'Sem dias' })
    expect(semDias.status).toBe(400)
    expect(semDias.body.errors).toEqual([{ field: 'dias', message: 'Quantidade de Dias é obrigatória' }])
    expect((await rh.post(PER, { dias: 0 })).body.errors).toEqual(expect.arrayContaining([{ field: 'nome', message: 'Nome é obrigatório' }]))
    expect((await rh.put(`${PER}/${r.body.id}`, { nome: 'Experiência 30 dias', dias: 31, ativo: false })).body).toMatchObject({ dias: 31, ativo: false })
    expect((await anonimo.get(PER)).status).toBe(401)
    expect((await semPermissao.get(PER)).status).toBe(403)
    expect((await semPermissao.post(PER, { nome: 'X', dias: 10 })).status).toBe(403)
    expect((await rh.get(`${PER}/999999`)).status).toBe(404)
    // Another company's period: invisible to company 1's HR.
    const adm2 = cliente(amb.app)
    await adm2.entrar(undefined, undefined, 2)
    const outro = await criarNaApi(adm2, 'avaliacao/periodos-experiencia', { nome: 'Experiência 60 dias', dias: 60 })
    expect((await rh.get(`${PER}/${outro}`)).status).toBe(404)
    expect((await rh.delete(`${PER}/${outro}`)).status).toBe(404)
    // A period a follow-up model names is in use.
    await criarNaApi(rh, 'avaliacao/modelos-avaliacao', { titulo: 'Acompanhamento 31', tipo: 'A', periodoExperienciaId: r.body.id })
    expect((await rh.delete(`${PER}/${r.body.id}`)).status).toBe(400)
    const livre = await criarNaApi(rh, 'avaliacao/periodos-experiencia', { nome: 'Experiência 15 dias', dias: 15 })
    expect((await rh.delete(`${PER}/${livre}`)).status).toBe(200)
  })
})
