/**
 * Backup and restore (issue 18): 100.000 candidates + 20.000 employees × 10 histories + 1 GB of files on SQLite;
 * goals backup < 30 s with memory under 300 MB (files streamed), restore < 60 s. Each runs as `rh backup` /
 * `rh restore` in a process of its own, as an administrator would, its peak memory read by /usr/bin/time beside that
 * of `rh --version` (what the process holds before doing anything). `BENCH_BACKUP_CANDIDATOS`,
 * `BENCH_BACKUP_COLABORADORES` and `BENCH_BACKUP_MB` change the volume; with `BENCH_BACKUP_PG=postgres://…` the
 * restore also goes into PostgreSQL (a fresh schema, dropped at the end).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { criarKnex } from '../adapters/db/knex.ts'
import { gerador, semearCandidatos } from './candidatos.ts'
import { povoarColaboradores } from './povoar-colaboradores.ts'

const CANDIDATOS = Number(process.env['BENCH_BACKUP_CANDIDATOS'] ?? 100_000)
const COLABORADORES = Number(process.env['BENCH_BACKUP_COLABORADORES'] ?? 20_000)
const MB = Number(process.env['BENCH_BACKUP_MB'] ?? 1024)

const RAIZ = resolve(import.meta.dirname, '..')
const TEMPO = '/usr/bin/time'

/** `rh …` in a process of its own: seconds and peak resident memory in MB (when /usr/bin/time exists). */
const rh = (env: Record<string, string>, ...args: string[]) => {
  const saida = join(tmpdir(), `rh-bench-tempo-${process.pid}`)
  const comando = [process.execPath, '--import', 'tsx', join(RAIZ, 'cli/main.ts'), ...args]
  const t0 = performance.now()
  if (existsSync(TEMPO)) execFileSync(TEMPO, ['-f', '%M', '-o', saida, ...comando], { cwd: RAIZ, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
  else execFileSync(comando[0]!, comando.slice(1), { cwd: RAIZ, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
  const s = ((performance.now() - t0) / 1000).toFixed(1)
  const mb = existsSync(saida) ? `${Math.round(Number(readFileSync(saida, 'utf8').trim().split('\n').pop()) / 1024)} MB` : '?'
  rmSync(saida, { force: true })
  return { s, mb }
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
    await k.destroy()
    const arquivo = join(base, 'backup.tar')
    const repouso = rh({ DATA_DIR: origem }, '--version')
    const b = rh({ DATA_DIR: origem }, 'backup', '--saida', arquivo)
    const tamanho = Math.round(statSync(arquivo).size / 1_048_576)
    console.log(`${CANDIDATOS} candidatos, ${COLABORADORES} talentos × 10 históricos, ${MB} MB de arquivos; rh --version ocupa ${repouso.mb}`)
    console.log(`backup: ${b.s} s (meta 30 s), pico de memória ${b.mb} (meta 300 MB), arquivo ${tamanho} MB`)
    const r = rh({ DATA_DIR: join(base, 'destino') }, 'restore', arquivo)
    console.log(`restauração no SQLite: ${r.s} s (meta 60 s), pico de memória ${r.mb}`)
    const pg = process.env['BENCH_BACKUP_PG']
    if (pg) {
      const schema = `bench_backup_${process.pid}`
      const adm = criarKnex({ url: pg })
      await adm.raw(`CREATE SCHEMA ${schema}`)
      try {
        const url = `${pg}${pg.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
        const p = rh({ DATA_DIR: join(base, 'pg'), DATABASE_URL: url }, 'restore', arquivo)
        console.log(`restauração no PostgreSQL: ${p.s} s (meta 60 s), pico de memória ${p.mb}`)
      } finally {
        await adm.raw(`DROP SCHEMA ${schema} CASCADE`)
        await adm.destroy()
      }
    }
  } finally {
    rmSync(base, { recursive: true, force: true })
  }
}
