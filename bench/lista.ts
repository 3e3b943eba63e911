/**
 * The list API under load (issue 11): 100,000 candidates in SQLite, the real server (`rh serve`, as the product
 * runs it, one process per core unless BENCH_WORKERS says otherwise), 32 connections for 10 s per scenario with
 * autocannon in a process of its own (bench/carga.ts); the ceiling is bare Hono on @hono/node-server, in as many
 * processes, measured in the same run. Beside req/s and latency, each scenario says the server's CPU time per
 * request (its processes, from /proc) and the share of a core the load generator took: on a 2-core machine the
 * generator competes with the server. Goals on a 2-core machine: name-filtered page ≥ 500 req/s with
 * p99 ≤ 100 ms, unfiltered ≥ 1,500 req/s.
 * `BENCH_CANDIDATOS=n` changes the volume, `BENCH_SEGUNDOS=s` the duration, `BENCH_DIR=<pasta>` keeps the database.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DEMO } from '../adapters/db/demo.ts'
import { criarKnex } from '../adapters/db/knex.ts'
import type { PedidoCarga, ResultadoCarga } from './carga.ts'
import { gerador, PRENOMES, semearCandidatos, SOBRENOMES } from './candidatos.ts'

const TOTAL = Number(process.env['BENCH_CANDIDATOS'] ?? 100_000)
const SEGUNDOS = Number(process.env['BENCH_SEGUNDOS'] ?? 10)
const PROCESSOS = Number(process.env['BENCH_WORKERS'] ?? availableParallelism())
const CONEXOES = 32
const raiz = resolve(import.meta.dirname, '..')

const portaLivre = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, () => {
      const p = (s.address() as { port: number }).port
      s.close(() => ok(p))
    })
  })

/** Starts a child process and waits for `sinal` in its output. */
const iniciar = async (args: ReadonlyArray<string>, sinal: string, env: Record<string, string> = {}) => {
  const filho = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: raiz, env: { ...process.env, ...env } })
  let saida = ''
  filho.stdout!.on('data', (b) => (saida += String(b)))
  filho.stderr!.on('data', (b) => (saida += String(b)))
  for (let i = 0; i < 600 && !saida.includes(sinal); i++) {
    if (filho.exitCode !== null) throw new Error(`processo terminou: ${saida}`)
    await new Promise((ok) => setTimeout(ok, 100))
  }
  if (!saida.includes(sinal)) throw new Error(`não iniciou: ${saida}`)
  return filho
}

const parar = (filho: ChildProcess) =>
  new Promise<void>((ok) => {
    filho.on('exit', () => ok())
    filho.kill('SIGTERM')
  })

const TIQUES = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100
  } catch {
    return 100
  }
})()

