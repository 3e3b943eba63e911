import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const raiz = resolve(import.meta.dirname, '..')

const maisRecente = (dir: string): number => {
  if (!existsSync(dir)) return 0
  let t = 0
  for (const n of readdirSync(dir)) {
    if (n === 'node_modules' || n === 'dist') continue
    const p = join(dir, n)
    const s = statSync(p)
    t = Math.max(t, s.isDirectory() ? maisRecente(p) : s.mtimeMs)
  }
  return t
}

/** Browser tests need the built UIs: build them when dist/ is missing or older than the sources. */
export default function setup() {
  if (process.env['SKIP_UI_BUILD'] === '1') return
  // A run filtered to non-browser files does not need the UIs.
  const filtros = process.argv.slice(2).filter((a) => a.startsWith('tests'))
  if (filtros.length && !filtros.some((a) => a.includes('e2e'))) return
  const dist = [join(raiz, 'dist/admin-ui/index.html'), join(raiz, 'dist/external-portal/index.html')]
  const construido = Math.min(...dist.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)))
  const fontes = Math.max(...['admin-ui', 'external-portal', 'core'].map((d) => maisRecente(join(raiz, d))))
  if (construido > fontes) return
  console.log('Compilando as interfaces para os testes de navegador…')
  execSync('npm run build', { cwd: raiz, stdio: 'inherit' })
}
