import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { Command } from 'commander'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { semearDemo } from '../../adapters/db/demo.ts'
import { criarKnex } from '../../adapters/db/knex.ts'
import { migrar } from '../../adapters/db/migrar.ts'
import { decodificarTexto, registrarCandidatos } from '../../cli/candidatos.ts'
import { calcularDvCpf } from '../../core/shared/br/cpf.ts'
import { copiarModeloSqlite } from '../support/banco.ts'
import { restaurarAmbiente } from '../support/cli.ts'

const raiz = resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'rh-cli-candidatos-'))
const antes = { DATA_DIR: process.env['DATA_DIR'], DATABASE_URL: process.env['DATABASE_URL'] }

beforeAll(async () => {
  process.env['DATA_DIR'] = dir
  delete process.env['DATABASE_URL']
  // The run's migrated demo, copied (tests/support/banco.ts); made here only outside vitest's global setup.
  if (!copiarModeloSqlite(dir, 'demo')) {
    const k = criarKnex({ dataDir: dir })
    await migrar(k)
    await semearDemo(k)
    await k.destroy()
  }
})
afterAll(() => {
  restaurarAmbiente(antes)
  rmSync(dir, { recursive: true, force: true })
})

/** Runs `rh candidatos …` in this process, capturing what it prints and the exit code it sets. */
const rh = async (...args: string[]) => {
  const out: string[] = []
  const err: string[] = []
  const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')))
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')))
  process.exitCode = 0
  try {
    const p = new Command().exitOverride()
    registrarCandidatos(p)
    await p.parseAsync(['node', 'rh', 'candidatos', ...args])
  } finally {
    log.mockRestore()
    error.mockRestore()
  }
  const code = Number(process.exitCode ?? 0)
  process.exitCode = 0
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** Live candidates (an anonymised one stays as a removed, blanked row). */
const contar = async (where: Record<string, unknown> = {}) => {
  const k = criarKnex({ dataDir: dir })
  const n = Number((await k('candidatos').where(where).whereNull('removedAt').count({ n: '*' }))[0]!['n'])
  await k.destroy()
  return n
}

let seq = 0
const cpf = () => {
  const b = String(310_000_000 + seq++ * 104_729).padStart(9, '0')
  return b + calcularDvCpf(b)
}

const arquivo = (nome: string, conteudo: string | Uint8Array) => {
  const f = join(dir, nome)
  writeFileSync(f, conteudo)
  return f
}

describe('rh candidatos importar', () => {
  it('linhas recusadas com número e motivo; nada é importado pela metade', async () => {
    const antes = await contar()
    const repetido = cpf()
    const f = arquivo(
      'ruim.csv',
      [
        'Nome;CPF;Data de Nascimento;Cargo;UF;Cidade;E-mail;Pretensão Salarial',
        `Ana Paula Souza;${cpf()};10/03/1990;Analista de Recursos Humanos;CE;Fortaleza;ana@ex.com;R$ 3.500,00`,
        `;123.456.789-00;31/02/1990;Piloto;CE;Gotham;nao-e-email;muito`,
        `Bruno Lima;${repetido};01/01/1985;Vendedor Externo;SP;São Paulo;;`,
        `Carla Dias;${repetido};01/01/1985;Vendedor Externo;SP;São Paulo;;`,
        '',
      ].join('\n'),
    )
    const r = await rh('importar', f)
    expect(r.code).toBe(1)
    expect(r.err).toContain('Linhas lidas: 4. Importados: 0. Recusadas: 2.')
    expect(r.err).toMatch(/Linha 3: .*nome: Nome é obrigatório/)
    expect(r.err).toMatch(/Linha 3: .*cpf: CPF inválido/)
    expect(r.err).toMatch(/Linha 3: .*cargos: Cargo: Piloto não encontrado/)
    expect(r.err).toMatch(/Linha 3: .*cidadeId: Cidade: Gotham não encontrada em CE/)
    expect(r.err).toMatch(/Linha 5: cpf: CPF repetido no arquivo \(linha 4\)/)
    expect(r.err).toContain('Nada foi importado')
    expect(await contar()).toBe(antes)

    const parcial = await rh('importar', f, '--parcial')
    expect(parcial.code).toBe(0)
    expect(parcial.out).toContain('Importados: 2. Recusadas: 2.')
    expect(await contar()).toBe(antes + 2)
    const k = criarKnex({ dataDir: dir })
    const ana = await k('candidatos').where({ nome: 'Ana Paula Souza' }).first()
    await k.destroy()
    expect(ana).toMatchObject({ empresaId: 1, dataNascimento: '1990-03-10', pretencaoSalarial: 350000, cidadeId: 2304400, ufId: 23, qualificacaoCadastral: 'QUALIFICADO', nomeBusca: 'ana paula souza' })

    // A CPF already in the company is refused on a later import.
    const dup = await rh('importar', arquivo('dup.csv', `nome;cpf;cargo\nOutra Pessoa;${repetido};Vendedor Externo\n`))
    expect(dup.err).toMatch(/Linha 2: cpf: Já existe um candidato com este CPF nesta empresa/)
  })

  it('arquivo inteiro válido numa transação (2.000 linhas), em Latin-1, busca de currículo pronta', async () => {
    const antes = await contar()
    const linhas = ['nome;cpf;cargo;sexo;ocrTexto']
    for (let i = 0; i < 2000; i++) linhas.push(`Candidato Importado ${i};${cpf()};Operador de Produção;${i % 2 ? 'M' : 'F'};operador de empilhadeira número ${i}`)
    linhas.push('José Conceição Araújo;;Operador de Produção;Masculino;')
    const latin1 = Uint8Array.from([...linhas.join('\r\n')].map((c) => c.charCodeAt(0)))
    expect(decodificarTexto(latin1)).toContain('José Conceição')
    const r = await rh('importar', arquivo('grande.csv', latin1))
    expect(r.code).toBe(0)
    expect(r.out).toContain('Linhas lidas: 2001. Importados: 2001. Recusadas: 0.')
    expect(await contar()).toBe(antes + 2001)
    const k = criarKnex({ dataDir: dir })
    const fts = await k.raw(`select count(*) as n from candidatos_ocr where candidatos_ocr match '"empilhadeira"*'`)
    expect(Number(fts[0].n)).toBeGreaterThanOrEqual(2000)
    expect(await k('candidatos').where({ nome: 'José Conceição Araújo' }).first()).toMatchObject({ sexo: 'M', qualificacaoCadastral: 'DADOS_INCOMPLETOS' })
    await k.destroy()
  })

  it('cabeçalho desconhecido recusa o arquivo; arquivo ausente; empresa inválida', async () => {
    const r = await rh('importar', arquivo('cab.csv', 'nome;salario\nAna;1\n'))
    expect(r.code).toBe(1)
    expect(r.err).toContain('Coluna desconhecida: salario')
    expect((await rh('importar', join(dir, 'nao-existe.csv'))).err).toContain('Não foi possível ler o arquivo')
    expect((await rh('importar', arquivo('x.csv', 'nome\nAna\n'), '--empresa', 'abc')).err).toContain('Empresa inválida')
    expect((await rh('importar', arquivo('y.csv', 'nome\nAna\n'), '--empresa', '99')).err).toContain('Empresa 99 não encontrada')
  })
})

describe('rh candidatos expurgar', () => {
  it('--simular lista; sem ele remove (LGPD) o que passou do prazo da empresa; quem participou de seleção é anonimizado', async () => {
    // The demo company keeps candidates 24 months: two imported candidates untouched for 3 years.
    const k = criarKnex({ dataDir: dir })
    const velho = new Date(Date.now() - 3 * 365 * 24 * 3600 * 1000).toISOString()
    await k('candidatos').whereIn('nome', ['Ana Paula Souza', 'Bruno Lima']).update({ atualizadoEm: velho })
    const vencidos = Number((await k('candidatos').where({ empresaId: 1, contratado: false }).where('atualizadoEm', '<', new Date(Date.now() - 730 * 24 * 3600 * 1000).toISOString()).count({ n: '*' }))[0]!['n'])
    await k.destroy()
    const sim = await rh('expurgar', '--simular')
    expect(sim.code).toBe(0)
    expect(sim.out).toContain(`Seriam removidos ${vencidos} candidato(s):`)
    expect(sim.out).toMatch(/Empresa Demonstração \| \d+ \| Ana Paula Souza \| última atualização/)
    const antes = await contar()
    const real = await rh('expurgar', '--empresa', '1')
    expect(real.out).not.toMatch(/Mantidos \d+/)
    expect(real.out).toContain(`Removidos ${vencidos} candidato(s):`)
    expect(real.out).toContain('Ana Paula Souza')
    expect(await contar({ nome: 'Ana Paula Souza' })).toBe(0)
    expect(await contar()).toBe(antes - vencidos)
    // nobody past the deadline keeps a name: linked ones are blanked, not kept
    const k2 = criarKnex({ dataDir: dir })
    const comNome = await k2('candidatos').where({ empresaId: 1, contratado: false }).where('atualizadoEm', '<', new Date(Date.now() - 730 * 24 * 3600 * 1000).toISOString()).whereNotNull('cpf')
    await k2.destroy()
    expect(comNome).toEqual([])
    expect((await rh('expurgar', '--simular')).out).not.toContain('Ana Paula Souza')
    expect((await rh('expurgar', '--empresa', '0')).code).toBe(1)
  })

  it('o binário real: ajuda e código de saída', async () => {
    const p = new Command()
    registrarCandidatos(p)
    expect(p.commands.find((c) => c.name() === 'candidatos')!.helpInformation()).toMatch(/importar[\s\S]*expurgar/)
    const exec = promisify(execFile)
    const falha = await exec(process.execPath, ['--import', 'tsx', 'cli/main.ts', 'candidatos', 'importar', join(dir, 'cab.csv')], { cwd: raiz, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } }).catch((e) => e)
    expect(falha.code).toBe(1)
    expect(String(falha.stderr)).toContain('Coluna desconhecida')
  })
})
