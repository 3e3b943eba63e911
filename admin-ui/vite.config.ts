import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Staff UI: built to dist/admin-ui and served by the API server at `/` (history fallback). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
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
