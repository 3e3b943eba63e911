/**
 * `rh candidatos importar` throughput: a valid Latin-1 CSV imported in one transaction through the CLI command
 * (decode, validation of every row, résumé text index), on a fresh SQLite with the demo company. Goal: 2,000
 * rows under 15 s. `BENCH_IMPORTACAO=n` changes the number of rows.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Command } from 'commander'
import { semearDemo } from '../adapters/db/demo.ts'
import { criarKnex } from '../adapters/db/knex.ts'
import { migrar } from '../adapters/db/migrar.ts'
import { registrarCandidatos } from '../cli/candidatos.ts'
import { calcularDvCpf } from '../core/shared/br/cpf.ts'

const LINHAS = Number(process.env['BENCH_IMPORTACAO'] ?? 2000)
/** 15 s for 2,000 rows, scaled to the rows asked for. */
const META_MS = (15_000 * LINHAS) / 2000

export const benchImportacao = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rh-bench-importacao-'))
  const antes = { DATA_DIR: process.env['DATA_DIR'], DATABASE_URL: process.env['DATABASE_URL'] }
  process.env['DATA_DIR'] = dir
  delete process.env['DATABASE_URL']
  try {
    const knex = criarKnex({ dataDir: dir })
    await migrar(knex)
    await semearDemo(knex)
    await knex.destroy()

    const linhas = ['nome;cpf;cargo;sexo;ocrTexto']
    for (let i = 0; i < LINHAS; i++) {
      const base = String(310_000_000 + i * 104_729).padStart(9, '0')
      linhas.push(`Candidato Importado ${i};${base}${calcularDvCpf(base)};Operador de Produção;${i % 2 ? 'M' : 'F'};operador de empilhadeira número ${i}`)
    }
    const arquivo = join(dir, 'candidatos.csv')
    writeFileSync(arquivo, Uint8Array.from([...linhas.join('\r\n')].map((c) => c.charCodeAt(0))))

    const programa = new Command().exitOverride()
    registrarCandidatos(programa)
    process.exitCode = 0
    const t = performance.now()
    await programa.parseAsync(['node', 'rh', 'candidatos', 'importar', arquivo])
    const ms = performance.now() - t
    if (process.exitCode !== 0) throw new Error('a importação falhou')
    console.log(`${LINHAS.toLocaleString('pt-BR')} linhas importadas em ${(ms / 1000).toFixed(2)} s (${Math.round(LINHAS / (ms / 1000))} linhas/s) | < ${(META_MS / 1000).toFixed(1)} s ${ms < META_MS ? 'ok' : 'ACIMA'}`)
  } finally {
    Object.assign(process.env, antes)
    if (antes.DATABASE_URL === undefined) delete process.env['DATABASE_URL']
    if (antes.DATA_DIR === undefined) delete process.env['DATA_DIR']
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchImportacao()
