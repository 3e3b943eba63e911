/**
 * The ceiling of the list load run: bare Hono on @hono/node-server answering a small JSON, in as many processes
 * (node:cluster) as the measured server. `node --import tsx bench/hono-puro.ts <porta> <processos>`.
 */
import cluster from 'node:cluster'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const porta = Number(process.argv[2] ?? 3999)
const processos = Number(process.argv[3] ?? 1)
if (cluster.isPrimary && processos > 1) {
  let prontos = 0
  for (let i = 0; i < processos; i++) cluster.fork().on('message', () => ++prontos === processos && console.log('pronto'))
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM')
    process.exit(0)
  })
} else {
  const app = new Hono().get('*', (c) => c.json({ content: [{ id: 1, nome: 'Ana' }], totalElements: 1 }))
  serve({ fetch: app.fetch, port: porta, hostname: '127.0.0.1' }, () => (cluster.isWorker ? process.send?.('pronto') : console.log('pronto')))
}
