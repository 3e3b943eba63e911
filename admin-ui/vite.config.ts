import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precomprimir } from '../vite.precomprimir.ts'

/** Staff UI: built to dist/admin-ui and served by the API server at `/` (history fallback). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), precomprimir()],
  build: {
    outDir: '../dist/admin-ui',
    emptyOutDir: true,
    chunkSizeWarningLimit: 3000,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
    // the screens import core/ (resource declarations, validators, formatters) from outside this root
    fs: { allow: ['..'] },
  },
})
