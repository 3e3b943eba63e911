import { bancos, comAppPovoada } from '/work/wt/ha/bench/povoar-colaboradores.ts'
const BASE = '/api/cargo-salario/tabelas-reajustes-colaboradores'
const [rotulo, url] = bancos()[process.env['PG'] ? 1 : 0]!
await comAppPovoada(rotulo, url, { total: 20000, linhas: 10, areas: 20 }, async ({ enviar, requisitar, povoado, knex }) => {
  const inicio = new Map<string, number>()
  knex.on('query', (q: { __knexQueryUid: string }) => inicio.set(q.__knexQueryUid, performance.now()))
  knex.on('query-response', (_r: unknown, q: { __knexQueryUid: string; sql: string }) => {
    const ms = performance.now() - (inicio.get(q.__knexQueryUid) ?? 0)
    if (ms > 200) console.log(ms.toFixed(0), 'ms', q.sql.replace(/\s+/g, ' ').slice(0, 160))
  })
  const estabelecimentosIds = ((await knex('estabelecimentos').where('empresaId', povoado.empresaId).select('id')) as Array<{ id: number }>).map((e) => Number(e.id))
  const t = (await (await enviar('POST', BASE, { nome: 'x', data: '2027-06-17', tipoReajuste: 'C' })).json()) as { id: number }
  console.log('--- montar')
  console.log((await enviar('POST', `${BASE}/${t.id}/movimentacao-reajuste-coletivo-colaborador`, { estabelecimentosIds, areasOrganizacionaisIds: povoado.areas, reajustarPor: 1, valorDissidio: 6 })).status)
  console.log('--- total')
  console.log((await requisitar(`${BASE}/${t.id}/total-folha`)).status)
  console.log('--- aplicar')
  console.log((await enviar('POST', `${BASE}/${t.id}/aplicar-colaboradores`)).status)
  console.log('--- cancelar')
  console.log((await enviar('POST', `${BASE}/${t.id}/cancelar-reajuste`)).status)
})
