/**
 * The organisation chart at scale (issue 12 performance goal): 500 areas in 3 levels with responsible people, 20,000
 * employees × 10 history rows counted per area; `organogramas` (JSON) and `relatorio` (the PDF) answer in < 200 ms.
 * Through the HTTP app in process, on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
 * `BENCH_COLABORADORES=n` and `BENCH_AREAS=n` change the volume.
 */
import { bancos, comAppPovoada, cronometrar } from './povoar-colaboradores.ts'

const TOTAL = Number(process.env['BENCH_COLABORADORES'] ?? 20_000)
const AREAS = Number(process.env['BENCH_AREAS'] ?? 500)
const META = 200

export const benchOrganograma = async () => {
  for (const [rotulo, url] of bancos()) {
    await comAppPovoada(rotulo, url, { total: TOTAL, linhas: 10, areas: AREAS }, async ({ requisitar, povoado }) => {
      // The PDF renderer (pdfmake) is slow until the JIT has compiled it: 10 documents first, as a server that has printed some.
      const cenarios: Array<[string, () => string, number, number]> = [
        ['organogramas (JSON, todas as áreas)', () => '/api/cargo-salario/areas-organizacionais/organogramas', 30, 3],
        ['organogramas (ativas, a partir de uma gerência)', () => `/api/cargo-salario/areas-organizacionais/organogramas?ativa=true&areaOrganizacionalId=${povoado.areaMeio}`, 30, 3],
        ['relatorio (PDF, todas as áreas)', () => '/api/cargo-salario/areas-organizacionais/relatorio', 20, 10],
      ]
      console.log(`cenário | mediana | p95 | máx | meta`)
      for (const [nome, caminho, n, aquecer] of cenarios) {
        const e = await cronometrar(requisitar, caminho, n, aquecer)
        console.log(`${nome} | ${e.mediana.toFixed(1)} ms | ${e.p95.toFixed(1)} ms | ${e.max.toFixed(1)} ms | < ${META} ms ${e.mediana < META ? 'ok' : 'ACIMA'}`)
      }
    })
  }
}
