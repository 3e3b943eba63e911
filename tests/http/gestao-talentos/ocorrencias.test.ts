import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { bancosHttp, inserirLinha } from '../../support/banco.ts'
import { criarGestor, type Gestor } from '../../support/gestor.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const OC = '/api/gestao-talentos/ocorrencias'

/** Employees' occurrences (issue 14; spec 001 §7 Talent management › Occurrences): the record, the action taken, the count by action, the manager's areas. */
describe.each(bancosHttp())('ocorrências dos talentos ($nome)', (banco) => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let gestor: Gestor
  let tipo: number
  let falta: number
  let providencia: number
  let naGerida: number
  let fora: number
  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `ocorrencias_${process.pid}` } : {})
    admin = cliente(amb.app)
    await admin.entrar()
    const k = amb.knex
    tipo = Number((await k('tipos_ocorrencia').where({ empresaId: 1, descricao: 'Atraso' }).first('id')).id)
    falta = Number((await k('tipos_ocorrencia').where({ empresaId: 1, descricao: 'Falta injustificada' }).first('id')).id)
    providencia = Number((await k('providencias').where({ empresaId: 1, descricao: 'Conversa com o gestor' }).first('id')).id)
    const h = await k('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId')
    const posicao = { estabelecimentoId: Number(h.estabelecimentoId), cargoId: Number(h.cargoId) }
    gestor = await criarGestor(amb, admin, { n: 41, autoridades: ['ROLE_GESTAO_TALENTOS_OCORRENCIAS'], posicao })
    const admitir = async (nome: string, cpf: string, area: number) => {
      const r = await admin.post('/api/cargo-salario/colaboradores', { nome, cpf, dataNascimento: '1990-01-01', sexo: 'M', dataAdmissao: '2021-03-01', historico: { ...posicao, areaOrganizacionalId: area, tipoSalario: 3, salario: 300_000 } })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      return r.body.id as number
    }
    naGerida = await admitir('Paulo da Filha', '11144477735', gestor.areas.filha)
    fora = await admitir('Rui de Fora', '39053344705', gestor.areas.fora)
  })
  afterAll(() => amb.fechar())

  it('201/200: registra com o tipo e a providência; lê os nomes; a lista filtra por talento e período', async () => {
    const r = await admin.post(OC, { colaboradorId: naGerida, tipoOcorrenciaId: tipo, dataInicio: '2024-05-06', observacao: 'Trânsito' })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body).toMatchObject({ nomeColaborador: 'Paulo da Filha', descricaoTipoOcorrencia: 'Atraso', absenteismo: false, providenciaId: null })
    const p = await admin.put(`${OC}/ocorrencia-providencia/${r.body.id}`, { providenciaId: providencia })
    expect(p.status, JSON.stringify(p.body)).toBe(200)
    expect(p.body).toMatchObject({ providenciaId: providencia, descricaoProvidencia: 'Conversa com o gestor', observacao: 'Trânsito' })
    expect((await admin.put(`${OC}/ocorrencia-providencia/${r.body.id}`, {})).body.providenciaId).toBeNull()
    const f = await admin.post(OC, { colaboradorId: naGerida, tipoOcorrenciaId: falta, dataInicio: '2024-05-08', dataFim: '2024-05-09', providenciaId: providencia })
    expect(f.body.absenteismo).toBe(true)
    const lista = await admin.get(`${OC}?unpaged=true&colaboradorId=${naGerida}`)
    expect(lista.body.map((o: { dataInicio: string }) => o.dataInicio)).toEqual(['2024-05-08', '2024-05-06'])
    expect((await admin.get(`${OC}?unpaged=true&colaboradorId=${naGerida}&dataDe=2024-05-07`)).body).toHaveLength(1)
    expect((await admin.get(`${OC}?unpaged=true&areaOrganizacionalId=${gestor.areas.filha}`)).body).toHaveLength(2)
  })

  it('400: talento, tipo e data obrigatórios; fim antes do início; fora do vínculo; providência de outra empresa', async () => {
    expect((await admin.post(OC, {})).body.errors).toEqual([
      { field: 'colaboradorId', message: 'Talento é obrigatório' },
      { field: 'tipoOcorrenciaId', message: 'Tipo de ocorrência é obrigatório' },
      { field: 'dataInicio', message: 'Data da ocorrência é obrigatória' },
    ])
    expect((await admin.post(OC, { colaboradorId: naGerida, tipoOcorrenciaId: tipo, dataInicio: '2024-05-06', dataFim: '2024-05-01' })).body.errors).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    expect((await admin.post(OC, { colaboradorId: naGerida, tipoOcorrenciaId: tipo, dataInicio: '2020-05-06' })).body.errors).toEqual([{ field: 'dataInicio', message: 'A data deve ser igual ou posterior à admissão do talento (01/03/2021)' }])
    expect((await admin.get(`${OC}?dataDe=2024-05-06&dataAte=2024-05-01`)).body.errors).toEqual([{ field: 'dataAte', message: 'Data final inferior a data inicial.' }])
    const daNorte = await inserirLinha(amb.knex, 'providencias', { empresaId: 2, descricao: 'Da Norte' })
    const o = await admin.post(OC, { colaboradorId: naGerida, tipoOcorrenciaId: tipo, dataInicio: '2024-06-03' })
    const p = await admin.put(`${OC}/ocorrencia-providencia/${o.body.id}`, { providenciaId: daNorte })
    expect(p.status).toBe(400)
    expect(p.body.errors[0].field).toBe('providenciaId')
    expect((await admin.put(`${OC}/ocorrencia-providencia/${o.body.id}`, { providenciaId: 'x' })).status).toBe(400)
  })

  it('por-periodo-providencias: contagem por providência no período, com os filtros da especificação', async () => {
    const r = await admin.get(`${OC}/por-periodo-providencias?dataIni=2024-05-01&dataFim=2024-05-31&areasIds=${gestor.areas.gerida},${gestor.areas.filha}&qtdItens=5`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toEqual([
      { providenciaId: providencia, descricao: 'Conversa com o gestor', quantidade: 1 },
      { providenciaId: null, descricao: 'Sem providência', quantidade: 1 },
    ])
    // The same list as a repeated key (`areasIds=1&areasIds=2`), as URLSearchParams writes it.
    const repetida = await admin.get(`${OC}/por-periodo-providencias?dataIni=2024-05-01&dataFim=2024-05-31&areasIds=${gestor.areas.gerida}&areasIds=${gestor.areas.filha}&qtdItens=5`)
    expect(repetida.body).toEqual(r.body)
    expect((await admin.get(`${OC}/por-periodo-providencias?dataIni=2024-05-01&dataFim=2024-05-31&areasIds=${gestor.areas.filha}&qtdItens=1`)).body).toHaveLength(1)
    expect((await admin.get(`${OC}/por-periodo-providencias?dataIni=2024-05-31&dataFim=2024-05-01`)).body.errors).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    expect((await admin.get(`${OC}/por-periodo-providencias?qtdItens=0`)).status).toBe(400)
    expect((await admin.get(`${OC}/por-periodo-providencias?empresasIds=99999`)).body).toEqual([])
    // The demo has occurrences over the last 12 months, most with an action.
    const demo = await admin.get(`${OC}/por-periodo-providencias`)
    expect(demo.body.reduce((s: number, x: { quantidade: number }) => s + x.quantidade, 0)).toBeGreaterThan(50)
  })

  it('gestor: registra e vê só as ocorrências dos talentos das suas áreas (404 e mensagem fora delas)', async () => {
    const g = gestor.cliente
    const minha = await g.post(OC, { colaboradorId: naGerida, tipoOcorrenciaId: tipo, dataInicio: '2024-07-01' })
    expect(minha.status, JSON.stringify(minha.body)).toBe(201)
    expect((await g.post(OC, { colaboradorId: fora, tipoOcorrenciaId: tipo, dataInicio: '2024-07-01' })).body.errors).toEqual([{ field: 'colaboradorId', message: 'Talento: registro não encontrado' }])
    const deFora = await admin.post(OC, { colaboradorId: fora, tipoOcorrenciaId: tipo, dataInicio: '2024-07-02' })
    expect((await g.get(`${OC}/${deFora.body.id}`)).status).toBe(404)
    expect((await g.put(`${OC}/ocorrencia-providencia/${deFora.body.id}`, { providenciaId: providencia })).status).toBe(404)
    expect((await g.delete(`${OC}/${deFora.body.id}`)).status).toBe(404)
    const vistas = await g.get(`${OC}?unpaged=true`)
    expect(new Set(vistas.body.map((o: { colaboradorId: number }) => o.colaboradorId))).toEqual(new Set([naGerida]))
    const contagem = await g.get(`${OC}/por-periodo-providencias?dataIni=2024-07-01&dataFim=2024-07-31`)
    expect(contagem.body).toEqual([{ providenciaId: null, descricao: 'Sem providência', quantidade: 1 }])
  })

  it('401, 403 sem a permissão de ocorrências, 404 de outra empresa', async () => {
    expect((await cliente(amb.app).get(OC)).status).toBe(401)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.get(OC)).status).toBe(403)
    expect((await restrita.post(OC, { colaboradorId: naGerida, tipoOcorrenciaId: tipo, dataInicio: '2024-07-01' })).status).toBe(403)
    expect((await restrita.get(`${OC}/por-periodo-providencias`)).status).toBe(403)
    const talentoNorte = await inserirLinha(amb.knex, 'colaboradores', { empresaId: 2, nome: 'Da Norte', cpf: '86288366757', sexo: 'F', dataAdmissao: '2020-01-01', dataNascimento: '1990-01-01' })
    const tipoNorte = await inserirLinha(amb.knex, 'tipos_ocorrencia', { empresaId: 2, descricao: 'Da Norte' })
    const daNorte = await inserirLinha(amb.knex, 'ocorrencias', { empresaId: 2, colaboradorId: talentoNorte, tipoOcorrenciaId: tipoNorte, dataInicio: '2024-01-02' })
    expect((await gestor.cliente.get(`${OC}/${daNorte}`)).status).toBe(404)
    expect((await gestor.cliente.put(`${OC}/ocorrencia-providencia/${daNorte}`, {})).status).toBe(404)
  })
})
