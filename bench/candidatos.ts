/**
 * Candidate list at scale (issue 3 performance goal): 100,000 candidates in SQLite; a page of the list
 * filtered by name or CPF must answer under 50 ms at the server, the résumé (ocrTexto) word search under
 * 200 ms. Measured through the real HTTP app in process (routing, session, SQL, JSON), no network.
 * `BENCH_CANDIDATOS=n` changes the volume; `BENCH_DIR=<pasta>` keeps the database there for inspection.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ManagedRuntime } from 'effect'
import { camadasBanco } from '../adapters/camadas.ts'
import { DEMO, semearDemo } from '../adapters/db/demo.ts'
import type { Knex } from 'knex'
import { criarKnex } from '../adapters/db/knex.ts'
import { migrar } from '../adapters/db/migrar.ts'
import { normalizarNome } from '../core/captacao/candidatos.ts'
import { calcularDvCpf } from '../core/shared/br/cpf.ts'
import { criarApp } from '../http/app.ts'

const TOTAL = Number(process.env['BENCH_CANDIDATOS'] ?? 100_000)
const REPETICOES = 40

export const PRENOMES = ['Ana', 'Maria', 'José', 'João', 'Antônio', 'Francisca', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Juliana', 'Fernanda', 'Patrícia', 'Aline', 'Sandra', 'Camila', 'Rafael', 'Daniel', 'Bruna', 'Thiago', 'Letícia', 'Raimundo', 'Sebastião', 'Gabriel', 'Larissa', 'Mateus', 'Vitória', 'Heitor']
export const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cavalcante', 'Holanda', 'Bezerra', 'Araújo', 'Teixeira']
const VOCABULARIO = (
  'experiência atendimento cliente vendas administrativo financeiro contas pagar receber conciliação bancária excel avançado ' +
  'logística estoque empilhadeira operador máquinas produção qualidade iso auditoria segurança trabalho nr10 nr35 eletricista ' +
  'manutenção mecânica soldagem caldeiraria motorista categoria entregas recepção telefonista secretariado recursos humanos ' +
  'folha pagamento esocial recrutamento seleção treinamento desenvolvimento java typescript react sql postgresql docker ' +
  'python análise dados power bi contabilidade fiscal tributário enfermagem técnico cozinha confeitaria limpeza portaria ' +
  'vigilante inglês espanhol graduação pós liderança equipe negociação comunicação proativo pontual disponibilidade turnos'
).split(' ')

/**
 * A deterministic LCG (mod 2^31), computed in 32-bit integers: in floating point `x * 1103515245` passes 2^53,
 * loses its low bits and falls into a short cycle (100,000 candidates then had 228 distinct names, in clusters of
 * 1,190 equal ones, which no real list looks like).
 */
export const gerador = (semente: number) => {
  let x = semente
  return () => (x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff) / 2147483648
}

const estatisticas = (ms: number[]) => {
  const o = [...ms].sort((a, b) => a - b)
  const q = (p: number) => o[Math.min(o.length - 1, Math.floor(p * o.length))]!
  return { mediana: q(0.5), p95: q(0.95), max: o[o.length - 1]! }
}

/**
 * Migrates a fresh database, creates the demo company and inserts `total` candidates of company 1 in one
 * transaction (names, CPFs, résumé words drawn from `aleatorio`). Returns the CPFs and the seconds it took.
 */
export const semearCandidatos = async (knex: Knex, total: number, aleatorio: () => number) => {
  await migrar(knex)
  await semearDemo(knex)
  const cargos = (await knex('cargos').where({ empresaId: 1 }).select('id')).map((c: any) => Number(c.id))
  const de = <T>(xs: ReadonlyArray<T>) => xs[Math.floor(aleatorio() * xs.length)]!
  const cpfs: string[] = []
  const t0 = performance.now()
  await knex.transaction(async (trx) => {
    const lote = 250
    for (let i = 0; i < total; i += lote) {
      const linhas = Array.from({ length: Math.min(lote, total - i) }, (_, j) => {
        const n = i + j
        const nome = `${de(PRENOMES)} ${de(SOBRENOMES)} ${de(SOBRENOMES)}`
        const corpo = String(100_000_000 + ((n * 7_654_321) % 899_999_999)).padStart(9, '0')
        const cpf = corpo + calcularDvCpf(corpo)
        cpfs.push(cpf)
        const ocr = Array.from({ length: 60 + Math.floor(aleatorio() * 120) }, () => de(VOCABULARIO)).join(' ')
        const em = new Date(Date.UTC(2023, 0, 1) + Math.floor(aleatorio() * 900) * 86_400_000).toISOString()
        return {
          empresaId: 1,
          nome,
          nomeBusca: normalizarNome(nome),
          cpf,
          email: `candidato${n}@exemplo.com.br`,
          cargos: JSON.stringify([de(cargos)]),
          qualificacaoCadastral: de(['QUALIFICADO', 'QUALIFICADO', 'DADOS_INCOMPLETOS', 'NAO_VERIFICADO']),
          ocrTexto: ocr,
          criadoEm: em,
          atualizadoEm: em,
        }
      })
      await trx('candidatos').insert(linhas)
    }
  })
  await knex.raw('analyze')
  return { cpfs, segundos: (performance.now() - t0) / 1000 }
}

