import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { CONTA_COMPARTILHADA, PERFIL_ACIMA, SO_SUAS_EMPRESAS } from '../../../core/utilitario/usuarios.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * Per-company administration (issue 11, finding 1): an administrator of company 2 only (demo "Filial Norte")
 * manages the users of company 2 and nothing of the installation. Demo: company 1 and 2; user 1 (installation
 * administrator, both companies); user 2 Maria (company 1 only); profile 1 'Administrador' (every permission).
 */
const cpf = (n: number) => cpfDeTeste(100_000_000, n, 1)

let amb: AmbienteTeste
let instalacao: ReturnType<typeof cliente>
let adminB: ReturnType<typeof cliente>
let perfilUsuarios: number
let adminBId: number
let soBId: number
let compartilhadoId: number
const U = '/api/utilitario/usuarios'

beforeAll(async () => {
  amb = await criarAmbiente()
  instalacao = cliente(amb.app)
  await instalacao.entrar()
  const p = await instalacao.post('/api/utilitario/perfis', {
    nome: 'Administração de usuários',
    autoridades: ['ROLE_UTILITARIO_USUARIOS', 'ROLE_UTILITARIO_EMPRESAS', 'ROLE_UTILITARIO_LOG'],
  })
  perfilUsuarios = p.body.id
  const criar = async (nome: string, n: number, acessos: unknown) => {
    const r = await instalacao.post(U, { nome, cpf: cpf(n), senha: 'segredo1', acessos })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    return r.body.id as number
  }
  adminBId = await criar('Admin da Norte', 1, [{ empresaId: 2, perfilId: perfilUsuarios }])
  soBId = await criar('Só da Norte', 2, [{ empresaId: 2, perfilId: 2 }])
  compartilhadoId = await criar('Nas Duas', 3, [
    { empresaId: 1, perfilId: 1 },
    { empresaId: 2, perfilId: 2 },
  ])
  adminB = cliente(amb.app)
  await adminB.entrar(cpf(1), 'segredo1', 2)
})
afterAll(() => amb?.fechar())

