import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarAmbiente, type AmbienteTeste } from '../support/servidor.ts'

/**
 * Issue 11, the staff UI: the login page loads at most 500 KB of compressed JavaScript whatever the number of
 * modules (module screens and reports load when opened); assets go out precompressed and cached as immutable.
 */
const DIST = resolve(import.meta.dirname, '../../dist')
const ORCAMENTO_GZIP = 500 * 1024

describe('pacote da interface do RH', () => {
  let amb: AmbienteTeste
  beforeAll(async () => {
    amb = await criarAmbiente({ distDir: DIST, demo: false })
  })
  afterAll(() => amb?.fechar())

  it('o JavaScript que a página de login carrega (entrada + pré-carregados) cabe em 500 KB com gzip', () => {
    const html = readFileSync(resolve(DIST, 'admin-ui/index.html'), 'utf8')
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    // Files under 1 KB are not precompressed: counted compressed here all the same.
    const gzip = scripts.reduce((s, f) => s + gzipSync(readFileSync(resolve(DIST, `admin-ui${f}`)), { level: 9 }).length, 0)
    expect(gzip, `${scripts.length} arquivos, ${Math.round(gzip / 1024)} KB`).toBeLessThanOrEqual(ORCAMENTO_GZIP)
    // Module screens and charts are not among them, nor the application itself (react-admin): it loads after.
    expect(scripts.some((f) => /PainelConsulta|telas-|\/App-/.test(f))).toBe(false)
  })

  it('brotli ou gzip conforme o navegador aceita, cache imutável; o HTML é revalidado; arquivo ausente é 404', async () => {
    const html = await amb.app.request('/captacao/candidatos')
    expect(html.headers.get('cache-control')).toBe('no-cache')
    const entrada = /src="(\/assets\/index-[^"]+\.js)"/.exec(await html.text())![1]!
    const br = await amb.app.request(entrada, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.status).toBe(200)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(br.headers.get('content-type')).toMatch(/javascript/)
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i)
    const gz = await amb.app.request(entrada, { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    const nada = await amb.app.request(entrada)
    expect(nada.headers.get('content-encoding')).toBeNull()
    expect(Number(nada.headers.get('content-length'))).toBe(statSync(resolve(DIST, `admin-ui${entrada}`)).size)
    expect((await amb.app.request('/assets/nao-existe.js')).status).toBe(404)
    expect((await amb.app.request('/externo/assets/nao-existe.js')).status).toBe(404)
    expect(existsSync(resolve(DIST, 'external-portal/index.html'))).toBe(true)
  })
})
