import { Effect, Either } from 'effect'
import { Hono, type Context } from 'hono'
import { ENVIO_FALHOU, anuncios, enviarAnuncioPorEmail, linkAcessoRapido } from '../../core/captacao/anuncios.ts'
import { alterarExpiracaoHistorico, avaliacoes, perguntasDoModelo, registrarAvaliacao } from '../../core/captacao/avaliacoes.ts'
import { modelosAvaliacaoCandidato } from '../../core/captacao/modelos-avaliacao-candidato.ts'
import { podeAcessar } from '../../core/sessao/autoridades.ts'
import { Repositorio } from '../../core/shared/ports.ts'
import type { Resource } from '../../core/shared/resource.ts'
import { lerJson } from '../corpo.ts'
import { idDaRota } from '../crud.ts'
import { erro, executar, naoAutorizado, naoEncontrado, type Env } from '../executar.ts'
import { documentar } from '../openapi.ts'

/**
 * The portal's base address for links sent out: `APP_URL` when configured (the address the public reaches),
 * else the origin of the staff request.
 */
export const enderecoBase = (c: Context) => {
  const app = process.env['APP_URL']?.trim()
  if (app) return app.replace(/\/+$/, '')
  return new URL(c.req.url).origin
}

const pode = (c: Context<Env>, r: Resource, modo: 'ler' | 'escrever') => podeAcessar(c.get('ctx').autoridades, r, modo)

/** Routes of this slice beyond the generic CRUD, mounted under /api (behind the staff session). */
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
      (a) => c.json({ url: linkAcessoRapido(enderecoBase(c), { solicitacaoId: Number(a['solicitacaoId']), empresaId: Number(a.empresaId) }) }),
    )
  })

  /** Spec 000 §7.4 POST {id}/email: body {assunto, emails}. 502 when the mail server fails. */
  app.post('/captacao/anuncios/:id/email', documentar('Envia o anúncio por e-mail'), async (c) => {
    if (!pode(c, anuncios, 'escrever')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    const envio = enviarAnuncioPorEmail(c.get('ctx').escopo, id, corpo, enderecoBase(c)).pipe(
      Effect.map((r) => Either.right(r)),
      Effect.catchTag('FalhaEnvio', (e) => Effect.succeed(Either.left(e))),
    )
    return executar(c, envio, (r) => (Either.isRight(r) ? c.json(r.right) : erro(c, 502, 'FALHA_ENVIO', ENVIO_FALHOU)))
  })

  /** Spec 000 §7.4 "Evaluation GET /{id}/perguntas": the model's questions, in order. */
  app.get('/captacao/modelos-avaliacao-candidato/:id/perguntas', documentar('Perguntas do modelo de avaliação, em ordem'), (c) => {
    if (!pode(c, modelosAvaliacaoCandidato, 'ler')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    return executar(c, perguntasDoModelo(c.get('ctx').escopo, id), (p) => c.json(p))
  })

  // Evaluations are written only through the use case (answers judged, questions copied, score computed).
  app.post('/captacao/avaliacoes', documentar('Registra a avaliação do candidato (respostas e nota)'), async (c) => {
    if (!pode(c, avaliacoes, 'escrever')) return naoAutorizado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, registrarAvaliacao(c.get('ctx').escopo, corpo), (a) => c.json(a, 201))
  })

  app.put('/captacao/avaliacoes/:id', documentar('Altera a avaliação do candidato (respostas e nota)'), async (c) => {
    if (!pode(c, avaliacoes, 'escrever')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, registrarAvaliacao(c.get('ctx').escopo, corpo, id), (a) => c.json(a))
  })

  /** Spec 000 §7.4 PUT historico-candidato/{id}/data-hora-expiracao (our base: /captacao/historico). */
  app.put('/captacao/historico/:id/data-hora-expiracao', documentar('Altera o prazo para responder as avaliações online da etapa'), async (c) => {
    if (!pode(c, avaliacoes, 'escrever')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, alterarExpiracaoHistorico(c.get('ctx').escopo, id, corpo), (h) => c.json(h))
  })

  return app
}
