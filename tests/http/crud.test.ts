import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { RECURSOS } from '../../core/recursos.ts'
import { criarAmbiente, type AmbienteTeste } from '../support/servidor.ts'
import { cliente } from '../support/http.ts'

let amb: AmbienteTeste
let admin: ReturnType<typeof cliente>
beforeAll(async () => {
  amb = await criarAmbiente()
  admin = cliente(amb.app)
  await admin.entrar()
})
afterAll(() => amb.fechar())

const ETAPAS = '/api/captacao/etapas-seletivas'

describe('listagem: os três dialetos num só handler', () => {
  it('envelope da especificação com page/size (padrão 0 e 15)', async () => {
    const r = await admin.get(`${ETAPAS}?page=1&size=2`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ pageable: { paged: true, offset: 2 }, size: 2, totalElements: 5 })
    expect(r.body.content.map((e: any) => e.ordem)).toEqual([3, 4])
    const padrao = await admin.get(ETAPAS)
    expect(padrao.body.size).toBe(15)
    expect(padrao.body.content).toHaveLength(5)
  })

  it('ra-data-simple-rest: range/sort/filter com Content-Range', async () => {
    const q = `range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["nome","DESC"]')}&filter=${encodeURIComponent('{"q":"ENTREVISTA"}')}`
    const r = await admin.get(`${ETAPAS}?${q}`)
    expect(r.status).toBe(200)
    expect(r.headers.get('content-range')).toBe('etapas-seletivas 0-1/2')
    // accent/case-insensitive order: 'rh' after 'o gestor'
    expect(r.body.map((e: any) => e.nome)).toEqual(['Entrevista com RH', 'Entrevista com o gestor'])
  })

  it('unpaged=true devolve tudo; filtros simples e listas separadas por vírgula', async () => {
    const todas = await admin.get(`${ETAPAS}?unpaged=true`)
    expect(todas.body).toHaveLength(5)
    const ids = todas.body.slice(0, 2).map((e: any) => e.id)
    const duas = await admin.get(`${ETAPAS}?unpaged=true&id=${ids.join(',')}`)
    expect(duas.body.map((e: any) => e.id)).toEqual(ids)
    const comportamental = await admin.get(`${ETAPAS}?unpaged=true&analiseComportamental=true`)
    expect(comportamental.body.map((e: any) => e.nome)).toEqual(['Dinâmica de grupo'])
  })

  it('busca ignora acentos e caixa; cidades filtradas por UF', async () => {
    const r = await admin.get('/api/geral/cidades?unpaged=true&estadoId=35&q=SAO%20JOSE%20DOS%20CAMPOS')
    expect(r.body).toEqual([expect.objectContaining({ id: 3549904, nome: 'São José dos Campos', estadoId: 35 })])
    const estados = await admin.get('/api/geral/estados?unpaged=true')
    expect(estados.body).toHaveLength(27)
    const cidades = await admin.get('/api/geral/cidades?size=1')
    expect(cidades.body.totalElements).toBe(5571)
  })

  it('parâmetros absurdos dão 400, não 500', async () => {
    for (const q of ['page=-1', 'size=0', 'size=100000', 'page=abc', 'range=[5,1]', 'range=xyz', 'sort=["nome","SIDEWAYS"]', 'filter=[1]', 'filter={bad', 'naoExiste=1', 'id=abc', 'ordem=1e999']) {
      const r = await admin.get(`${ETAPAS}?${q.replace(/[[\]{}" ]/g, encodeURIComponent)}`)
      expect(r.status, q).toBe(400)
      expect(r.body.code).toBe('FIELD_VALIDATION_VIOLATION')
    }
  })
})

