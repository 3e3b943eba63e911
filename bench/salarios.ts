/**
 * 'Salários em uma data' at scale (issue 12 performance goal): 20,000 employees with 10 history rows each (every
 * salary type: ranges by value and by index, indices, values), the salary in force of all of them on a date in one
 * query under 300 ms, on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. Seeded by
 * bench/povoar-colaboradores.ts (20 areas). `BENCH_COLABORADORES=n` changes the volume.
 */
import { Effect } from 'effect'
import type { Knex } from 'knex'
import { sqlSalariosEmUmaData } from '../adapters/cargo-salario/salarios.ts'
import { migrar } from '../adapters/db/migrar.ts'
import { emCadaBanco, mediana, povoarColaboradores } from './povoar-colaboradores.ts'

const TOTAL = Number(process.env['BENCH_COLABORADORES'] ?? 20_000)
const LINHAS = 10
const REPETICOES = 15

const medir = async (rotulo: string, k: Knex) => {
  await migrar(k)
  const t0 = performance.now()
  const { empresaId, areas } = await povoarColaboradores(k, { total: TOTAL, linhas: LINHAS, areas: 20 })
  console.log(`${rotulo}: ${TOTAL} talentos × ${LINHAS} históricos em ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  const escopo = { usuarioId: 1, empresaId, empresasVisiveis: [empresaId] }
  const vazio = { estabelecimentosIds: [], areasOrganizacionaisIds: [], cargosIds: [] }
  for (const [nome, f] of [
    ['todos, 2021-03-15', { data: '2021-03-15', ...vazio }],
    ['todos, 2025-12-31', { data: '2025-12-31', ...vazio }],
    ['uma área, 2025-12-31', { data: '2025-12-31', ...vazio, areasOrganizacionaisIds: [areas[0]!] }],
  ] as const) {
    const tempos: number[] = []
    let n = 0
    let soma = 0
    for (let i = 0; i < REPETICOES; i++) {
      const t = performance.now()
      const linhas = await Effect.runPromise(sqlSalariosEmUmaData(k, f, escopo))
      tempos.push(performance.now() - t)
      n = linhas.length
      soma = linhas.reduce((a: number, l: Record<string, unknown>) => a + Number(l['salario'] ?? 0), 0)
    }
    console.log(`  ${nome}: ${n} linhas (total R$ ${(soma / 100).toFixed(2)}), mediana ${mediana(tempos).toFixed(0)} ms, máx ${Math.max(...tempos).toFixed(0)} ms (meta 300 ms)`)
  }
}

export const benchSalarios = () => emCadaBanco('bench-salarios', medir)
