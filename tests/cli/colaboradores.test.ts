import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Command } from 'commander'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { semearDemo } from '../../adapters/db/demo.ts'
import { criarKnex } from '../../adapters/db/knex.ts'
import { migrar } from '../../adapters/db/migrar.ts'
import { registrarColaboradores } from '../../cli/colaboradores.ts'
import { calcularDvCpf } from '../../core/shared/br/cpf.ts'
import { copiarModeloSqlite } from '../support/banco.ts'
import { restaurarAmbiente } from '../support/cli.ts'

const raiz = resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(join(tmpdir(), 'rh-cli-colaboradores-'))
const antes = { DATA_DIR: process.env['DATA_DIR'], DATABASE_URL: process.env['DATABASE_URL'] }
const ids = { cargo: 0, faixa: 0 }

const comBanco = async <A,>(f: (k: ReturnType<typeof criarKnex>) => Promise<A>) => {
  const k = criarKnex({ dataDir: dir })
  try {
    return await f(k)
  } finally {
    await k.destroy()
  }
}
const idDe = (x: any) => Number(typeof x === 'object' ? x.id : x)

beforeAll(async () => {
  process.env['DATA_DIR'] = dir
  delete process.env['DATABASE_URL']
  // The run's migrated demo, copied (tests/support/banco.ts); made here only outside vitest's global setup.
  const copiado = copiarModeloSqlite(dir, 'demo')
  await comBanco(async (k) => {
    if (!copiado) {
      await migrar(k)
      await semearDemo(k)
    }
    // The test's own lookups: the fixture's establishment, and a cargo with a range for the by-name case.
    await k('estabelecimentos').insert({ empresaId: 1, nome: 'Sede Importação' })
    const [area] = await k('areas_organizacionais').insert({ empresaId: 1, nome: 'Faixas Importadas' }).returning('id')
    const [cargo] = await k('cargos').insert({ empresaId: 1, nome: 'Analista Importado', nomeMercado: 'Analista Importado', areasOrganizacionais: JSON.stringify([idDe(area)]) }).returning('id')
    ids.cargo = idDe(cargo)
    const [faixa] = await k('faixas_salariais').insert({ empresaId: 1, cargoId: ids.cargo, nome: 'Pleno' }).returning('id')
    ids.faixa = idDe(faixa)
  })
})
afterAll(() => {
  restaurarAmbiente(antes)
  rmSync(dir, { recursive: true, force: true })
})

/** Runs `rh colaboradores …` in this process, capturing what it prints and the exit code it sets. */
const rh = async (...args: string[]) => {
  const out: string[] = []
  const err: string[] = []
  const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')))
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')))
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true))
  process.exitCode = 0
  try {
    const p = new Command().exitOverride()
    registrarColaboradores(p)
    await p.parseAsync(['node', 'rh', 'colaboradores', ...args])
  } catch (e) {
    if ((e as { code?: string }).code !== 'commander.helpDisplayed') throw e
  } finally {
    log.mockRestore()
    error.mockRestore()
    stdout.mockRestore()
  }
  const code = Number(process.exitCode ?? 0)
  process.exitCode = 0
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const colaborador = (cpf: string) => comBanco((k) => k('colaboradores').where({ empresaId: 1, cpf }).first())
const historicos = (colaboradorId: number) => comBanco((k) => k('colaboradorHistoricos').where({ colaboradorId }))
const contar = () => comBanco(async (k) => Number((await k('colaboradores').count({ n: '*' }))[0]!['n']))

let seq = 0
const cpf = () => {
  const b = String(620_000_000 + seq++ * 104_729).padStart(9, '0')
  return b + calcularDvCpf(b)
}
const arquivo = (nome: string, conteudo: string) => {
  const f = join(dir, nome)
  writeFileSync(f, conteudo)
  return f
}
const CAB = 'Nome;CPF;Data de Nascimento;Sexo;Data de Admissão;Estabelecimento;Área Organizacional;Cargo;Faixa Salarial;Tipo de Salário;Salário;Matrícula'

