/**
 * Seeding shared by the people-and-organisation benches (salarios, colaboradores, organograma): an area tree, 30
 * cargos with 3 ranges each (by value and by index) and 6 years of range history, 3 indices, and `total` employees
 * with `linhas` history rows each (every salary type, a new area and cargo every row, the reasons in turn, some dismissed). Rows are inserted
 * straight into the tables (the employee rules are not what is measured); `data_fim` is chained as the repository does.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Effect, ManagedRuntime } from 'effect'
import type { Knex } from 'knex'
import { camadasBanco, type Servicos } from '../adapters/camadas.ts'
import { DEMO, semearDemo } from '../adapters/db/demo.ts'
import { criarKnex } from '../adapters/db/knex.ts'
import { migrar } from '../adapters/db/migrar.ts'
import { reencadear } from '../adapters/db/vigencia.ts'
import { normalizarNome } from '../core/captacao/candidatos.ts'
import { criarApp } from '../http/app.ts'
import { gerador, PRENOMES, SOBRENOMES } from './candidatos.ts'

export interface OpcoesPovoar {
  readonly total: number
  readonly linhas: number
  /** Areas in the tree: 5 roots, 9 children each, the rest spread below those (at least 5). */
  readonly areas: number
  /** An existing company (the demo's, to log in through the HTTP app) with one of its establishments; else a new 'Bench'. */
  readonly empresa?: { readonly id: number; readonly estabelecimentoId: number }
}

export interface Povoado {
  readonly empresaId: number
  readonly areas: ReadonlyArray<number>
  /** A first-level area (its subtree is about a ninth of a root's). */
  readonly areaMeio: number
}

const id = async (k: Knex, t: string, l: Record<string, unknown>) => {
  const [r] = await k(t).insert(l).returning('id')
  return Number(typeof r === 'object' ? (r as { id: number }).id : r)
}

/** The reasons of the rows after the admission, in turn (the movement reports find each kind). */
const MOTIVOS = ['RE', 'PH', 'PV', 'TR', 'DI'] as const

const idsDe = (rs: ReadonlyArray<unknown>) => rs.map((r) => Number(typeof r === 'object' ? (r as { id: number }).id : r))

export const mediana = (ms: ReadonlyArray<number>) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!

export const estatisticas = (ms: ReadonlyArray<number>) => {
  const o = [...ms].sort((a, b) => a - b)
  const q = (p: number) => o[Math.min(o.length - 1, Math.floor(p * o.length))]!
  return { mediana: q(0.5), p95: q(0.95), max: o[o.length - 1]! }
}

/** The tree: 5 roots, 9 children under each, the other areas spread over those 45 (3 levels for 500). */
const povoarAreas = async (k: Knex, empresaId: number, n: number) => {
  const raizes = await Promise.all(Array.from({ length: Math.min(5, n) }, (_, i) => id(k, 'areas_organizacionais', { empresaId, nome: `Diretoria ${i + 1}` })))
  const meio: number[] = []
  for (const [r, raiz] of raizes.entries()) {
    for (let i = 0; i < 9 && raizes.length + meio.length < n; i++) meio.push(await id(k, 'areas_organizacionais', { empresaId, nome: `Gerência ${r + 1}.${i + 1}`, areaMaeId: raiz }))
  }
  const folhas: number[] = []
  for (let i = 0; raizes.length + meio.length + folhas.length < n; i++) {
    folhas.push(await id(k, 'areas_organizacionais', { empresaId, nome: `Setor ${i + 1}`, areaMaeId: meio[i % meio.length] }))
  }
  return { todas: [...raizes, ...meio, ...folhas], areaMeio: meio[0] ?? raizes[0]! }
}

