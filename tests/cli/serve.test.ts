import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO } from '../../adapters/db/demo.ts'

const raiz = resolve(import.meta.dirname, '../..')

const portaLivre = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, () => {
      const p = (s.address() as { port: number }).port
      s.close(() => ok(p))
    })
  })

/** `rh serve --workers 2`: several processes on one port share sessions and throttling through the database. */
describe('rh serve --workers', () => {
  it('dois processos na mesma porta: a sessão aberta num vale no outro; SIGTERM encerra todos', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rh-workers-'))
    const porta = await portaLivre()
    const filho = spawn(process.execPath, ['--import', 'tsx', 'cli/main.ts', 'serve', '--workers', '2', '--port', String(porta), '--seed-demo'], {
      cwd: raiz,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', HOST: '127.0.0.1' },
    })
    let saida = ''
    filho.stdout.on('data', (b) => (saida += String(b)))
    filho.stderr.on('data', (b) => (saida += String(b)))
    const fim = new Promise<number | null>((ok) => filho.on('exit', (c) => ok(c)))
    try {
      for (let i = 0; i < 300 && !saida.includes('RH no ar'); i++) await new Promise((ok) => setTimeout(ok, 200))
      expect(saida).toContain('2 processos')
      const url = `http://127.0.0.1:${porta}`
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ username: DEMO.cpf, password: DEMO.senha, empresaId: 1 }),
      })
      expect(login.status).toBe(200)
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!
      // New connections each time: the kernel spreads them over both processes.
      const r = await Promise.all(Array.from({ length: 30 }, () => fetch(`${url}/api/userinfo`, { headers: { cookie, connection: 'close' } }).then((x) => x.status)))
      expect(new Set(r)).toEqual(new Set([200]))
    } finally {
      filho.kill('SIGTERM')
      const codigo = await Promise.race([fim, new Promise((ok) => setTimeout(() => ok('pendurado'), 10_000))])
      if (codigo === 'pendurado') filho.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
      expect(codigo).toBe(0)
    }
  }, 120_000)
})
