import { Hono } from 'hono'
import { consultarLinkEntrevista, responderLinkEntrevista } from '../../core/gestao-talentos/entrevistas-desligamento-link.ts'
import { lerJson } from '../corpo.ts'
import { executar, type Env } from '../executar.ts'
import { documentar } from '../openapi.ts'
import { enderecoDoCliente } from '../origem.ts'

/**
 * The exit interview answered by the employee through HR's one-time link (public, rate-limited per client address):
 * what the page shows, and the answers. Nothing about the person beyond their first name and the company.
 */
export const rotasEntrevistaDesligamento = () => {
  const app = new Hono<Env>()
  app.get('/entrevista-desligamento', documentar('Entrevista de desligamento pelo link enviado ao talento: empresa, primeiro nome, modelo e perguntas, ou a situação do link (público)'), (c) =>
    executar(c, consultarLinkEntrevista(c.req.query('token'), enderecoDoCliente(c)), (r) => c.json(r)),
  )
  app.post('/entrevista-desligamento', documentar('Registra as respostas do talento pelo link, uma única vez (público)'), async (c) => {
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, responderLinkEntrevista(corpo, enderecoDoCliente(c)), (r) => c.json(r))
  })
  return app
}
