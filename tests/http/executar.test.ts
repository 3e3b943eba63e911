import { Effect, Layer, ManagedRuntime } from 'effect'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as erros from '../../core/shared/erros.ts'
import type { ErroDominio } from '../../core/shared/erros.ts'
import { executar, type Env, type Runtime } from '../../http/executar.ts'
import { DEMO } from '../../adapters/db/demo.ts'
import { cliente } from '../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../support/servidor.ts'

// ErroDominio is exactly the tagged error classes core/shared/erros.ts exports (else these lines fail typecheck);
// the second direction keeps the first from passing vacuously.
type Exportados = typeof erros
type Etiquetados = { [K in keyof Exportados]: Exportados[K] extends abstract new (...a: any) => infer I ? (I extends { readonly _tag: string } ? I : never) : never }[keyof Exportados]
const todosNaUniao: [Etiquetados] extends [ErroDominio] ? ([ErroDominio] extends [Etiquetados] ? true : false) : false = true

/** One instance of each member and the answer spec 000 §8 gives it; a new member needs a row here (Record keys). */
const RESPOSTAS: Record<ErroDominio['_tag'], { erro: ErroDominio; status: number; corpo: { code: string; message: string; errors: unknown[] } }> = {
  ValidacaoFalhou: {
    erro: erros.ValidacaoFalhou.campo('nome', 'Nome é obrigatório'),
    status: 400,
    corpo: { code: 'FIELD_VALIDATION_VIOLATION', message: 'Preencha os campos indicados', errors: [{ field: 'nome', message: 'Nome é obrigatório' }] },
  },
  RegraViolada: { erro: new erros.RegraViolada({ message: 'Registro em uso', code: 'EM_USO' }), status: 400, corpo: { code: 'EM_USO', message: 'Registro em uso', errors: [] } },
  NaoEncontrado: { erro: new erros.NaoEncontrado({ recurso: 'x', id: 1 }), status: 404, corpo: { code: '404', message: 'O recurso solicitado não foi encontrado.', errors: [] } },
  NaoAutenticado: { erro: new erros.NaoAutenticado({}), status: 401, corpo: { code: '401', message: 'Sessão expirada.', errors: [] } },
  AcessoNegado: { erro: new erros.AcessoNegado({}), status: 403, corpo: { code: '403', message: 'Não autorizado.', errors: [] } },
  LoginRecusado: { erro: new erros.LoginRecusado({ message: 'CPF ou senha inválidos' }), status: 400, corpo: { code: 'LOGIN_INVALIDO', message: 'CPF ou senha inválidos', errors: [] } },
  ServicoIndisponivel: {
    erro: new erros.ServicoIndisponivel({ message: 'Serviço de CEP indisponível', detalhe: 'timeout' }),
    status: 503,
    corpo: { code: 'SERVICO_INDISPONIVEL', message: 'Serviço de CEP indisponível', errors: [] },
  },
  FalhaEnvio: {
    erro: new erros.FalhaEnvio({ message: 'ECONNREFUSED 127.0.0.1:25' }),
    status: 502,
    corpo: { code: 'FALHA_ENVIO', message: 'Erro ao enviar e-mail. Por favor, tente novamente.', errors: [] },
  },
  RelatorioSemDados: { erro: new erros.RelatorioSemDados(), status: 422, corpo: { code: 'SEM_DADOS', message: 'Não existem dados para o filtro informado.', errors: [] } },
}

/** A bare app whose routes fail as the test says; the effects need no service. */
const appQueFalha = () => {
  const runtime = ManagedRuntime.make(Layer.empty) as unknown as Runtime
  const app = new Hono<Env>()
  app.use(async (c, next) => {
    c.set('runtime', runtime)
    await next()
  })
  app.get('/erro/:tag', (c) => executar(c, Effect.fail(RESPOSTAS[c.req.param('tag') as ErroDominio['_tag']].erro), () => c.json('nunca')))
  app.get('/login-bloqueado', (c) => executar(c, Effect.fail(new erros.LoginRecusado({ message: 'Conta bloqueada', bloqueado: true })), () => c.json('nunca')))
  app.get('/ok', (c) => executar(c, Effect.succeed(7), (n) => c.json({ n })))
  app.get('/defeito', (c) => executar(c, Effect.die(new Error('segredo interno')), () => c.json('nunca')))
  app.get('/api/relatorios/x', (c) => executar(c, Effect.die(new Error('pdf quebrou')), () => c.json('nunca')))
  // A non-domain failure smuggled past the types by a cast: logged and answered 500, never thrown.
  app.get('/contrabando', (c) => executar(c, Effect.fail({ _tag: 'Desconhecido' }) as unknown as Effect.Effect<never, ErroDominio>, () => c.json('nunca')))
  return { app, runtime }
}

describe('executar: cada erro de domínio tem sua resposta HTTP', () => {
  const { app, runtime } = appQueFalha()
  afterAll(() => (runtime as ManagedRuntime.ManagedRuntime<never, never>).dispose())

  it('a união cobre todas as classes de erro de core/shared/erros.ts', () => {
    expect(todosNaUniao).toBe(true)
  })

  for (const [tag, r] of Object.entries(RESPOSTAS)) {
    it(`${tag} → ${r.status} ${r.corpo.code}`, async () => {
      const res = await app.request(`/erro/${tag}`)
      expect(res.status).toBe(r.status)
      expect(await res.json()).toEqual(r.corpo)
    })
  }

  it('login bloqueado → 429 LOGIN_BLOQUEADO', async () => {
    const res = await app.request('/login-bloqueado')
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ code: 'LOGIN_BLOQUEADO', message: 'Conta bloqueada', errors: [] })
  })

  it('sucesso passa o valor a ok', async () => {
    const res = await app.request('/ok')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ n: 7 })
  })

  it('defeito → 500 sem detalhes; em relatório, RELATORIO_FALHOU', async () => {
    const defeito = await app.request('/defeito')
    expect(defeito.status).toBe(500)
    const texto = await defeito.text()
    expect(JSON.parse(texto)).toEqual({ code: '500', message: 'Erro', errors: [] })
    expect(texto).not.toContain('segredo')
    const rel = await app.request('/api/relatorios/x')
    expect(rel.status).toBe(500)
    expect(await rel.json()).toEqual({ code: 'RELATORIO_FALHOU', message: 'Não foi possível gerar o relatório.', errors: [] })
  })

  it('falha fora da união (só por cast) → 500 registrado, sem lançar', async () => {
    const res = await app.request('/contrabando')
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ code: '500', message: 'Erro', errors: [] })
  })
})

describe('sessão da equipe: falha ao carregar o contexto passa pelo mesmo mapeamento', () => {
  let amb: AmbienteTeste
  beforeAll(async () => {
    amb = await criarAmbiente()
  })
  afterAll(() => amb.fechar())

  it('usuário desativado com sessão viva → 401 "Sessão expirada."', async () => {
    const c = cliente(amb.app)
    await c.entrar(DEMO.cpfRestrito)
    expect((await c.get('/api/userinfo')).status).toBe(200)
    const cpf = DEMO.cpfRestrito.replace(/\D/g, '')
    try {
      expect(await amb.knex('usuarios').where({ cpf }).update({ ativo: false })).toBe(1)
      const r = await c.get('/api/userinfo')
      expect(r.status).toBe(401)
      expect(r.body).toEqual({ code: '401', message: 'Sessão expirada.', errors: [] })
    } finally {
      await amb.knex('usuarios').where({ cpf }).update({ ativo: true })
    }
  })
})
