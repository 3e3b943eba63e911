import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/** How many of the slowest files the closing report lists (TEST_DURACOES=N changes it; 0 hides the list). */
const MAIS_LENTOS = Number(process.env['TEST_DURACOES'] ?? 15)

/** Issue 11: the whole CI run (`.ci/run`) stays under 30 minutes; the tests warn well before they eat it. */
export const ORCAMENTO_CI_MIN = 30
export const AVISO_TESTES_MIN = 20

const segundos = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`

/** '11 min 42 s', '48 s'. */
export const minutos = (ms: number) => {
  const s = Math.round(ms / 1000)
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`
}

/** The closing lines about the run's wall time against CI's budget; over the warning mark, a banner that stands out. */
export const linhasDoTempo = (ms: number, o: { orcamentoMin?: number; avisoMin?: number } = {}): string[] => {
  const orcamento = o.orcamentoMin ?? ORCAMENTO_CI_MIN
  const aviso = o.avisoMin ?? AVISO_TESTES_MIN
  const linha = `Tempo total dos testes: ${minutos(ms)} (orçamento de CI: ${orcamento} min; aviso acima de ${aviso} min)`
  if (ms <= aviso * 60_000) return [linha]
  const faixa = '!'.repeat(78)
  return [
    faixa,
    `!! ATENÇÃO: os testes levaram ${minutos(ms)}, mais que ${aviso} min do orçamento de CI de ${orcamento} min.`,
    '!! Veja os arquivos mais lentos acima: uma jornada de navegador por módulo, o resto em testes HTTP e do core.',
    faixa,
    linha,
  ]
}

/**
 * Prints the slowest test files (import + tests, so growth is visible in CI's log), the run's wall time against
 * CI's budget, and one plain closing line, `Testes: N passed, N failed[, N skipped]`, that CI reads besides the
 * exit code. A file that failed to load (no test ran in it) counts as one failure.
 */
export default class Resumo implements Reporter {
  /** From the start of vitest (the global setup, which builds the UIs, included) to the end of the run. */
  private inicio: number | undefined

  onInit() {
    this.inicio = performance.now()
  }

  onTestRunStart() {
    this.inicio ??= performance.now()
  }

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
    if (this.inicio !== undefined) process.stdout.write(`\n${linhasDoTempo(performance.now() - this.inicio).join('\n')}\n`)
    this.inicio = undefined
    process.stdout.write(`\nTestes: ${passou} passed, ${falhou} failed${pulou ? `, ${pulou} skipped` : ''}\n`)
  }
}