export const povoarColaboradores = async (k: Knex, o: OpcoesPovoar): Promise<Povoado> => {
  const empresaId = o.empresa?.id ?? (await id(k, 'empresas', { nome: 'Bench' }))
  const estab = o.empresa?.estabelecimentoId ?? (await id(k, 'estabelecimentos', { empresaId, nome: 'Matriz' }))
  const { todas: areas, areaMeio } = await povoarAreas(k, empresaId, o.areas)
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
          (c + f) % 2
            ? { empresaId, faixaSalarialId: faixaId, data: `${2020 + a}-03-01`, tipo: 3, valor: 200_000 + c * 10_000 + f * 5_000 + a * 7_000 }
            : { empresaId, faixaSalarialId: faixaId, data: `${2020 + a}-03-01`, tipo: 2, indiceId: indices[c % 3], quantidade: 1.5 + f * 0.25 },
        )
      }
    }
  }
  await reencadear(k, 'faixa_salarial_historicos', 'faixaSalarialId', faixas)
  const aleatorio = gerador(7)
  const de = <T>(xs: ReadonlyArray<T>) => xs[Math.floor(aleatorio() * xs.length)]!
  const lote = 500
  const primeiros: number[] = []
  for (let ini = 0; ini < o.total; ini += lote) {
    await k.transaction(async (t) => {
      const colaboradores = Array.from({ length: Math.min(lote, o.total - ini) }, (_, j) => {
        const nome = `${de(PRENOMES)} ${de(SOBRENOMES)} ${de(SOBRENOMES)}`
        // One in ten dismissed (after their last history row).
        const desligado = (ini + j) % 10 === 9
        return {
          empresaId,
          matricula: String(ini + j + 1).padStart(6, '0'),
          nome,
          nomeBusca: normalizarNome(nome),
          cpf: '52998224725',
          dataNascimento: '1990-01-01',
          sexo: 'F',
          dataAdmissao: '2016-01-01',
          ...(desligado ? { dataDesligamento: '2024-06-30' } : {}),
        }
      })
      const ids = idsDe(await t('colaboradores').insert(colaboradores).returning('id'))
      if (!primeiros.length) primeiros.push(...ids.slice(0, 50))
      const hs = ids.flatMap((colaboradorId, j) =>
        Array.from({ length: o.linhas }, (_, n) => {
          const tipo = (j + n) % 3 === 0 ? 3 : (j + n) % 3 === 1 ? 1 : 2
          const cargo = (j + n) % cargos.length
          return {
            empresaId,
            colaboradorId,
            data: `${2016 + Math.floor(n / 2)}-${n % 2 ? '07' : '01'}-01`,
            motivo: n ? MOTIVOS[n % MOTIVOS.length] : 'AD',
            estabelecimentoId: estab,
            areaOrganizacionalId: areas[(ini + j + n * 7) % areas.length],
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
  // Responsible people: one per area, two co-responsible on the first level (the chart reads their names).
  for (const [i, areaId] of areas.entries()) {
    await k('areas_organizacionais')
      .where('id', areaId)
      .update({ responsaveis: JSON.stringify([primeiros[i % primeiros.length]]), coresponsaveis: JSON.stringify(i < 50 ? [primeiros[(i + 1) % primeiros.length], primeiros[(i + 2) % primeiros.length]] : []) })
  }
  // The statistics (and PostgreSQL's visibility map) the product has after a restart (or within the hour:
  // adapters/db/knex.ts) or after autovacuum.
  await k.raw(k.client.config.client === 'pg' ? 'vacuum analyze' : 'pragma optimize = 0x10002')
  return { empresaId, areas, areaMeio }
}

/**
 * A database on SQLite (temporary folder) or, with `url`, in a fresh PostgreSQL schema, migrated, with the demo
 * company and `o` seeded into it, and the HTTP app in process logged in as the demo administrator. `medir` runs with it;
 * everything is removed afterwards.
 */
export const comAppPovoada = async (
  rotulo: string,
  url: string | undefined,
  o: Omit<OpcoesPovoar, 'empresa'>,
  medir: (x: {
    readonly requisitar: (caminho: string) => Promise<Response>
    /** A request with a method and a JSON body (writes carry the CSRF header). */
    readonly enviar: (metodo: string, caminho: string, corpo?: unknown) => Promise<Response>
    readonly povoado: Povoado
    readonly knex: Knex
    /** The HTTP app itself (other users' sessions). */
    readonly app: { readonly request: (caminho: string, init?: RequestInit) => Response | Promise<Response> }
    /** Runs a use case on the app's own layers (what a bench prepares as the product would). */
    readonly rodar: <A, E>(e: Effect.Effect<A, E, Servicos>) => Promise<A>
  }) => Promise<void>,
) => {
  const dir = mkdtempSync(join(tmpdir(), 'rh-bench-colaboradores-'))
  const schema = `bench_colaboradores_${process.pid}`
  const adm = url ? criarKnex({ url }) : undefined
  if (adm) await adm.raw(`create schema ${schema}`)
  const knex = url ? criarKnex({ url, schema }) : criarKnex({ dataDir: dir })
  try {
    await migrar(knex)
    await semearDemo(knex)
    const empresa = await knex('empresas').where('nome', DEMO.empresa).first('id')
    const estab = await knex('estabelecimentos').where('empresaId', empresa.id).orderBy('id').first('id')
    const t0 = performance.now()
    const povoado = await povoarColaboradores(knex, { ...o, empresa: { id: Number(empresa.id), estabelecimentoId: Number(estab.id) } })
    console.log(`${rotulo}: ${o.total.toLocaleString('pt-BR')} talentos × ${o.linhas} históricos, ${o.areas} áreas, em ${((performance.now() - t0) / 1000).toFixed(1)} s`)
    const runtime = ManagedRuntime.make(camadasBanco(knex, join(dir, 'files')))
    try {
      const app = criarApp({ runtime })
      const login = await app.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ username: DEMO.cpf, password: DEMO.senha, empresaId: Number(empresa.id) }),
      })
      if (login.status !== 200) throw new Error(`login: HTTP ${login.status}`)
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!
      const enviar = (metodo: string, caminho: string, corpo?: unknown) =>
        Promise.resolve(
          app.request(caminho, {
            method: metodo,
            headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
            ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
          }),
        )
      await medir({ requisitar: (caminho) => Promise.resolve(app.request(caminho, { headers: { cookie } })), enviar, povoado, knex, app, rodar: (e) => runtime.runPromise(e) })
    } finally {
      await runtime.dispose()
    }
  } finally {
    await knex.destroy()
    if (adm) {
      await adm.raw(`drop schema ${schema} cascade`)
      await adm.destroy()
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Times `n` requests (after `aquecer` warm-ups: a running server has compiled its hot code) of `caminho()`; a non-200 answer stops the bench. */
export const cronometrar = async (requisitar: (caminho: string) => Promise<Response>, caminho: () => string, n: number, aquecer = 3) => {
  const tempos: number[] = []
  for (let i = 0; i < n + aquecer; i++) {
    const c = caminho()
    const t = performance.now()
    const r = await requisitar(c)
    await r.arrayBuffer()
    if (r.status !== 200) throw new Error(`${c}: HTTP ${r.status}`)
    if (i >= aquecer) tempos.push(performance.now() - t)
  }
  return estatisticas(tempos)
}

/** The databases a bench runs on: SQLite always, PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL. */
export const bancos = (): ReadonlyArray<readonly [string, string | undefined]> => {
  const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL']
  if (!url) console.log('PostgreSQL: defina BENCH_DATABASE_URL (ou TEST_DATABASE_URL) para medir')
  return url ? [['SQLite', undefined], ['PostgreSQL', url]] : [['SQLite', undefined]]
}

/**
 * Runs `medir` on a fresh SQLite database in a temporary folder, then (with BENCH_DATABASE_URL or TEST_DATABASE_URL)
 * on a PostgreSQL schema of its own (`<prefixo>_<pid>`), each removed afterwards.
 */
export const emCadaBanco = async (prefixo: string, medir: (nome: string, k: Knex) => Promise<void>) => {
  for (const [nome, url] of bancos()) {
    if (!url) {
      const dir = mkdtempSync(join(tmpdir(), `rh-${prefixo}-`))
      const sqlite = criarKnex({ dataDir: dir })
      try {
        await medir(nome, sqlite)
      } finally {
        await sqlite.destroy()
        rmSync(dir, { recursive: true, force: true })
      }
      continue
    }
    const schema = `${prefixo.replace(/-/g, '_')}_${process.pid}`
    const adm = criarKnex({ url })
    await adm.raw(`create schema ${schema}`)
    const pg = criarKnex({ url, schema })
    try {
      await medir(nome, pg)
    } finally {
      await pg.destroy()
      await adm.raw(`drop schema ${schema} cascade`)
      await adm.destroy()
    }
  }
}
