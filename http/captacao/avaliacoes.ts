import { Effect } from 'effect'
import { Hono, type Context } from 'hono'
import { anuncios, enviarAnuncioPorEmail, linkAcessoRapido } from '../../core/captacao/anuncios.ts'
import { podeAcessar } from '../../core/sessao/autoridades.ts'
import { Repositorio } from '../../core/shared/repositorio.ts'
import type { Resource } from '../../core/shared/resource.ts'
import { lerJson } from '../corpo.ts'
import { idDaRota } from '../crud.ts'
import { executar, naoAutorizado, naoEncontrado, type Env } from '../executar.ts'
import { documentar } from '../openapi.ts'
import { origemDosLinks, origemExibida } from '../origem.ts'

const pode = (c: Context<Env>, r: Resource, modo: 'ler' | 'escrever') => podeAcessar(c.get('ctx').autoridades, r, modo)

/**
 * The job ad's link and e-mail: built from the request's origin, so they stay routes until the public address
 * is configured in one place (the other evaluation routes are declared actions).
 */
export const rotasAvaliacoes = () => {
  const app = new Hono<Env>()

  /** Spec 000 §2.4: base address + /externo/anuncios?solicitacaoId=&empresaId=. */
  app.get('/captacao/anuncios/:id/link-acesso-rapido', documentar('Link de acesso rápido do anúncio no portal do candidato'), (c) => {
    if (!pode(c, anuncios, 'ler')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    return executar(
      c,
      Effect.flatMap(Repositorio, (r) => r.get(anuncios, c.get('ctx').escopo, id)),
      (a) => c.json({ url: linkAcessoRapido(origemExibida(c), { solicitacaoId: Number(a['solicitacaoId']), empresaId: Number(a.empresaId) }) }),
    )
  })

  /** Spec 000 §7.4 POST {id}/email: body {assunto, emails}. 502 when the mail server fails. */
  app.post('/captacao/anuncios/:id/email', documentar('Envia o anúncio por e-mail'), async (c) => {
    if (!pode(c, anuncios, 'escrever')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, enviarAnuncioPorEmail(c.get('ctx').escopo, id, corpo, origemDosLinks(c)), (r) => c.json(r))
  })

  return app
}