describe('criar, alterar, remover', () => {
  it('400 com mensagens pt-BR por campo (nome com 101 caracteres, ordem acima de 999)', async () => {
    const r = await admin.post(ETAPAS, { nome: 'a'.repeat(101), ordem: 1000 })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'FIELD_VALIDATION_VIOLATION', message: 'Preencha os campos indicados' })
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Nome deve ter no máximo 100 caracteres' },
        { field: 'ordem', message: 'Ordem deve ser no máximo 999' },
      ]),
    )
    const vazio = await admin.post(ETAPAS, { nome: '   ' })
    expect(vazio.body.errors).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }])
  })

  it('cria com padrões (ordem 1, analiseComportamental false) e nome aparado; altera; remove', async () => {
    const criada = await admin.post(ETAPAS, { nome: '  Prova prática  ' })
    expect(criada.status).toBe(201)
    expect(criada.body).toMatchObject({ nome: 'Prova prática', ordem: 1, analiseComportamental: false, empresaId: 1 })
    const id = criada.body.id
    // react-admin echoes the whole record, id included
    const alterada = await admin.put(`${ETAPAS}/${id}`, { ...criada.body, ordem: 7 })
    expect(alterada.body).toMatchObject({ id, ordem: 7, nome: 'Prova prática' })
    expect((await admin.get(`${ETAPAS}/${id}`)).body.ordem).toBe(7)
    expect((await admin.delete(`${ETAPAS}/${id}`)).status).toBe(200)
    expect((await admin.get(`${ETAPAS}/${id}`)).status).toBe(404)
    const log = await amb.knex('auditoria').where({ entidade: 'captacao/etapas-seletivas', entidadeId: id }).orderBy('id')
    expect(log.map((l: any) => l.acao)).toEqual(['criar', 'alterar', 'remover'])
    expect(log[0].usuarioId).toBe(1)
  })

  it('campo desconhecido e corpo malformado dão 400; sem JSON 415', async () => {
    expect((await admin.post(ETAPAS, { nome: 'x', hacker: true })).body.errors).toEqual([{ field: 'hacker', message: 'Campo desconhecido' }])
    expect((await admin.post(ETAPAS, '{"nome":')).status).toBe(400)
    expect((await admin.post(ETAPAS, '[]')).status).toBe(400)
    expect((await admin.post(ETAPAS, 'null')).status).toBe(400)
    const texto = await amb.app.request(ETAPAS, { method: 'POST', headers: { cookie: admin.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'text/plain' }, body: 'oi' })
    expect(texto.status).toBe(415)
  })

  it('corpo enorme dá 413', async () => {
    const r = await admin.post(ETAPAS, { nome: 'x'.repeat(3 * 1024 * 1024) })
    expect(r.status).toBe(413)
  })

  it('nome único por empresa (sem diferenciar acentos e caixa)', async () => {
    const r = await admin.post('/api/captacao/idiomas', { nome: 'INGLES' })
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'nome', message: 'Já existe um idioma com este nome' }])
  })

  it('referência a registro inexistente ou de outra empresa é recusada', async () => {
    const r = await admin.post('/api/cargo-salario/cargos', { nome: 'Cargo', nomeMercado: 'Cargo', areasOrganizacionais: [99999] })
    expect(r.status).toBe(400)
    expect(r.body.errors[0].field).toBe('areasOrganizacionais')
    const semArea = await admin.post('/api/cargo-salario/cargos', { nome: 'Cargo', nomeMercado: 'Cargo' })
    expect(semArea.body.errors).toEqual([{ field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' }])
  })

  it('não remove registro em uso', async () => {
    const areas = await admin.get('/api/cargo-salario/areas-organizacionais?unpaged=true&nome=Recursos Humanos')
    const r = await admin.delete(`/api/cargo-salario/areas-organizacionais/${areas.body[0].id}`)
    expect(r.status).toBe(400)
    expect(r.body.message).toMatch(/^Não é possível remover: o registro está em uso em .+\.$/)
  })

  it('404 para id desconhecido ou malformado', async () => {
    for (const p of [`${ETAPAS}/999999`, `${ETAPAS}/abc`, `${ETAPAS}/0`, `${ETAPAS}/99999999999999`, '/api/nao/existe']) {
      const r = await admin.get(p)
      expect(r.status, p).toBe(404)
      expect(r.body.message).toBe('O recurso solicitado não foi encontrado.')
    }
    expect((await admin.put(`${ETAPAS}/999999`, { nome: 'x' })).status).toBe(404)
    expect((await admin.delete(`${ETAPAS}/999999`)).status).toBe(404)
  })

  it('usuário: senha nunca volta na resposta; CPF inválido e repetido', async () => {
    const u = await admin.post('/api/utilitario/usuarios', { nome: 'Novo', cpf: '390.533.447-05', senha: 'abcdef', acessos: [{ empresaId: 1, perfilId: 1 }] })
    expect(u.status).toBe(201)
    expect(u.body).not.toHaveProperty('senha')
    expect(u.body).not.toHaveProperty('senhaHash')
    expect(u.body.cpf).toBe('39053344705')
    const sem = await admin.put(`/api/utilitario/usuarios/${u.body.id}`, { ...u.body, nome: 'Novo Nome' })
    expect(sem.status).toBe(200)
    const c = cliente(amb.app)
    await c.entrar('390.533.447-05', 'abcdef')
    expect((await admin.post('/api/utilitario/usuarios', { nome: 'X', cpf: '123.456.789-00', senha: 'abcdef' })).body.errors).toEqual([{ field: 'cpf', message: 'CPF inválido' }])
    expect((await admin.post('/api/utilitario/usuarios', { nome: 'X', cpf: '39053344705', senha: 'abcdef' })).body.errors).toEqual([
      { field: 'cpf', message: 'Já existe um usuário com este CPF' },
    ])
  })
})

describe('autorização e escopo de empresa', () => {
  it('401 sem sessão em todas as rotas de recurso', async () => {
    const anon = cliente(amb.app)
    for (const r of RECURSOS) {
      expect((await anon.get(`/api/${r.name}`)).status, r.name).toBe(401)
      expect((await anon.post(`/api/${r.name}`, {})).status, r.name).toBe(401)
    }
  })

  it('403 sem a autoridade ou sem o cabeçalho CSRF', async () => {
    const restrito = cliente(amb.app)
    await restrito.entrar(DEMO.cpfRestrito)
    const r = await restrito.post(ETAPAS, { nome: 'Nova' })
    expect(r.status).toBe(403)
    expect(r.body.message).toBe('Não autorizado.')
    expect((await restrito.delete(`${ETAPAS}/1`)).status).toBe(403)
    expect((await admin.post(ETAPAS, { nome: 'Nova' }, { csrf: false })).status).toBe(403)
    expect((await admin.delete(`${ETAPAS}/1`, { csrf: false })).status).toBe(403)
  })

  it('um usuário da empresa A não lê, altera nem remove dados da empresa B', async () => {
    // A user with access to company 1 only.
    await admin.post('/api/utilitario/usuarios', { nome: 'Só A', cpf: '714.602.380-01', senha: 'abcdef', acessos: [{ empresaId: 1, perfilId: 1 }] })
    const soA = cliente(amb.app)
    await soA.entrar('714.602.380-01', 'abcdef')
    const [deB] = await amb.knex('areas_interesse').where({ empresaId: 2 })
    expect(deB).toBeDefined()
    const url = `/api/captacao/areas-interesse/${deB.id}`
    expect((await soA.get(url)).status).toBe(404)
    expect((await soA.put(url, { nome: 'invadido' })).status).toBe(404)
    expect((await soA.delete(url)).status).toBe(404)
    expect((await soA.get('/api/captacao/areas-interesse?unpaged=true&empresaId=2')).body).toEqual([])
    expect((await soA.get('/api/utilitario/empresas?unpaged=true')).body.map((e: any) => e.id)).toEqual([1])
    expect((await soA.get('/api/utilitario/empresas/2')).status).toBe(404)
    expect((await amb.knex('areas_interesse').where({ id: deB.id }).first()).nome).toBe('Vendas')
  })

  it('o administrador (usuário 1) lê as duas empresas quando pede', async () => {
    const r = await admin.get('/api/captacao/areas-interesse?unpaged=true&empresaId=1,2')
    expect(new Set(r.body.map((a: any) => a.empresaId))).toEqual(new Set([1, 2]))
  })
})

describe('entradas hostis nunca dão 500', () => {
  it('corpos arbitrários em todos os recursos graváveis', async () => {
    const graváveis = RECURSOS.filter((r) => !r.readOnly)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...graváveis), fc.oneof(fc.jsonValue(), fc.object()), fc.boolean(), async (r, corpo, put) => {
        const res = put ? await admin.put(`/api/${r.name}/1`, corpo) : await admin.post(`/api/${r.name}`, corpo)
        expect(res.status, `${r.name} ${JSON.stringify(corpo)}`).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
  })

  it('consultas arbitrárias em todas as listagens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...RECURSOS), fc.dictionary(fc.constantFrom('page', 'size', 'sort', 'range', 'filter', 'unpaged', 'q', 'id', 'nome', 'x'), fc.string()), async (r, qs) => {
        const res = await admin.get(`/api/${r.name}?${new URLSearchParams(qs)}`)
        expect(res.status, `${r.name}?${new URLSearchParams(qs)}`).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
  })
})

describe('log de alterações (Utilitários › Log)', () => {
  it('lista as alterações da empresa, mais recentes primeiro, e é somente leitura', async () => {
    await admin.post('/api/captacao/idiomas', { nome: 'Italiano' })
    const r = await admin.get('/api/utilitario/log?page=0&size=5&entidade=captacao/idiomas')
    expect(r.status).toBe(200)
    expect(r.body.content[0]).toMatchObject({ acao: 'criar', entidade: 'captacao/idiomas', usuarioId: 1, empresaId: 1 })
    expect(JSON.parse(r.body.content[0].depois).nome).toBe('Italiano')
    expect((await admin.post('/api/utilitario/log', { entidade: 'x' })).status).toBe(404)
    const restrito = cliente(amb.app)
    await restrito.entrar(DEMO.cpfRestrito)
    expect((await restrito.get('/api/utilitario/log')).status).toBe(403)
  })
})
