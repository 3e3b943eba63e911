import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { cliente } from '../../support/http.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const BASE = '/api/captacao/solicitacoes-pessoal'
const EST = '/api/captacao/estatisticas-preenchimento-vaga'
let amb: AmbienteTeste
let adm: ReturnType<typeof cliente>
let seq = 0
const idDe = (x: any) => Number(typeof x === 'object' ? x.id : x)
const ref = { est: 0, area: 0, motivo: 0, cargos: [] as number[], etapas: [] as number[] }

const candidato = async () => {
  seq++
  const corpo = String(400_000_000 + seq).slice(0, 9)
  const [id] = await amb.knex('candidatos').insert({ empresaId: 1, nome: `Est ${seq}`, cpf: corpo + calcularDvCpf(corpo) }).returning('id')
  return idDe(id)
}

const solicitacao = async (cargoId: number, data: string, quantidade: number) => {
  const r = await adm.post(BASE, {
    descricao: 'Estatística',
    data,
    horarioComercial: 'x',
    estabelecimentoId: ref.est,
    areaOrganizacionalId: ref.area,
    cargoId,
    motivoSolicitacaoId: ref.motivo,
    quantidade,
  })
  expect(r.status).toBe(201)
  await adm.put(`${BASE}/${r.body.id}/status`, { status: 'A' })
  return r.body.id as number
}

/** Links, moves to the last stage and hires; then back-dates the hire so the day count is known. */
const contratar = async (solicitacaoId: number, dataContratacao: string) => {
  const [l] = (await adm.post(`${BASE}/${solicitacaoId}/candidatos`, { candidatosIds: [await candidato()] })).body
  await adm.put(`/api/captacao/candidato-solicitacao/${l.id}/etapa`, { etapaSeletivaId: ref.etapas.at(-1) })
  const admissao = { dataAdmissao: dataContratacao, dataNascimento: '1990-01-01', sexo: 'F', historico: { salario: 250_000 } }
  expect((await adm.post(`/api/captacao/candidato-solicitacao/${l.id}/contratar`, admissao)).status).toBe(200)
  await amb.knex('candidato_solicitacao').where('id', l.id).update({ dataContratacao })
}

beforeAll(async () => {
  amb = await criarAmbiente()
  adm = cliente(amb.app)
  await adm.entrar()
  // The demo's requests are all from the last months: the periods below (2020) hold only this file's rows.
  expect(Number((await amb.knex('solicitacoes_pessoal').where('data', '<', '2021-01-01').count({ n: '*' }))[0]!.n)).toBe(0)
  const primeiro = async (t: string) => Number((await amb.knex(t).where('empresaId', 1).orderBy('id').first()).id)
  ref.est = await primeiro('estabelecimentos')
  ref.area = await primeiro('areas_organizacionais')
  ref.motivo = await primeiro('motivos_solicitacao')
  ref.cargos = (await amb.knex('cargos').where('empresaId', 1).orderBy('nome')).map((c: any) => c.id)
  ref.etapas = (await amb.knex('etapas_seletivas').where('empresaId', 1).orderBy('ordem')).map((e: any) => e.id)
})
afterAll(async () => {
  await amb?.fechar()
})

