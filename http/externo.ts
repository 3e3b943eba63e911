import { Effect } from 'effect'
import { Hono } from 'hono'
import { configuracaoPublica, empresas } from '../core/utilitario/empresas.ts'
import { Repositorio } from '../core/shared/ports.ts'
import { executar, naoEncontrado, type Env } from './executar.ts'
import { idDaRota } from './crud.ts'
import { sessaoExterna } from './sessao.ts'

const escopoPublico = (empresaId: number) => ({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] })

/** The portal's public API: company branding and open ads; candidate session routes. */
export const rotasExternas = () => {
  const app = new Hono<Env>()
  app.route('/', sessaoExterna())
  app.get('/empresas/:id/configuracao', (c) => {
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    return executar(
      c,
      Effect.flatMap(Repositorio, (r) => r.get(empresas, escopoPublico(id), id)),
      (e) => c.json(configuracaoPublica(e)),
    )
  })
  // Open ads arrive with the recruitment issue; until then the board is empty for a known company.
  app.get('/anuncios', (c) => {
    const id = Number(c.req.query('empresaId'))
    if (!Number.isSafeInteger(id) || id <= 0) return c.json([])
    return executar(
      c,
      Effect.flatMap(Repositorio, (r) => r.get(empresas, escopoPublico(id), id)),
      () => c.json([]),
    )
  })
  return app
}
