import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'
import { criarAmbiente, type AmbienteTeste } from '../support/servidor.ts'
import { cliente } from '../support/http.ts'

let amb: AmbienteTeste
beforeAll(async () => {
  amb = await criarAmbiente()
})
afterAll(() => amb.fechar())

describe('POST /api/login', () => {
  it('entra com CPF mascarado, senha e empresa e devolve o userinfo da sessão', async () => {
    const c = cliente(amb.app)
    const r = await c.post('/api/login', { username: DEMO.cpf, password: DEMO.senha, empresaId: 1 })
    expect(r.status).toBe(200)
    expect(c.cookie).toMatch(/^RH_SESSAO=/)
    const u = await c.get('/api/userinfo')
    expect(u.status).toBe(200)
    expect(u.body).toMatchObject({ authenticated: true, empresa: { id: 1, nome: DEMO.empresa }, usuario: { id: 1, cpf: '11144477735' } })
    expect(u.body.authorities).toContain('ROLE_CAPTACAO_CADASTROS')
    expect(u.body.empresas).toHaveLength(2)
    const itens = JSON.stringify(u.body.menu)
    expect(itens).toContain('Captação e Seleção > Cadastros > Etapas Seletivas')
    for (const k of ['expired', 'parametrosDoSistema', 'linkChat', 'usuarioFortes', 'horaExpiracao', 'autenticadoRh', 'aceitoPoliticaSeguranca', 'possuiSst']) {
      expect(u.body).toHaveProperty(k)
    }
  })

  it('exige senha e empresa com as mensagens da especificação', async () => {
    const r = await cliente(amb.app).post('/api/login', { username: DEMO.cpf })
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('FIELD_VALIDATION_VIOLATION')
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'Senha é obrigatória' },
        { field: 'empresaId', message: 'Empresa é obrigatória' },
      ]),
    )
  })

  it('aceita o corpo form-encoded', async () => {
    const c = cliente(amb.app)
    const r = await c.post('/api/login', 'username=11144477735&password=demo123&empresaId=1', { tipo: 'application/x-www-form-urlencoded' })
    expect(r.status).toBe(200)
  })

  it('recusa senha errada sem dizer qual dado errou e bloqueia após tentativas repetidas', async () => {
    const c = cliente(amb.app)
    const errada = await c.post('/api/login', { username: DEMO.cpfRestrito, password: 'errada', empresaId: 1 })
    expect(errada.status).toBe(400)
    expect(errada.body).toMatchObject({ code: 'LOGIN_INVALIDO', message: 'CPF ou senha inválidos.' })
    const inexistente = await c.post('/api/login', { username: '390.533.447-05', password: 'x', empresaId: 1 })
    expect(inexistente.body.message).toBe('CPF ou senha inválidos.')
    for (let i = 0; i < 4; i++) await c.post('/api/login', { username: DEMO.cpfRestrito, password: 'errada', empresaId: 1 })
    const bloqueado = await c.post('/api/login', { username: DEMO.cpfRestrito, password: DEMO.senha, empresaId: 1 })
    expect(bloqueado.status).toBe(429)
    await amb.knex('tentativas_login').delete()
  })

  it('100 palpites em paralelo (um deles certo): no máximo 5 conferidos, o resto 429 (antes: todos conferidos, um entrava)', async () => {
    const palpites = Array.from({ length: 100 }, (_, i) => (i === 99 ? DEMO.senha : `errada${i}`))
    const r = await Promise.all(palpites.map((password) => cliente(amb.app).post('/api/login', { username: DEMO.cpfRestrito, password, empresaId: 1 })))
    const conferidos = r.filter((x) => x.status !== 429)
    expect(conferidos.length).toBeLessThanOrEqual(5)
    expect(r.filter((x) => x.status === 429).length).toBeGreaterThanOrEqual(95)
    // The right password was not among the checked ones: nobody got in.
    expect(r.filter((x) => x.status === 200)).toHaveLength(0)
    await amb.knex('tentativas_login').delete()
  })

  it('o portal também: 100 palpites em paralelo, no máximo 5 conferidos', async () => {
    const r = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        cliente(amb.app).post('/api/externo/login', `username=12345678909&password=${i === 99 ? 'demo123' : `errada${i}`}&empresaId=1`, { tipo: 'application/x-www-form-urlencoded' }),
      ),
    )
    expect(r.filter((x) => x.status !== 429).length).toBeLessThanOrEqual(5)
    await amb.knex('tentativas_login').delete()
  })

  it('um login certo devolve a vaga do endereço: 40 logins seguidos do mesmo endereço não bloqueiam', async () => {
    for (let i = 0; i < 40; i++) expect((await cliente(amb.app).post('/api/login', { username: DEMO.cpf, password: DEMO.senha, empresaId: 1 })).status).toBe(200)
    await amb.knex('tentativas_login').delete()
  })

  it('tentativas com mais de um dia são apagadas quando chegam novas (a tabela não cresce sem fim)', async () => {
    const horas = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString()
    await amb.knex('tentativas_login').insert([
      { chave: 'antiga', em: horas(25) },
      { chave: 'recente', em: horas(23) },
    ])
    await cliente(amb.app).post('/api/login', { username: DEMO.cpfRestrito, password: 'errada', empresaId: 1 })
    const chaves = (await amb.knex('tentativas_login').select('chave')).map((r) => r.chave)
    expect(chaves).not.toContain('antiga')
    expect(chaves).toContain('recente')
    await amb.knex('tentativas_login').delete()
  })

  it('não deixa entrar numa empresa sem acesso', async () => {
    const r = await cliente(amb.app).post('/api/login', { username: DEMO.cpfRestrito, password: DEMO.senha, empresaId: 2 })
    expect(r.status).toBe(400)
    expect(r.body.errors[0].field).toBe('empresaId')
  })

  it('sem o cabeçalho CSRF a requisição mutante é recusada com 403', async () => {
    const r = await cliente(amb.app).post('/api/login', { username: DEMO.cpf, password: DEMO.senha, empresaId: 1 }, { csrf: false })
    expect(r.status).toBe(403)
    expect(r.body.message).toBe('Não autorizado.')
  })
})

