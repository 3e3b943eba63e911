import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarKnex } from '../../adapters/db/knex.ts'
import { rh } from '../support/cli.ts'

const raiz = resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'rh-cli-'))
const antes = { DATA_DIR: process.env['DATA_DIR'], DATABASE_URL: process.env['DATABASE_URL'] }
beforeAll(() => {
  process.env['DATA_DIR'] = dir
  delete process.env['DATABASE_URL']
})
afterAll(() => {
  for (const [k, v] of Object.entries(antes)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  rmSync(dir, { recursive: true, force: true })
})

/** The real binary in a child process (`npx rh` runs cli/rh.mjs): only where the process's own exit code matters. */
const rhFilho = async (...args: string[]) => {
  try {
    const r = await promisify(execFile)(process.execPath, ['cli/rh.mjs', ...args], { cwd: raiz, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } })
    return { code: 0, out: r.stdout, err: r.stderr }
  } catch (e: any) {
    return { code: e.code as number, out: String(e.stdout), err: String(e.stderr) }
  }
}

describe('CLI rh', { timeout: 180_000 }, () => {
  it('--help lista os comandos; o binário de verdade sai com 0, e com outro código num comando desconhecido', async () => {
    const [r, desconhecido] = await Promise.all([rhFilho('--help'), rhFilho('comando-inexistente')])
    expect(r.code).toBe(0)
    for (const c of ['migrate', 'seed', 'serve', 'user']) expect(r.out).toContain(c)
    expect(desconhecido.code).not.toBe(0)
    expect(desconhecido.err).toContain("erro: comando desconhecido 'comando-inexistente'")
    expect((await rh('user', '--help')).out).toMatch(/create[\s\S]*reset-password/)
  })

  it('migrate, seed --demo (idempotente)', async () => {
    expect((await rh('migrate')).out).toContain('001_plataforma')
    expect((await rh('migrate')).out).toContain('Banco já atualizado.')
    expect((await rh('seed', '--demo')).out).toContain('Empresa de demonstração criada.')
    expect((await rh('seed', '--demo')).out).toContain('Já existem empresas')
  })

  it('user create e reset-password; erros com código diferente de zero', async () => {
    const criado = await rh('user', 'create', '--cpf', '390.533.447-05', '--nome', 'Operador', '--senha', 'abcdef', '--empresa', '1', '--perfil', '1')
    expect(criado.code).toBe(0)
    expect(criado.out).toContain('Usuário criado')
    const repetido = await rh('user', 'create', '--cpf', '39053344705', '--nome', 'Outro', '--senha', 'abcdef')
    expect(repetido.code).toBe(1)
    expect(repetido.err).toContain('Já existe um usuário com este CPF')
    expect((await rh('user', 'create', '--cpf', '123', '--nome', 'X', '--senha', 'abcdef')).err).toContain('CPF inválido')
    expect((await rh('user', 'create', '--nome', 'X')).code).not.toBe(0)
    const k0 = criarKnex({ dataDir: dir })
    const criadoId = Number((await k0('usuarios').where({ cpf: '39053344705' }).first('id')).id)
    await k0('sessoes').insert({ tokenHash: 'x'.repeat(64), tipo: 'interno', sujeitoId: criadoId, empresaId: 1, criadaEm: '2026-01-01T00:00:00.000Z', expiraEm: '2999-01-01T00:00:00.000Z' })
    await k0.destroy()
    expect((await rh('user', 'reset-password', '--cpf', '390.533.447-05', '--senha', 'novasenha')).code).toBe(0)
    const inexistente = await rh('user', 'reset-password', '--cpf', '529.982.247-25', '--senha', 'novasenha')
    expect(inexistente.code).toBe(0) // the demo's restricted user exists
    const semUsuario = await rh('user', 'reset-password', '--cpf', '714.602.380-01', '--senha', 'novasenha')
    expect(semUsuario.code).toBe(1)
    expect(semUsuario.err).toContain('Nenhum usuário')
    const k = criarKnex({ dataDir: dir })
    const u = await k('usuarios').where({ cpf: '39053344705' }).first()
    // The CLI writes through the same path as the API: the creation and the reset are in the audit log (no hash in it).
    const log = await k('auditoria').where({ entidade: 'utilitario/usuarios', entidadeId: u.id }).orderBy('id').select('acao', 'depois')
    const sessao = await k('sessoes').where({ tipo: 'interno', sujeitoId: u.id }).count({ n: '*' })
    await k.destroy()
    expect(u.senhaHash).toMatch(/^scrypt\$/)
    expect(log.map((l: any) => l.acao)).toEqual(['criar', 'alterar'])
    expect(log.every((l: any) => !String(l.depois).includes('scrypt'))).toBe(true)
    expect(Number(sessao[0]?.n ?? 0)).toBe(0)
    expect((await rh('comando-inexistente')).code).not.toBe(0)
  })

  it('relatorio: grava o arquivo; filtro inválido, sem dados e relatório desconhecido saem com erro', async () => {
    const saida = join(dir, 'cargos.xlsx')
    const ok = await rh('relatorio', 'captacao/cargo', '--formato', 'xlsx', '--saida', saida)
    expect(ok.code, ok.err).toBe(0)
    expect(ok.out).toContain(`Relatório gravado em ${saida}`)
    const { linhasXlsx } = await import('../support/arquivos-relatorio.ts')
    const { linhas } = await linhasXlsx(new Uint8Array(readFileSync(saida)))
    // One row per cargo and area of the company's cargos.
    const k = criarKnex({ dataDir: dir })
    const cargos = await k('cargos').where({ empresaId: 1 }).select('areasOrganizacionais')
    await k.destroy()
    const pares = cargos.reduce((n: number, c: any) => n + JSON.parse(c.areasOrganizacionais).length, 0)
    expect(linhas.at(-1)!.valores[0]).toBe(`Total: ${pares}`)
    const filtro = join(dir, 'filtro.json')
    writeFileSync(filtro, JSON.stringify({ situacao: 'X' }))
    const invalido = await rh('relatorio', 'captacao/cargo', '--filtro', filtro)
    expect(invalido.code).toBe(1)
    expect(invalido.err).toContain('situacao: Situação inválida')
    writeFileSync(filtro, JSON.stringify({ situacao: 'I' }))
    const vazio = await rh('relatorio', 'captacao/cargo', '--filtro', filtro)
    expect(vazio.err).toContain('Não existem dados para o filtro informado.')
    expect((await rh('relatorio', 'captacao/nao-existe')).err).toContain('Relatório desconhecido')
  })
})