describe('/captacao/estatisticas-preenchimento-vaga', () => {
  it('solicitações abertas no período, vagas preenchidas e média de dias por cargo, com totais', async () => {
    const [c1, c2] = ref.cargos as [number, number]
    const s1 = await solicitacao(c1, '2020-03-01', 2)
    await contratar(s1, '2020-03-11') // 10 days
    await contratar(s1, '2020-03-21') // 20 days
    const s2 = await solicitacao(c1, '2020-04-01', 1)
    await contratar(s2, '2020-04-30') // 29 days
    await solicitacao(c2, '2020-05-01', 3)
    const fora = await solicitacao(c2, '2019-01-01', 1)
    const cancelada = await solicitacao(c2, '2020-05-02', 1)
    await adm.put(`${BASE}/${cancelada}/cancela`, { obsCancelamento: 'x' })
    expect(fora).toBeGreaterThan(0)

    const r = await adm.get(`${EST}?dataIni=2020-01-01&dataFim=2020-12-31`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const porCargo = Object.fromEntries(r.body.linhas.map((l: any) => [l.cargoId, l]))
    expect(porCargo[c1]).toMatchObject({ solicitacoes: 2, vagas: 3, vagasPreenchidas: 3, solicitacoesPreenchidas: 2, percentualPreenchido: 100, mediaDiasPreenchimento: 19.7 })
    expect(porCargo[c2]).toMatchObject({ solicitacoes: 1, vagas: 3, vagasPreenchidas: 0, solicitacoesPreenchidas: 0, percentualPreenchido: 0, mediaDiasPreenchimento: null })
    expect(r.body.totais).toEqual({ solicitacoes: 3, vagas: 6, vagasPreenchidas: 3, solicitacoesPreenchidas: 2, percentualPreenchido: 50, mediaDiasPreenchimento: 19.7 })
    const so = await adm.get(`${EST}?dataIni=2020-01-01&dataFim=2020-12-31&cargoId=${c2}`)
    expect(so.body.linhas.map((l: any) => l.cargoId)).toEqual([c2])
    expect((await adm.get(`${EST}?dataIni=2030-01-01&dataFim=2030-12-31`)).body).toMatchObject({ linhas: [], totais: { solicitacoes: 0, mediaDiasPreenchimento: null } })
  })

  it('400 com as mensagens de período; 401; 403', async () => {
    let r = await adm.get(EST)
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([
      { field: 'dataIni', message: 'Data inicial é obrigatória' },
      { field: 'dataFim', message: 'Data final é obrigatória' },
    ])
    r = await adm.get(`${EST}?dataIni=2020-02-01&dataFim=2020-01-01`)
    expect(r.body.errors).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    r = await adm.get(`${EST}?dataIni=2020-02-30&dataFim=2020-01-01&cargoId=x`)
    expect(r.body.errors.map((e: any) => e.field)).toEqual(['dataIni', 'cargoId'])
    expect((await cliente(amb.app).get(`${EST}?dataIni=2020-01-01&dataFim=2020-12-31`)).status).toBe(401)
    const maria = cliente(amb.app)
    await maria.entrar('529.982.247-25')
    expect((await maria.get(`${EST}?dataIni=2020-01-01&dataFim=2020-12-31`)).status).toBe(403)
  })

  it('a mesma consulta em PDF e XLSX (o relatório da tela); por id ou com outro verbo não existe (404 do app)', async () => {
    const { gerar } = clienteRelatorios({ request: (u: string, i: RequestInit) => amb.app.request(u, i) }, () => adm.cookie)
    const { xlsx, pdf } = await gerar('estatisticas-preenchimento-vaga', { dataIni: '2020-01-01', dataFim: '2020-12-31' })
    expect(xlsx[0]).toBe('Estatísticas de Preenchimento de Vagas')
    expect(xlsx[2]).toBe('Solicitações: 01/01/2020 a 31/12/2020; Sem as canceladas')
    expect(xlsx.at(-1)).toBe('Total | 3 | 6 | 3 | 0.5 | 2 | 19.7')
    for (const t of ['Estatísticas de Preenchimento de Vagas', 'Total 3 6 3 50,00% 2 19,70']) expect(pdf).toContain(t)
    for (const [metodo, url] of [['GET', `${EST}/5`], ['PUT', `${EST}/5`], ['DELETE', `${EST}/5`], ['POST', EST]] as const) {
      const r = await amb.app.request(url, { method: metodo, headers: { cookie: adm.cookie, 'x-requested-with': 'XMLHttpRequest' } })
      expect(r.status, `${metodo} ${url}`).toBe(404)
    }
  })

  it('conta só a empresa da sessão', async () => {
    await amb.knex('solicitacoes_pessoal').insert({ empresaId: 2, descricao: 'Norte', data: '2020-06-01', horarioComercial: 'x', quantidade: 7 })
    const r = await adm.get(`${EST}?dataIni=2020-01-01&dataFim=2020-12-31`)
    expect(r.body.totais.vagas).toBe(6)
    const c = cliente(amb.app)
    await c.entrar()
    await c.put('/api/userinfo/empresa/2', {})
    const norte = await c.get(`${EST}?dataIni=2020-01-01&dataFim=2020-12-31`)
    expect(norte.body.totais).toMatchObject({ solicitacoes: 1, vagas: 7 })
  })
})

describe('/captacao/cargo (visão de recrutamento do cargo)', () => {
  it('altera nome de mercado, módulo externo, etapas e observações; as etapas do cargo viram as colunas do quadro', async () => {
    const cargo = ref.cargos[0]!
    const antes = (await adm.get(`/api/captacao/cargo/${cargo}`)).body
    const etapas = [ref.etapas[0]!, ref.etapas[2]!, ref.etapas[4]!]
    const r = await adm.put(`/api/captacao/cargo/${cargo}`, {
      nomeMercado: 'Analista de Pessoas',
      exibirModuloExterno: true,
      etapasSeletivas: etapas,
      observacaoRecrutamento: 'Inglês desejável',
      nome: 'Tentativa de mudar o nome',
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({ nome: antes.nome, nomeMercado: 'Analista de Pessoas', exibirModuloExterno: true, etapasSeletivas: etapas, observacaoRecrutamento: 'Inglês desejável' })
    // The cargo-salário side keeps its own fields.
    const cs = (await adm.get(`/api/cargo-salario/cargos/${cargo}`)).body
    expect(cs.areasOrganizacionais.length).toBeGreaterThan(0)
    expect(cs.nomeMercado).toBe('Analista de Pessoas')
    const s = await solicitacao(cargo, '2026-01-02', 1)
    const q = (await adm.get(`${BASE}/${s}/quadro`)).body
    expect(q.colunas.map((c: any) => c.id)).toEqual(etapas)
  })

  it('400, 404 (inexistente e de outra empresa), 403', async () => {
    const cargo = ref.cargos[1]!
    let r = await adm.put(`/api/captacao/cargo/${cargo}`, { nomeMercado: '' })
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'nomeMercado', message: 'Nome de Mercado é obrigatório' }])
    r = await adm.put(`/api/captacao/cargo/${cargo}`, { nomeMercado: 'x', etapasSeletivas: [999999] })
    expect(r.body.errors).toEqual([{ field: 'etapasSeletivas', message: 'Etapas Seletivas: registro não encontrado' }])
    expect((await adm.put('/api/captacao/cargo/999999', { nomeMercado: 'x' })).status).toBe(404)
    const [c2] = await amb.knex('cargos').insert({ empresaId: 2, nome: 'Norte', nomeMercado: 'Norte', areasOrganizacionais: '[]' }).returning('id')
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'RH', autoridades: ['ROLE_CAPTACAO_SOLICITACOES'] })
    const corpo = '888777666'
    const cpf = corpo + calcularDvCpf(corpo)
    await adm.post('/api/utilitario/usuarios', { nome: 'RH', cpf, senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
    const rh = cliente(amb.app)
    await rh.entrar(cpf, 'segredo1', 1)
    expect((await rh.put(`/api/captacao/cargo/${idDe(c2)}`, { nomeMercado: 'x' })).status).toBe(404)
    expect((await rh.get(`/api/captacao/cargo/${idDe(c2)}`)).status).toBe(404)
    const maria = cliente(amb.app)
    await maria.entrar('529.982.247-25')
    expect((await maria.put(`/api/captacao/cargo/${cargo}`, { nomeMercado: 'x' })).status).toBe(403)
    expect((await adm.post('/api/captacao/cargo', { nomeMercado: 'x' })).status).toBe(404)
  })
})
