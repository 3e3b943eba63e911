import { Worker } from 'node:worker_threads'

/** How long and how much heap one PDF may take; a hostile file (a compression bomb) is cut off there. */
export const LIMITES_PDF = { tempoMs: 20_000, memoriaMb: 256, memoriaExternaMb: 256 } as const

export type LimitesPdf = { readonly [K in keyof typeof LIMITES_PDF]: number }

export type ResultadoPdf =
  | { readonly tipo: 'texto'; readonly texto: string }
  | { readonly tipo: 'ilegivel' }
  | { readonly tipo: 'excedeu' }

/** At most this many PDFs are read at once (2 cores): the rest wait their turn instead of starving the server. */
const SIMULTANEOS = 2
let ativos = 0
const fila: Array<() => void> = []
const vez = () => (ativos < SIMULTANEOS ? (ativos++, Promise.resolve()) : new Promise<void>((ok) => fila.push(() => (ativos++, ok()))))
const liberar = () => {
  ativos--
  fila.shift()?.()
}

/**
 * The text layer of a PDF, read in a worker thread so that the request path (and every other request) never
 * waits on it: a heap limit and a time limit end the worker, and what it used goes with it.
 */
export const extrairTextoPdf = async (conteudo: Uint8Array, limites: LimitesPdf = LIMITES_PDF): Promise<ResultadoPdf> => {
  await vez()
  try {
    return await new Promise<ResultadoPdf>((resolve) => {
      const worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
        workerData: { bytes: conteudo, memoriaExternaMb: limites.memoriaExternaMb },
        resourceLimits: { maxOldGenerationSizeMb: limites.memoriaMb, maxYoungGenerationSizeMb: 32 },
        stdout: true,
        stderr: true,
      })
      let fim = false
      const terminar = (r: ResultadoPdf) => {
        if (fim) return
        fim = true
        clearTimeout(relogio)
        void worker.terminate()
        resolve(r)
      }
      const relogio = setTimeout(() => terminar({ tipo: 'excedeu' }), limites.tempoMs)
      worker.once('message', (m: { texto?: string; excedeu?: boolean }) =>
        terminar(m.excedeu ? { tipo: 'excedeu' } : typeof m.texto === 'string' ? { tipo: 'texto', texto: m.texto } : { tipo: 'ilegivel' }),
      )
      worker.once('error', (e: Error & { code?: string }) => terminar(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { tipo: 'excedeu' } : { tipo: 'ilegivel' }))
      worker.once('exit', () => terminar({ tipo: 'ilegivel' }))
    })
  } finally {
    liberar()
  }
}
