import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CEP_NAO_ENCONTRADO } from '../../../core/geral/cep.ts'
import { MUITAS_TENTATIVAS } from '../../../core/externo/limitador.ts'
import { servidorCep } from '../../support/cep.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

let amb: AmbienteTeste
let fake: Awaited<ReturnType<typeof servidorCep>>
const ids = { sp: 0, campinas: 0, saoPaulo: 0, ac: 0, rioBranco: 0 }
const erros = (b: any) => Object.fromEntries(b.errors.map((e: any) => [e.field, e.message]))

beforeAll(async () => {
  fake = await servidorCep()
  amb = await criarAmbiente({ cepUrl: fake.url })
  const id = async (t: string, w: object) => Number((await amb.knex(t).where(w).first('id')).id)
  ids.sp = await id('estados', { sigla: 'SP' })
  ids.ac = await id('estados', { sigla: 'AC' })
  ids.campinas = await id('cidades', { codigoIbge: 3509502 })
  ids.saoPaulo = await id('cidades', { codigoIbge: 3550308 })
  ids.rioBranco = await id('cidades', { nome: 'Rio Branco', estadoId: ids.ac })
})
afterAll(async () => {
  await amb.fechar()
  await fake.fechar()
})

describe('GET /api/geral/cep/{cep} (equipe)', () => {
  it('401 sem sessão e com a sessão de um candidato do portal', async () => {
    expect((await cliente(amb.app).get('/api/geral/cep/13010000')).status).toBe(401)
    const candidato = cliente(amb.app)
    const login = await candidato.post('/api/externo/login', 'username=12345678909&password=demo123&empresaId=1', { tipo: 'application/x-www-form-urlencoded' })
    expect(login.status).toBe(200)
    expect((await candidato.get('/api/geral/cep/13010000')).status).toBe(401)
  })

  it('200: endereço com UF e cidade das tabelas do IBGE e o DDD da cidade; aceita o CEP com máscara', async () => {
    const c = cliente(amb.app)
    await c.entrar()
    let r = await c.get('/api/geral/cep/13010-000')
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ cep: '13010000', logradouro: 'Rua Barão de Jaguara', bairro: 'Centro', ufId: ids.sp, cidadeId: ids.campinas, ddd: 19 })
    r = await c.get('/api/geral/cep/01001000')
    expect(r.body).toMatchObject({ complemento: 'lado ímpar', cidadeId: ids.saoPaulo, ddd: 11 })
    // Without the IBGE code, the cidade is found by name within the UF.
    r = await c.get('/api/geral/cep/69900000')
    expect(r.body).toEqual({ cep: '69900000', ufId: ids.ac, cidadeId: ids.rioBranco, ddd: 68 })
  })

  it('400 no campo: CEP sem 8 dígitos (mensagem da especificação) e CEP desconhecido', async () => {
    const c = cliente(amb.app)
    await c.entrar()
    let r = await c.get('/api/geral/cep/1301000')
    expect(r.status).toBe(400)
    expect(erros(r.body)).toEqual({ cep: 'Cep não pode ser nulo' })
    r = await c.get(`/api/geral/cep/${encodeURIComponent("1' OR 1=1")}`)
    expect(r.status).toBe(400)
    r = await c.get('/api/geral/cep/99999999')
    expect(r.status).toBe(400)
    expect(erros(r.body)).toEqual({ cep: CEP_NAO_ENCONTRADO })
  })

  it('503 quando o serviço falha: o formulário segue à mão', async () => {
    const c = cliente(amb.app)
    await c.entrar()
    const r = await c.get('/api/geral/cep/50000000')
    expect(r.status).toBe(503)
    expect(r.body).toEqual({ code: 'SERVICO_INDISPONIVEL', message: 'Não foi possível consultar o CEP agora. Preencha o endereço.', errors: [] })
  })
})

describe('GET /api/externo/cep/{cep} (portal, público)', () => {
  it('200 sem login; 429 depois de 60 consultas em 10 minutos do mesmo endereço', async () => {
    const c = cliente(amb.app)
    const r = await c.get('/api/externo/cep/13010000')
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ ufId: ids.sp, cidadeId: ids.campinas })
    for (let i = 1; i < 60; i++) expect((await c.get('/api/externo/cep/13010000')).status).toBe(200)
    const bloqueado = await c.get('/api/externo/cep/13010000')
    expect(bloqueado.status).toBe(429)
    expect(bloqueado.body.message).toBe(MUITAS_TENTATIVAS)
  })
})
