import { Hono } from 'hono'
import { sincronizarColabore, statusSincronizacaoColabore } from '../../core/pesquisa/sincronizacao-colabore.ts'
import { atorDe } from '../crud.ts'
import { executar, type Env } from '../executar.ts'
import { defineRotas } from '../modulo.ts'
import { documentar } from '../openapi.ts'

const BASE = '/pesquisa/sincronizacao-colabore'

/** The external collaboration service's sync (spec 002 `sincronizacao-colabore`): its status, and the sync refused while not configured. */
const rotasSincronizacaoColabore = () => {
  const app = new Hono<Env>()
  app.get(`${BASE}/status`, documentar('Situação da integração com o serviço externo de colaboração (Colabore): não configurada por padrão'), (c) =>
    executar(c, statusSincronizacaoColabore(atorDe(c)), (r) => c.json(r)),
  )
  app.post(BASE, documentar('Sincroniza as pesquisas com o serviço externo de colaboração (400 com a mensagem enquanto a integração não estiver configurada)'), (c) =>
    executar(c, sincronizarColabore(atorDe(c)), (r) => c.json(r)),
  )
  return app
}

/** Survey routes beyond their declarations: the external sync. */
export const rotasPesquisa = defineRotas({ nome: 'pesquisa', internas: rotasSincronizacaoColabore })
