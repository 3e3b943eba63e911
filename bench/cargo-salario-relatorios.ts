/**
 * The jobs-and-salaries reports at scale: 20,000 employees with 10 history rows each (a new area and cargo every row,
 * the reasons in turn, every salary type), 100 areas, 30 cargos with 3 ranges, on SQLite and (with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. Each report's rows (its one SQL query and its pure step) for
 * everyone: the people on a date, the movements of a year (about 40,000 history rows), the structure. The goal is
 * the one of 'Salários em uma data' for a query over everyone (300 ms) and a second for those reading every row of
 * a year. `BENCH_COLABORADORES=n` changes the volume.
 */
import { Effect, Either } from 'effect'
import type { Knex } from 'knex'
import { migrar } from '../adapters/db/migrar.ts'
import { MODULOS_ADAPTADORES } from '../adapters/modulos.ts'
import { camadaConsultas } from '../adapters/relatorios/consultas.ts'
import { TODAS_AUTORIDADES } from '../core/modulos.ts'
import { CONSULTAS } from '../core/relatorios.ts'
import { atorSistema } from '../core/shared/ator.ts'
import { linhasDaConsulta, validarFiltro } from '../core/shared/consulta.ts'
import { emCadaBanco, estatisticas, povoarColaboradores } from './povoar-colaboradores.ts'

const TOTAL = Number(process.env['BENCH_COLABORADORES'] ?? 20_000)
const REPETICOES = 7

const medir = async (rotulo: string, k: Knex) => {
  await migrar(k)
  const t0 = performance.now()
  const { empresaId, areas } = await povoarColaboradores(k, { total: TOTAL, linhas: 10, areas: 100 })
  console.log(`${rotulo}: ${TOTAL.toLocaleString('pt-BR')} talentos × 10 históricos, 100 áreas, em ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  const ids = async (t: string) => ((await k(t).where('empresaId', empresaId).select('id')) as Array<{ id: number }>).map((r) => Number(r.id))
  const estabelecimentosIds = await ids('estabelecimentos')
  const cargosIds = await ids('cargos')
  const grupo = await k('grupos_ocupacionais').insert({ empresaId, descricao: 'Todos' }).returning('id')
  await k('cargos').where('empresaId', empresaId).update({ grupoOcupacionalId: Number(typeof grupo[0] === 'object' ? grupo[0].id : grupo[0]) })
  const gruposOcupacionaisIds = await ids('grupos_ocupacionais')
  const ano = { dataIni: '2019-01-01', dataFim: '2019-12-31', estabelecimentosIds }
  const hoje = { data: '2020-12-31', estabelecimentosIds }
  const casos: ReadonlyArray<readonly [string, Record<string, unknown>, number]> = [
    ['cargos-resumidos', { data: '2020-12-31', cargosIds }, 300],
    ['cargos', { data: '2020-12-31', cargosIds }, 300],
    ['talentos-cargos', { ...hoje, cargosIds }, 300],
    ['talentos-cargos', { ...hoje, cargosIds, tipo: 'R' }, 300],
    ['talentos-areas-organizacionais', { ...hoje, areasOrganizacionaisIds: areas }, 300],
    ['talentos-grupos-ocupacionais', { ...hoje, gruposOcupacionaisIds }, 300],
    ['historicos-faixas-salariais', { dataIni: '2019-01-01', dataFim: '2020-12-31', cargosIds }, 300],
    ['promocoes', ano, 1000],
    ['situacoes', ano, 1000],
    ['ultimas-promocoes', { ...hoje, mesesSemReajuste: 12 }, 1000],
    ['alteracoes-cargos-e-ou-areas', ano, 1000],
    ['analise-tabelas-salariais', { data: '2020-12-31', cargosIds }, 300],
    ['projecoes-salariais-talentos', { dataReferencia: '2019-12-31', data: '2020-12-31', estabelecimentosIds, areasOrganizacionaisIds: areas }, 1000],
    ['folha-faturamento', { mesIni: '2020-01', mesFim: '2020-12' }, 3000],
  ]
  const porta = camadaConsultas(k, MODULOS_ADAPTADORES.map((m) => m.consultas ?? {}))
  const ator = atorSistema({ usuarioId: 1, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
  for (const [nome, amostra, meta] of casos) {
    const q = CONSULTAS.find((c) => c.nome === `cargo-salario/${nome}`)!
    const f = Either.getOrThrow(validarFiltro(q, amostra, '2026-01-01'))
    const tempos: number[] = []
    let n = 0
    for (let i = 0; i < REPETICOES; i++) {
      const t = performance.now()
      n = (await Effect.runPromise(Effect.provide(linhasDaConsulta(q, f, ator), porta))).length
      tempos.push(performance.now() - t)
    }
    const e = estatisticas(tempos)
    console.log(`  ${nome}${amostra['tipo'] === 'R' ? ' (resumido)' : ''}: ${n.toLocaleString('pt-BR')} linhas, mediana ${e.mediana.toFixed(0)} ms, máx ${e.max.toFixed(0)} ms (meta ${meta} ms)`)
  }
}

export const benchRelatoriosCargoSalario = () => emCadaBanco('bench-relcs', medir)
