/**
 * Salary realignments at scale (issue 13 performance goals): 20,000 employees with 10 history rows each; a collective
 * realignment table for all of them is built in < 3 s, its payroll total answered in < 300 ms, applied in < 5 s (one
 * transaction) and cancelled in < 5 s, on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL,
 * through the HTTP app in process. `BENCH_COLABORADORES=n` changes the volume.
 */
import { bancos, comAppPovoada, mediana } from './povoar-colaboradores.ts'

const TOTAL = Number(process.env['BENCH_COLABORADORES'] ?? 20_000)
const BASE = '/api/cargo-salario/tabelas-reajustes-colaboradores'

export const benchReajustes = async () => {
  for (const [rotulo, url] of bancos()) {
    await comAppPovoada(rotulo, url, { total: TOTAL, linhas: 10, areas: 20 }, async ({ enviar, requisitar, povoado, knex }) => {
      const json = async (r: Response, esperado = 200) => {
        const corpo = (await r.json()) as Record<string, unknown>
        if (r.status !== esperado) throw new Error(`HTTP ${r.status}: ${JSON.stringify(corpo)}`)
        return corpo
      }
      const cronometro = async <A>(f: () => Promise<A>) => {
        const t = performance.now()
        const a = await f()
        return { a, ms: performance.now() - t }
      }
      const estabelecimentosIds = ((await knex('estabelecimentos').where('empresaId', povoado.empresaId).select('id')) as Array<{ id: number }>).map((e) => Number(e.id))
      // A date no seeded row falls on (they are on the 1st of a month).
      const tabela = await json(await enviar('POST', BASE, { nome: 'Dissídio do bench', data: '2027-06-17', tipoReajuste: 'C', dissidio: true }), 201)
      const id = Number(tabela['id'])
      const montar = await cronometro(async () =>
        json(await enviar('POST', `${BASE}/${id}/movimentacao-reajuste-coletivo-colaborador`, { estabelecimentosIds, areasOrganizacionaisIds: povoado.areas, reajustarPor: 1, valorDissidio: 6 })),
      )
      console.log(`  montar a tabela (movimentação coletiva de 6 %): ${montar.a['linhas']} linhas em ${montar.ms.toFixed(0)} ms (meta 3.000 ms)`)
      const tempos: number[] = []
      let total: Record<string, unknown> = {}
      for (let i = 0; i < 8; i++) {
        const x = await cronometro(async () => json(await requisitar(`${BASE}/${id}/total-folha`)))
        if (i >= 2) tempos.push(x.ms)
        total = x.a
      }
      const t = total['total'] as { atual: number; proposto: number; percentual: number }
      console.log(`  total da folha: R$ ${(t.atual / 100).toFixed(2)} → R$ ${(t.proposto / 100).toFixed(2)} (${t.percentual} %), mediana ${mediana(tempos).toFixed(0)} ms, máx ${Math.max(...tempos).toFixed(0)} ms (meta 300 ms)`)
      const aplicar = await cronometro(async () => json(await enviar('POST', `${BASE}/${id}/aplicar-colaboradores`)))
      console.log(`  aplicar (uma transação): ${aplicar.ms.toFixed(0)} ms (meta 5.000 ms)`)
      const cancelar = await cronometro(async () => json(await enviar('POST', `${BASE}/${id}/cancelar-reajuste`)))
      console.log(`  cancelar: ${cancelar.ms.toFixed(0)} ms (meta 5.000 ms)`)
    })
  }
}
