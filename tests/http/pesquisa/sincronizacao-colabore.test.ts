import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INTEGRACAO_COLABORE_NAO_CONFIGURADA } from '../../../core/pesquisa/sincronizacao-colabore.ts'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const BASE = '/api/pesquisa/sincronizacao-colabore'

/** The external collaboration service's sync: the disabled default adapter answers that it is not configured. */
describe('sincronizacao-colabore (integração não configurada)', () => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  beforeAll(async () => {
    amb = await criarAmbiente()
    adm = cliente(amb.app)
    await adm.entrar()
    const perfil = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Só Minhas Pesquisas', autoridades: ['ROLE_MINHAS_PESQUISAS'] })
    const corpo = '540000001'
    const cpf = corpo + calcularDvCpf(corpo)
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Pesquisa', cpf, senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil }] })
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf, 'segredo1', 1)
  })
  afterAll(() => amb?.fechar())

  it('status: não configurada, com a mensagem em português; sincronizar: 400 com a mesma mensagem (nunca 5xx); 401 e 403', async () => {
    const s = await adm.get(`${BASE}/status`)
    expect(s.status).toBe(200)
    expect(s.body).toEqual({ configurada: false, message: INTEGRACAO_COLABORE_NAO_CONFIGURADA })
    const sinc = await adm.post(BASE)
    expect(sinc.status).toBe(400)
    expect(sinc.body.message).toBe(INTEGRACAO_COLABORE_NAO_CONFIGURADA)
    expect((await cliente(amb.app).get(`${BASE}/status`)).status).toBe(401)
    expect((await semPermissao.get(`${BASE}/status`)).status).toBe(403)
    expect((await semPermissao.post(BASE)).status).toBe(403)
    expect((await adm.post(BASE, undefined, { csrf: false })).status).toBe(403)
  })
})
