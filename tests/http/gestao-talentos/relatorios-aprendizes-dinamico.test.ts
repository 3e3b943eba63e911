import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * Cota de aprendizes (CLT art. 429) and the dynamic talent report on people admitted through the API (date 2025-06-30):
 *
 *   Sede Cota:   21 operators (CBO 7842-05, counted), 1 manager (1421-05, direction), 1 safety technician (3516-05,
 *                technical level), 1 temporary operator, 1 apprentice operator, 1 operator dismissed 2025-05-31 (gone)
 *                → base 21, outside 3, minimum ⌈1,05⌉ = 2, maximum ⌊3,15⌋ = 3, 1 apprentice: below the minimum.
 *   Filial Cota: 3 operators → base 3, minimum 1, maximum 0: not obliged (base below 7).
 */

const cpf = (n: number) => cpfDeTeste(710_000_000, n)
const DATA = '2025-06-30'
const DIN = '/api/gestao-talentos/relatorios/talento-dinamico'

// SQLite only: the SQL of both reports runs on both databases in tests/adapters/contract/consultas.test.ts.
describe('cota de aprendizes e relatório dinâmico (HTTP)', () => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  const id = {} as Record<string, number>
  const rel = () => clienteRelatorios(amb.app, () => adm.cookie, 'gestao-talentos')
  const criar = criarNaApi
  const cboId = async (codigo: string) => Number((await amb.knex('cbo_ocupacoes').where('codigo', codigo).first('id')).id)
  let n = 0
  const admitir = (estab: number, cargo: string, extra: Record<string, unknown> = {}) => {
    n++
    return criar(adm, 'cargo-salario/colaboradores', {
      nome: `Pessoa Cota ${String(n).padStart(2, '0')}`,
      matricula: `C${String(n).padStart(3, '0')}`,
      cpf: cpf(n),
      dataNascimento: '1995-05-10',
      sexo: 'F',
      dataAdmissao: '2024-01-02',
      historico: { estabelecimentoId: estab, areaOrganizacionalId: id.area, cargoId: id[cargo], faixaSalarialId: id[`faixa${cargo}`], tipoSalario: 3, salario: 200_000 + n * 1_000 },
      ...extra,
    })
  }

  beforeAll(async () => {
    amb = await criarAmbiente()
    adm = cliente(amb.app)
    await adm.entrar()
    id.sede = await criar(adm, 'utilitario/estabelecimentos', { nome: 'Sede Cota' })
    id.filial = await criar(adm, 'utilitario/estabelecimentos', { nome: 'Filial Cota' })
    id.area = await criar(adm, 'cargo-salario/areas-organizacionais', { nome: 'Área Cota' })
    for (const [cargo, codigo] of [['operador', '784205'], ['gerente', '142105'], ['tecnico', '351605']] as const) {
      id[cargo] = await criar(adm, 'cargo-salario/cargos', { nome: `Cargo ${cargo} Cota`, nomeMercado: cargo, areasOrganizacionais: [id.area] })
      id[`faixa${cargo}`] = await criar(adm, 'cargo-salario/faixas-salariais', { cargoId: id[cargo], nome: 'Única', cboId: await cboId(codigo) })
    }
    const motivo = await criar(adm, 'gestao-talentos/motivo-desligamento', { descricao: 'Pedido (cota)' })
    for (let i = 0; i < 21; i++) await admitir(id.sede!, 'operador')
    await admitir(id.sede!, 'gerente')
    await admitir(id.sede!, 'tecnico')
    await admitir(id.sede!, 'operador', { vinculo: 'T', categoriaESocial: '106' })
    await admitir(id.sede!, 'operador', { vinculo: 'A', categoriaESocial: '103' })
    await admitir(id.sede!, 'operador', { dataDesligamento: '2025-05-31', motivoDesligamentoId: motivo })
    for (let i = 0; i < 3; i++) await admitir(id.filial!, 'operador')
  }, 300_000)
  afterAll(async () => amb?.fechar())

  it('cota: base, mínimo, máximo e aprendizes por estabelecimento; detalhado com o enquadramento de cada um', async () => {
    const filtro = { data: DATA, estabelecimentosIds: [id.sede, id.filial], tipo: 'R' }
    const r = await rel().gerar('cbo-efeito-aprendiz', filtro)
    expect(r.xlsx[0]).toBe('Cota de Aprendizes por CBO')
    expect(r.xlsx).toEqual(
      expect.arrayContaining(['Filial Cota | 3 | 0 | 1 | 0 | 0 | Não obrigatória (base inferior a 7)', 'Sede Cota | 21 | 3 | 2 | 3 | 1 | Abaixo do mínimo']),
    )
    expect(r.pdf).toContain('Sede Cota 21 3 2 3 1 Abaixo do mínimo')
    expect(r.pdf).toContain('arredondado para cima')
    const d = await rel().gerar('cbo-efeito-aprendiz', { ...filtro, estabelecimentosIds: [id.sede], tipo: 'D' })
    expect(d.pdf).toContain('Sede Cota — base 21; mínimo 2, máximo 3; aprendizes 1 (Abaixo do mínimo)')
    const texto = d.xlsx.join('\n')
    expect(texto).toContain('7842-05')
    expect(texto).toContain('Direção ou gerência (fora da base)')
    expect(texto).toContain('Exige nível técnico ou superior (fora da base)')
    expect(texto).toContain('Temporário (fora da base)')
    expect(texto).toContain('Aprendiz (fora da base)')
    expect(d.xlsx.filter((l) => l.includes('Conta na base'))).toHaveLength(21)
  })

  it('cota: filtro, 401, 403 e outra empresa', async () => {
    expect(await rel().erros('cbo-efeito-aprendiz', { tipo: 'X' })).toEqual(
      expect.arrayContaining([
        { field: 'data', message: 'Data de Referência é obrigatória' },
        { field: 'estabelecimentosIds', message: 'Selecione ao menos um Estabelecimento' },
      ]),
    )
    expect((await clienteRelatorios(amb.app, () => '', 'gestao-talentos').pedir('cbo-efeito-aprendiz', { data: DATA, estabelecimentosIds: [id.sede] })).status).toBe(401)
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'Só cadastros (cota)', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS'] })
    expect((await adm.post('/api/utilitario/usuarios', { nome: 'Só Cadastros C', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).status).toBe(201)
    const so = cliente(amb.app)
    await so.entrar(cpf(90), 'segredo1', 1)
    const comSo = clienteRelatorios(amb.app, () => so.cookie, 'gestao-talentos')
    expect((await comSo.pedir('cbo-efeito-aprendiz', { data: DATA, estabelecimentosIds: [id.sede] })).status).toBe(403)
    expect((await comSo.pedir('talento-dinamico', { data: DATA, colunasDinamicas: ['nome'] })).status).toBe(403)
    expect((await so.get(`${DIN}/pode-gerar-relatorio-dinamico`)).body).toBe(false)
    expect((await so.get(`${DIN}/colunas`)).status).toBe(403)
    expect((await so.put(`${DIN}/config-relatorio-dinamico`, { colunasDinamicas: ['nome'] })).status).toBe(403)
    // Company 2 asks for company 1's establishment by id: nothing of company 1 comes back.
    const outra = cliente(amb.app)
    await outra.entrar(DEMO.cpf, DEMO.senha, 2)
    await clienteRelatorios(amb.app, () => outra.cookie, 'gestao-talentos').semDados('cbo-efeito-aprendiz', { data: DATA, estabelecimentosIds: [id.sede] })
    await clienteRelatorios(amb.app, () => outra.cookie, 'gestao-talentos').semDados('talento-dinamico', { data: DATA, colunasDinamicas: ['nome'], estabelecimentosIds: [id.sede] })
  })

  it('dinâmico: colunas escolhidas na ordem escolhida, formatadas pelo tipo, ordenadas pela coluna pedida', async () => {
    expect((await adm.get(`${DIN}/pode-gerar-relatorio-dinamico`)).body).toBe(true)
    const colunas = await adm.get(`${DIN}/colunas`)
    expect(colunas.status).toBe(200)
    expect(colunas.body).toEqual(expect.arrayContaining([{ id: 'salario', titulo: 'Salário', tipo: 'dinheiro', grupo: 'Posição na data' }]))
    expect(colunas.body.map((c: { id: string }) => c.id)).not.toContain('deficiencia')
    const filtro = {
      titulo: 'Operadores da sede',
      data: DATA,
      situacao: 'T',
      estabelecimentosIds: [id.sede],
      cargosIds: [id.operador],
      colunasDinamicas: ['salario', 'nome', 'cpf', 'dataAdmissao', 'vinculo', 'cbo', 'situacao'],
      ordenarPor: 'salario',
    }
    const r = await rel().gerar('talento-dinamico', filtro)
    expect(r.xlsx[0]).toBe('Operadores da sede')
    const cab = r.xlsx.findIndex((l) => l.startsWith('Salário | Nome | CPF'))
    expect(r.xlsx[cab]).toBe('Salário | Nome | CPF | Data de Admissão | Vínculo | CBO | Situação')
    // 21 + temporary + apprentice + the dismissed one (situação T), highest salary last
    const linhas = r.xlsx.slice(cab + 1).filter((l) => l.includes('Pessoa Cota'))
    expect(linhas).toHaveLength(24)
    expect(linhas[0]).toMatch(/^2010 \| Pessoa Cota 01 \| \d{3}\.\d{3}\.\d{3}-\d{2} \| 2024-01-02 \| Emprego \| 7842-05 Alimentador de linha de produção \| Ativo$/)
    expect(linhas[23]).toContain('Pessoa Cota 26')
    expect(linhas[23]).toContain('Desligado')
    expect(r.pdf).toContain('R$ 2.010,00 Pessoa Cota 01')
    expect(r.pdf).toContain('02/01/2024')
    expect(r.pdf).toMatch(/Pessoa Cota 25 \d{3}\.\d{3}\.\d{3}-\d{2} 02\/01\/2024 Aprendiz/)
    // Active only (the default situation): the dismissed one leaves.
    const ativos = await rel().gerar('talento-dinamico', { ...filtro, situacao: 'A', colunasDinamicas: ['nome'], ordenarPor: 'nome' })
    expect(ativos.xlsx.filter((l) => l.includes('Pessoa Cota'))).toHaveLength(23)
    expect(ativos.xlsx[0]).toBe('Operadores da sede')
  })

  it('dinâmico: configuração por usuário e empresa; colunas fora da lista, repetidas ou nenhuma são recusadas', async () => {
    // The demo saved one for its user in the demo company.
    const demo = await adm.get(`${DIN}/config-relatorio-dinamico`)
    expect(demo.status).toBe(200)
    expect(demo.body).toMatchObject({ titulo: 'Quadro de pessoal com salários', colunasDinamicas: expect.arrayContaining(['salario', 'faixaSalarial']) })
    const salva = await adm.put(`${DIN}/config-relatorio-dinamico`, { colunasDinamicas: ['cargo', 'nome', 'salario'], titulo: 'Minha lista' })
    expect(salva.status, JSON.stringify(salva.body)).toBe(200)
    expect((await adm.get(`${DIN}/config-relatorio-dinamico`)).body).toEqual({ colunasDinamicas: ['cargo', 'nome', 'salario'], titulo: 'Minha lista' })
    expect((await adm.put(`${DIN}/config-relatorio-dinamico`, { colunasDinamicas: ['nome'], titulo: 'Outra' })).status).toBe(200)
    expect((await adm.get(`${DIN}/config-relatorio-dinamico`)).body).toEqual({ colunasDinamicas: ['nome'], titulo: 'Outra' })
    // The same user in company 2 has the default choice.
    const outra = cliente(amb.app)
    await outra.entrar(DEMO.cpf, DEMO.senha, 2)
    expect((await outra.get(`${DIN}/config-relatorio-dinamico`)).body).toEqual({
      colunasDinamicas: ['matricula', 'nome', 'cpf', 'dataAdmissao', 'estabelecimento', 'areaOrganizacional', 'cargo'],
      titulo: 'Relatório Dinâmico de Talentos',
    })

    const erro = async (corpo: unknown) => {
      const r = await adm.put(`${DIN}/config-relatorio-dinamico`, corpo)
      expect(r.status).toBe(400)
      return r.body.errors
    }
    expect(await erro({ colunasDinamicas: [] })).toEqual([{ field: 'colunasDinamicas', message: 'Selecione ao menos uma coluna' }])
    expect(await erro({ colunasDinamicas: ['nome', 'nome'] })).toEqual([{ field: 'colunasDinamicas', message: 'Uma coluna foi escolhida mais de uma vez' }])
    expect((await erro({ colunasDinamicas: ['c.nome; drop table colaboradores'] }))[0]?.field).toMatch(/^colunasDinamicas/)
    expect(await erro({ colunasDinamicas: ['nome'], sql: 'x' })).toEqual([{ field: 'sql', message: 'Campo desconhecido' }])
    expect(await rel().erros('talento-dinamico', { data: DATA, colunasDinamicas: [] })).toEqual([{ field: 'colunasDinamicas', message: 'Selecione ao menos uma coluna' }])
    expect((await rel().erros('talento-dinamico', { data: DATA, colunasDinamicas: ['nome'], ordenarPor: 'c.id desc' }))[0]?.field).toBe('ordenarPor')
    expect((await cliente(amb.app).get(`${DIN}/config-relatorio-dinamico`)).status).toBe(401)
    expect((await adm.get(`${DIN}/config-relatorio-dinamico`)).body).toEqual({ colunasDinamicas: ['nome'], titulo: 'Outra' })
  })
})
