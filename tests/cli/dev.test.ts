import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type { Knex } from 'knex'
import { afterAll, describe, expect, it } from 'vitest'
import { criarTabelaContagens } from '../../adapters/db/busca.ts'
import { criarKnex } from '../../adapters/db/knex.ts'
import { migracaoDe } from '../../cli/dev.ts'
import { RECURSOS, recursoPorNome } from '../../core/recursos.ts'
import { divergencias, indicesFaltando, lerColunas } from '../support/declaracoes.ts'

const raiz = resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'rh-dev-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('rh dev migracao', { timeout: 120_000 }, () => {
  it('a migração escrita para cada recurso cria uma tabela que a conferência das declarações aceita', async () => {
    for (const r of RECURSOS) {
      const arquivo = join(dir, `${r.name.replaceAll('/', '_')}.ts`)
      // Written here, outside migrations/: its import of the database helpers points at the project.
      writeFileSync(arquivo, migracaoDe(r).replace("from '../adapters/", `from '${raiz}/adapters/`))
      const m = (await import(arquivo)) as { up: (k: Knex) => Promise<void>; down: (k: Knex) => Promise<void> }
      const knex = criarKnex({ arquivo: ':memory:' })
      try {
        if (r.contagemPorEmpresa) await criarTabelaContagens(knex)
        await m.up(knex)
        const { colunas, precisao } = await lerColunas(knex, r.table, false)
        expect(divergencias(r, colunas, precisao), r.name).toEqual([])
        expect(await indicesFaltando(knex, r, false), r.name).toEqual([])
        await m.down(knex)
        expect(await knex.schema.hasTable(r.table)).toBe(false)
      } finally {
        await knex.destroy()
      }
    }
  })

  it('tipos, tamanhos, NOT NULL, padrões e referências vêm dos construtores de campo', () => {
    const texto = migracaoDe(recursoPorNome('captacao/modelos-avaliacao-candidato')!)
    expect(texto).toContain("t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')")
    expect(texto).toContain("t.string('titulo', 250).notNullable()")
    expect(texto).toContain("t.boolean('ativo').notNullable().defaultTo(true)")
    expect(texto).toContain("t.decimal('percentual_minimo_aprovacao', 5, 2)\n")
    expect(texto).toContain("t.text('perguntas').notNullable().defaultTo('[]')")
    const avaliacoes = migracaoDe(recursoPorNome('captacao/avaliacoes')!)
    expect(avaliacoes).toContain("t.integer('candidato_id').notNullable().references('id').inTable('candidatos').onDelete('RESTRICT')")
    expect(avaliacoes).toContain("t.index(['candidato_id'])")
    expect(avaliacoes).toContain("t.decimal('pontuacao', 14, 2)")
    expect(migracaoDe(recursoPorNome('utilitario/usuarios')!)).toContain('// senha: write-only')
  })

  it('pela linha de comando; recurso desconhecido é erro', async () => {
    const rh = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'cli/main.ts', ...args], { cwd: raiz }).then(
        (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
        (e: any) => ({ code: e.code as number, out: String(e.stdout), err: String(e.stderr) }),
      )
    const ok = await rh('dev', 'migracao', 'captacao/idiomas')
    expect(ok.code).toBe(0)
    expect(ok.out).toBe(migracaoDe(recursoPorNome('captacao/idiomas')!))
    const erro = await rh('dev', 'migracao', 'captacao/nada')
    expect(erro.code).toBe(1)
    expect(erro.err).toContain('Recurso desconhecido: captacao/nada')
  })
})
