import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { urlPostgres } from '../../support/banco.ts'
import { cliente, type Resposta } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * Every route of users, profiles and companies, for each kind of caller (issue 11, finding 1): the installation
 * administrator (user 1), an administrator of company 2 only, an ordinary user of company 2, no session.
 * Records the caller may not see answer 404; visible records they may not change, 403. The list of routes comes
 * from the app, so a new route on these resources fails here until its line is added.
 */
const cpf = (n: number) => cpfDeTeste(200_000_000, n, 1)

type Quem = 'instalacao' | 'adminB' | 'comumB' | 'anonimo'
const QUEM: ReadonlyArray<Quem> = ['instalacao', 'adminB', 'comumB', 'anonimo']
type Cliente = ReturnType<typeof cliente>

let amb: AmbienteTeste
const c = {} as Record<Quem, Cliente>
let perfilAdminB: number
let soB: number
let n = 0
const U = '/api/utilitario/usuarios'
const P = '/api/utilitario/perfis'
const E = '/api/utilitario/empresas'

const novoUsuario = async (empresaId: number, perfilId = 2) => {
  const r = await c.instalacao.post(U, { nome: `Descartável ${++n}`, cpf: cpf(100 + n), senha: 'segredo1', acessos: [{ empresaId, perfilId }] })
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body.id as number
}
const corpoDe = async (caminho: string) => {
  const { id: _id, ...resto } = (await c.instalacao.get(caminho)).body
  return resto
}

interface Caso {
  readonly rota: string
  readonly alvo: string
  readonly pedir: (x: Cliente, quem: Quem) => Promise<Resposta>
  /** null: not asked of this caller. */
  readonly esperado: Readonly<Record<Quem, number | null>>
}

const todos = (instalacao: number, adminB: number, comumB: number): Record<Quem, number | null> => ({ instalacao, adminB, comumB, anonimo: 401 })

const CASOS: ReadonlyArray<Caso> = [
  // Users
  { rota: `GET ${U}`, alvo: 'lista', pedir: (x) => x.get(U), esperado: todos(200, 200, 403) },
  { rota: `GET ${U}/:id`, alvo: 'usuário 1', pedir: (x) => x.get(`${U}/1`), esperado: todos(200, 404, 403) },
  { rota: `GET ${U}/:id`, alvo: 'usuário só da empresa 1', pedir: (x) => x.get(`${U}/2`), esperado: todos(200, 404, 403) },
  { rota: `GET ${U}/:id`, alvo: 'usuário da empresa 2', pedir: (x) => x.get(`${U}/${soB}`), esperado: todos(200, 200, 403) },
  {
    rota: `POST ${U}`,
    alvo: 'acesso à empresa 2 com perfil dentro das permissões',
    pedir: (x) => x.post(U, { nome: 'Nova', cpf: cpf(500 + ++n), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfilAdminB }] }),
    esperado: todos(201, 201, 403),
  },
  {
    rota: `POST ${U}`,
    alvo: 'acesso à empresa 1',
    pedir: (x) => x.post(U, { nome: 'Nova', cpf: cpf(500 + ++n), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: 2 }] }),
    esperado: todos(201, 400, 403),
  },
  {
    rota: `PUT ${U}/:id`,
    alvo: 'usuário 1, com senha',
    // user 1 sets their own (the same) password: their session stays.
    pedir: async (x, quem) => x.put(`${U}/1`, { ...(await corpoDe(`${U}/1`)), senha: quem === 'instalacao' ? DEMO.senha : 'invasor1' }),
    esperado: todos(200, 404, 403),
  },
  { rota: `PUT ${U}/:id`, alvo: 'usuário só da empresa 1', pedir: async (x) => x.put(`${U}/2`, await corpoDe(`${U}/2`)), esperado: todos(200, 404, 403) },
  { rota: `PUT ${U}/:id`, alvo: 'usuário da empresa 2', pedir: async (x) => x.put(`${U}/${soB}`, await corpoDe(`${U}/${soB}`)), esperado: todos(200, 200, 403) },
  { rota: `DELETE ${U}/:id`, alvo: 'usuário 1', pedir: (x) => x.delete(`${U}/1`), esperado: todos(400, 404, 403) },
  { rota: `DELETE ${U}/:id`, alvo: 'usuário só da empresa 1', pedir: async (x) => x.delete(`${U}/${await novoUsuario(1)}`), esperado: todos(200, 404, 403) },
  { rota: `DELETE ${U}/:id`, alvo: 'usuário só da empresa 2', pedir: async (x) => x.delete(`${U}/${await novoUsuario(2)}`), esperado: todos(200, 200, 403) },
  // Profiles: read by whoever manages users, written by the installation administrator only.
  { rota: `GET ${P}`, alvo: 'lista', pedir: (x) => x.get(P), esperado: todos(200, 200, 403) },
  { rota: `GET ${P}/:id`, alvo: 'perfil 1', pedir: (x) => x.get(`${P}/1`), esperado: todos(200, 200, 403) },
  { rota: `POST ${P}`, alvo: 'novo perfil', pedir: (x) => x.post(P, { nome: `Perfil ${++n}`, autoridades: [] }), esperado: todos(201, 403, 403) },
  { rota: `PUT ${P}/:id`, alvo: 'perfil 2', pedir: async (x) => x.put(`${P}/2`, await corpoDe(`${P}/2`)), esperado: todos(200, 403, 403) },
  {
    rota: `DELETE ${P}/:id`,
    alvo: 'perfil sem uso',
    pedir: async (x) => x.delete(`${P}/${(await c.instalacao.post(P, { nome: `Perfil ${++n}`, autoridades: [] })).body.id}`),
    esperado: todos(200, 403, 403),
  },
  // Companies: everyone reads the session's; its administrator configures it; only user 1 creates or removes.
  { rota: `GET ${E}`, alvo: 'lista', pedir: (x) => x.get(E), esperado: todos(200, 200, 200) },
  { rota: `GET ${E}/:id`, alvo: 'empresa 1', pedir: (x) => x.get(`${E}/1`), esperado: todos(200, 404, 404) },
  { rota: `GET ${E}/:id`, alvo: 'empresa 2', pedir: (x) => x.get(`${E}/2`), esperado: todos(200, 200, 200) },
  { rota: `POST ${E}`, alvo: 'nova empresa', pedir: (x) => x.post(E, { nome: `Empresa ${++n}` }), esperado: todos(201, 403, 403) },
  { rota: `PUT ${E}/:id`, alvo: 'empresa 1', pedir: async (x) => x.put(`${E}/1`, await corpoDe(`${E}/1`)), esperado: todos(200, 404, 403) },
  { rota: `PUT ${E}/:id`, alvo: 'empresa 2', pedir: async (x) => x.put(`${E}/2`, await corpoDe(`${E}/2`)), esperado: todos(200, 200, 403) },
  {
    rota: `DELETE ${E}/:id`,
    alvo: 'empresa sem uso',
    pedir: async (x) => x.delete(`${E}/${(await c.instalacao.post(E, { nome: `Empresa ${++n}` })).body.id}`),
    esperado: todos(200, 404, 403),
  },
  // (user 1 removing a company in use is the generic in-use rule, not this one)
  { rota: `DELETE ${E}/:id`, alvo: 'empresa 2', pedir: (x) => x.delete(`${E}/2`), esperado: { ...todos(0, 403, 403), instalacao: null } },
]

