import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { semearDemo } from '../../adapters/db/demo.ts'
import { criarKnex } from '../../adapters/db/knex.ts'
import { migrar } from '../../adapters/db/migrar.ts'
import { diaEmSaoPaulo, diasEntre } from '../../core/shared/datas.ts'
import { inserirLinha } from '../support/banco.ts'
import { rh } from '../support/cli.ts'

const dir = mkdtempSync(join(tmpdir(), 'rh-cli-avaliacao-'))
const antes = { DATA_DIR: process.env['DATA_DIR'], DATABASE_URL: process.env['DATABASE_URL'] }
const hoje = diaEmSaoPaulo(Date.now())

const comBanco = async <A,>(f: (k: ReturnType<typeof criarKnex>) => Promise<A>) => {
  const k = criarKnex({ dataDir: dir })
  try {
    return await f(k)
  } finally {
    await k.destroy()
  }
}

beforeAll(async () => {
  process.env['DATA_DIR'] = dir
  delete process.env['DATABASE_URL']
  const modelo = inject('modeloDemo')
  if (modelo && existsSync(modelo)) copyFileSync(modelo, join(dir, 'rh.sqlite'))
  await comBanco(async (k) => {
    if (!modelo || !existsSync(modelo)) {
      await migrar(k)
      await semearDemo(k)
    }
    // The most recently admitted employee's follow-up falls due today; their area gets a manager with an e-mail.
    const [t, g] = (await k('colaboradores').where('empresaId', 1).whereNull('dataDesligamento').where('dataAdmissao', '<', hoje).orderBy('dataAdmissao', 'desc').limit(2).select('id', 'dataAdmissao')) as Array<{ id: number; dataAdmissao: string }>
    const h = (await k('colaboradorHistoricos').where('colaboradorId', t!.id).where('data', '<=', hoje).orderBy('data', 'desc').first('areaOrganizacionalId')) as { areaOrganizacionalId: number }
    await k('areas_organizacionais').where({ id: h.areaOrganizacionalId }).update({ responsaveis: JSON.stringify([Number(g!.id)]), coresponsaveis: '[]' })
    await k('colaboradores').where({ id: g!.id }).update({ email: 'gestor.cli@exemplo.com.br' })
    await inserirLinha(k, 'periodos_experiencia', { empresaId: 1, nome: 'CLI', dias: diasEntre(t!.dataAdmissao, hoje) + 1, ativo: true })
  })
}, 180_000)
afterAll(() => {
  Object.assign(process.env, antes)
  if (antes.DATABASE_URL === undefined) delete process.env['DATABASE_URL']
  rmSync(dir, { recursive: true, force: true })
})

describe('rh avaliacao lembrar-acompanhamentos', () => {
  it('envia uma vez por gestor e dia; a segunda execução do dia não envia de novo', async () => {
    const r = await rh('avaliacao', 'lembrar-acompanhamentos', '--empresa', '1')
    expect(r.code, r.err).toBe(0)
    expect(r.out).toMatch(/Lembrete enviado a [1-9]\d* gestor/)
    const msgs = await comBanco((k) => k('caixa_saida').where('para', 'like', '%gestor.cli@exemplo.com.br%').select('texto'))
    expect(msgs.length).toBe(1)
    expect(String(msgs[0].texto)).toContain('CLI')
    const r2 = await rh('avaliacao', 'lembrar-acompanhamentos', '--empresa', '1')
    expect(r2.code).toBe(0)
    expect(r2.out).toContain('Lembrete enviado a 0 gestores.')
    expect(r2.out).toContain('já lembrado(s) hoje')
    expect((await comBanco((k) => k('caixa_saida').where('para', 'like', '%gestor.cli@exemplo.com.br%').select('id'))).length).toBe(1)
  })

  it('empresa inválida: código 1', async () => {
    const r = await rh('avaliacao', 'lembrar-acompanhamentos', '--empresa', 'x')
    expect(r.code).toBe(1)
    expect(r.err).toContain('Empresa inválida')
  })
})
