/**
 * The employee list at scale (issue 12 performance goal): 20,000 employees with 10 history rows each, a page of
 * the list filtered by name or by area answers in < 30 ms median at the server. Measured through the HTTP app in
 * process (routing, session, SQL, JSON), in the react-admin dialect the screen sends (situação A by default, sorted
 * by name, 25 rows), on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
 * `BENCH_COLABORADORES=n` changes the volume.
 */
import { gerador, PRENOMES, SOBRENOMES } from './candidatos.ts'
import { bancos, comAppPovoada, cronometrar } from './povoar-colaboradores.ts'

const TOTAL = Number(process.env['BENCH_COLABORADORES'] ?? 20_000)
const REPETICOES = 40
const META = 30

const lista = (filtro: Record<string, unknown>, range = '[0,24]') =>
  `/api/cargo-salario/colaboradores?range=${encodeURIComponent(range)}&sort=${encodeURIComponent('["nome","ASC"]')}&filter=${encodeURIComponent(JSON.stringify(filtro))}`

export const benchColaboradores = async () => {
  for (const [rotulo, url] of bancos()) {
    await comAppPovoada(rotulo, url, { total: TOTAL, linhas: 10, areas: 500 }, async ({ requisitar, povoado }) => {
      const aleatorio = gerador(11)
      const de = <T>(xs: ReadonlyArray<T>) => xs[Math.floor(aleatorio() * xs.length)]!
      const folhas = povoado.areas.slice(50)
      const cenarios: Array<[string, () => string]> = [
        ['sem filtro (situação A)', () => lista({ situacao: 'A' })],
        ['nome: um sobrenome comum', () => lista({ situacao: 'A', nome: de(SOBRENOMES) })],
        ['nome: prenome + sobrenome', () => lista({ situacao: 'A', nome: `${de(PRENOMES)} ${de(SOBRENOMES)}` })],
        ['nome: raro (sem resultado)', () => lista({ situacao: 'A', nome: `xyzw${Math.floor(aleatorio() * 1000)}` })],
        ['nome: página 20', () => lista({ situacao: 'A', nome: de(SOBRENOMES) }, '[475,499]')],
        ['busca q (nome, CPF ou matrícula)', () => lista({ situacao: 'A', q: de(SOBRENOMES) })],
        ['área: um setor (≈ 40 talentos)', () => lista({ situacao: 'A', areaOrganizacionalId: de(folhas) })],
        ['área: uma gerência (só ela)', () => lista({ situacao: 'A', areaOrganizacionalId: povoado.areaMeio })],
        ['área + nome', () => lista({ situacao: 'A', areaOrganizacionalId: de(folhas), nome: de(SOBRENOMES) })],
        ['todas as situações, por nome', () => lista({ situacao: 'T', nome: de(SOBRENOMES) })],
        ['page/size: nome', () => `/api/cargo-salario/colaboradores?page=0&size=15&situacao=A&nome=${encodeURIComponent(de(SOBRENOMES))}`],
      ]
      console.log(`cenário | mediana | p95 | máx | meta`)
      for (const [nome, caminho] of cenarios) {
        const e = await cronometrar(requisitar, caminho, REPETICOES)
        console.log(`${nome} | ${e.mediana.toFixed(1)} ms | ${e.p95.toFixed(1)} ms | ${e.max.toFixed(1)} ms | < ${META} ms ${e.mediana < META ? 'ok' : 'ACIMA'}`)
      }
    })
  }
}
