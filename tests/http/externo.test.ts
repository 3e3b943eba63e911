import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashSenha } from '../../adapters/db/sessao.ts'
import { criarAmbiente, type AmbienteTeste } from '../support/servidor.ts'
import { cliente } from '../support/http.ts'

let amb: AmbienteTeste
beforeAll(async () => {
  amb = await criarAmbiente()
  const senhaHash = await Effect.runPromise(hashSenha.hash('segredo1'))
  await amb.knex('candidatos').insert({ empresaId: 1, nome: 'Joana Candidata da Silva Pereira', cpf: '39053344705', senhaHash })
})
afterAll(() => amb.fechar())

describe('API pública do portal do candidato', () => {
  it('configuração de marca da empresa, sem sessão; 404 para empresa desconhecida', async () => {
    const c = cliente(amb.app)
    const r = await c.get('/api/externo/empresas/1/configuracao')
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ id: 1, nome: 'Empresa Demonstração', corPrincipal: '#FF850A', corSecundaria: '#5C5C5C', logoEmpresa: null, exigirAceitePsi: true })
    expect(Object.keys(r.body)).not.toContain('politicaSeguranca')
    expect((await c.get('/api/externo/empresas/999/configuracao')).status).toBe(404)
    expect((await c.get('/api/externo/empresas/abc/configuracao')).status).toBe(404)
  })

  it('anúncios abertos: lista pública da empresa; 404 para empresa desconhecida', async () => {
    const c = cliente(amb.app)
    expect(Array.isArray((await c.get('/api/externo/anuncios?empresaId=1')).body)).toBe(true)
    expect((await c.get('/api/externo/anuncios?empresaId=999')).status).toBe(404)
    expect((await c.get('/api/externo/anuncios?empresaId=abc')).body).toEqual([])
  })
})

describe('sessão do candidato (cookie separado)', () => {
  it('login form-encoded, userinfo, logout', async () => {
    const c = cliente(amb.app)
    expect((await c.get('/api/externo/userinfo')).body).toEqual({ authenticated: false })
    const errado = await c.post('/api/externo/login', 'username=39053344705&password=errada&empresaId=1', { tipo: 'application/x-www-form-urlencoded' })
    expect(errado.status).toBe(400)
    expect(errado.body.message).toBe('CPF ou senha inválidos.')
    const outraEmpresa = await c.post('/api/externo/login', 'username=39053344705&password=segredo1&empresaId=2', { tipo: 'application/x-www-form-urlencoded' })
    expect(outraEmpresa.status).toBe(400)
    const ok = await c.post('/api/externo/login?solicitacaoId=7', 'username=390.533.447-05&password=segredo1&empresaId=1', {
      tipo: 'application/x-www-form-urlencoded',
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ authenticated: true, solicitacaoId: '7' })
    expect(c.cookie).toMatch(/^RH_EXTERNO=/)
    const u = await c.get('/api/externo/userinfo')
    expect(u.body).toMatchObject({ authenticated: true, empresaId: 1, candidato: { nome: 'Joana Candidata da Silva Pereira', cpf: '39053344705' } })
    // a candidate session opens nothing of the staff API
    const staff = await amb.app.request('/api/userinfo', { headers: { cookie: c.cookie.replace('RH_EXTERNO', 'RH_SESSAO') } })
    expect(staff.status).toBe(401)
    await c.post('/api/externo/userinfo/logout')
    expect((await c.get('/api/externo/userinfo')).body).toEqual({ authenticated: false })
  })

  it('valida campos do login com as mensagens da especificação', async () => {
    const r = await cliente(amb.app).post('/api/externo/login', 'username=39053344705', { tipo: 'application/x-www-form-urlencoded' })
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'Senha é obrigatória' },
        { field: 'empresaId', message: 'Empresa é obrigatória' },
      ]),
    )
  })
})
