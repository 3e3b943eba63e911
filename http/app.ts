import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Hono, type Context } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { RECURSOS } from '../core/recursos.ts'
import { limiteDoCorpo } from './corpo.ts'
import { crudRoutes } from './crud.ts'
import { erro, naoAutorizado, naoEncontrado, type Env, type Runtime } from './executar.ts'
import { ROTAS_MODULOS } from './modulos.ts'
import { rotasDocumentacao } from './openapi.ts'
import { rotasRelatorios } from './relatorios.ts'
import { cabecalhosDeSeguranca } from './seguranca.ts'
import { exigirSessao } from './sessao.ts'

export interface OpcoesApp {
  readonly runtime: Runtime
  /** Folder with the built UIs (`dist/`); absent in API-only tests. */
  readonly distDir?: string
}

const MUTANTES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const SEM_CORPO = new Set(['GET', 'HEAD'])

export const criarApp = (o: OpcoesApp) => {
  const app = new Hono<Env>()
  app.use('*', cabecalhosDeSeguranca, async (c, next) => {
    c.set('runtime', o.runtime)
    await next()
  })

  const api = new Hono<Env>()
  // A GET or HEAD has no body to limit; asking for it would build the whole fetch Request of every list read.
  api.use('*', (c, next) => (SEM_CORPO.has(c.req.method) ? next() : limiteDoCorpo(c, next)))
  // CSRF defence: a cross-site form cannot set this header.
  api.use('*', async (c, next) => {
    if (MUTANTES.has(c.req.method) && c.req.header('x-requested-with') !== 'XMLHttpRequest') return naoAutorizado(c, 'CSRF')
    await next()
  })
  // Routes come from the module lists (core's, and http/modulos.ts for routes of their own). The one order that
  // matters is public routes before the session check: ids take digits only in the router, so no path shadows another.
  api.route('/', rotasDocumentacao(RECURSOS, () => api.routes))
  for (const m of ROTAS_MODULOS) if (m.publicas) api.route('/', m.publicas())
  api.use('*', exigirSessao)
  for (const m of ROTAS_MODULOS) if (m.internas) api.route('/', m.internas())
  api.route('/', rotasRelatorios())
  for (const r of RECURSOS) api.route(`/${r.name}`, crudRoutes(r))
  api.all('*', (c) => naoEncontrado(c))
  api.onError((e, c) => {
    console.error(e)
    return erro(c, 500, '500', 'Erro')
  })
  app.route('/api', api)

  if (o.distDir) servirInterfaces(app, o.distDir)
  app.onError((e, c) => {
    console.error(e)
    return erro(c, 500, '500', 'Erro')
  })
  return app
}

/** Hashed file names change with their content: a browser may keep them for a year without asking again. */
const IMUTAVEL = 'public, max-age=31536000, immutable'

/**
 * Serves the built staff UI at / and the portal at /externo, each with history fallback. Assets go out
 * precompressed (brotli or gzip, as the browser accepts: written at build time) and cached as immutable; the
 * HTML is revalidated on every load, so a new version is seen at once. A missing asset is a 404, never the HTML.
 */
const servirInterfaces = (app: Hono<Env>, distDir: string) => {
  const dir = resolve(distDir)
  const indice = (sub: string) => {
    const f = join(dir, sub, 'index.html')
    return existsSync(f) ? readFileSync(f, 'utf8') : undefined
  }
  const semBuild = '<!doctype html><meta charset="utf-8"><title>RH</title><p>Interface não compilada: rode <code>npm run build</code>.</p>'
  const ativos = (root: string, rewriteRequestPath?: (p: string) => string) => {
    const arquivo = serveStatic({ root, precompressed: true, ...(rewriteRequestPath ? { rewriteRequestPath } : {}) })
    return async (c: Context, next: () => Promise<void>) => {
      const r = await arquivo(c, next)
      if (r instanceof Response && r.ok) r.headers.set('Cache-Control', IMUTAVEL)
      return r
    }
  }
  app.use('/externo/assets/*', ativos(join(dir, 'external-portal'), (p) => p.replace(/^\/externo/, '')))
  app.use('/assets/*', ativos(join(dir, 'admin-ui')))
  app.get('/externo/assets/*', (c) => naoEncontrado(c))
  app.get('/assets/*', (c) => naoEncontrado(c))
  app.get('/favicon.svg', serveStatic({ root: join(dir, 'admin-ui') }))
  const html = (sub: string) => (c: Context) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(indice(sub) ?? semBuild)
  }
  app.get('/externo', html('external-portal'))
  app.get('/externo/*', html('external-portal'))
  app.get('*', html('admin-ui'))
}
