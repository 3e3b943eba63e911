import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { inserirLinha } from '../../support/banco.ts'
import { criarGestor } from '../../support/gestor.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/** Cargos and occupational groups (spec 001 §3, §5), and the 'Salários em uma data' consulta over the employees' histories. */
describe('grupos ocupacionais, cargos e salários em uma data', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let area: number
  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
    area = (await admin.post('/api/cargo-salario/areas-organizacionais', { nome: 'Área dos Cargos' })).body.id
  })
  afterAll(() => amb.fechar())

  it('grupo ocupacional: descrição obrigatória e aparada; turnover e quantidade por cargo falsos por padrão', async () => {
    const vazio = await admin.post('/api/cargo-salario/grupos-ocupacionais', { descricao: '   ' })
    expect(vazio.status).toBe(400)
    expect(vazio.body.errors).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }])
    const r = await admin.post('/api/cargo-salario/grupos-ocupacionais', { descricao: '  Operacional Noturno ' })
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ descricao: 'Operacional Noturno', turnover: false, considerarQtdColaboradoresPorCargo: false })
  })

  it('cargo: nomenclatura e nome de mercado obrigatórios (até 100), ao menos uma área; o cargo inteiro do §3', async () => {
    const vazio = await admin.post('/api/cargo-salario/cargos', {})
    expect(vazio.body.errors).toEqual([
      { field: 'nome', message: 'Nomenclatura é obrigatória' },
      { field: 'nomeMercado', message: 'Nome de Mercado é obrigatório' },
      { field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' },
    ])
    expect((await admin.post('/api/cargo-salario/cargos', { nome: 'x'.repeat(101), nomeMercado: 'y', areasOrganizacionais: [area] })).body.errors).toEqual([
      { field: 'nome', message: 'Nomenclatura deve ter no máximo 100 caracteres' },
    ])
    const grupo = (await admin.post('/api/cargo-salario/grupos-ocupacionais', { descricao: 'Técnico de Campo' })).body.id
    const r = await admin.post('/api/cargo-salario/cargos', {
      nome: ' Técnico de Manutenção ',
      nomeMercado: 'Mecânico de Manutenção',
      areasOrganizacionais: [area],
      grupoOcupacionalId: grupo,
      missao: 'Manter as máquinas funcionando.',
      responsabilidades: 'Manutenção preventiva e corretiva.',
      escolaridade: '09',
      experiencia: 'Dois anos.',
      observacaoRecrutamento: 'Prova prática.',
      observacao: 'Turno da noite.',
    })
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ nome: 'Técnico de Manutenção', grupoOcupacionalId: grupo, escolaridade: '09', ativa: true, possuiFaixaSalarial: false })
  })

  it("salários em uma data: o salário vigente de cada talento, com total; 400 sem data; 403 sem a permissão de talentos", async () => {
    const cargo = (await admin.post('/api/cargo-salario/cargos', { nome: 'Caixa', nomeMercado: 'Caixa', areasOrganizacionais: [area] })).body.id
    const cbo = Number((await amb.knex('cbo_ocupacoes').orderBy('id').first()).id)
    const faixa = (await admin.post('/api/cargo-salario/faixas-salariais', { cargoId: cargo, nome: 'Única', cboId: cbo })).body.id
    await admin.post('/api/cargo-salario/faixas-salariais/historicos', { faixaSalarialId: faixa, data: '2020-01-01', tipo: 3, valor: 200_000 })
    await admin.post('/api/cargo-salario/faixas-salariais/historicos', { faixaSalarialId: faixa, data: '2021-01-01', tipo: 3, valor: 220_000 })
    const estab = Number((await amb.knex('estabelecimentos').where('empresaId', 1).first()).id)
    const talento = (nome: string) => inserirLinha(amb.knex, 'colaboradores', { empresaId: 1, matricula: nome.slice(0, 3), nome, nomeBusca: nome.toLowerCase(), cpf: '52998224725', dataNascimento: '1990-01-01', sexo: 'F', dataAdmissao: '2020-01-01' })
    const ana = await talento('Ana Caixa')
    const bia = await talento('Bia Caixa')
    const h = { empresaId: 1, data: '2020-01-01', motivo: 'AD', estabelecimentoId: estab, areaOrganizacionalId: area, cargoId: cargo }
    await inserirLinha(amb.knex, 'colaborador_historicos', { ...h, colaboradorId: ana, faixaSalarialId: faixa, tipoSalario: 1 })
    await inserirLinha(amb.knex, 'colaborador_historicos', { ...h, colaboradorId: bia, tipoSalario: 3, salario: 180_050 })
    const url = '/api/cargo-salario/consultas/salarios-em-uma-data'
    const r = await admin.get(`${url}?data=2020-06-30&cargosIds=${cargo}`)
    expect(r.status).toBe(200)
    expect(r.body.linhas.map((l: Record<string, unknown>) => [l['nome'], l['faixa'], l['tipo'], l['salario']])).toEqual([
      ['Ana Caixa', 'Única', 'Cargo (faixa salarial)', 200_000],
      ['Bia Caixa', null, 'Valor', 180_050],
    ])
    expect(r.body.totais).toMatchObject({ nome: 2, salario: 380_050 })
    expect((await admin.get(`${url}?data=2021-01-01&cargosIds=${cargo}`)).body.totais.salario).toBe(400_050)
    expect((await admin.get(`${url}?data=2019-12-31&cargosIds=${cargo}`)).body.linhas).toEqual([])
    const semData = await admin.get(url)
    expect(semData.status).toBe(400)
    expect(semData.body.errors).toEqual([{ field: 'data', message: 'Data é obrigatória' }])
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.get(`${url}?data=2020-06-30`)).status).toBe(403)
    expect((await cliente(amb.app).get(`${url}?data=2020-06-30`)).status).toBe(401)
    const pdf = await amb.app.request(`/api/cargo-salario/relatorios/salarios-em-uma-data?formato=pdf`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ data: '2020-06-30', cargosIds: [cargo] }),
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
  })

  it('outra empresa: o cargo dela não existe para quem só vê a empresa 1, nem como cargo de uma faixa', async () => {
    const perfil = await admin.post('/api/utilitario/perfis', { nome: 'Cadastros de cargos', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS', 'ROLE_CARGO_SALARIO_COLABORADORES'] })
    expect((await admin.post('/api/utilitario/usuarios', { nome: 'Cleo Cargos', cpf: '39053344705', senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).status).toBe(201)
    const cleo = cliente(amb.app)
    await cleo.entrar('39053344705', 'segredo1', 1)
    const area2 = await inserirLinha(amb.knex, 'areas_organizacionais', { empresaId: 2, nome: 'Área da Norte' })
    const deOutra = await inserirLinha(amb.knex, 'cargos', { empresaId: 2, nome: 'Cargo da Norte', nomeMercado: 'Cargo da Norte', areasOrganizacionais: JSON.stringify([area2]) })
    const base = '/api/cargo-salario/cargos'
    expect((await cleo.get(`${base}/${deOutra}`)).status).toBe(404)
    expect((await cleo.put(`${base}/${deOutra}`, { nome: 'Tomado', nomeMercado: 'Tomado', areasOrganizacionais: [area] })).status).toBe(404)
    expect((await cleo.delete(`${base}/${deOutra}`)).status).toBe(404)
    expect((await cleo.get(`${base}?unpaged=true`)).body.map((c: { id: number }) => c.id)).not.toContain(deOutra)
    // Nor an area of company 2 on a cargo of company 1.
    expect((await cleo.post(base, { nome: 'Com área alheia', nomeMercado: 'x', areasOrganizacionais: [area2] })).body.errors).toEqual([
      { field: 'areasOrganizacionais', message: 'Áreas Organizacionais: registro não encontrado' },
    ])
    const cbo = Number((await amb.knex('cbo_ocupacoes').orderBy('id').first()).id)
    expect((await cleo.post('/api/cargo-salario/faixas-salariais', { cargoId: deOutra, nome: 'Cruzada', cboId: cbo })).body.errors).toEqual([
      { field: 'cargoId', message: 'Cargo: registro não encontrado' },
    ])
    expect((await cleo.get(`/api/cargo-salario/consultas/salarios-em-uma-data?data=2020-06-30&cargosIds=${deOutra}`)).body.linhas).toEqual([])
  })

  it('gestor: os cargos são da empresa, não das áreas (lê todos); gravar pede a permissão de cadastros', async () => {
    const primeiro = async (t: string) => Number((await amb.knex(t).where('empresaId', 1).orderBy('id').first()).id)
    const posicao = { estabelecimentoId: await primeiro('estabelecimentos'), cargoId: await primeiro('cargos') }
    const g = await criarGestor(amb, admin, { n: 33, autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES'], posicao })
    const deFora = await admin.post('/api/cargo-salario/cargos', { nome: 'Cargo Só de Fora', nomeMercado: 'Cargo Só de Fora', areasOrganizacionais: [g.areas.fora] })
    expect((await g.cliente.get(`/api/cargo-salario/cargos/${deFora.body.id}`)).status).toBe(200)
    expect((await g.cliente.post('/api/cargo-salario/cargos', { nome: 'Do gestor', nomeMercado: 'Do gestor', areasOrganizacionais: [g.areas.gerida] })).status).toBe(403)
    expect((await g.cliente.put(`/api/cargo-salario/cargos/${deFora.body.id}`, { nome: 'x', nomeMercado: 'x', areasOrganizacionais: [g.areas.gerida] })).status).toBe(403)
    // Holding the authority of the lookups, a manager keeps HR's catalogue as any HR user does.
    const comCadastros = await criarGestor(amb, admin, { n: 34, autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES', 'ROLE_CARGO_SALARIO_CADASTROS'], posicao })
    expect((await comCadastros.cliente.post('/api/cargo-salario/cargos', { nome: 'Do gestor', nomeMercado: 'Do gestor', areasOrganizacionais: [g.areas.fora] })).status).toBe(201)
  })
})
