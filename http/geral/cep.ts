import { Hono } from 'hono'
import { consultarCep } from '../../core/geral/cep.ts'
import { executar, type Env } from '../executar.ts'
import { documentar } from '../openapi.ts'

/** GET /api/geral/cep/{cep}: the address of a CEP for staff forms (any logged-in user; no personal data). */
export const rotasCep = () => {
  const app = new Hono<Env>()
  app.get('/geral/cep/:cep', documentar('Endereço de um CEP (logradouro, bairro, UF e cidade do IBGE)'), (c) => executar(c, consultarCep(c.req.param('cep')), (r) => c.json(r)))
  return app
}
