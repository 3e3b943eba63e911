import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRIMIVEIS = /\.(js|mjs|css|html|svg|json|txt|map)$/

const arquivos = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? arquivos(p) : [p]
  })

/**
 * Writes `.br` and `.gz` beside every text asset of the build, once, at build time (best compression, nothing
 * spent per request); the server sends the one the browser accepts. Files under 1 KB are left alone.
 */
export const precomprimir = (): Plugin => {
  let saida = ''
  return {
    name: 'rh-precomprimir',
    apply: 'build',
    configResolved(c) {
      saida = resolve(c.root, c.build.outDir)
    },
    closeBundle() {
      for (const f of arquivos(saida)) {
        if (!COMPRIMIVEIS.test(f)) continue
        const bytes = readFileSync(f)
        if (bytes.length < 1024) continue
        writeFileSync(`${f}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }))
        writeFileSync(`${f}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}
