import { Effect } from 'effect'
import { Hono } from 'hono'
import { AnunciosAbertos } from '../core/captacao/anuncios.ts'
import { configuracaoPublica, empresas } from '../core/utilitario/empresas.ts'
import { Repositorio } from '../core/shared/repositorio.ts'
import { executar, naoEncontrado, type Env } from './executar.ts'
import { idDaRota } from './crud.ts'
import { documentar } from './openapi.ts'
import { sessaoExterna } from './sessao.ts'

const escopoPublico = (empresaId: number) => ({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] })

/** The portal's public API: company branding and open ads; candidate session routes. */
export const rotasExternas = () => {
  const app = new Hono<Env>()
  app.route('/', sessaoExterna())
  app.get('/empresas/:id/configuracao', documentar('Configuração pública da empresa no portal (público)'), (c) => {
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    return executar(
      c,
      Effect.flatMap(Repositorio, (r) => r.get(empresas, escopoPublico(id), id)),
      (e) => c.json(configuracaoPublica(e)),
    )
  })
  /** Open ads of a company (see AnunciosAbertos); a non-numeric empresaId gives an empty board. */
  app.get('/anuncios', documentar('Anúncios abertos da empresa (público)'), (c) => {
    const id = Number(c.req.query('empresaId'))
    if (!Number.isSafeInteger(id) || id <= 0) return c.json([])
    return executar(
      c,
      Effect.flatMap(Repositorio, (r) => r.get(empresas, escopoPublico(id), id)).pipe(
        Effect.zipRight(Effect.flatMap(AnunciosAbertos, (a) => a.listar(id))),
      ),
      (lista) => c.json(lista),
    )
  })
  /** One open ad (404 when it is not open, or not of the given `empresaId`). */
  app.get('/anuncios/:id', documentar('Anúncio aberto por id (público)'), (c) => {
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    const empresaId = c.req.query('empresaId')
    return executar(
      c,
      Effect.flatMap(AnunciosAbertos, (a) => a.obter(id)),
      (anuncio) =>
        !anuncio || (empresaId !== undefined && String(anuncio.solicitacao.empresaId) !== empresaId) ? naoEncontrado(c) : c.json(anuncio),
    )
  })
  return app
}