const url = urlPostgres()
const bancos: ReadonlyArray<[string, Parameters<typeof criarAmbiente>[0]]> = [
  ['SQLite', {}],
  ...(url ? [['PostgreSQL', { url, schema: `administracao_${process.pid}` }] as [string, Parameters<typeof criarAmbiente>[0]]] : []),
]

describe.each(bancos)('cada rota de usuários, perfis e empresas, por quem chama (%s)', (_nome, opcoes) => {
  beforeAll(async () => {
    amb = await criarAmbiente(opcoes)
    c.instalacao = cliente(amb.app)
    await c.instalacao.entrar()
    perfilAdminB = (await c.instalacao.post(P, { nome: 'Administração da filial', autoridades: ['ROLE_UTILITARIO_USUARIOS', 'ROLE_UTILITARIO_EMPRESAS'] })).body.id
    const adminB = (await c.instalacao.post(U, { nome: 'Admin B', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfilAdminB }] })).body.id
    expect(adminB).toBeGreaterThan(2)
    soB = await novoUsuario(2)
    await c.instalacao.post(U, { nome: 'Comum B', cpf: cpf(2), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: 2 }] })
    c.adminB = cliente(amb.app)
    await c.adminB.entrar(cpf(1), 'segredo1', 2)
    c.comumB = cliente(amb.app)
    await c.comumB.entrar(cpf(2), 'segredo1', 2)
    c.anonimo = cliente(amb.app)
  })
  afterAll(() => amb?.fechar())

  it('a tabela cobre todas as rotas desses recursos', () => {
    const rotas = new Set(
      amb.app.routes.filter((r) => r.method !== 'ALL' && /^\/api\/utilitario\/(usuarios|perfis|empresas)(\/|$)/.test(r.path)).map((r) => `${r.method} ${r.path.replace(/\{[^}]*\}/g, '')}`),
    )
    expect(rotas.size).toBeGreaterThan(0)
    expect([...rotas].filter((r) => !CASOS.some((x) => x.rota === r))).toEqual([])
  })

  for (const quem of QUEM) {
    it(quem, async () => {
      const obtido: Record<string, number> = {}
      const esperado: Record<string, number> = {}
      for (const caso of CASOS) {
        if (caso.esperado[quem] === null) continue
        const chave = `${caso.rota} (${caso.alvo})`
        const r = await caso.pedir(c[quem], quem)
        obtido[chave] = r.status
        esperado[chave] = caso.esperado[quem]!
      }
      expect(obtido).toEqual(esperado)
    })
  }

  it('nada do que foi recusado mudou: o usuário 1 entra com a senha de sempre, a empresa 1 não foi tocada', async () => {
    await cliente(amb.app).entrar()
    const e1 = await amb.knex('auditoria').where({ empresaId: 1 }).whereIn('usuarioId', [
      Number((await amb.knex('usuarios').where({ cpf: cpf(1) }).first('id')).id),
      Number((await amb.knex('usuarios').where({ cpf: cpf(2) }).first('id')).id),
    ])
    expect(e1).toEqual([])
  })
})
