import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/** The demo's portal candidate (adapters/captacao/candidatos-demo.ts). */
const CPF = '12345678909'
const SENHA = 'demo123'

let amb: AmbienteTeste
beforeAll(async () => {
  amb = await criarAmbiente()
}, 30_000)
afterAll(() => amb?.fechar())

const entrar = async (senha = SENHA) => {
  const c = cliente(amb.app)
  const r = await c.post('/api/externo/login', `username=${CPF}&password=${senha}&empresaId=1`, { tipo: 'application/x-www-form-urlencoded' })
  expect(r.status).toBe(200)
  return c
}
const autenticado = async (c: ReturnType<typeof cliente>) => (await c.get('/api/externo/userinfo')).body.authenticated as boolean

/** Issue 11 #4: a password set through the recovery link ends every session of the account. */
describe('recuperação de senha do portal encerra as sessões do candidato', () => {
  it('as sessões abertas antes da nova senha deixam de valer; a nova senha entra', async () => {
    const celular = await entrar()
    const computador = await entrar()
    expect(await autenticado(celular)).toBe(true)
    expect(await autenticado(computador)).toBe(true)

    const anonimo = cliente(amb.app)
    expect((await anonimo.put('/api/externo/candidatos/recuperar-senha', { cpf: CPF, empresaId: 1 })).status).toBe(200)
    // Without SMTP the message waits in the outbox; the link is built from the loopback origin of the request.
    const mensagem = await amb.knex('caixa_saida').where({ assunto: 'Recuperação de senha' }).orderBy('id', 'desc').first('texto')
    const token = /token=([A-Za-z0-9_-]+)/.exec(String(mensagem?.texto))?.[1]
    expect(token).toBeDefined()
    const r = await anonimo.post('/api/externo/candidatos/redefinir-senha', { token, senha: 'recuperada1', confirmaSenha: 'recuperada1' })
    expect(r.status).toBe(200)

    expect(await autenticado(celular)).toBe(false)
    expect(await autenticado(computador)).toBe(false)
    const sujeito = Number((await amb.knex('candidatos').where({ cpf: CPF, empresaId: 1 }).first('id')).id)
    expect(await amb.knex('sessoes').where({ tipo: 'externo', sujeitoId: sujeito })).toEqual([])
    expect(await autenticado(await entrar('recuperada1'))).toBe(true)
    const antiga = await cliente(amb.app).post('/api/externo/login', `username=${CPF}&password=${SENHA}&empresaId=1`, { tipo: 'application/x-www-form-urlencoded' })
    expect(antiga.status).not.toBe(200)
  })
})
