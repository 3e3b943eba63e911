import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints one plain closing line, `Testes: N passed, N failed[, N skipped]`, that CI reads besides the exit code.
 * A file that failed to load (no test ran in it) counts as one failure.
 */
export default class Resumo implements Reporter {
  onTestRunEnd(modulos: ReadonlyArray<TestModule>, erros: ReadonlyArray<unknown>) {
    let passou = 0
    let falhou = erros.length
    let pulou = 0
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
    }
    process.stdout.write(`\nTestes: ${passou} passed, ${falhou} failed${pulou ? `, ${pulou} skipped` : ''}\n`)
  }
}
