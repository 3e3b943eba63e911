/**
 * The training matrix and the expiring-courses report at scale (issue 17): 5,000 employees (2 history rows each,
 * 30 cargos each requiring 3 of 20 courses), 200 classes a year for 3 years (2 days, 25 participants each, most
 * present both days: 15,000 participations), on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL)
 * PostgreSQL. Each report's rows (its SQL with the approval computed in SQL, and its pure step) for everyone.
 * Goal: under 1 s. `BENCH_COLABORADORES=n` changes the volume.
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
import { adicionarDias } from '../core/shared/datas.ts'
import { emCadaBanco, estatisticas, povoarColaboradores } from './povoar-colaboradores.ts'

const TOTAL = Number(process.env['BENCH_COLABORADORES'] ?? 5_000)
const TURMAS_POR_ANO = 200
const ANOS = [2023, 2024, 2025]
const REPETICOES = 7

const ids = (rs: ReadonlyArray<unknown>) => rs.map((r) => Number(typeof r === 'object' ? (r as { id: number }).id : r))

export const povoar = async (k: Knex, empresaId: number) => {
  const cursos = ids(
    await k('cursos')
      .insert(Array.from({ length: 20 }, (_, i) => ({ empresaId, nome: `Curso ${i + 1}`, cargaHoraria: '8:00', percentualMinimoFrequencia: i % 4 ? 100 : 75, periodicidade: i % 3 === 2 ? null : i % 3 ? 2 : 12, periodicidadeUnidade: i % 3 === 1 ? 12 : 1 })))
      .returning('id'),
  )
  const cargos = ((await k('cargos').where('empresaId', empresaId).orderBy('id').select('id')) as Array<{ id: number }>).map((c) => Number(c.id))
  for (const [i, cargoId] of cargos.entries()) await k('cargos').where('id', cargoId).update({ cursosIds: JSON.stringify([cursos[i % 20], cursos[(i + 7) % 20], cursos[(i + 13) % 20]]) })
  const pessoas = ((await k('colaboradores').where('empresaId', empresaId).orderBy('id').select('id')) as Array<{ id: number }>).map((c) => Number(c.id))
  let n = 0
  for (const ano of ANOS) {
    await k.transaction(async (t) => {
      for (let i = 0; i < TURMAS_POR_ANO; i++, n++) {
        const ini = adicionarDias(`${ano}-01-05`, Math.floor((i * 350) / TURMAS_POR_ANO))
        const [turmaId] = ids(await t('turmas').insert({ empresaId, cursoId: cursos[n % 20], descricao: `Turma ${n + 1}`, instrutor: 'Instrutor', custo: 100_000, dataPrevIni: ini, dataPrevFim: adicionarDias(ini, 1), realizada: true, despesas: '[]' }).returning('id'))
        const dias = ids(await t('dias_turmas').insert([{ empresaId, turmaId, dia: ini }, { empresaId, turmaId, dia: adicionarDias(ini, 1) }]).returning('id'))
        // 25 participants spread over everyone; one in eight missed the second day (not approved at 100%).
        const parts = Array.from({ length: 25 }, (_, j) => ({
          empresaId,
          turmaId,
          colaboradorId: pessoas[(n * 25 + j * 37) % pessoas.length],
          diasPresentesIds: JSON.stringify(j % 8 === 7 ? [dias[0]] : dias),
        }))
        await t('colaborador_turmas').insert(parts)
      }
    })
  }
  await k.raw(k.client.config.client === 'pg' ? 'vacuum analyze' : 'pragma optimize = 0x10002')
}

const medir = async (rotulo: string, k: Knex) => {
  await migrar(k)
  const t0 = performance.now()
  const { empresaId } = await povoarColaboradores(k, { total: TOTAL, linhas: 2, areas: 50 })
  await povoar(k, empresaId)
  console.log(`${rotulo}: ${TOTAL.toLocaleString('pt-BR')} talentos, ${(TURMAS_POR_ANO * ANOS.length).toLocaleString('pt-BR')} turmas × 25 participantes, em ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  const porta = camadaConsultas(k, MODULOS_ADAPTADORES.map((m) => m.consultas ?? {}))
  const ator = atorSistema({ usuarioId: 1, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
  const casos: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
    ['matriz-treinamento', { data: '2025-12-31', empresasIds: [empresaId] }],
    ['cursos-vencidos-a-vencer', { data: '2025-12-31', empresasIds: [empresaId], meses: 3 }],
  ]
  for (const [nome, amostra] of casos) {
    const q = CONSULTAS.find((c) => c.nome === `desenvolvimento/${nome}`)!
    const f = Either.getOrThrow(validarFiltro(q, amostra, '2026-01-01'))
    const tempos: number[] = []
    let linhas = 0
    for (let i = 0; i < REPETICOES; i++) {
      const t = performance.now()
      linhas = (await Effect.runPromise(Effect.provide(linhasDaConsulta(q, f, ator), porta))).length
      tempos.push(performance.now() - t)
    }
    const e = estatisticas(tempos)
    console.log(`  ${nome}: ${linhas.toLocaleString('pt-BR')} linhas, mediana ${e.mediana.toFixed(0)} ms, máx ${e.max.toFixed(0)} ms (meta 1000 ms)`)
  }
}

export const benchRelatoriosDesenvolvimento = () => emCadaBanco('bench-reldes', medir)
