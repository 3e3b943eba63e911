import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CPF_JA_CADASTRADO } from '../../../core/externo/registrar.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * Issue 11 #8: the recovery hides whether a CPF has an account; the registration must not be a cheaper way to
 * learn it. A duplicate CPF answers a text that names nobody and costs the recovery's per-address budget.
 */
let amb: AmbienteTeste
beforeAll(async () => {
  amb = await criarAmbiente()
})
afterAll(() => amb?.fechar())

const cadastro = async (cpf: string, cargoId: number) =>
  cliente(amb.app).post('/api/externo/candidatos', { empresaId: 1, nome: 'Sondagem', cpf, email: 'sonda@exemplo.com.br', cargos: [cargoId], senha: 'segredo1', confirmaSenha: 'segredo1', aceitoPoliticaSeguranca: true })

describe('CPF já cadastrado no portal', () => {
  it('mensagem neutra; sondar CPFs pelo cadastro gasta a mesma cota da recuperação de senha', async () => {
    const cargoId = Number((await amb.knex('cargos').where({ empresaId: 1 }).first('id')).id)
    // The demo candidate's CPF.
    const r = await cadastro('12345678909', cargoId)
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'cpf', message: CPF_JA_CADASTRADO }])
    expect(JSON.stringify(r.body)).not.toMatch(/candidat[oa] [A-Z]/)
    const seguintes = []
    for (let i = 0; i < 5; i++) seguintes.push((await cadastro('12345678909', cargoId)).status)
    expect(seguintes.slice(0, 4)).toEqual([400, 400, 400, 400])
    expect(seguintes[4]).toBe(429)
    // The recovery from the same address shares that budget.
    expect((await cliente(amb.app).put('/api/externo/candidatos/recuperar-senha', { cpf: '12345678909', empresaId: 1 })).status).toBe(429)
  })
})
