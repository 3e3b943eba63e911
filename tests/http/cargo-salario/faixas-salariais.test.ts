import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { inserirLinha } from '../../support/banco.ts'
import { criarGestor } from '../../support/gestor.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const FAIXAS = '/api/cargo-salario/faixas-salariais'
const HIST = '/api/cargo-salario/faixas-salariais/historicos'
const INDICES = '/api/cargo-salario/indices'

/**
 * Salary ranges and their dated history (spec 001 §3, §5, §7): the company rules (CBO unless exempt, payroll code and
 * description when integrated), the history's messages, the value at a date, the copy to another cargo, the
 * pending/disabled list; 401, 403, 404 and the other company's rows.
 */
describe('faixas salariais', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let restrita: ReturnType<typeof cliente>
  let cbo: number
  let area: number
  const cargo = async (nome: string) => {
    const r = await admin.post('/api/cargo-salario/cargos', { nome, nomeMercado: nome, areasOrganizacionais: [area] })
    expect(r.status).toBe(201)
    return Number(r.body.id)
  }
  const faixa = async (cargoId: number, nome: string, extra: Record<string, unknown> = {}) => {
    const r = await admin.post(FAIXAS, { cargoId, nome, cboId: cbo, ...extra })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    return Number(r.body.id)
  }

  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
    restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    cbo = Number((await amb.knex('cbo_ocupacoes').orderBy('id').first()).id)
    const a = await admin.post('/api/cargo-salario/areas-organizacionais', { nome: 'Área das Faixas' })
    expect(a.status).toBe(201)
    area = Number(a.body.id)
  })
  afterAll(() => amb.fechar())

  it('201/200: cria, lista com o cargo e o CBO, obtém; o valor vigente vem do histórico', async () => {
    const c = await cargo('Analista Contábil')
    const id = await faixa(c, '  Júnior ')
    const h = await admin.post(HIST, { faixaSalarialId: id, data: '2024-01-01', tipo: 3, valor: 350_000 })
    expect(h.status).toBe(201)
    expect(h.body).toMatchObject({ tipo: 3, valor: 350_000, status: 2, dataFim: null, valorCalculado: 350_000 })
    const r = await admin.get(`${FAIXAS}/${id}`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ nome: 'Júnior', cargoId: c, nomeCargo: 'Analista Contábil', cboId: cbo, valorVigente: 350_000 })
    expect(r.body.codigoCBO).toMatch(/^\d{6}$/)
    const doCargo = await admin.get(`${FAIXAS}/cargo/${c}`)
    expect(doCargo.status).toBe(200)
    expect(doCargo.body.map((f: { id: number }) => f.id)).toEqual([id])
    expect((await admin.get(`${FAIXAS}/cargo/999999`)).status).toBe(404)
  })

  it('400: nome obrigatório (até 30), CBO obrigatório salvo empresa dispensada; código e descrição da folha se integrada', async () => {
    const c = await cargo('Assistente Fiscal')
    const vazio = await admin.post(FAIXAS, { cargoId: c, nome: ' ' })
    expect(vazio.status).toBe(400)
    expect(vazio.body.code).toBe('FIELD_VALIDATION_VIOLATION')
    expect(vazio.body.errors).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }])
    const longo = await admin.post(FAIXAS, { cargoId: c, nome: 'x'.repeat(31), cboId: cbo })
    expect(longo.body.errors).toEqual([{ field: 'nome', message: 'Nome deve ter no máximo 30 caracteres' }])
    const semCbo = await admin.post(FAIXAS, { cargoId: c, nome: 'I' })
    expect(semCbo.body.errors).toEqual([{ field: 'cboId', message: 'CBO é obrigatório' }])
    await amb.knex('empresas').where('id', 1).update({ dispensarCboFaixaSalarial: true, acIntegra: true })
    try {
      const integrada = await admin.post(FAIXAS, { cargoId: c, nome: 'I' })
      expect(integrada.body.errors).toEqual([
        { field: 'codigoAC', message: 'Código no sistema de folha é obrigatório' },
        { field: 'nomeACPessoal', message: 'Descrição no sistema de folha é obrigatória' },
      ])
      const descricaoLonga = await admin.post(FAIXAS, { cargoId: c, nome: 'I', codigoAC: '001', nomeACPessoal: 'd'.repeat(101) })
      expect(descricaoLonga.body.errors).toEqual([{ field: 'nomeACPessoal', message: 'Descrição no sistema de folha deve ter no máximo 100 caracteres' }])
      expect((await admin.post(FAIXAS, { cargoId: c, nome: 'I', codigoAC: '001', nomeACPessoal: 'Assistente Fiscal I' })).status).toBe(201)
    } finally {
      await amb.knex('empresas').where('id', 1).update({ dispensarCboFaixaSalarial: false, acIntegra: false })
    }
  })

  it("400: histórico com as mensagens da especificação; uma linha por data; 'vigente em' e a remoção reencadeiam", async () => {
    const f = await faixa(await cargo('Técnico de Suporte'), 'Pleno')
    const indice = await admin.post(INDICES, { nome: 'Piso da categoria' })
    expect(indice.status).toBe(201)
    expect((await admin.post(`${INDICES}/historicos`, { indiceId: indice.body.id, data: '2024-01-01', valor: 151_800 })).status).toBe(201)
    const semQtd = await admin.post(HIST, { faixaSalarialId: f, data: '2024-01-01', tipo: 2 })
    expect(semQtd.body.errors).toEqual([
      { field: 'indiceId', message: 'Índice é obrigatório' },
      { field: 'quantidade', message: 'Quantidade é obrigatória' },
    ])
    const zero = await admin.post(HIST, { faixaSalarialId: f, data: '2024-01-01', tipo: 2, indiceId: indice.body.id, quantidade: 0.5 })
    expect(zero.body.errors).toEqual([{ field: 'quantidade', message: 'Quantidade não pode ser 0 (zero) ou menor' }])
    const valorZero = await admin.post(HIST, { faixaSalarialId: f, data: '2024-01-01', tipo: 3, valor: 0 })
    expect(valorZero.body.errors).toEqual([{ field: 'valor', message: 'Valor não pode ser 0 (zero) ou menor' }])
    const semData = await admin.post(HIST, { faixaSalarialId: f, tipo: 3, valor: 100 })
    expect(semData.body.errors).toEqual([{ field: 'data', message: 'Data é obrigatória' }])
    const porIndice = await admin.post(HIST, { faixaSalarialId: f, data: '2024-01-01', tipo: 2, indiceId: indice.body.id, quantidade: 2.5, valor: 999 })
    expect(porIndice.status).toBe(201)
    // an index row keeps no value of its own; its value on its date is the index × quantity
    expect(porIndice.body).toMatchObject({ valor: null, valorCalculado: 379_500 })
    const repetida = await admin.post(HIST, { faixaSalarialId: f, data: '2024-01-01', tipo: 3, valor: 100 })
    expect(repetida.body.errors).toEqual([{ field: 'data', message: 'Já existe um histórico desta faixa salarial nesta data' }])
    const depois = await admin.post(HIST, { faixaSalarialId: f, data: '2025-01-01', tipo: 3, valor: 400_000, status: 1 })
    expect(depois.status).toBe(201)
    const vigentes = await admin.get(`${HIST}?unpaged=true&faixaSalarialId=${f}&vigenteEm=2024-12-31`)
    expect(vigentes.body.map((h: { id: number }) => h.id)).toEqual([porIndice.body.id])
    expect((await admin.get(`${HIST}/${porIndice.body.id}`)).body.dataFim).toBe('2025-01-01')
    expect((await admin.delete(`${HIST}/${depois.body.id}`)).status).toBe(200)
    expect((await admin.get(`${HIST}/${porIndice.body.id}`)).body.dataFim).toBeNull()
  })

  it('calcularSalarioHistorico: o valor da faixa numa data (índice × quantidade pela data), null antes do histórico; 400 e 404', async () => {
    const f = await faixa(await cargo('Operador de Caixa'), 'A')
    const i = (await admin.post(INDICES, { nome: 'Salário mínimo (teste)' })).body.id
    await admin.post(`${INDICES}/historicos`, { indiceId: i, data: '2025-01-01', valor: 151_800 })
    await admin.post(`${INDICES}/historicos`, { indiceId: i, data: '2026-01-01', valor: 162_100 })
    await admin.post(HIST, { faixaSalarialId: f, data: '2024-06-01', tipo: 3, valor: 140_000 })
    await admin.post(HIST, { faixaSalarialId: f, data: '2025-03-01', tipo: 2, indiceId: i, quantidade: 1.5 })
    const em = (d: string) => admin.get(`/api/cargo-salario/cargos/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=${f}&data=${d}`)
    expect((await em('2024-05-31')).body).toEqual({ data: '2024-05-31', salario: null })
    expect((await em('2025-02-28')).body).toEqual({ data: '2025-02-28', salario: 140_000 })
    expect((await em('2025-03-01')).body).toEqual({ data: '2025-03-01', salario: 227_700 })
    expect((await em('2026-01-01')).body).toEqual({ data: '2026-01-01', salario: 243_150 })
    const invalida = await em('2026-02-30')
    expect(invalida.status).toBe(400)
    expect(invalida.body.errors).toEqual([{ field: 'data', message: 'Data inválida' }])
    expect((await admin.get('/api/cargo-salario/cargos/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=999999')).status).toBe(404)
    expect((await admin.get('/api/cargo-salario/cargos/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=abc')).status).toBe(404)
  })

  it('salario-calculado por tipo (1 faixa, 2 índice × quantidade, 3 valor); 400 com as mensagens; 403 sem a permissão de talentos', async () => {
    const f = await faixa(await cargo('Vendedor'), 'Única')
    await admin.post(HIST, { faixaSalarialId: f, data: '2024-01-01', tipo: 3, valor: 250_000 })
    const i = (await admin.post(INDICES, { nome: 'Piso comerciário' })).body.id
    await admin.post(`${INDICES}/historicos`, { indiceId: i, data: '2024-01-01', valor: 180_000 })
    const calc = (q: string) => admin.get(`/api/cargo-salario/colaboradores/salario-calculado?${q}`)
    expect((await calc(`tipoSalario=1&faixaSalarialId=${f}&data=2024-02-01`)).body).toEqual({ data: '2024-02-01', salario: 250_000 })
    expect((await calc(`tipoSalario=2&indiceId=${i}&quantidade=1.25&data=2024-02-01`)).body).toEqual({ data: '2024-02-01', salario: 225_000 })
    expect((await calc('tipoSalario=3&salario=310000&data=2024-02-01')).body).toEqual({ data: '2024-02-01', salario: 310_000 })
    expect((await calc(`tipoSalario=2&indiceId=${i}&quantidade=2&data=2023-12-31`)).body.salario).toBeNull()
    const semTipo = await calc('salario=1')
    expect(semTipo.status).toBe(400)
    expect(semTipo.body.errors).toEqual([{ field: 'tipoSalario', message: 'Tipo de Salário é obrigatório' }])
    expect((await calc('tipoSalario=9')).body.errors).toEqual([{ field: 'tipoSalario', message: 'Tipo de Salário inválido' }])
    expect((await restrita.get(`/api/cargo-salario/colaboradores/salario-calculado?tipoSalario=3&salario=1`)).status).toBe(403)
    expect((await cliente(amb.app).get('/api/cargo-salario/colaboradores/salario-calculado?tipoSalario=3')).status).toBe(401)
  })

  it('transferir-faixas-salariais: copia as faixas escolhidas com seus históricos, numa transação; 400 e 404', async () => {
    const origem = await cargo('Auxiliar de Produção')
    const destino = await cargo('Operador de Produção')
    const a = await faixa(origem, 'A', { codigoAC: '10', nomeACPessoal: 'Auxiliar A' })
    const b = await faixa(origem, 'B')
    await admin.post(HIST, { faixaSalarialId: a, data: '2024-01-01', tipo: 3, valor: 180_000 })
    await admin.post(HIST, { faixaSalarialId: a, data: '2025-01-01', tipo: 3, valor: 190_000, status: 1 })
    await faixa(destino, 'Existente')
    const url = `${FAIXAS}/cargo/${origem}/transferir-faixas-salariais`
    const vazio = await admin.post(url, {})
    expect(vazio.status).toBe(400)
    expect(vazio.body.errors).toEqual([
      { field: 'cargoDestinoId', message: 'Cargo de destino é obrigatório' },
      { field: 'faixas', message: 'Selecione ao menos uma faixa salarial' },
    ])
    const ruim = await admin.post(url, { cargoDestinoId: destino, faixas: [{ faixaSalarialId: a, nome: 'x'.repeat(16) }, { faixaSalarialId: b }] })
    expect(ruim.body.errors).toEqual([
      { field: 'faixas.0.nome', message: 'Nome da nova faixa deve ter no máximo 15 caracteres' },
      { field: 'faixas.1.nome', message: 'Nome da nova faixa é obrigatório' },
    ])
    const outra = await faixa(destino, 'Do destino')
    const conflito = await admin.post(url, { cargoDestinoId: destino, faixas: [{ faixaSalarialId: a, nome: 'existente' }, { faixaSalarialId: outra, nome: 'Nova' }] })
    expect(conflito.body.errors).toEqual([
      { field: 'faixas.1.faixaSalarialId', message: 'A faixa salarial não pertence ao cargo de origem' },
      { field: 'faixas.0.nome', message: 'Já existe uma faixa salarial com este nome no cargo de destino' },
    ])
    expect((await admin.post(url, { cargoDestinoId: 999_999, faixas: [{ faixaSalarialId: a, nome: 'A2' }] })).body.errors).toEqual([
      { field: 'cargoDestinoId', message: 'Cargo de destino não encontrado' },
    ])
    expect((await admin.post(`${FAIXAS}/cargo/999999/transferir-faixas-salariais`, { cargoDestinoId: destino, faixas: [{ faixaSalarialId: a, nome: 'A2' }] })).status).toBe(404)
    // the second range fails the company's CBO rule: nothing of the first is kept
    await amb.knex('faixas_salariais').where('id', b).update({ cboId: null })
    const metade = await admin.post(url, { cargoDestinoId: destino, faixas: [{ faixaSalarialId: a, nome: 'A2' }, { faixaSalarialId: b, nome: 'B2' }] })
    expect(metade.status).toBe(400)
    expect(metade.body.errors).toEqual([{ field: 'faixas.1.cboId', message: 'CBO é obrigatório' }])
    expect((await admin.get(`${FAIXAS}/cargo/${destino}`)).body.map((f: { nome: string }) => f.nome)).toEqual(['Do destino', 'Existente'])
    const ok = await admin.post(url, { cargoDestinoId: destino, faixas: [{ faixaSalarialId: a, nome: 'A2' }] })
    expect(ok.status).toBe(201)
    expect(ok.body).toHaveLength(1)
    expect(ok.body[0]).toMatchObject({ cargoId: destino, nome: 'A2', cboId: cbo, codigoAC: '10', nomeACPessoal: 'Auxiliar A' })
    const copia = await admin.get(`${HIST}?unpaged=true&faixaSalarialId=${ok.body[0].id}&sort=["data","ASC"]`)
    expect(copia.body.map((h: Record<string, unknown>) => [h['data'], h['valor'], h['status'], h['dataFim']])).toEqual([
      ['2024-01-01', 180_000, 2, '2025-01-01'],
      ['2025-01-01', 190_000, 1, null],
    ])
    expect((await admin.get(`${FAIXAS}/cargo/${origem}`)).body).toHaveLength(2)
  })

  it('pendentes-desabilitados: faixas com histórico aguardando confirmação ou com índice desabilitado vigente', async () => {
    const c = await cargo('Motorista')
    const pendente = await faixa(c, 'Pendente')
    const comIndice = await faixa(c, 'Com índice')
    const normal = await faixa(c, 'Normal')
    await admin.post(HIST, { faixaSalarialId: pendente, data: '2024-01-01', tipo: 3, valor: 200_000, status: 1 })
    const i = (await admin.post(INDICES, { nome: 'Índice que será desabilitado' })).body
    await admin.post(`${INDICES}/historicos`, { indiceId: i.id, data: '2024-01-01', valor: 100_000 })
    await admin.post(HIST, { faixaSalarialId: comIndice, data: '2024-01-01', tipo: 2, indiceId: i.id, quantidade: 2 })
    await admin.post(HIST, { faixaSalarialId: normal, data: '2024-01-01', tipo: 3, valor: 200_000 })
    const antes = await admin.get(`${FAIXAS}/pendentes-desabilitados?cargosIds=${c}`)
    expect(antes.body.map((f: Record<string, unknown>) => [f['nome'], f['pendente'], f['indiceDesabilitado']])).toEqual([['Pendente', true, false]])
    expect((await admin.put(`${INDICES}/${i.id}`, { nome: i.nome, desabilitado: true })).status).toBe(200)
    const depois = await admin.get(`${FAIXAS}/pendentes-desabilitados?cargosIds=${c}`)
    expect(depois.body.map((f: Record<string, unknown>) => [f['nome'], f['pendente'], f['indiceDesabilitado']])).toEqual([
      ['Com índice', false, true],
      ['Pendente', true, false],
    ])
    expect((await admin.get(`${INDICES}/pendentes-desabilitados`)).body.map((x: { id: number }) => x.id)).toContain(i.id)
  })

  it('remover a faixa leva o histórico; em uso por um talento, nada é removido', async () => {
    const c = await cargo('Almoxarife')
    const livre = await faixa(c, 'Livre')
    await admin.post(HIST, { faixaSalarialId: livre, data: '2024-01-01', tipo: 3, valor: 100_000 })
    expect((await admin.delete(`${FAIXAS}/${livre}`)).status).toBe(200)
    expect(await amb.knex('faixa_salarial_historicos').where('faixaSalarialId', livre).count({ n: '*' })).toEqual([{ n: 0 }])
    const usada = await faixa(c, 'Usada')
    await admin.post(HIST, { faixaSalarialId: usada, data: '2024-01-01', tipo: 3, valor: 100_000 })
    const talento = await inserirLinha(amb.knex, 'colaboradores', { empresaId: 1, nome: 'Talento da Faixa', cpf: '52998224725', dataNascimento: '1990-01-01', sexo: 'M', dataAdmissao: '2024-01-01' })
    const estab = Number((await amb.knex('estabelecimentos').where('empresaId', 1).first()).id)
    await inserirLinha(amb.knex, 'colaborador_historicos', { empresaId: 1, colaboradorId: talento, data: '2024-01-01', motivo: 'AD', estabelecimentoId: estab, areaOrganizacionalId: area, cargoId: c, faixaSalarialId: usada, tipoSalario: 1 })
    const r = await admin.delete(`${FAIXAS}/${usada}`)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'EM_USO', message: 'Não é possível remover: o registro está em uso em Históricos dos Talentos.' })
    expect(await amb.knex('faixa_salarial_historicos').where('faixaSalarialId', usada).count({ n: '*' })).toEqual([{ n: 1 }])
  })

  it('gestor: as faixas são da empresa, não das áreas (lê todas, grava só com a permissão de cadastros); a chamada da área segue o escopo', async () => {
    const estabelecimentoId = Number((await amb.knex('estabelecimentos').where('empresaId', 1).orderBy('id').first()).id)
    const g = await criarGestor(amb, admin, { n: 31, autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES'], posicao: { estabelecimentoId, cargoId: await cargo('Cargo do Gestor') } })
    const r = await admin.post('/api/cargo-salario/cargos', { nome: 'Cargo de Fora', nomeMercado: 'Cargo de Fora', areasOrganizacionais: [g.areas.fora] })
    expect(r.status).toBe(201)
    const deFora = await faixa(r.body.id, 'De fora')
    await admin.post(HIST, { faixaSalarialId: deFora, data: '2024-01-01', tipo: 3, valor: 250_000 })
    expect((await g.cliente.get(`${FAIXAS}?unpaged=true&cargoId=${r.body.id}`)).body.map((f: { id: number }) => f.id)).toEqual([deFora])
    expect((await g.cliente.get(`${FAIXAS}/${deFora}`)).status).toBe(200)
    expect((await g.cliente.get(`/api/cargo-salario/cargos/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=${deFora}&data=2024-02-01`)).body.salario).toBe(250_000)
    expect((await g.cliente.post(FAIXAS, { cargoId: r.body.id, nome: 'Nova', cboId: cbo })).status).toBe(403)
    expect((await g.cliente.post(HIST, { faixaSalarialId: deFora, data: '2024-06-01', tipo: 3, valor: 1 })).status).toBe(403)
    expect((await g.cliente.post(`${FAIXAS}/cargo/${r.body.id}/transferir-faixas-salariais`, {})).status).toBe(403)
    // The area's own call is the area's: outside the manager's areas, not found.
    expect((await g.cliente.get(`/api/cargo-salario/areas-organizacionais/${g.areas.fora}/faixas-salariais`)).status).toBe(404)
    expect((await g.cliente.get(`/api/cargo-salario/areas-organizacionais/${g.areas.gerida}/faixas-salariais`)).status).toBe(200)
  })

  it('401 sem sessão, 403 sem a permissão de cadastros, 404 para faixa inexistente ou de outra empresa', async () => {
    expect((await cliente(amb.app).get(FAIXAS)).status).toBe(401)
    const perfil = await admin.post('/api/utilitario/perfis', { nome: 'Só captação', autoridades: ['ROLE_CAPTACAO_CADASTROS'] })
    const u = await admin.post('/api/utilitario/usuarios', { nome: 'Rui Recrutador', cpf: '39053344705', senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
    expect(u.status).toBe(201)
    const rui = cliente(amb.app)
    await rui.entrar('39053344705', 'segredo1', 1)
    const c = await cargo('Porteiro')
    expect((await rui.post(FAIXAS, { cargoId: c, nome: 'A', cboId: cbo })).status).toBe(403)
    expect((await rui.post(`${FAIXAS}/cargo/${c}/transferir-faixas-salariais`, {})).status).toBe(403)
    expect((await rui.get(FAIXAS)).status).toBe(200)
    expect((await admin.get(`${FAIXAS}/999999`)).status).toBe(404)
    // company 2's range: Maria sees company 1 only
    const cargo2 = await inserirLinha(amb.knex, 'cargos', { empresaId: 2, nome: 'Cargo da Norte', nomeMercado: 'Cargo da Norte' })
    const faixa2 = await inserirLinha(amb.knex, 'faixas_salariais', { empresaId: 2, cargoId: cargo2, nome: 'Norte' })
    expect((await restrita.get(`${FAIXAS}/${faixa2}`)).status).toBe(404)
    expect((await restrita.get(`${FAIXAS}/cargo/${cargo2}`)).status).toBe(404)
    expect((await restrita.get(`/api/cargo-salario/cargos/faixas-salariais/calcularSalarioHistorico?faixaSalarialId=${faixa2}`)).status).toBe(404)
    expect((await restrita.post(HIST, { faixaSalarialId: faixa2, data: '2024-01-01', tipo: 3, valor: 1 })).body.errors).toEqual([
      { field: 'faixaSalarialId', message: 'Faixa Salarial: registro não encontrado' },
    ])
    // a range of company 1 cannot point at company 2's cargo, even for whoever sees both
    expect((await admin.post(FAIXAS, { cargoId: cargo2, nome: 'Cruzada', cboId: cbo })).body.errors).toEqual([
      { field: 'cargoId', message: 'O cargo não pertence à empresa da faixa salarial' },
    ])
  })
})
