/**
 * The load generator of `bench/lista.ts`, in a process of its own (forked, ESM through tsx): autocannon with the
 * given connections and duration, each request's path drawn from the given list. Answers the measure and the CPU
 * this process spent, so the run can say how much of the machine the generator itself took.
 */
import autocannon from 'autocannon'

export interface PedidoCarga {
  readonly url: string
  readonly conexoes: number
  readonly segundos: number
  readonly caminhos: ReadonlyArray<string>
  readonly cookie?: string
}

export interface ResultadoCarga {
  readonly pedidos: number
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly erros: number
  /** CPU time of the generator process during the run, in ms. */
  readonly cpuMs: number
}

const medir = (p: PedidoCarga) =>
  new Promise<ResultadoCarga>((ok, falha) => {
    let i = 0
    const cpu = process.cpuUsage()
    autocannon(
      {
        url: p.url,
        connections: p.conexoes,
        duration: p.segundos,
        ...(p.cookie ? { headers: { cookie: p.cookie } } : {}),
        requests: [{ setupRequest: (r: any) => ({ ...r, path: p.caminhos[i++ % p.caminhos.length] }) }],
      },
      (err: unknown, r: autocannon.Result) => {
        if (err) return falha(err)
        const gasto = process.cpuUsage(cpu)
        ok({
          pedidos: r.requests.total,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          erros: r.errors + r.timeouts + r.non2xx,
          cpuMs: (gasto.user + gasto.system) / 1000,
        })
      },
    )
  })

process.on('message', (p: PedidoCarga) => {
  medir(p).then(
    (r) => process.send!({ ok: r }, () => process.exit(0)),
    (e: unknown) => process.send!({ falha: String(e) }, () => process.exit(1)),
  )
})
