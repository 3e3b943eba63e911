import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { precomprimir } from '../vite.precomprimir.ts'
import react from '@vitejs/plugin-react'

const raiz = fileURLToPath(new URL('.', import.meta.url))

/** Candidate portal: a light React app served by the API server under /externo (history fallback). */
export default defineConfig({
  root: raiz,
  base: '/externo/',
  plugins: [react(), precomprimir()],
  build: {
    outDir: fileURLToPath(new URL('../dist/external-portal', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // core/shared/br builds Effect schemas at module level (`CpfSchema = schemaNormalizado(…)`); the portal only
      // uses the plain validators, so declaring that call pure lets the whole of effect fall out of the bundle.
      treeshake: { manualPureFunctions: ['schemaNormalizado'] },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
})
