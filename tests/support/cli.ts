import { format } from 'node:util'
import { vi } from 'vitest'
import { executarCli } from '../../cli/programa.ts'

/**
 * `rh …` run in this process through the same entry as the binary (`executarCli`, which cli/main.ts exits with):
 * what it prints on stdout and stderr (console and commander's own writes) and its exit code.
 */
export const rh = async (...args: string[]) => {
  const out: string[] = []
  const err: string[] = []
  const espioes = [
    vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(`${format(...a)}\n`)),
    vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(`${format(...a)}\n`)),
    vi.spyOn(process.stdout, 'write').mockImplementation(((s: string | Uint8Array) => out.push(String(s)) > 0) as never),
    vi.spyOn(process.stderr, 'write').mockImplementation(((s: string | Uint8Array) => err.push(String(s)) > 0) as never),
  ]
  process.exitCode = 0
  let code: number
  try {
    code = await executarCli(['node', 'rh', ...args])
  } finally {
    for (const e of espioes) e.mockRestore()
    process.exitCode = 0
  }
  return { code, out: out.join(''), err: err.join('') }
}

/**
 * Puts back the environment variables a CLI test set (`antes`: their values before it), deleting those that were
 * unset: test files share their process (vitest.config.ts `isolate: false`), and `Object.assign` would leave the
 * string 'undefined' behind.
 */
export const restaurarAmbiente = (antes: Readonly<Record<string, string | undefined>>) => {
  for (const [k, v] of Object.entries(antes)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
}