describe('sessão', () => {
  it('401 "Sessão expirada." sem sessão, com cookie forjado e após logout', async () => {
    const c = cliente(amb.app)
    expect((await c.get('/api/userinfo')).body).toMatchObject({ code: '401', message: 'Sessão expirada.' })
    const forjado = await amb.app.request('/api/userinfo', { headers: { cookie: 'RH_SESSAO=abc' } })
    expect(forjado.status).toBe(401)
    await c.entrar()
    expect((await c.get('/api/userinfo')).status).toBe(200)
    await c.post('/api/logout')
    expect((await c.get('/api/userinfo')).status).toBe(401)
  })

  it('sessão expirada no banco dá 401', async () => {
    const c = cliente(amb.app)
    await c.entrar()
    await amb.knex('sessoes').update({ expiraEm: '2000-01-01T00:00:00.000Z' })
    expect((await c.get('/api/userinfo')).status).toBe(401)
  })

  it('a validade desliza enquanto a sessão é usada, embora o contexto dela fique lembrado entre pedidos', async () => {
    const c = cliente(amb.app)
    await c.entrar()
    const sessao = async () => (await amb.knex('sessoes').orderBy('criadaEm', 'desc').first()).expiraEm as string
    const inicio = Date.now()
    try {
      expect((await c.get('/api/userinfo')).status).toBe(200)
      const antes = await sessao()
      vi.useFakeTimers({ toFake: ['Date'] })
      // Past half of the 8 hours: the next request renews the session.
      vi.setSystemTime(inicio + 5 * 3600_000)
      expect((await c.get('/api/userinfo')).status).toBe(200)
      const renovada = await sessao()
      expect(Date.parse(renovada)).toBeGreaterThan(Date.parse(antes))
      vi.setSystemTime(inicio + 8 * 3600_000)
      expect((await c.get('/api/userinfo')).status).toBe(200)
      expect(await sessao()).toBe(renovada)
      vi.setSystemTime(Date.parse(renovada) + 60_000)
      expect((await c.get('/api/userinfo')).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it('troca de empresa muda o escopo dos dados', async () => {
    const c = cliente(amb.app)
    await c.entrar()
    const antes = await c.get('/api/captacao/areas-interesse?unpaged=true')
    expect(antes.body.map((a: any) => a.empresaId)).toEqual(expect.arrayContaining([1]))
    expect((await c.put('/api/userinfo/empresa/2')).status).toBe(200)
    expect((await c.get('/api/userinfo')).body.empresa.id).toBe(2)
    const depois = await c.get('/api/captacao/areas-interesse?unpaged=true')
    expect(depois.body).toEqual([expect.objectContaining({ nome: 'Vendas', empresaId: 2 })])
    expect((await c.put('/api/userinfo/empresa/999')).status).toBe(403)
  })

  it('usuário restrito: menu sem captação e 403 na API de captação', async () => {
    const c = cliente(amb.app)
    await c.entrar(DEMO.cpfRestrito)
    const u = await c.get('/api/userinfo')
    expect(u.body.empresas).toEqual([{ id: 1, nome: DEMO.empresa }])
    expect(JSON.stringify(u.body.menu)).not.toContain('Etapas Seletivas')
    expect(JSON.stringify(u.body.menu)).toContain('Cargos')
    // Lookups are readable by any staff user (selects); writing needs the authority.
    expect((await c.post('/api/captacao/etapas-seletivas', { nome: 'X' })).status).toBe(403)
    expect((await c.get('/api/utilitario/usuarios')).status).toBe(403)
  })

  it('altera a própria senha com as mensagens da especificação', async () => {
    const c = cliente(amb.app)
    await c.entrar(DEMO.cpfRestrito)
    const vazio = await c.patch('/api/userinfo/alterar-senha', {})
    expect(vazio.body.errors.map((e: any) => e.field).sort()).toEqual(['confNovaSenha', 'novaSenha', 'senha'])
    const diferente = await c.patch('/api/userinfo/alterar-senha', { senha: DEMO.senha, novaSenha: 'nova123', confNovaSenha: 'nova124' })
    expect(diferente.body.errors).toEqual([{ field: 'confNovaSenha', message: 'A senha não foi confirmada corretamente. Por favor, confira.' }])
    const atualErrada = await c.patch('/api/userinfo/alterar-senha', { senha: 'errada', novaSenha: 'nova123', confNovaSenha: 'nova123' })
    expect(atualErrada.body.errors[0].field).toBe('senha')
    expect((await c.patch('/api/userinfo/alterar-senha', { senha: DEMO.senha, novaSenha: 'nova123', confNovaSenha: 'nova123' })).status).toBe(200)
    expect((await c.get('/api/userinfo')).status).toBe(401)
    await c.entrar(DEMO.cpfRestrito, 'nova123')
    await c.patch('/api/userinfo/alterar-senha', { senha: 'nova123', novaSenha: DEMO.senha, confNovaSenha: DEMO.senha })
  })

  it('a troca da própria senha grava pelo caminho dos registros: auditada sem o hash, com as outras sessões encerradas', async () => {
    const maria = await amb.knex('usuarios').where({ cpf: DEMO.cpfRestrito.replace(/\D/g, '') }).first('id', 'senhaHash')
    const outra = cliente(amb.app)
    await outra.entrar(DEMO.cpfRestrito)
    const c = cliente(amb.app)
    await c.entrar(DEMO.cpfRestrito)
    const antes = Number((await amb.knex('auditoria').max({ m: 'id' }))[0]!['m'] ?? 0)
    expect((await c.patch('/api/userinfo/alterar-senha', { senha: DEMO.senha, novaSenha: 'trocada1', confNovaSenha: 'trocada1' })).status).toBe(200)
    try {
      expect((await outra.get('/api/userinfo')).status).toBe(401)
      expect((await c.get('/api/userinfo')).status).toBe(401)
      const novo = await amb.knex('usuarios').where({ id: maria.id }).first('senhaHash')
      expect(novo.senhaHash).not.toBe(maria.senhaHash)
      // The record's change, logged by the repository as any change of a user: who did it, the user, never the hash.
      const entradas = await amb.knex('auditoria').where('id', '>', antes).where({ entidade: 'utilitario/usuarios', entidadeId: maria.id })
      expect(entradas.map((e: any) => [e.acao, Number(e.usuarioId)])).toEqual([['alterar', Number(maria.id)]])
      expect(JSON.stringify(entradas)).not.toContain('scrypt$')
      expect(JSON.parse(entradas[0].depois)).toMatchObject({ id: maria.id, nome: 'Maria Restrita' })
    } finally {
      const d = cliente(amb.app)
      await d.entrar(DEMO.cpfRestrito, 'trocada1')
      await d.patch('/api/userinfo/alterar-senha', { senha: 'trocada1', novaSenha: DEMO.senha, confNovaSenha: DEMO.senha })
    }
  })

  it('as empresas só depois de conferidos CPF e senha, e só as do usuário (antes: lista pública de todas)', async () => {
    const anonimo = cliente(amb.app)
    expect((await anonimo.get('/api/login/empresas')).status).toBe(401)
    const errada = await anonimo.post('/api/login/empresas', { username: DEMO.cpfRestrito, password: 'errada' })
    expect(errada.status).toBe(400)
    expect(errada.body.message).toBe('CPF ou senha inválidos.')
    expect(JSON.stringify(errada.body)).not.toContain('Filial')
    expect((await anonimo.post('/api/login/empresas', {})).body.errors.map((e: any) => e.field).sort()).toEqual(['password', 'username'])
    const maria = await anonimo.post('/api/login/empresas', { username: DEMO.cpfRestrito, password: DEMO.senha })
    expect(maria.body).toEqual([{ id: 1, nome: DEMO.empresa }])
    const admin = await anonimo.post('/api/login/empresas', { username: DEMO.cpf, password: DEMO.senha })
    expect(admin.body).toEqual([
      { id: 1, nome: DEMO.empresa },
      { id: 2, nome: 'Filial Norte Comércio' },
    ])
    await amb.knex('tentativas_login').delete()
  })

  it('o login fica no log de auditoria', async () => {
    const n = await amb.knex('auditoria').where({ acao: 'login' }).count({ n: '*' })
    expect(Number(n[0]!['n'])).toBeGreaterThan(0)
  })
})

describe('sessão em vários processos (rh serve --workers N): o que outro processo grava vale no pedido seguinte', () => {
  // Each process remembers a session's context while the database is unchanged; these changes are made by the
  // other process, so only the database's write stamp can tell this one that they happened.
  it('uma permissão concedida, uma conta desativada e um logout feitos em outro processo valem na hora', async () => {
    const outro = await amb.outroProcesso()
    try {
      const c = cliente(amb.app)
      await c.entrar(DEMO.cpfRestrito)
      for (let i = 0; i < 3; i++) expect((await c.get('/api/utilitario/usuarios')).status).toBe(403)
      const { perfilId } = JSON.parse((await outro.knex('usuarios').where({ cpf: '52998224725' }).first()).acessos)[0]
      const antes = (await outro.knex('perfis').where({ id: perfilId }).first()).autoridades
      await outro.knex('perfis').where({ id: perfilId }).update({ autoridades: JSON.stringify([...JSON.parse(antes), 'ROLE_UTILITARIO_USUARIOS']) })
      try {
        expect((await c.get('/api/utilitario/usuarios')).status).toBe(200)
        expect((await c.get('/api/userinfo')).body.authorities).toContain('ROLE_UTILITARIO_USUARIOS')
      } finally {
        await outro.knex('perfis').where({ id: perfilId }).update({ autoridades: antes })
      }
      expect((await c.get('/api/utilitario/usuarios')).status).toBe(403)

      await outro.knex('usuarios').where({ cpf: '52998224725' }).update({ ativo: false })
      try {
        expect((await c.get('/api/userinfo')).status).toBe(401)
      } finally {
        await outro.knex('usuarios').where({ cpf: '52998224725' }).update({ ativo: true })
      }

      // The same session through the other process, then its logout there.
      const mesma = cliente(outro.app)
      await mesma.entrar(DEMO.cpfRestrito)
      const cookie = mesma.cookie
      const noPrimeiro = (caminho: string) => amb.app.request(caminho, { headers: { cookie } })
      expect((await noPrimeiro('/api/userinfo')).status).toBe(200)
      await mesma.post('/api/logout')
      expect((await noPrimeiro('/api/userinfo')).status).toBe(401)
    } finally {
      await outro.fechar()
    }
  })
})