describe('administrador de uma empresa só', () => {
  it('lista só os usuários das suas empresas, nunca o usuário 1, e vê só os acessos delas', async () => {
    const r = await adminB.get(`${U}?unpaged=true`)
    expect(r.status).toBe(200)
    expect(r.body.map((u: any) => u.id).sort()).toEqual([adminBId, soBId, compartilhadoId].sort())
    const comp = r.body.find((u: any) => u.id === compartilhadoId)
    expect(comp.acessos).toEqual([{ empresaId: 2, perfilId: 2 }])
    expect((await adminB.get(`${U}/${compartilhadoId}`)).body.acessos).toEqual([{ empresaId: 2, perfilId: 2 }])
    // react-admin's getMany (?id=…) goes through the same restriction.
    expect((await adminB.get(`${U}?unpaged=true&id=1,2,${soBId}`)).body.map((u: any) => u.id)).toEqual([soBId])
  })

  it('o usuário 1 e os usuários só da outra empresa não existem para ele (404 em ler, alterar, trocar senha, remover)', async () => {
    for (const id of [1, 2]) {
      expect((await adminB.get(`${U}/${id}`)).status).toBe(404)
      expect((await adminB.put(`${U}/${id}`, { nome: 'Tomado', cpf: '11144477735', senha: 'invasor1', acessos: [{ empresaId: 2, perfilId: 1 }] })).status).toBe(404)
      expect((await adminB.delete(`${U}/${id}`)).status).toBe(404)
    }
    const um = await amb.knex('usuarios').where({ id: 1 }).first()
    expect(um.nome).toBe('Administrador Demonstração')
    // The installation administrator still logs in with the demo password.
    await cliente(amb.app).entrar()
  })

  it('não concede acesso a empresas que não administra, nem a si mesmo', async () => {
    const proprio = (await adminB.get(`${U}/${adminBId}`)).body
    const r = await adminB.put(`${U}/${adminBId}`, { ...proprio, senha: undefined, acessos: [...proprio.acessos, { empresaId: 1, perfilId: perfilUsuarios }] })
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'acessos.1.empresaId', message: SO_SUAS_EMPRESAS }])
    const novo = await adminB.post(U, { nome: 'Infiltrado', cpf: cpf(4), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilUsuarios }] })
    expect(novo.status).toBe(400)
    expect(novo.body.errors).toEqual([{ field: 'acessos.0.empresaId', message: SO_SUAS_EMPRESAS }])
    // Nor reads company 1's data afterwards.
    expect((await adminB.get('/api/captacao/candidatos?empresaId=1')).status).not.toBe(200)
  })

  it('não concede perfil com permissões que não tem', async () => {
    const r = await adminB.post(U, { nome: 'Poderoso', cpf: cpf(5), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: 1 }] })
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'acessos.0.perfilId', message: PERFIL_ACIMA }])
    const proprio = (await adminB.get(`${U}/${adminBId}`)).body
    const subir = await adminB.put(`${U}/${adminBId}`, { ...proprio, acessos: [{ empresaId: 2, perfilId: 1 }] })
    expect(subir.body.errors).toEqual([{ field: 'acessos.0.perfilId', message: PERFIL_ACIMA }])
    const ok = await adminB.post(U, { nome: 'Gestora Norte', cpf: cpf(6), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfilUsuarios }] })
    expect(ok.status).toBe(201)
  })

  it('num usuário que também acessa outra empresa, altera só os acessos da sua; dados da conta e senha não', async () => {
    const atual = (await adminB.get(`${U}/${compartilhadoId}`)).body
    const trocaPerfil = await adminB.put(`${U}/${compartilhadoId}`, { ...atual, acessos: [{ empresaId: 2, perfilId: perfilUsuarios }] })
    expect(trocaPerfil.status, JSON.stringify(trocaPerfil.body)).toBe(200)
    expect(trocaPerfil.body.acessos).toEqual([{ empresaId: 2, perfilId: perfilUsuarios }])
    const guardado = await amb.knex('usuarios').where({ id: compartilhadoId }).first()
    expect(JSON.parse(guardado.acessos)).toEqual([
      { empresaId: 2, perfilId: perfilUsuarios },
      { empresaId: 1, perfilId: 1 },
    ])
    const depois = (await adminB.get(`${U}/${compartilhadoId}`)).body
    const renomear = await adminB.put(`${U}/${compartilhadoId}`, { ...depois, nome: 'Outro Nome' })
    expect(renomear.body.errors).toEqual([{ field: 'nome', message: CONTA_COMPARTILHADA }])
    const senha = await adminB.put(`${U}/${compartilhadoId}`, { ...depois, senha: 'tomada123' })
    expect(senha.body.errors).toEqual([{ field: 'senha', message: CONTA_COMPARTILHADA }])
    const remover = await adminB.delete(`${U}/${compartilhadoId}`)
    expect(remover.status).toBe(400)
    expect(remover.body.message).toBe('Este usuário também acessa outras empresas: retire apenas o acesso às suas empresas.')
  })

  it('a troca do acesso à empresa 2 de quem também acessa a 1 fica só no log da 2, sem o acesso à 1', async () => {
    const linhas = await amb.knex('auditoria').where({ entidade: 'utilitario/usuarios', entidadeId: compartilhadoId, acao: 'alterar', usuarioId: adminBId })
    expect(linhas.map((l: any) => Number(l.empresaId))).toEqual([2])
    for (const l of linhas) {
      expect(JSON.parse(l.antes).acessos).toEqual([{ empresaId: 2, perfilId: 2 }])
      expect(JSON.parse(l.depois).acessos).toEqual([{ empresaId: 2, perfilId: perfilUsuarios }])
    }
  })

  it('depois das recusas não entra na empresa 1 nem lê os candidatos dela', async () => {
    expect((await adminB.put('/api/userinfo/empresa/1', {})).status).toBe(403)
    const candidatos = await adminB.get('/api/captacao/candidatos?unpaged=true&empresaId=1')
    expect(candidatos.status === 200 ? candidatos.body.filter((x: any) => Number(x.empresaId) === 1) : []).toEqual([])
    expect((await adminB.get('/api/userinfo')).body.empresas.map((e: any) => e.id)).toEqual([2])
    // Nor logs in as user 1 with the password it tried to set.
    await expect(cliente(amb.app).entrar(DEMO.cpf, 'invasor1')).rejects.toThrow()
  })

  it('trocar a senha de um usuário só da sua empresa encerra as sessões dele', async () => {
    const alvo = cliente(amb.app)
    await alvo.entrar(cpf(2), 'segredo1', 2)
    const atual = (await adminB.get(`${U}/${soBId}`)).body
    expect((await adminB.put(`${U}/${soBId}`, { ...atual, senha: 'trocada12' })).status).toBe(200)
    expect((await alvo.get('/api/userinfo')).status).toBe(401)
    await alvo.entrar(cpf(2), 'trocada12', 2)
  })

  it('a própria senha pelo cadastro de usuários encerra as outras sessões da conta, não a sua', async () => {
    const outra = cliente(amb.app)
    await outra.entrar(cpf(1), 'segredo1', 2)
    const eu = (await adminB.get(`${U}/${adminBId}`)).body
    expect((await adminB.put(`${U}/${adminBId}`, { ...eu, senha: 'segredo1' })).status).toBe(200)
    expect((await outra.get('/api/userinfo')).status).toBe(401)
    expect((await adminB.get('/api/userinfo')).status).toBe(200)
  })

  it('perfis: lê para atribuir; só o administrador da instalação cria, altera e remove', async () => {
    expect((await adminB.get('/api/utilitario/perfis?unpaged=true')).status).toBe(200)
    expect((await adminB.post('/api/utilitario/perfis', { nome: 'Meu', autoridades: [] })).status).toBe(403)
    expect((await adminB.put(`/api/utilitario/perfis/${perfilUsuarios}`, { nome: 'Tudo', autoridades: ['ROLE_UTILITARIO_USUARIOS', 'ROLE_CAPTACAO_CANDIDATOS'] })).status).toBe(403)
    expect((await adminB.delete('/api/utilitario/perfis/2')).status).toBe(403)
    expect((await instalacao.put('/api/utilitario/perfis/2', { nome: 'Gestor de Cargos', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS', 'ROLE_CAD_INFO_PESSOAL'] })).status).toBe(200)
  })

  it('empresas: configura a sua; criar e remover empresas é do administrador da instalação', async () => {
    expect((await adminB.post('/api/utilitario/empresas', { nome: 'Nova Empresa' })).status).toBe(403)
    expect((await adminB.delete('/api/utilitario/empresas/2')).status).toBe(403)
    const propria = (await adminB.get('/api/utilitario/empresas/2')).body
    expect((await adminB.put('/api/utilitario/empresas/2', { ...propria, razaoSocial: 'Filial Norte Comércio S.A.' })).status).toBe(200)
    expect((await adminB.put('/api/utilitario/empresas/1', { nome: 'Tomada' })).status).toBe(404)
  })

  it('sem sessão 401; sem a permissão de usuários 403', async () => {
    const anonimo = cliente(amb.app)
    expect((await anonimo.get(U)).status).toBe(401)
    const soB = cliente(amb.app)
    await soB.entrar(cpf(2), 'trocada12', 2)
    expect((await soB.get(U)).status).toBe(403)
    expect((await soB.put(`${U}/${soBId}`, { nome: 'x' })).status).toBe(403)
  })
})

describe('administrador da instalação', () => {
  it('vê todos os usuários com todos os acessos e não remove a si mesmo', async () => {
    const r = await instalacao.get(`${U}?unpaged=true`)
    expect(r.body.map((u: any) => u.id)).toEqual(expect.arrayContaining([1, 2, adminBId, soBId, compartilhadoId]))
    expect(r.body.find((u: any) => u.id === compartilhadoId).acessos).toHaveLength(2)
    const eu = await instalacao.delete(`${U}/1`)
    expect(eu.status).toBe(400)
    expect(eu.body.message).toBe('O administrador da instalação não pode ser removido.')
  })

  it('a alteração de um usuário da empresa 2 fica no log da empresa 2', async () => {
    const atual = (await instalacao.get(`${U}/${soBId}`)).body
    expect((await instalacao.put(`${U}/${soBId}`, { ...atual, email: 'norte@demo.local' })).status).toBe(200)
    const linhas = await amb.knex('auditoria').where({ entidade: 'utilitario/usuarios', entidadeId: soBId, acao: 'alterar', usuarioId: 1 })
    expect(linhas.map((l: any) => Number(l.empresaId))).toEqual([2])
    const logB = await adminB.get('/api/utilitario/log?unpaged=true&entidade=utilitario/usuarios')
    expect(logB.body.some((l: any) => Number(l.entidadeId) === soBId && l.acao === 'alterar')).toBe(true)
  })

  it('a alteração da conta de quem acessa duas empresas vai ao log de cada uma, com a parte dela', async () => {
    const atual = (await instalacao.get(`${U}/${compartilhadoId}`)).body
    expect((await instalacao.put(`${U}/${compartilhadoId}`, { ...atual, nome: 'Nas Duas Empresas' })).status).toBe(200)
    const [ultima] = await amb.knex('auditoria').where({ entidade: 'utilitario/usuarios', entidadeId: compartilhadoId }).orderBy('id', 'desc').limit(1)
    const linhas = await amb.knex('auditoria').where({ entidade: 'utilitario/usuarios', entidadeId: compartilhadoId, em: ultima.em }).orderBy('empresaId')
    expect(linhas.map((l: any) => [Number(l.empresaId), JSON.parse(l.depois).nome, JSON.parse(l.depois).acessos.map((a: any) => a.empresaId)])).toEqual([
      [1, 'Nas Duas Empresas', [1]],
      [2, 'Nas Duas Empresas', [2]],
    ])
    const logB = (await adminB.get('/api/utilitario/log?unpaged=true&entidade=utilitario/usuarios')).body
    expect(logB.every((l: any) => !String(l.antes ?? '').includes('"empresaId":1') && !String(l.depois ?? '').includes('"empresaId":1'))).toBe(true)
  })

  it('uma senha nova pelo cadastro de usuários encerra as sessões daquele usuário', async () => {
    const maria = cliente(amb.app)
    await maria.entrar('529.982.247-25', 'demo123', 1)
    expect((await maria.get('/api/userinfo')).status).toBe(200)
    const atual = (await instalacao.get(`${U}/2`)).body
    expect((await instalacao.put(`${U}/2`, { ...atual, senha: 'novaSenha9' })).status).toBe(200)
    expect((await maria.get('/api/userinfo')).status).toBe(401)
    await maria.entrar('529.982.247-25', 'novaSenha9', 1)
    // A change that keeps the password keeps the sessions.
    expect((await instalacao.put(`${U}/2`, { ...atual, email: 'maria2@demo.local' })).status).toBe(200)
    expect((await maria.get('/api/userinfo')).status).toBe(200)
  })
})
