/**
 * 'Salários em uma data' at scale (issue 12 performance goal): 20,000 employees with 10 history rows each (every
 * salary type: ranges by value and by index, indices, values), the salary in force of all of them on a date in one
 * query under 300 ms, on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. Rows are inserted
 * straight into the tables (the employee rules are not what is measured). `BENCH_COLABORADORES=n` changes the volume.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Effect } from 'effect'
import type { Knex } from 'knex'
import { sqlSalariosEmUmaData } from '../adapters/cargo-salario/salarios.ts'
import { criarKnex } from '../adapters/db/knex.ts'
import { migrar } from '../adapters/db/migrar.ts'
import { reencadear } from '../adapters/db/vigencia.ts'

const TOTAL = Number(process.env['BENCH_COLABORADORES'] ?? 20_000)
const LINHAS = 10
const REPETICOES = 15

const mediana = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!

const id = async (k: Knex, t: string, l: Record<string, unknown>) => {
  const [r] = await k(t).insert(l).returning('id')
  return Number(typeof r === 'object' ? (r as { id: number }).id : r)
}

const povoar = async (k: Knex) => {
  const empresaId = await id(k, 'empresas', { nome: 'Bench' })
  const estab = await id(k, 'estabelecimentos', { empresaId, nome: 'Matriz' })
  const areas = await Promise.all(Array.from({ length: 20 }, (_, i) => id(k, 'areas_organizacionais', { empresaId, nome: `Área ${i}` })))
  const cargos = await Promise.all(Array.from({ length: 30 }, (_, i) => id(k, 'cargos', { empresaId, nome: `Cargo ${i}`, nomeMercado: `Cargo ${i}` })))
  const indices = await Promise.all(Array.from({ length: 3 }, (_, i) => id(k, 'indices', { empresaId, nome: `Índice ${i}` })))
  for (const indiceId of indices) for (let a = 0; a < 6; a++) await k('indice_historicos').insert({ empresaId, indiceId, data: `${2020 + a}-01-01`, valor: 100_000 + a * 8_000 })
  await reencadear(k, 'indice_historicos', 'indiceId', indices)
  const faixas: number[] = []
  for (const [c, cargoId] of cargos.entries()) {
    for (let f = 0; f < 3; f++) {
      const faixaId = await id(k, 'faixas_salariais', { empresaId, cargoId, nome: `F${f}` })
      faixas.push(faixaId)
      for (let a = 0; a < 6; a++) {
        await k('faixa_salarial_historicos').insert(
          (c + f) % 2 ? { empresaId, faixaSalarialId: faixaId, data: `${2020 + a}-03-01`, tipo: 3, valor: 200_000 + c * 10_000 + f * 5_000 + a * 7_000 } : { empresaId, faixaSalarialId: faixaId, data: `${2020 + a}-03-01`, tipo: 2, indiceId: indices[c % 3], quantidade: 1.5 + f * 0.25 },
        )
      }
    }
  }
  await reencadear(k, 'faixa_salarial_historicos', 'faixaSalarialId', faixas)
  const lote = 500
  for (let ini = 0; ini < TOTAL; ini += lote) {
    await k.transaction(async (t) => {
      const colaboradores = Array.from({ length: Math.min(lote, TOTAL - ini) }, (_, j) => ({
        empresaId,
        nome: `Talento ${ini + j}`,
        nomeBusca: `talento ${String(ini + j).padStart(6, '0')}`,
        cpf: '52998224725',
        dataNascimento: '1990-01-01',
        sexo: 'F',
        dataAdmissao: '2016-01-01',
      }))
      const ids = (await t('colaboradores').insert(colaboradores).returning('id')).map((r: unknown) => Number(typeof r === 'object' ? (r as { id: number }).id : r))
      const hs = ids.flatMap((colaboradorId, j) =>
        Array.from({ length: LINHAS }, (_, n) => {
          const tipo = (j + n) % 3 === 0 ? 3 : (j + n) % 3 === 1 ? 1 : 2
          const cargo = (j + n) % cargos.length
          return {
            empresaId,
            colaboradorId,
            data: `${2016 + Math.floor(n / 2)}-${n % 2 ? '07' : '01'}-01`,
            motivo: n ? 'RE' : 'AD',
            estabelecimentoId: estab,
            areaOrganizacionalId: areas[(j + n) % areas.length],
            cargoId: cargos[cargo],
            faixaSalarialId: tipo === 1 ? faixas[cargo * 3 + (n % 3)] : null,
            tipoSalario: tipo,
            indiceId: tipo === 2 ? indices[n % 3] : null,
            quantidade: tipo === 2 ? 2 + n * 0.1 : null,
            salario: tipo === 3 ? 150_000 + j * 3 + n * 1_000 : null,
          }
        }),
      )
      for (let i = 0; i < hs.length; i += 100) await t('colaborador_historicos').insert(hs.slice(i, i + 100))
      await reencadear(t, 'colaborador_historicos', 'colaboradorId', ids)
    })
  }
  return empresaId
}

const medir = async (rotulo: string, k: Knex) => {
  await migrar(k)
  const t0 = performance.now()
  const empresaId = await povoar(k)
  if (k.client.config.client === 'pg') await k.raw('analyze')
  console.log(`${rotulo}: ${TOTAL} talentos × ${LINHAS} históricos em ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  const escopo = { usuarioId: 1, empresaId, empresasVisiveis: [empresaId] }
  const vazio = { estabelecimentosIds: [], areasOrganizacionaisIds: [], cargosIds: [] }
  for (const [nome, f] of [
    ['todos, 2021-03-15', { data: '2021-03-15', ...vazio }],
    ['todos, 2025-12-31', { data: '2025-12-31', ...vazio }],
    ['uma área, 2025-12-31', { data: '2025-12-31', ...vazio, areasOrganizacionaisIds: [1] }],
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

export const benchSalarios = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rh-bench-salarios-'))
  const sqlite = criarKnex({ dataDir: dir })
  try {
    await medir('SQLite', sqlite)
  } finally {
    await sqlite.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
  const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL']
  if (!url) return console.log('PostgreSQL: defina BENCH_DATABASE_URL (ou TEST_DATABASE_URL) para medir')
  const schema = `bench_salarios_${process.pid}`
  const adm = criarKnex({ url })
  await adm.raw(`create schema ${schema}`)
  const pg = criarKnex({ url, schema })
  try {
    await medir('PostgreSQL', pg)
  } finally {
    await pg.destroy()
    await adm.raw(`drop schema ${schema} cascade`)
    await adm.destroy()
  }
}
