import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { inserirLinha } from '../../support/banco.ts'
import { criarGestor } from '../../support/gestor.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const INDICES = '/api/cargo-salario/indices'
const HIST = '/api/cargo-salario/indices/historicos'

/** Salary indices and their dated values (spec 001 §3, §5, §7 Indices). */
describe('índices', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
  })
  afterAll(() => amb.fechar())

  it('201/200: nome até 40 e único, grupo da folha, desabilitado; o valor vigente segue o histórico', async () => {
    const r = await admin.post(INDICES, { nome: ' Salário Mínimo Regional ', grupoAC: '001' })
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ nome: 'Salário Mínimo Regional', grupoAC: '001', desabilitado: false, valorVigente: null })
    expect((await admin.post(HIST, { indiceId: r.body.id, data: '2024-01-01', valor: 141_200 })).status).toBe(201)
    expect((await admin.post(HIST, { indiceId: r.body.id, data: '2099-01-01', valor: 999_900 })).status).toBe(201)
    expect((await admin.get(`${INDICES}/${r.body.id}`)).body.valorVigente).toBe(141_200)
    const lista = await admin.get(`${HIST}?unpaged=true&indiceId=${r.body.id}`)
    expect(lista.body.map((h: Record<string, unknown>) => [h['data'], h['dataFim']])).toEqual([
      ['2099-01-01', null],
      ['2024-01-01', '2099-01-01'],
    ])
  })

  it('400: nome obrigatório, até 40, repetido; histórico com data e valor de ao menos 1 centavo', async () => {
    expect((await admin.post(INDICES, { nome: '' })).body.errors).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }])
    expect((await admin.post(INDICES, { nome: 'x'.repeat(41) })).body.errors).toEqual([{ field: 'nome', message: 'Nome deve ter no máximo 40 caracteres' }])
    await admin.post(INDICES, { nome: 'Piso' })
    expect((await admin.post(INDICES, { nome: 'Piso' })).body.errors).toEqual([{ field: 'nome', message: 'Já existe um índice com este nome' }])
    const i = (await admin.post(INDICES, { nome: 'Com histórico' })).body.id
    const vazio = await admin.post(HIST, { indiceId: i })
    expect(vazio.status).toBe(400)
    expect(vazio.body.errors).toEqual([
      { field: 'data', message: 'Data é obrigatória' },
      { field: 'valor', message: 'Valor é obrigatório' },
    ])
    expect((await admin.post(HIST, { indiceId: i, data: '2024-01-01', valor: 0 })).body.errors).toEqual([{ field: 'valor', message: 'Valor não pode ser 0 (zero) ou menor' }])
    expect((await admin.post(HIST, { indiceId: i, data: '2024-01-01', valor: 1.5 })).body.errors).toEqual([{ field: 'valor', message: 'Valor inválido' }])
    expect((await admin.post(HIST, { indiceId: i, data: '2024-01-01', valor: 1 })).status).toBe(201)
    expect((await admin.post(HIST, { indiceId: i, data: '2024-01-01', valor: 2 })).body.errors).toEqual([{ field: 'data', message: 'Já existe um histórico deste índice nesta data' }])
  })

  it('remover leva o histórico; usado por uma faixa, nada é removido', async () => {
    const livre = (await admin.post(INDICES, { nome: 'Livre' })).body.id
    await admin.post(HIST, { indiceId: livre, data: '2024-01-01', valor: 100 })
    expect((await admin.delete(`${INDICES}/${livre}`)).status).toBe(200)
    const usado = (await admin.post(INDICES, { nome: 'Usado' })).body.id
    await admin.post(HIST, { indiceId: usado, data: '2024-01-01', valor: 100 })
    const cargo = await inserirLinha(amb.knex, 'cargos', { empresaId: 1, nome: 'Cargo do Índice', nomeMercado: 'Cargo do Índice' })
    const faixa = await inserirLinha(amb.knex, 'faixas_salariais', { empresaId: 1, cargoId: cargo, nome: 'A' })
    await inserirLinha(amb.knex, 'faixa_salarial_historicos', { empresaId: 1, faixaSalarialId: faixa, data: '2024-01-01', tipo: 2, indiceId: usado, quantidade: 2 })
    const r = await admin.delete(`${INDICES}/${usado}`)
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('EM_USO')
    expect(await amb.knex('indice_historicos').where('indiceId', usado).count({ n: '*' })).toEqual([{ n: 1 }])
  })

  it('gestor: os índices são da empresa (lê todos, com o valor vigente); gravar pede a permissão de cadastros', async () => {
    const primeiro = async (t: string) => Number((await amb.knex(t).where('empresaId', 1).orderBy('id').first()).id)
    const g = await criarGestor(amb, admin, { n: 32, autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES'], posicao: { estabelecimentoId: await primeiro('estabelecimentos'), cargoId: await primeiro('cargos') } })
    const i = (await admin.post(INDICES, { nome: 'Índice do Gestor' })).body.id
    await admin.post(HIST, { indiceId: i, data: '2024-01-01', valor: 150_000 })
    const lista = await g.cliente.get(`${INDICES}?unpaged=true`)
    expect(lista.body.find((x: { id: number }) => x.id === i)).toMatchObject({ nome: 'Índice do Gestor', valorVigente: 150_000 })
    expect((await g.cliente.get(`${HIST}?unpaged=true&indiceId=${i}`)).body).toHaveLength(1)
    expect((await g.cliente.post(INDICES, { nome: 'Do gestor' })).status).toBe(403)
    expect((await g.cliente.post(HIST, { indiceId: i, data: '2024-06-01', valor: 1 })).status).toBe(403)
    expect((await g.cliente.delete(`${INDICES}/${i}`)).status).toBe(403)
  })

  it('401, 403 sem a permissão de cadastros, 404 de outra empresa', async () => {
    expect((await cliente(amb.app).get(INDICES)).status).toBe(401)
    const perfil = await admin.post('/api/utilitario/perfis', { nome: 'Sem cadastros', autoridades: ['ROLE_CAPTACAO_CADASTROS'] })
    await admin.post('/api/utilitario/usuarios', { nome: 'Sem Cadastros', cpf: '39053344705', senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
    const sem = cliente(amb.app)
    await sem.entrar('39053344705', 'segredo1', 1)
    expect((await sem.post(INDICES, { nome: 'Proibido' })).status).toBe(403)
    expect((await sem.get(`${INDICES}/pendentes-desabilitados`)).status).toBe(200)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    const deOutra = await inserirLinha(amb.knex, 'indices', { empresaId: 2, nome: 'Índice da Norte' })
    expect((await restrita.get(`${INDICES}/${deOutra}`)).status).toBe(404)
    expect((await restrita.put(`${INDICES}/${deOutra}`, { nome: 'x' })).status).toBe(404)
    expect((await restrita.post(HIST, { indiceId: deOutra, data: '2024-01-01', valor: 1 })).body.errors).toEqual([{ field: 'indiceId', message: 'Índice: registro não encontrado' }])
  })
})
