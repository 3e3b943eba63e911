import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { bancosHttp, inserirLinha } from '../../support/banco.ts'
import { criarGestor } from '../../support/gestor.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const MOTIVOS = '/api/sst/afastamentos'
const AF = '/api/sst/colaborador-afastamentos'
const AT = '/api/sst/colaborador-afastamentos/atestados'

/**
 * Absences (issue 14; spec 001 §3–§5, §7 Absences; spec 002 /sst/afastamentos, /sst/colaborador-afastamentos, /sst/cids):
 * reasons with their class, the records with the class's fields, no overlap, relapses, the payroll status; the
 * certificates with their CID readable only with the health-data authority, every read in the audit log.
 */
describe.each(bancosHttp())('afastamentos dos talentos ($nome)', (banco) => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let talento: number
  let outro: number
  const motivo: Record<string, number> = {}
  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `afastamentos_${process.pid}` } : {})
    admin = cliente(amb.app)
    await admin.entrar()
    const h = await amb.knex('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId', 'areaOrganizacionalId')
    const admitir = async (nome: string, cpf: string) => {
      const r = await admin.post('/api/cargo-salario/colaboradores', { nome, cpf, dataNascimento: '1990-01-01', sexo: 'F', dataAdmissao: '2021-03-01', historico: { estabelecimentoId: h.estabelecimentoId, cargoId: h.cargoId, areaOrganizacionalId: h.areaOrganizacionalId, tipoSalario: 3, salario: 300_000 } })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      return r.body.id as number
    }
    talento = await admitir('Ana Afastada', '11144477735')
    outro = await admitir('Bia Presente', '39053344705')
    for (const m of await amb.knex('afastamentos').where('empresaId', 1).select('id', 'descricao')) motivo[m.descricao] = Number(m.id)
  })
  afterAll(() => amb.fechar())

  it('motivos: classe, absenteísmo, INSS; descrição obrigatória e única; classe entre as da especificação', async () => {
    const r = await admin.post(MOTIVOS, { descricao: 'Licença para casamento', classe: 'SIMPLES', absenteismo: true })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body).toMatchObject({ classe: 'SIMPLES', ativo: true, absenteismo: true, inss: false, mandatoSindical: false })
    expect((await admin.post(MOTIVOS, {})).body.errors).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }])
    expect((await admin.post(MOTIVOS, { descricao: 'X', classe: 'OUTRA' })).body.errors[0].field).toBe('classe')
    expect((await admin.post(MOTIVOS, { descricao: 'recaída' })).body.errors).toEqual([{ field: 'descricao', message: 'Já existe um motivo de afastamento com esta descrição' }])
  })

  it('400: as mensagens da especificação; fim antes do início; fora do vínculo', async () => {
    expect((await admin.post(AF, {})).body.errors).toEqual([
      { field: 'colaboradorId', message: 'Talento é obrigatório' },
      { field: 'afastamentoId', message: 'Motivo é obrigatório' },
      { field: 'dataInicio', message: 'Data de início do período é obrigatória.' },
    ])
    expect((await admin.post(AF, { colaboradorId: talento, afastamentoId: motivo['Doença (até 15 dias)'], dataInicio: '2024-05-06', dataFim: '2024-05-01' })).body.errors).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ])
    expect((await admin.post(AF, { colaboradorId: talento, afastamentoId: motivo['Doença (até 15 dias)'], dataInicio: '2021-02-01' })).body.errors).toEqual([
      { field: 'dataInicio', message: 'A data deve ser igual ou posterior à admissão do talento (01/03/2021)' },
    ])
  })

  it('campos da classe: cessão pede CNPJ e ônus; mandatos idem; os de outra classe são limpos', async () => {
    const cessao = { colaboradorId: talento, afastamentoId: motivo['Cessão a outro órgão'], dataInicio: '2022-01-03', dataFim: '2022-01-31' }
    expect((await admin.post(AF, cessao)).body.errors).toEqual([
      { field: 'cnpjCessaoRequisicao', message: 'CNPJ do cessionário é obrigatório' },
      { field: 'onusCessaoRequisicao', message: 'Ônus da cessão ou requisição é obrigatório' },
    ])
    expect((await admin.post(AF, { ...cessao, cnpjCessaoRequisicao: '11111111111111', onusCessaoRequisicao: 'CEDENTE' })).body.errors[0].field).toBe('cnpjCessaoRequisicao')
    const ok = await admin.post(AF, { ...cessao, cnpjCessaoRequisicao: '00.394.460/0001-41', onusCessaoRequisicao: 'CEDENTE', cnpjMandatoSindical: '60701190000104', onusMandatoSindical: 'SINDICATO', optouRemuneracaoCargoMandatoEletivo: true })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    expect(ok.body).toMatchObject({ cnpjCessaoRequisicao: '00394460000141', onusCessaoRequisicao: 'CEDENTE', cnpjMandatoSindical: null, onusMandatoSindical: null, optouRemuneracaoCargoMandatoEletivo: false, statusAC: 'AGUARDANDO', classe: 'CESSAO_REQUISICAO', nomeColaborador: 'Ana Afastada' })
    const sindical = { colaboradorId: talento, afastamentoId: motivo['Mandato sindical'], dataInicio: '2022-03-01', dataFim: '2022-03-31' }
    expect((await admin.post(AF, sindical)).body.errors.map((e: { field: string }) => e.field)).toEqual(['cnpjMandatoSindical', 'onusMandatoSindical'])
    const eletivo = { colaboradorId: talento, afastamentoId: motivo['Mandato eletivo'], dataInicio: '2022-05-02', dataFim: '2022-05-31' }
    expect((await admin.post(AF, eletivo)).body.errors).toEqual([{ field: 'cnpjMandatoEletivo', message: 'CNPJ do órgão do mandato eletivo é obrigatório' }])
    const e = await admin.post(AF, { ...eletivo, cnpjMandatoEletivo: '60701190000104', optouRemuneracaoCargoMandatoEletivo: true })
    expect(e.body).toMatchObject({ optouRemuneracaoCargoMandatoEletivo: true })
  })

  it('sobreposição recusada (verificar-periodo); aberto sem fim; outro talento livre', async () => {
    const doenca = motivo['Doença (até 15 dias)']
    const a = await admin.post(AF, { colaboradorId: talento, afastamentoId: doenca, dataInicio: '2023-02-06', dataFim: '2023-02-10' })
    expect(a.status, JSON.stringify(a.body)).toBe(201)
    const choque = await admin.post(AF, { colaboradorId: talento, afastamentoId: doenca, dataInicio: '2023-02-10', dataFim: '2023-02-12' })
    expect(choque.body.errors).toEqual([{ field: 'dataInicio', message: 'Já existe um afastamento deste talento no período (06/02/2023 a 10/02/2023)' }])
    expect((await admin.post(AF, { colaboradorId: outro, afastamentoId: doenca, dataInicio: '2023-02-10', dataFim: '2023-02-12' })).status).toBe(201)
    const v = await admin.get(`${AF}/verificar-periodo?colaboradorId=${talento}&dataInicio=2023-02-01&dataFim=2023-02-07`)
    expect(v.status, JSON.stringify(v.body)).toBe(200)
    expect(v.body).toMatchObject({ disponivel: false, conflitos: [{ id: a.body.id, dataInicio: '2023-02-06', dataFim: '2023-02-10' }] })
    expect((await admin.get(`${AF}/verificar-periodo?colaboradorId=${talento}&dataInicio=2023-02-06&id=${a.body.id}`)).body).toEqual({ disponivel: true, conflitos: [] })
    expect((await admin.get(`${AF}/verificar-periodo?colaboradorId=${talento}`)).body.errors).toEqual([{ field: 'dataInicio', message: 'Data de início do período é obrigatória.' }])
    expect((await admin.get(`${AF}/verificar-periodo?colaboradorId=999999&dataInicio=2023-02-01`)).status).toBe(404)
    // Editing keeps its own period; moving it onto another is refused.
    expect((await admin.put(`${AF}/${a.body.id}`, { colaboradorId: talento, afastamentoId: doenca, dataInicio: '2023-02-06', dataFim: '2023-02-09' })).status).toBe(200)
    const aberto = await admin.post(AF, { colaboradorId: talento, afastamentoId: doenca, dataInicio: '2025-06-02' })
    expect(aberto.status).toBe(201)
    expect((await admin.post(AF, { colaboradorId: talento, afastamentoId: doenca, dataInicio: '2026-01-05', dataFim: '2026-01-06' })).body.errors[0].message).toBe('Já existe um afastamento deste talento no período (02/06/2025 a sem data de retorno)')
  })

  it('recaída: vincula a um afastamento por acidente/doença terminado antes (vinculaveis); obrigatório e conferido', async () => {
    const acidente = await admin.post(AF, { colaboradorId: talento, afastamentoId: motivo['Acidente de trabalho'], dataInicio: '2024-03-04', dataFim: '2024-03-29' })
    const ferias = await admin.post(AF, { colaboradorId: talento, afastamentoId: motivo['Férias coletivas'], dataInicio: '2024-12-23', dataFim: '2024-12-31' })
    expect(ferias.status).toBe(201)
    const vinc = await admin.get(`${AF}/vinculaveis?colaboradorId=${talento}&dataInicio=2025-01-06`)
    expect(vinc.status, JSON.stringify(vinc.body)).toBe(200)
    expect(vinc.body.map((x: { id: number }) => x.id)).toContain(acidente.body.id)
    expect(vinc.body.map((x: { id: number }) => x.id)).not.toContain(ferias.body.id)
    expect((await admin.get(`${AF}/vinculaveis?colaboradorId=${talento}&dataInicio=2024-03-10`)).body.map((x: { id: number }) => x.id)).not.toContain(acidente.body.id)
    const recaida = { colaboradorId: talento, afastamentoId: motivo['Recaída'], dataInicio: '2025-01-06', dataFim: '2025-01-20' }
    expect((await admin.post(AF, recaida)).body.errors).toEqual([{ field: 'colaboradorAfastamentoOriginalId', message: 'Afastamento original é obrigatório para uma recaída' }])
    expect((await admin.post(AF, { ...recaida, colaboradorAfastamentoOriginalId: ferias.body.id })).body.errors[0].field).toBe('colaboradorAfastamentoOriginalId')
    const ok = await admin.post(AF, { ...recaida, colaboradorAfastamentoOriginalId: acidente.body.id })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    expect(ok.body).toMatchObject({ classe: 'RECAIDA', colaboradorAfastamentoOriginalId: acidente.body.id })
  })

  it('statusAC: Sem erro trava alteração e remoção; Com erro e Aguardando deixam', async () => {
    const a = await admin.post(AF, { colaboradorId: outro, afastamentoId: motivo['Doença (até 15 dias)'], dataInicio: '2024-08-05', dataFim: '2024-08-06' })
    const corpo = { colaboradorId: outro, afastamentoId: motivo['Doença (até 15 dias)'], dataInicio: '2024-08-05', dataFim: '2024-08-07', statusAC: 'AGUARDANDO' }
    await amb.knex('colaborador_afastamentos').where('id', a.body.id).update({ statusAC: 'SEM_ERRO' })
    const travado = await admin.put(`${AF}/${a.body.id}`, corpo)
    expect(travado.status).toBe(400)
    expect(travado.body.message).toBe('Afastamento já integrado à folha (situação Sem erro): não pode ser alterado nem removido.')
    expect((await admin.delete(`${AF}/${a.body.id}`)).status).toBe(400)
    await amb.knex('colaborador_afastamentos').where('id', a.body.id).update({ statusAC: 'COM_ERRO' })
    const p = await admin.put(`${AF}/${a.body.id}`, corpo)
    expect(p.status, JSON.stringify(p.body)).toBe(200)
    expect(p.body).toMatchObject({ dataFim: '2024-08-07', statusAC: 'COM_ERRO' })
    expect((await admin.delete(`${AF}/${a.body.id}`)).status).toBe(200)
  })

  it('CID-10 distribuído: categorias e subcategorias, busca pela descrição; lido por qualquer usuário do RH', async () => {
    const total = await admin.get('/api/sst/cids?page=0&size=1')
    expect(total.body.totalElements).toBe(12451 + 2045 - 263)
    const busca = await admin.get('/api/sst/cids?unpaged=true&q=lombar')
    expect(busca.body.map((c: { codigo: string }) => c.codigo)).toContain('M545')
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.get('/api/sst/cids?codigo=M545')).status).toBe(200)
  })

  it('gestor: registra e vê só os afastamentos (e atestados) dos talentos das suas áreas', async () => {
    const h = await amb.knex('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId')
    const posicao = { estabelecimentoId: Number(h.estabelecimentoId), cargoId: Number(h.cargoId) }
    const g = await criarGestor(amb, admin, { n: 61, autoridades: ['ROLE_SST_AFASTAMENTOS', 'ROLE_SST_DADOS_SAUDE'], posicao })
    const doenca = motivo['Doença (até 15 dias)']
    const meu = await g.cliente.post(AF, { colaboradorId: g.talentoId, afastamentoId: doenca, dataInicio: '2024-09-02', dataFim: '2024-09-03' })
    expect(meu.status, JSON.stringify(meu.body)).toBe(201)
    expect((await g.cliente.post(AF, { colaboradorId: outro, afastamentoId: doenca, dataInicio: '2024-09-02' })).body.errors).toEqual([{ field: 'colaboradorId', message: 'Talento: registro não encontrado' }])
    const alheio = (await admin.get(`${AF}?unpaged=true&colaboradorId=${outro}`)).body[0]
    expect((await g.cliente.get(`${AF}/${alheio.id}`)).status).toBe(404)
    expect(new Set((await g.cliente.get(`${AF}?unpaged=true`)).body.map((a: { colaboradorId: number }) => a.colaboradorId))).toEqual(new Set([g.talentoId]))
    expect((await g.cliente.get(`${AF}/verificar-periodo?colaboradorId=${outro}&dataInicio=2024-09-02`)).status).toBe(404)
    const atAlheio = await admin.post(AT, { colaboradorAfastamentoId: alheio.id, data: alheio.dataInicio, dias: 1 })
    expect(atAlheio.status, JSON.stringify(atAlheio.body)).toBe(201)
    expect((await g.cliente.get(`${AT}/${atAlheio.body.id}`)).status).toBe(404)
    expect((await g.cliente.post(AT, { colaboradorAfastamentoId: alheio.id, data: '2024-09-02', dias: 1 })).body.errors).toEqual([{ field: 'colaboradorAfastamentoId', message: 'Afastamento: registro não encontrado' }])
    expect((await g.cliente.post(AT, { colaboradorAfastamentoId: meu.body.id, data: '2024-09-02', dias: 2 })).status).toBe(201)
    expect((await g.cliente.get(`${AT}?unpaged=true`)).body.map((a: { colaboradorId: number }) => a.colaboradorId)).toEqual([g.talentoId])
  })

  describe('atestados: dados de saúde (LGPD art. 11)', () => {
    let afastamento: number
    let cid: number
    let semSaude: ReturnType<typeof cliente>
    let semSaudeId: number
    beforeAll(async () => {
      cid = Number((await amb.knex('cids').where('codigo', 'M545').first('id')).id)
      afastamento = (await admin.post(AF, { colaboradorId: outro, afastamentoId: motivo['Doença (até 15 dias)'], dataInicio: '2024-10-07', dataFim: '2024-10-11' })).body.id
      const perfil = await admin.post('/api/utilitario/perfis', { nome: 'Afastamentos sem saúde', autoridades: ['ROLE_SST_AFASTAMENTOS', 'ROLE_VER_AREAS'] })
      semSaudeId = (await admin.post('/api/utilitario/usuarios', { nome: 'Sem Saúde', cpf: '86288366757', senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).body.id
      semSaude = cliente(amb.app)
      await semSaude.entrar('86288366757', 'segredo1', 1)
    })

    it('com a autoridade: grava e lê o atestado com o CID; cada leitura vai ao log (uma entrada por atestado); o log da gravação não guarda o CID', async () => {
      const r = await admin.post(AT, { colaboradorAfastamentoId: afastamento, data: '2024-10-07', dias: 5, cidId: cid, medico: 'Dra. Helena', crm: 'CRM-SP 1' })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      expect(r.body).toMatchObject({ codigoCid: 'M545', descricaoCid: 'Dor lombar baixa', colaboradorId: outro })
      const leituras = () => amb.knex('auditoria').where({ entidade: 'sst/colaborador-afastamentos/atestados', acao: 'leitura' }).orderBy('id').select()
      const antes = (await leituras()).length
      expect((await admin.get(`${AT}/${r.body.id}`)).body.codigoCid).toBe('M545')
      const lista = await admin.get(`${AT}?unpaged=true&colaboradorAfastamentoId=${afastamento}`)
      expect(lista.body).toHaveLength(1)
      const depois = await leituras()
      expect(depois.length).toBe(antes + 2)
      expect(depois.at(-1)).toMatchObject({ usuarioId: 1, empresaId: 1, entidadeId: r.body.id })
      expect(JSON.parse(depois.at(-1).depois)).toEqual({ leitura: 'Leitura de dados de saúde (LGPD art. 11)' })
      const gravacao = await amb.knex('auditoria').where({ entidade: 'sst/colaborador-afastamentos/atestados', acao: 'criar', entidadeId: r.body.id }).first()
      expect(gravacao.depois).not.toContain('cidId')
      expect(gravacao.depois).not.toContain('M545')
      expect(JSON.parse(gravacao.depois)).toMatchObject({ dias: 5, medico: 'Dra. Helena' })
      // A list read with nothing in it writes nothing.
      await admin.get(`${AT}?unpaged=true&colaboradorAfastamentoId=999999`)
      expect((await leituras()).length).toBe(antes + 2)
    })

    it('sem a autoridade: o afastamento sim, o atestado e o CID não (403), e nada vai ao log como leitura', async () => {
      const r = await admin.post(AT, { colaboradorAfastamentoId: afastamento, data: '2024-10-08', dias: 1, cidId: cid })
      expect((await semSaude.get(`${AF}/${afastamento}`)).status).toBe(200)
      expect(JSON.stringify((await semSaude.get(`${AF}/${afastamento}`)).body)).not.toContain('M545')
      expect((await semSaude.get(`${AT}/${r.body.id}`)).status).toBe(403)
      expect((await semSaude.get(`${AT}?colaboradorAfastamentoId=${afastamento}`)).status).toBe(403)
      expect((await semSaude.post(AT, { colaboradorAfastamentoId: afastamento, data: '2024-10-08', dias: 1 })).status).toBe(403)
      const leiturasDele = await amb.knex('auditoria').where({ entidade: 'sst/colaborador-afastamentos/atestados', acao: 'leitura', usuarioId: semSaudeId })
      expect(leiturasDele).toEqual([])
    })

    it('400: afastamento, data e dias; afastamento de outra empresa; 404 de outra empresa', async () => {
      expect((await admin.post(AT, {})).body.errors.map((e: { field: string }) => e.field)).toEqual(['colaboradorAfastamentoId', 'data', 'dias'])
      expect((await admin.post(AT, { colaboradorAfastamentoId: afastamento, data: '2024-10-08', dias: 0 })).body.errors[0].field).toBe('dias')
      const talentoNorte = await inserirLinha(amb.knex, 'colaboradores', { empresaId: 2, nome: 'Da Norte', cpf: '52998224725', sexo: 'F', dataAdmissao: '2020-01-01', dataNascimento: '1990-01-01' })
      const motivoNorte = await inserirLinha(amb.knex, 'afastamentos', { empresaId: 2, descricao: 'Da Norte' })
      const afNorte = await inserirLinha(amb.knex, 'colaborador_afastamentos', { empresaId: 2, colaboradorId: talentoNorte, afastamentoId: motivoNorte, dataInicio: '2024-01-02' })
      const atNorte = await inserirLinha(amb.knex, 'colaborador_afastamento_atestados', { empresaId: 2, colaboradorAfastamentoId: afNorte, data: '2024-01-02', dias: 1 })
      const restrita = cliente(amb.app)
      await restrita.entrar(DEMO.cpfRestrito)
      expect((await restrita.get(`${AF}/${afNorte}`)).status).toBe(403)
      expect((await semSaude.get(`${AF}/${afNorte}`)).status).toBe(404)
      expect((await semSaude.get(`${AF}/verificar-periodo?colaboradorId=${talentoNorte}&dataInicio=2024-01-02`)).status).toBe(404)
      expect((await semSaude.put(`${AF}/${afNorte}`, { colaboradorId: talentoNorte, afastamentoId: motivoNorte, dataInicio: '2024-01-02' })).status).toBe(404)
      expect(atNorte).toBeGreaterThan(0)
      expect((await cliente(amb.app).get(AF)).status).toBe(401)
      expect((await cliente(amb.app).get(AT)).status).toBe(401)
    })
  })
})
