import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/** How many of the slowest files the closing report lists (TEST_DURACOES=N changes it; 0 hides the list). */
const MAIS_LENTOS = Number(process.env['TEST_DURACOES'] ?? 15)

const segundos = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`

/**
 * Prints the slowest test files (import + tests, so growth is visible in CI's log) and one plain closing line,
 * `Testes: N passed, N failed[, N skipped]`, that CI reads besides the exit code. A file that failed to load (no
 * test ran in it) counts as one failure.
 */
export default class Resumo implements Reporter {
  onTestRunEnd(modulos: ReadonlyArray<TestModule>, erros: ReadonlyArray<unknown>) {
    let passou = 0
    let falhou = erros.length
    let pulou = 0
    const duracoes: Array<{ arquivo: string; ms: number }> = []
    for (const m of modulos) {
      let n = 0
      for (const t of m.children.allTests()) {
        n++
        const estado = t.result().state
        if (estado === 'passed') passou++
        else if (estado === 'failed') falhou++
        else pulou++
      }
      if (n === 0 && m.state() === 'failed') falhou++
      const d = m.diagnostic()
      duracoes.push({ arquivo: relative(process.cwd(), m.moduleId), ms: d.collectDuration + d.setupDuration + d.duration })
    }
    if (MAIS_LENTOS > 0 && duracoes.length > 1) {
      duracoes.sort((a, b) => b.ms - a.ms)
      const total = duracoes.reduce((s, d) => s + d.ms, 0)
      const linhas = duracoes.slice(0, MAIS_LENTOS).map((d) => `  ${segundos(d.ms).padStart(8)}  ${d.arquivo}`)
      process.stdout.write(`\nArquivos mais lentos (de ${duracoes.length}, soma ${segundos(total)}):\n${linhas.join('\n')}\n`)
    }
    process.stdout.write(`\nTestes: ${passou} passed, ${falhou} failed${pulou ? `, ${pulou} skipped` : ''}\n`)
  }
}