describe('rh colaboradores importar', () => {
  it('o exemplo (tests/fixtures/colaboradores.csv) com --criar-cadastros: cada linha é uma admissão, com área e cargo criados', async () => {
    const semCadastros = await rh('importar', join(raiz, 'tests/fixtures/colaboradores.csv'))
    expect(semCadastros.code).toBe(1)
    expect(semCadastros.err).toContain('Linha 2: area: Área "Operações Importadas" não existe; cargo: Cargo "Operador de Logística" não existe')
    expect(semCadastros.err).toContain('Nada foi importado.')
    expect(await colaborador('61074050380')).toBeUndefined()

    const r = await rh('importar', join(raiz, 'tests/fixtures/colaboradores.csv'), '--criar-cadastros')
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(r.out).toContain('Linhas lidas: 3. Importados: 3. Recusadas: 0.')
    const maria = await colaborador('61074050380')
    expect(maria).toMatchObject({ nome: 'Maria Aparecida Lima', matricula: 'I-0001', dataNascimento: '1988-02-14', sexo: 'F', dataAdmissao: '2020-03-02', vinculo: 'E', dddCelular: '85', foneCelular: '988776655', dataFimEstabilidadeCipa: '2099-12-31' })
    expect(Boolean(maria.membroCipa)).toBe(true)
    const [h] = await historicos(maria.id)
    expect(h).toMatchObject({ data: '2020-03-02', motivo: 'AD', tipoSalario: 3, salario: 350_000 })
    const areas = await comBanco((k) => k('areas_organizacionais').where({ empresaId: 1, nome: 'Operações Importadas' }))
    expect(areas).toHaveLength(1)
    expect(h.areaOrganizacionalId).toBe(areas[0].id)
    const cargos = await comBanco((k) => k('cargos').where({ empresaId: 1 }).whereIn('nome', ['Operador de Logística', 'Supervisor de Logística']))
    expect(cargos).toHaveLength(2)
    expect(JSON.parse(cargos[0].areasOrganizacionais)).toEqual([areas[0].id])
    const joao = await colaborador('61074151658')
    expect((await historicos(joao.id))[0]).toMatchObject({ salario: 285_050, tipoSalario: 3, cargoId: h.cargoId })
  })

  it('linhas recusadas com número e motivo; nada é importado pela metade', async () => {
    const antes = await contar()
    const f = arquivo(
      'ruim.csv',
      [
        CAB,
        `Válida Um;${cpf()};01/02/1990;F;01/03/2024;Sede Importação;Faixas Importadas;Analista Importado;;;2.000,00;`,
        `Sem Nascimento;${cpf()};;M;01/03/2024;Sede Importação;Faixas Importadas;Analista Importado;;;2.000,00;`,
        `Data Ruim;123;31/02/1990;X;01/03/2024;Sede Inexistente;Faixas Importadas;Cargo Fantasma;;;abc;`,
        `Faixa Errada;${cpf()};01/02/1990;F;01/03/2024;Sede Importação;Faixas Importadas;Analista Importado;Sênior;;;`,
      ].join('\n'),
    )
    const r = await rh('importar', f)
    expect(r.code).toBe(1)
    expect(r.err).toContain('Linhas lidas: 4. Importados: 0. Recusadas: 3.')
    expect(r.err).toContain('Linha 3: dataNascimento: Data de Nascimento é obrigatória')
    expect(r.err).toContain('Linha 4: estabelecimento: Estabelecimento "Sede Inexistente" não existe; cargo: Cargo "Cargo Fantasma" não existe')
    expect(r.err).toMatch(/Linha 4: .*cpf: CPF inválido/)
    expect(r.err).toMatch(/Linha 4: .*dataNascimento: Data de Nascimento inválida; sexo: Sexo inválido; salario: Salário inválido\n/)
    expect(r.err).toContain('Linha 5: faixa: Faixa salarial "Sênior" não existe no cargo "Analista Importado"')
    expect(await contar()).toBe(antes)
    // --parcial stores the valid line only.
    const p = await rh('importar', f, '--parcial')
    expect(p.code).toBe(0)
    expect(p.out).toContain('Linhas lidas: 4. Importados: 1. Recusadas: 3.')
    expect(await contar()).toBe(antes + 1)
  })

  it("colunas opcionais 'Função' e 'Ambiente': pelo nome, o ambiente no estabelecimento da linha; obrigatórios com obrigarAmbienteFuncao", async () => {
    const { sede, outro } = await comBanco(async (k) => {
      const sede = Number((await k('estabelecimentos').where({ empresaId: 1, nome: 'Sede Importação' }).first()).id)
      const outro = Number((await k('estabelecimentos').where({ empresaId: 1 }).whereNot('id', sede).orderBy('id').first()).id)
      await k('funcoes').insert({ empresaId: 1, nome: 'Conferente Importado' })
      await k('ambientes').insert({ empresaId: 1, nome: 'Doca Importada', estabelecimentoId: sede })
      await k('ambientes').insert({ empresaId: 1, nome: 'Doca de Outro Lugar', estabelecimentoId: outro })
      return { sede, outro }
    })
    const cab = `${CAB};Função;Ambiente`
    const linha = (nome: string, funcao: string, ambiente: string) => `${nome};${cpf()};01/02/1990;F;01/03/2024;Sede Importação;Faixas Importadas;Analista Importado;;;2.000,00;;${funcao};${ambiente}`
    const ruim = await rh('importar', arquivo('sst-ruim.csv', [cab, linha('Função Fantasma', 'Mágico', 'Doca Importada'), linha('Doca Alheia', 'Conferente Importado', 'Doca de Outro Lugar')].join('\n')))
    expect(ruim.code).toBe(1)
    expect(ruim.err).toContain('Linha 2: funcao: Função "Mágico" não existe')
    expect(ruim.err).toContain('Linha 3: ambiente: Ambiente "Doca de Outro Lugar" não existe no estabelecimento "Sede Importação"')
    const ok = await rh('importar', arquivo('sst.csv', [cab, linha('Conferente Com Doca', 'conferente importado', 'DOCA IMPORTADA')].join('\n')))
    expect(ok.err).toBe('')
    const [h] = await historicos((await comBanco((k) => k('colaboradores').where({ empresaId: 1, nome: 'Conferente Com Doca' }).first())).id)
    const ids = await comBanco(async (k) => ({ f: Number((await k('funcoes').where({ nome: 'Conferente Importado' }).first()).id), a: Number((await k('ambientes').where({ nome: 'Doca Importada' }).first()).id) }))
    expect(h).toMatchObject({ funcaoId: ids.f, ambienteId: ids.a, estabelecimentoId: sede })
    // A company that demands them refuses a row without them (the history's rule, through the admission).
    await comBanco((k) => k('empresas').where('id', 1).update({ obrigarAmbienteFuncao: true }))
    try {
      const sem = await rh('importar', arquivo('sst-sem.csv', [CAB, `Sem Função;${cpf()};01/02/1990;F;01/03/2024;Sede Importação;Faixas Importadas;Analista Importado;;;2.000,00;`].join('\n')))
      expect(sem.code).toBe(1)
      expect(sem.err).toContain('Linha 2: ambiente: Ambiente é obrigatório; funcao: Função é obrigatória')
    } finally {
      await comBanco((k) => k('empresas').where('id', 1).update({ obrigarAmbienteFuncao: false }))
    }
    expect(outro).not.toBe(sede)
  })

  it('uma recusa das regras da admissão (matrícula repetida) desfaz as linhas já gravadas; --parcial grava as outras', async () => {
    const antes = await contar()
    const [a, b] = [cpf(), cpf()]
    const linhaA = `Antes da Repetida;${a};01/02/1990;F;01/03/2024;Sede Importação;Faixas Importadas;Analista Importado;Pleno;Cargo (faixa salarial);;M-77`
    const linhaB = `Repete Matrícula;${b};01/02/1991;M;01/03/2024;Sede Importação;Faixas Importadas;Analista Importado;;;1.500,00;I-0001`
    let r = await rh('importar', arquivo('repetido.csv', [CAB, linhaA, linhaB, `CPF Repetido;${a};01/02/1992;M;01/03/2024;Sede Importação;Faixas Importadas;Analista Importado;;;1.500,00;`].join('\n')))
    expect(r.code).toBe(1)
    expect(r.err).toContain('Linha 4: cpf: CPF repetido no arquivo (linha 2)')
    const f = arquivo('matricula.csv', [CAB, linhaA, linhaB].join('\n'))
    r = await rh('importar', f)
    expect(r.code).toBe(1)
    expect(r.err).toContain('Linha 3: matricula: Já existe um talento com esta matrícula')
    expect(await colaborador(a)).toBeUndefined()
    expect(await contar()).toBe(antes)
    r = await rh('importar', f, '--parcial')
    expect(r.code).toBe(0)
    expect(r.out).toContain('Importados: 1. Recusadas: 1.')
    const c = await colaborador(a)
    expect((await historicos(c.id))[0]).toMatchObject({ cargoId: ids.cargo, faixaSalarialId: ids.faixa, tipoSalario: 1 })
  })

  it('arquivo recusado: cabeçalho desconhecido, empresa inexistente, arquivo ausente; --help documenta as colunas', async () => {
    let r = await rh('importar', arquivo('cab.csv', 'Nome;Apelido\nAna;Aninha'))
    expect(r.code).toBe(1)
    expect(r.err).toContain('Coluna desconhecida: Apelido')
    expect(r.err).toContain('A coluna Cargo é obrigatória')
    r = await rh('importar', arquivo('vazio.csv', `${CAB}\n`), '--empresa', '999')
    expect(r.err).toContain('Empresa 999 não encontrada')
    r = await rh('importar', join(dir, 'nao-existe.csv'))
    expect(r.err).toContain('Não foi possível ler o arquivo')
    r = await rh('importar', '--help')
    expect(r.out).toContain('--criar-cadastros')
    expect(r.out).toContain('Área Organizacional; Cargo; Faixa Salarial; Tipo de Salário; Salário')
    expect(r.out).toContain('Data de Admissão')
  })
})
