/**
 * Backup and restore (issue 18): 100.000 candidates + 20.000 employees × 10 histories + 1 GB of files on SQLite;
 * goals backup < 30 s with memory under 300 MB (files streamed), restore < 60 s. `BENCH_BACKUP_CANDIDATOS`,
 * `BENCH_BACKUP_COLABORADORES` and `BENCH_BACKUP_MB` change the volume; with `BENCH_BACKUP_PG=postgres://…` the
 * restore also goes into PostgreSQL (a fresh schema, dropped at the end).
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gerarBackup, restaurarBackup } from '../adapters/db/backup.ts'
import { criarKnex } from '../adapters/db/knex.ts'
import { gerador, semearCandidatos } from './candidatos.ts'
import { povoarColaboradores } from './povoar-colaboradores.ts'

const CANDIDATOS = Number(process.env['BENCH_BACKUP_CANDIDATOS'] ?? 100_000)
const COLABORADORES = Number(process.env['BENCH_BACKUP_COLABORADORES'] ?? 20_000)
const MB = Number(process.env['BENCH_BACKUP_MB'] ?? 1024)

/** Runs `f`, sampling the process's resident memory: seconds and peak RSS in MB. */
const medir = async (f: () => Promise<unknown>) => {
  const antes = process.memoryUsage.rss()
  let pico = antes
  const amostra = setInterval(() => (pico = Math.max(pico, process.memoryUsage.rss())), 50)
  const t0 = performance.now()
  try {
    await f()
  } finally {
    clearInterval(amostra)
  }
  const mb = (n: number) => Math.round(n / 1_048_576)
  return { s: ((performance.now() - t0) / 1000).toFixed(1), mb: `${mb(Math.max(pico, process.memoryUsage.rss()))} MB (${mb(antes)} MB antes)` }
}

export const benchBackup = async () => {
  const base = mkdtempSync(join(tmpdir(), 'rh-bench-backup-'))
  try {
    const origem = join(base, 'origem')
    const k = criarKnex({ dataDir: origem })
    await semearCandidatos(k, CANDIDATOS, gerador(18))
    await povoarColaboradores(k, { total: COLABORADORES, linhas: 10, areas: 50 })
    await k.raw('PRAGMA wal_checkpoint(TRUNCATE)')
    // Stored files of 5 MB (résumés, photos, certificates), 1 GB in all.
    const pedaco = Buffer.alloc(5 * 1_048_576)
    const aleatorio = gerador(3)
    for (let i = 0; i < pedaco.length; i++) pedaco[i] = Math.floor(aleatorio() * 256)
    for (let i = 0; i < Math.ceil(MB / 5); i++) {
      const dir = join(origem, 'files', 'candidatos', String(i % 50))
      mkdirSync(dir, { recursive: true })
      pedaco.writeUInt32LE(i, 0)
      writeFileSync(join(dir, `curriculo-${i}.pdf`), pedaco)
    }
    const arquivo = join(base, 'backup.tar.gz')
    const b = await medir(() => gerarBackup(k, { arquivosDir: join(origem, 'files'), saida: arquivo }))
    await k.destroy()
    const tamanho = Math.round(statSync(arquivo).size / 1_048_576)
    console.log(`${CANDIDATOS} candidatos, ${COLABORADORES} talentos × 10 históricos, ${MB} MB de arquivos`)
    console.log(`backup: ${b.s} s (meta 30 s), pico de RSS ${b.mb} (meta 300 MB), arquivo ${tamanho} MB`)
    const destino = join(base, 'destino')
    const kd = criarKnex({ dataDir: destino })
    const r = await medir(() => restaurarBackup(kd, { arquivo, arquivosDir: join(destino, 'files'), substituir: false }))
    await kd.destroy()
    console.log(`restauração no SQLite: ${r.s} s (meta 60 s), pico de RSS ${r.mb}`)
    const pg = process.env['BENCH_BACKUP_PG']
    if (pg) {
      const schema = `bench_backup_${process.pid}`
      const adm = criarKnex({ url: pg })
      await adm.raw(`CREATE SCHEMA ${schema}`)
      const kp = criarKnex({ url: pg, schema })
      try {
        const p = await medir(() => restaurarBackup(kp, { arquivo, arquivosDir: join(base, 'pg-files'), substituir: false }))
        console.log(`restauração no PostgreSQL: ${p.s} s (meta 60 s), pico de RSS ${p.mb}`)
      } finally {
        await kp.destroy()
        await adm.raw(`DROP SCHEMA ${schema} CASCADE`)
        await adm.destroy()
      }
    }
  } finally {
    rmSync(base, { recursive: true, force: true })
  }
}