/** CPU time (ms) spent so far by a process and its children (the cluster's workers), from /proc; undefined off Linux. */
const cpuDoServidor = (pid: number): number | undefined => {
  if (!existsSync('/proc/self/stat')) return undefined
  let tiques = 0
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${d}/stat`, 'utf8')
    } catch {
      continue
    }
    // After the command's name in parentheses: state, ppid, …, utime (14th field), stime (15th).
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(d) === pid || Number(campos[1]) === pid) tiques += Number(campos[11]) + Number(campos[12])
  }
  return (tiques * 1000) / TIQUES
}

interface Medida extends ResultadoCarga {
  /** The server's CPU time per request (ms), when known. */
  readonly cpuPorPedido?: number
}

/** One load run from a separate process; `pid` is the measured server's primary process. */
const carga = async (url: string, caminho: () => string, pid: number, cookie?: string, segundos = SEGUNDOS): Promise<Medida> => {
  const caminhos = Array.from({ length: 2000 }, caminho)
  const gerador = fork(join(raiz, 'bench/carga.ts'), [], { cwd: raiz, execArgv: ['--import', 'tsx'] })
  const antes = cpuDoServidor(pid)
  const r = await new Promise<ResultadoCarga>((ok, falha) => {
    gerador.on('message', (m: { ok?: ResultadoCarga; falha?: string }) => (m.ok ? ok(m.ok) : falha(new Error(m.falha))))
    gerador.on('exit', (codigo) => codigo && falha(new Error(`gerador de carga terminou com ${codigo}`)))
    gerador.send({ url, conexoes: CONEXOES, segundos, caminhos, ...(cookie ? { cookie } : {}) } satisfies PedidoCarga)
  })
  const depois = cpuDoServidor(pid)
  return antes !== undefined && depois !== undefined && r.pedidos ? { ...r, cpuPorPedido: (depois - antes) / r.pedidos } : r
}

const linha = (nome: string, m: Medida, meta: string) =>
  console.log(
    `${nome} | ${Math.round(m.rps).toLocaleString('pt-BR')} req/s | ${m.p50} ms | ${m.p99} ms | ${m.erros} | ` +
      `${m.cpuPorPedido === undefined ? '—' : `${m.cpuPorPedido.toFixed(2).replace('.', ',')} ms`} | ${Math.round(m.cpuMs / (SEGUNDOS * 10))}% | ${meta}`,
  )

export const benchLista = async () => {
  // Other work on the machine takes CPU from the server too: its load (1-minute average) is said beside the figures.
  const carga1min = loadavg()[0]!.toFixed(1).replace('.', ',')
  const dir = process.env['BENCH_DIR'] ?? mkdtempSync(join(tmpdir(), 'rh-bench-lista-'))
  try {
    if (!existsSync(join(dir, 'rh.sqlite'))) {
      const knex = criarKnex({ dataDir: dir })
      try {
        const { segundos } = await semearCandidatos(knex, TOTAL, gerador(7))
        console.log(`${TOTAL.toLocaleString('pt-BR')} candidatos inseridos em ${segundos.toFixed(1)} s`)
      } finally {
        await knex.destroy()
      }
    }
    const aleatorio = gerador(11)
    const de = <T>(xs: ReadonlyArray<T>) => xs[Math.floor(aleatorio() * xs.length)]!

    const portaHono = await portaLivre()
    const hono = await iniciar(['bench/hono-puro.ts', String(portaHono), String(PROCESSOS)], 'pronto')
    let teto: Medida
    try {
      teto = await carga(`http://127.0.0.1:${portaHono}`, () => '/', hono.pid!)
    } finally {
      await parar(hono)
    }

    const porta = await portaLivre()
    const rh = await iniciar(['cli/main.ts', 'serve', '--port', String(porta), '--workers', String(PROCESSOS)], 'RH no ar', {
      DATA_DIR: dir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
    })
    try {
      const url = `http://127.0.0.1:${porta}`
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ username: DEMO.cpf, password: DEMO.senha, empresaId: 1 }),
      })
      if (login.status !== 200) throw new Error(`login: HTTP ${login.status}`)
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!
      const lista = (qs: () => string) => () => `/api/captacao/candidatos?page=0&size=15${qs()}`
      console.log(`${TOTAL.toLocaleString('pt-BR')} candidatos, ${PROCESSOS} processo(s), ${CONEXOES} conexões, ${SEGUNDOS} s por cenário; carga da máquina antes da rodada: ${carga1min} (${availableParallelism()} núcleos)`)
      // The server's first seconds compile its code (JIT): warmed up, unmeasured, on an unfiltered and a searched list.
      await carga(url, lista(() => ''), rh.pid!, cookie, 2)
      await carga(url, lista(() => `&nome=${encodeURIComponent(de(SOBRENOMES))}`), rh.pid!, cookie, 2)
      console.log('cenário | req/s | p50 | p99 | erros | CPU do servidor por pedido | CPU do gerador (um núcleo) | meta')
      linha('Hono puro (teto)', teto, '—')
      const cenarios: Array<[string, () => string, string]> = [
        ['lista sem filtro', lista(() => ''), '≥ 1.500 req/s'],
        ['por nome (um sobrenome)', lista(() => `&nome=${encodeURIComponent(de(SOBRENOMES))}`), '≥ 500 req/s, p99 ≤ 100 ms'],
        ['por nome (prenome e sobrenome)', lista(() => `&nome=${encodeURIComponent(`${de(PRENOMES)} ${de(SOBRENOMES)}`)}`), '≥ 500 req/s, p99 ≤ 100 ms'],
        ['por nome, 2 letras', lista(() => `&nome=${de(['an', 'si', 'ra', 'lu', 'jo'])}`), '—'],
        ['busca do react-admin (q)', () => `/api/captacao/candidatos?range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["nome","ASC"]')}&filter=${encodeURIComponent(JSON.stringify({ q: de(SOBRENOMES) }))}`, '—'],
      ]
      for (const [nome, caminho, meta] of cenarios) linha(nome, await carga(url, caminho, rh.pid!, cookie), meta)
    } finally {
      await parar(rh)
    }
  } finally {
    if (!process.env['BENCH_DIR']) rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLista()
