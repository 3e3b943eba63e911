import { Effect, Exit } from 'effect'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { alterarMinhaSenha, contextoDoToken, trocarEmpresa, userinfo } from '../core/sessao/contexto.ts'
import { DURACAO_SESSAO_MIN, empresasDoLogin, entrar, entrarExterno } from '../core/sessao/login.ts'
import { Contas } from '../core/sessao/ports.ts'
import { Sessoes, type Sessao } from '../core/shared/ports.ts'
import { RECURSOS } from '../core/recursos.ts'
import { MODULOS } from '../core/modulos.ts'
import { RELATORIOS } from '../core/relatorios.ts'
import { telasDoMenu } from '../core/sessao/menu.ts'
import { lerFormOuJson, lerJson } from './corpo.ts'
import { executar, naoAutenticado, responderCausa, rodar, type Env } from './executar.ts'
import { defineRotas } from './modulo.ts'
import { documentar } from './openapi.ts'
import { enderecoDoCliente } from './origem.ts'

export const COOKIE_INTERNO = 'RH_SESSAO'
export const COOKIE_EXTERNO = 'RH_EXTERNO'

/** The session's cookie (staff or candidate): HttpOnly, SameSite=Lax, Secure over HTTPS, as long as the session. */
export const gravarCookie = (c: Context, nome: string, s: Sessao) =>
  setCookie(c, nome, s.token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: process.env['COOKIE_SECURE'] === 'true' || c.req.header('x-forwarded-proto') === 'https',
    maxAge: DURACAO_SESSAO_MIN * 60,
  })

/** Loads the staff session and its context; absent or expired → 401 'Sessão expirada.'. */
export const exigirSessao: MiddlewareHandler<Env> = async (c, next) => {
  const token = getCookie(c, COOKIE_INTERNO)
  if (!token) return naoAutenticado(c)
  const exit = await c.get('runtime').runPromiseExit(contextoDoToken(token, DURACAO_SESSAO_MIN))
  if (Exit.isFailure(exit)) return responderCausa(c, exit.cause)
  if (!exit.value) return naoAutenticado(c)
  c.set('ctx', exit.value)
  await next()
}

export const parametrosDoSistema = () => ({
  compartilharCandidatos: false,
  compartilharColaboradores: false,
  compartilharCursos: false,
  aderiuAoESocial: false,
  // Server setting inverter-eixo-resultado-nineBox (adapters/avaliacao/nineBox.ts reads the same variable).
  inverterEixoResultadoNineBox: process.env['INVERTER_EIXO_RESULTADO_NINEBOX'] === 'true',
  appUrl: process.env['APP_URL'] ?? null,
})

/** Public: login (credentials, then the user's own companies), logout. */
export const sessaoPublica = () => {
  const app = new Hono<Env>()
  app.post('/login', documentar('Login do usuário do RH, por formulário ou JSON (público)'), async (c) => {
    const corpo = await lerFormOuJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, entrar(corpo, enderecoDoCliente(c)), (s) => {
      gravarCookie(c, COOKIE_INTERNO, s)
      return c.json({ authenticated: true })
    })
  })
  app.post('/logout', documentar('Logout do usuário do RH (público)'), async (c) => {
    const token = getCookie(c, COOKIE_INTERNO)
    if (token) await rodar(c, Effect.flatMap(Sessoes, (s) => s.encerrar(token)))
    deleteCookie(c, COOKIE_INTERNO, { path: '/' })
    return c.json({ authenticated: false })
  })
  /** The companies of the user whose CPF and password these are (throttled as the login): the login page's second step. */
  app.post('/login/empresas', documentar('Empresas do usuário, depois de conferidos CPF e senha (público)'), async (c) => {
    const corpo = await lerFormOuJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, empresasDoLogin(corpo, enderecoDoCliente(c)), (es) => c.json(es))
  })
  return app
}

/** Behind the staff session: userinfo, own password, company switch. */
export const sessaoInterna = () => {
  const app = new Hono<Env>()
  const telas = telasDoMenu(
    RECURSOS,
    RELATORIOS,
    MODULOS.flatMap((m) => m.telas ?? []),
  )
  app.get('/userinfo', documentar('Usuário logado: empresas, autoridades, menu e parâmetros do sistema'), (c) => c.json(userinfo(c.get('ctx'), telas, parametrosDoSistema())))
  app.put('/userinfo/empresa/:id', documentar('Troca a empresa da sessão'), (c) => executar(c, trocarEmpresa(c.get('ctx'), c.req.param('id')), () => c.json({ ok: true })))
  app.get('/userinfo/empresa/:id/valid', documentar('Diz se a empresa {id} é a atual da sessão'), (c) => c.json(c.get('ctx').empresa.id === Number(c.req.param('id'))))
  app.patch('/userinfo/alterar-senha', documentar('Altera a senha do usuário (encerra a sessão)'), async (c) => {
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, alterarMinhaSenha(c.get('ctx'), corpo), () => {
      deleteCookie(c, COOKIE_INTERNO, { path: '/' })
      return c.json({ ok: true })
    })
  })
  return app
}

/** Candidate session routes of the portal (separate cookie). */
export const sessaoExterna = () => {
  const app = new Hono<Env>()
  app.post('/login', documentar('Login do candidato, por formulário ou JSON (público)'), async (c) => {
    const corpo = await lerFormOuJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, entrarExterno(corpo, enderecoDoCliente(c)), (s) => {
      gravarCookie(c, COOKIE_EXTERNO, s)
      return c.json({ authenticated: true, solicitacaoId: c.req.query('solicitacaoId') ?? null })
    })
  })
  app.post('/userinfo/logout', documentar('Logout do candidato (público)'), async (c) => {
    const token = getCookie(c, COOKIE_EXTERNO)
    if (token) await rodar(c, Effect.flatMap(Sessoes, (s) => s.encerrar(token)))
    deleteCookie(c, COOKIE_EXTERNO, { path: '/' })
    return c.json({ authenticated: false })
  })
  app.get('/userinfo', documentar('Sessão do candidato: dados e hora de expiração (público)'), async (c) => {
    const token = getCookie(c, COOKIE_EXTERNO)
    const sessao = token ? await rodar(c, Effect.flatMap(Sessoes, (s) => s.obter(token, 'externo', DURACAO_SESSAO_MIN))) : undefined
    const conta = sessao ? await rodar(c, Effect.flatMap(Contas, (x) => x.externaPorId(sessao.sujeitoId))) : undefined
    if (!sessao || !conta) return c.json({ authenticated: false })
    return c.json({
      authenticated: true,
      empresaId: conta.empresaId,
      candidato: { id: conta.id, nome: conta.nome, cpf: conta.cpf },
      horaExpiracao: sessao.expiraEm,
    })
  })
  return app
}

/** The staff session's routes: login and logout in public, the signed-in user's own data behind the session. */
export const rotasSessao = defineRotas({ nome: 'sessao', publicas: sessaoPublica, internas: sessaoInterna })
