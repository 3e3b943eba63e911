import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { semearDemo } from '../../adapters/db/demo.ts'
import { criarKnex } from '../../adapters/db/knex.ts'
import { migrar } from '../../adapters/db/migrar.ts'
import { EMPRESAS_DIFERENTES } from '../../core/utilitario/copia-cadastro.ts'
import { copiarModeloSqlite, inserirLinha } from '../support/banco.ts'
import { restaurarAmbiente, rh } from '../support/cli.ts'

const dir = mkdtempSync(join(tmpdir(), 'rh-cli-empresa-'))
const antes = { DATA_DIR: process.env['DATA_DIR'], DATABASE_URL: process.env['DATABASE_URL'] }
let vazia = 0

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
  const copiado = copiarModeloSqlite(dir, 'demo')
  await comBanco(async (k) => {
    if (!copiado) {
      await migrar(k)
      await semearDemo(k)
    }
    vazia = await inserirLinha(k, 'empresas', { nome: 'Empresa Vazia da CLI' })
  })
}, 180_000)
afterAll(() => {
  restaurarAmbiente(antes)
  rmSync(dir, { recursive: true, force: true })
})

describe('rh empresa copiar', () => {
  it('a ajuda em português lista os grupos de cadastros', async () => {
    const r = await rh('empresa', 'copiar', '--help')
    expect(r.code).toBe(0)
    expect(r.out).toContain('--de <id>')
    expect(r.out).toContain('Cargos e Faixas Salariais')
  })

  it('para a própria empresa: código 1 e a mensagem da especificação; empresa inexistente ou grupo desconhecido também', async () => {
    const mesma = await rh('empresa', 'copiar', '--de', '1', '--para', '1')
    expect(mesma.code).toBe(1)
    expect(mesma.err).toContain(EMPRESAS_DIFERENTES)
    const nenhuma = await rh('empresa', 'copiar', '--de', '1', '--para', '999')
    expect(nenhuma.code).toBe(1)
    expect(nenhuma.err).toContain('Empresa não encontrada')
    const grupo = await rh('empresa', 'copiar', '--de', '1', '--para', String(vazia), '--cadastros', 'Pessoas')
    expect(grupo.code).toBe(1)
    expect(grupo.err).toContain('Cadastro inválido')
    expect((await rh('empresa', 'copiar', '--de', 'x', '--para', '2')).code).toBe(1)
    expect((await rh('empresa', 'copiar', '--de', '1')).code).toBe(1)
  })

  it('copia os grupos pedidos (sem acento também) e termina com uma linha de resumo; de novo, reaproveita', async () => {
    const r = await rh('empresa', 'copiar', '--de', '1', '--para', String(vazia), '--cadastros', 'indices, Areas Organizacionais')
    expect(r.code, r.err).toBe(0)
    const [indices, areas] = await comBanco(async (k) => [await k('indices').where('empresaId', 1), await k('areas_organizacionais').where('empresaId', 1)])
    const total = indices.length + areas.length + (await comBanco((k) => k('indice_historicos').where('empresaId', 1))).length
    const ultima = r.out.trim().split('\n').at(-1)
    expect(ultima).toMatch(new RegExp(`^Cópia da empresa 1 para a empresa ${vazia}: ${total} copiado\\(s\\), 0 reaproveitado\\(s\\), 0 ignorado\\(s\\) \\(\\d+,\\d s\\)$`))
    expect(r.out).toContain('Áreas Organizacionais')
    expect(await comBanco((k) => k('indices').where('empresaId', vazia))).toHaveLength(indices.length)
    expect(await comBanco((k) => k('cargos').where('empresaId', vazia))).toEqual([])
    const outra = await rh('empresa', 'copiar', '--de', '1', '--para', String(vazia), '--cadastros', 'indices,Areas Organizacionais')
    expect(outra.out.trim().split('\n').at(-1)).toContain(`0 copiado(s), ${total} reaproveitado(s)`)
  })
})
