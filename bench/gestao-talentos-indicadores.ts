/**
 * Absenteísmo and Indicador de Turnover at scale: 20,000 employees (one in ten dismissed on 2024-06-30) with 10 history
 * rows each, two occurrences a year of a type that counts (2023–2024, one of them two days long) and one leave in
 * five employees, on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. Each report's data (its
 * SQL and the core's pure step) over 24 months for everyone. Goal (issue 14): 100 ms each. `BENCH_COLABORADORES=n`
 * changes the volume.
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

const idDe = (r: unknown) => Number(typeof r === 'object' && r !== null ? (r as { id: number }).id : r)

const medir = async (rotulo: string, k: Knex) => {
  await migrar(k)
  const t0 = performance.now()
  const { empresaId } = await povoarColaboradores(k, { total: TOTAL, linhas: 10, areas: 100 })
  const [tipo] = await k('tipos_ocorrencia').insert({ empresaId, descricao: 'Falta (bench)', absenteismo: true }).returning('id')
  const [motivo] = await k('afastamentos').insert({ empresaId, descricao: 'Doença (bench)', absenteismo: true }).returning('id')
  const ids = ((await k('colaboradores').where('empresaId', empresaId).select('id')) as Array<{ id: number }>).map((r) => Number(r.id))
  const dia = (i: number, m: number, ano: number) => `${ano}-${String(1 + ((i + m) % 12)).padStart(2, '0')}-${String(3 + (i % 20)).padStart(2, '0')}`
  const ocorrencias = ids.flatMap((colaboradorId, i) =>
    [2023, 2024].flatMap((ano) => [
      { empresaId, colaboradorId, tipoOcorrenciaId: idDe(tipo), dataInicio: dia(i, 0, ano) },
      { empresaId, colaboradorId, tipoOcorrenciaId: idDe(tipo), dataInicio: dia(i, 5, ano), dataFim: dia(i + 1, 5, ano) > dia(i, 5, ano) ? dia(i + 1, 5, ano) : dia(i, 5, ano) },
    ]),
  )
  const afastamentos = ids.filter((_, i) => i % 5 === 0 && i % 10 !== 9).map((colaboradorId, i) => ({ empresaId, colaboradorId, afastamentoId: idDe(motivo), dataInicio: dia(i, 3, 2024), dataFim: i % 2 ? null : dia(i + 4, 3, 2024) > dia(i, 3, 2024) ? dia(i + 4, 3, 2024) : null }))
  await k.transaction(async (t) => {
    for (let i = 0; i < ocorrencias.length; i += 200) await t('ocorrencias').insert(ocorrencias.slice(i, i + 200))
    for (let i = 0; i < afastamentos.length; i += 200) await t('colaborador_afastamentos').insert(afastamentos.slice(i, i + 200))
  })
  await k.raw(k.client.config.client === 'pg' ? 'vacuum analyze' : 'pragma optimize = 0x10002')
  console.log(`${rotulo}: ${TOTAL.toLocaleString('pt-BR')} talentos × 10 históricos, ${ocorrencias.length.toLocaleString('pt-BR')} ocorrências, ${afastamentos.length.toLocaleString('pt-BR')} afastamentos, em ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  const estabelecimentosIds = ((await k('estabelecimentos').where('empresaId', empresaId).select('id')) as Array<{ id: number }>).map((r) => Number(r.id))
  const casos: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
    ['absenteismo', { mesIni: '2023-01', mesFim: '2024-12', estabelecimentosIds }],
    ['indicador-turnover', { dataIni: '2023-01-01', dataFim: '2024-12-31', estabelecimentosIds }],
  ]
  const porta = camadaConsultas(k, MODULOS_ADAPTADORES.map((m) => m.consultas ?? {}))
  const ator = atorSistema({ usuarioId: 1, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
  for (const [nome, amostra] of casos) {
    const q = CONSULTAS.find((c) => c.nome === `gestao-talentos/${nome}`)!
    const f = Either.getOrThrow(validarFiltro(q, amostra, '2026-01-01'))
    const tempos: number[] = []
    let n = 0
    for (let i = 0; i < REPETICOES; i++) {
      const t = performance.now()
      n = (await Effect.runPromise(Effect.provide(linhasDaConsulta(q, f, ator), porta))).length
      tempos.push(performance.now() - t)
    }
    const e = estatisticas(tempos)
    console.log(`  ${nome}: ${n} meses, mediana ${e.mediana.toFixed(0)} ms, máx ${e.max.toFixed(0)} ms (meta 100 ms)`)
  }
}

export const benchIndicadoresGestaoTalentos = () => emCadaBanco('bench-indgt', medir)
