import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // A guard against hangs, not a speed goal: browser journeys on a busy 2-core machine take up to ~30 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The test files of a worker share its module cache: the app's modules are imported once per worker
    // instead of once per file (vitest's 'import' time was ~1.5 s a file, a quarter of the run). Files own no module
    // state; what they change in process.env, timers or globals they put back (tests/support/cli.ts restaurarAmbiente).
    isolate: false,
    // No test reaches the outside world: the postal-code lookup is off unless a test points it at a local fake.
    env: { CEP_URL: 'desligado' },
    globalSetup: ['tests/globalSetup.ts'],
    reporters: ['default', './tests/support/resumo.ts'],
  },
})