export const benchCandidatos = async () => {
  const dir = process.env['BENCH_DIR'] ?? mkdtempSync(join(tmpdir(), 'rh-bench-candidatos-'))
  const knex = criarKnex({ dataDir: dir })
  try {
    const aleatorio = gerador(42)
    const de = <T>(xs: ReadonlyArray<T>) => xs[Math.floor(aleatorio() * xs.length)]!
    const { cpfs, segundos } = await semearCandidatos(knex, TOTAL, aleatorio)
    console.log(`${TOTAL.toLocaleString('pt-BR')} candidatos inseridos (com índice de texto do currículo) em ${segundos.toFixed(1)} s`)

    const runtime = ManagedRuntime.make(camadasBanco(knex, join(dir, 'files')))
    const app = criarApp({ runtime })
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ username: DEMO.cpf, password: DEMO.senha, empresaId: 1 }),
    })
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const cenarios: Array<[string, () => string, number]> = [
      ['lista sem filtro (página 1, por nome)', () => 'page=0&size=15', 50],
      ['nome: um sobrenome comum', () => `page=0&size=15&nome=${encodeURIComponent(de(SOBRENOMES))}`, 50],
      ['nome: prenome + sobrenome', () => `page=0&size=15&nome=${encodeURIComponent(`${de(PRENOMES)} ${de(SOBRENOMES)}`)}`, 50],
      ['nome: raro (sem resultado)', () => `page=0&size=15&nome=xyzw${Math.floor(aleatorio() * 1000)}`, 50],
      ['nome: página 100', () => `page=100&size=15&nome=${encodeURIComponent(de(SOBRENOMES))}`, 50],
      ['CPF completo', () => `page=0&size=15&cpf=${de(cpfs)}`, 50],
      ['CPF: 6 primeiros dígitos', () => `page=0&size=15&cpf=${de(cpfs).slice(0, 6)}`, 50],
      ['react-admin: q + range + sort', () => `range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["nome","ASC"]')}&filter=${encodeURIComponent(JSON.stringify({ q: de(SOBRENOMES) }))}`, 50],
      ['currículo: uma palavra', () => `page=0&size=15&ocr=${encodeURIComponent(de(VOCABULARIO))}`, 200],
      ['currículo: duas palavras', () => `page=0&size=15&ocr=${encodeURIComponent(`${de(VOCABULARIO)} ${de(VOCABULARIO)}`)}`, 200],
      ['currículo + nome', () => `page=0&size=15&ocr=${encodeURIComponent(de(VOCABULARIO))}&nome=${encodeURIComponent(de(SOBRENOMES))}`, 200],
    ]
    console.log('cenário | mediana | p95 | máx | meta')
    for (const [nome, qs, meta] of cenarios) {
      const tempos: number[] = []
      for (let i = 0; i < REPETICOES + 3; i++) {
        const t = performance.now()
        const r = await app.request(`/api/captacao/candidatos?${qs()}`, { headers: { cookie } })
        await r.text()
        if (r.status !== 200) throw new Error(`${nome}: HTTP ${r.status}`)
        if (i >= 3) tempos.push(performance.now() - t)
      }
      const e = estatisticas(tempos)
      console.log(`${nome} | ${e.mediana.toFixed(1)} ms | ${e.p95.toFixed(1)} ms | ${e.max.toFixed(1)} ms | < ${meta} ms ${e.p95 < meta ? 'ok' : 'ACIMA'}`)
    }
    await runtime.dispose()
  } finally {
    await knex.destroy()
    if (!process.env['BENCH_DIR']) rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCandidatos()
