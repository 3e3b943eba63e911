import { chromium } from 'playwright-core'
import { iniciarServidor } from '../tests/support/servidor.ts'

/**
 * Portal goals (issue 4): the ads page's HTML + JS + CSS transferred on first load under 150 KB gzip, and
 * `/externo/anuncios` showing its list in under 1 s on localhost in headless Chromium. Needs `npm run build`.
 */
export const benchPortal = async () => {
  const srv = await iniciarServidor()
  const b = await chromium.launch({ executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    // Warm-up (server JIT, browser process) in a throw-away context; the measured load starts with an empty cache.
    const aquecer = await b.newContext()
    await (await aquecer.newPage()).goto(`${srv.url}/externo/anuncios?empresaId=1`)
    await aquecer.close()
    const ctx = await b.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } })
    const p = await ctx.newPage()
    const cdp = await ctx.newCDPSession(p)
    await cdp.send('Network.enable')
    let bytes = 0
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength))
    const inicio = performance.now()
    await p.goto(`${srv.url}/externo/anuncios?empresaId=1`)
    await p.waitForSelector('.anuncio__titulo')
    const ms = performance.now() - inicio
    // Only HTML/JS/CSS count; the API answers are data. The server compresses only when a proxy does; measure gzip of the files too.
    const { gzipSync } = await import('node:zlib')
    const arquivos = await p.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => /\.(js|css)$/.test(n)))
    let gzip = gzipSync(await (await fetch(`${srv.url}/externo/anuncios`)).arrayBuffer()).length
    for (const a of arquivos) gzip += gzipSync(Buffer.from(await (await fetch(a)).arrayBuffer())).length
    console.log(`Portal /externo/anuncios: HTML+JS+CSS ${(gzip / 1024).toFixed(1)} KB gzip (meta < 150 KB; transferido sem compressão no servidor: ${(bytes / 1024).toFixed(1)} KB); lista visível em ${ms.toFixed(0)} ms (meta < 1000 ms)`)
    return { kbGzip: gzip / 1024, ms }
  } finally {
    await b.close()
    await srv.parar()
  }
}
