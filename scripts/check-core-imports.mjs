// Fails when a file under core/ imports anything but `effect` or another core file.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve, relative } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const core = join(root, 'core')
const bad = []
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) walk(p)
    else if (/\.tsx?$/.test(name)) {
      const src = readFileSync(p, 'utf8')
      for (const m of src.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm)) {
        const spec = m[1] ?? m[2] ?? m[3]
        if (spec === 'effect' || spec.startsWith('effect/')) continue
        if (spec.startsWith('.')) {
          const target = resolve(dir, spec)
          if (target.startsWith(core + '/') || target === core) continue
        }
        bad.push(`${relative(root, p)}: ${spec}`)
      }
    }
  }
}
walk(core)
if (bad.length) {
  console.error('core/ só pode importar effect:\n' + bad.join('\n'))
  process.exit(1)
}
console.log('core imports ok')
