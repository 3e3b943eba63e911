import { chromium } from 'playwright-core'
import { iniciarServidor } from '../tests/support/servidor.ts'

/** How many cold loads are measured (BENCH_LOGIN_VEZES changes it); the median is the figure. */
const VEZES = Number(process.env['BENCH_LOGIN_VEZES'] ?? 9)

const mediana = (xs: ReadonlyArray<number>) => {
  const o = [...xs].sort((a, b) => a - b)
  const m = Math.floor(o.length / 2)
  return o.length % 2 ? o[m]! : (o[m - 1]! + o[m]!) / 2
}

/**
 * Staff UI goal (issue 11): the login form visible in under 1 s on localhost. Headless Chromium, each load in a
 * new context (empty cache, no session), from the navigation to `/` until the CPF input is visible; the median of
 * VEZES loads after one warm-up (server JIT, browser process). Also the bytes transferred (compressed) by the
 * requests begun before the CPF input was in the page (the application's code, fetched behind the drawn form, is
 * not what showing it cost), when 'Carregando…' was first painted, and the renderer's script time. Needs
 * `npm run build`.
 */
export const benchLogin = async () => {
  const srv = await iniciarServidor()
  const b = await chromium.launch({
    executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const carregar = async () => {
      const ctx = await b.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' })
      try {
        const p = await ctx.newPage()
        // The page's clock when the CPF input enters the document (an init script is not subject to the page's CSP).
        await p.addInitScript(() => {
          const o = new MutationObserver(() => {
            if (!document.querySelector('input[name="username"]')) return
            ;(window as unknown as { cpfNoDom: number }).cpfNoDom = performance.now()
            o.disconnect()
          })
          o.observe(document, { childList: true, subtree: true })
        })
        const cdp = await ctx.newCDPSession(p)
        await cdp.send('Performance.enable')
        const inicio = performance.now()
        await p.goto(`${srv.url}/`, { waitUntil: 'commit' })
        await p.getByLabel('CPF').waitFor({ state: 'visible', timeout: 30_000 })
        const ms = performance.now() - inicio
        const pintura = await p.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)
        const bytes = await p.evaluate(() => {
          const t = (window as unknown as { cpfNoDom?: number }).cpfNoDom ?? Infinity
          const entradas = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[]
          return entradas.filter((e) => e.startTime <= t).reduce((s, e) => s + e.transferSize, 0)
        })
        // The renderer's own busy time (parse, compile, run): less sensitive than the wall clock to a loaded machine.
        const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> }
        const script = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000
        return { ms, bytes, pintura, script }
      } finally {
        await ctx.close()
      }
    }
    await carregar()
    const r: Array<Awaited<ReturnType<typeof carregar>>> = []
    for (let i = 0; i < VEZES; i++) r.push(await carregar())
    const ms = r.map((x) => x.ms)
    const med = mediana(ms)
    console.log(
      `Interface do RH, página de login: campo CPF visível em ${med.toFixed(0)} ms (mediana de ${VEZES} cargas sem cache; ` +
        `mín. ${Math.min(...ms).toFixed(0)}, máx. ${Math.max(...ms).toFixed(0)} ms; meta < 1000 ms); 'Carregando…' pintado em ${mediana(r.map((x) => x.pintura)).toFixed(0)} ms; ` +
        `${(mediana(r.map((x) => x.bytes)) / 1024).toFixed(0)} KB transferidos; JavaScript executado ${mediana(r.map((x) => x.script)).toFixed(0)} ms`,
    )
    return { ms: med }
  } finally {
    await b.close()
    await srv.parar()
  }
}
