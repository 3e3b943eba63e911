import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const BASE = '/api/captacao/solicitacoes-pessoal'
const LINK = '/api/captacao/candidato-solicitacao'
let amb: AmbienteTeste
let adm: ReturnType<typeof cliente>
let maria: ReturnType<typeof cliente>
const ids = { estabelecimento: 0, area: 0, cargo: 0, cargoB: 0, motivo: 0 }
let etapas: number[] = []
let seq = 0

const idDe = (x: any) => Number(typeof x === 'object' ? x.id : x)

const candidato = async (empresaId = 1) => {
  seq++
  const corpo = String(200_000_000 + seq).slice(0, 9)
  const [id] = await amb.knex('candidatos').insert({ empresaId, nome: `Candidato ${String(seq).padStart(3, '0')}`, cpf: corpo + calcularDvCpf(corpo) }).returning('id')
  return idDe(id)
}

const nova = async (extra: Record<string, unknown> = {}, aprovar = true) => {
  const r = await adm.post(BASE, {
    descricao: 'Operador',
    data: '2026-01-05',
    horarioComercial: 'Turno A',
    estabelecimentoId: ids.estabelecimento,
    areaOrganizacionalId: ids.area,
    cargoId: ids.cargo,
    motivoSolicitacaoId: ids.motivo,
    ...extra,
  })
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  if (aprovar) expect((await adm.put(`${BASE}/${r.body.id}/status`, { status: 'A' })).status).toBe(200)
  return r.body as Record<string, any>
}

const ADMISSAO = { dataAdmissao: '2026-01-20', dataNascimento: '1990-01-01', sexo: 'F', historico: { salario: 250_000 } }

const vincular = (solicitacaoId: number, candidatosIds: number[]) => adm.post(`${BASE}/${solicitacaoId}/candidatos`, { candidatosIds })

beforeAll(async () => {
  amb = await criarAmbiente()
  adm = cliente(amb.app)
  await adm.entrar()
  maria = cliente(amb.app)
  await maria.entrar('529.982.247-25')
  const primeiro = async (tabela: string) => Number((await amb.knex(tabela).where('empresaId', 1).orderBy('id').first())?.id)
  ids.estabelecimento = await primeiro('estabelecimentos')
  ids.area = await primeiro('areas_organizacionais')
  ids.motivo = await primeiro('motivos_solicitacao')
  const cargos = await amb.knex('cargos').where('empresaId', 1).orderBy('id')
  ids.cargo = cargos[0].id
  ids.cargoB = cargos[1].id
  etapas = (await amb.knex('etapas_seletivas').where('empresaId', 1).orderBy('ordem')).map((e: any) => e.id)
})

afterAll(async () => {
  await amb?.fechar()
})

describe('vincular candidatos', () => {
  it('uma solicitação aprovada recebe candidatos na primeira etapa, com histórico', async () => {
    const s = await nova()
    const [a, b] = [await candidato(), await candidato()]
    const r = await vincular(s.id, [a, b])
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body).toHaveLength(2)
    expect(r.body[0]).toMatchObject({ solicitacaoId: s.id, candidatoId: a, etapaSeletivaId: etapas[0], contratado: false, apto: null })
    const q = await adm.get(`${BASE}/${s.id}/quadro`)
    expect(q.status).toBe(200)
    expect(q.body.colunas.map((c: any) => c.quantidade)).toEqual([2, 0, 0, 0, 0])
    expect(q.body.colunas[0].nome).toBe('Triagem de currículos')
    expect(q.body.colunas[0].candidatos[0]).toMatchObject({ diasNaEtapa: 0, contratado: false })
    const hAtual = await adm.get(`/api/captacao/historico/${q.body.colunas[0].candidatos[0].historicoId}`)
    expect(hAtual.body).toMatchObject({ candidatoSolicitacaoId: q.body.colunas[0].candidatos[0].candidatoSolicitacaoId, etapaSeletivaId: etapas[0] })
    expect(q.body.movimentavel).toBe(true)
    const h = await adm.get(`/api/captacao/historico?unpaged=true&solicitacaoId=${s.id}`)
    expect(h.body).toHaveLength(2)
    expect(h.body[0]).toMatchObject({ etapaSeletivaId: etapas[0], responsavel: 'Administrador Demonstração' })
    expect((await adm.get(`${BASE}/${s.id}/possui-candidato`)).body).toBe(true)
    expect((await adm.get(`${BASE}/${s.id}/candidatos`)).body.map((c: any) => c.candidatoId)).toEqual([a, b])
  })

  it('recusas: não aprovada, repetido, de outra empresa, corpo inválido; nada é gravado pela metade', async () => {
    const emAnalise = await nova({}, false)
    const a = await candidato()
    let r = await vincular(emAnalise.id, [a])
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('Somente solicitações aprovadas recebem candidatos: esta está em análise.')
    const s = await nova()
    expect((await vincular(s.id, [a])).status).toBe(201)
    const b = await candidato()
    r = await vincular(s.id, [b, a])
    expect(r.status).toBe(400)
    expect(r.body.message).toBe(`Candidato ${String(seq - 1).padStart(3, '0')} já está vinculado à solicitação ${s.id} - Operador.`)
    expect((await adm.get(`${BASE}/${s.id}/candidatos`)).body).toHaveLength(1)
    const norte = await candidato(2)
    r = await vincular(s.id, [norte])
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'candidatoId', message: `Candidato não encontrado: ${norte}` }])
    r = await vincular(s.id, [])
    expect(r.body.errors).toEqual([{ field: 'candidatosIds', message: 'Selecione ao menos um candidato' }])
    expect((await vincular(999999, [a])).status).toBe(404)
    expect((await maria.post(`${BASE}/${s.id}/candidatos`, { candidatosIds: [b] })).status).toBe(403)
  })

  it("POST candidato/{id}: empresaId, candidatoId e ao menos uma das 'Solicitações disponíveis'", async () => {
    const a = await candidato()
    const s1 = await nova({ cargoId: ids.cargoB })
    const s2 = await nova({ cargoId: ids.cargoB })
    const disp = await adm.get(`${BASE}/candidato?candidatoId=${a}`)
    expect(disp.status).toBe(200)
    expect(disp.body.map((x: any) => x.id)).toEqual(expect.arrayContaining([s1.id, s2.id]))
    expect(disp.body.every((x: any) => x.status === 'A' && !x.encerrada && !x.cancelada && !x.suspensa)).toBe(true)
    let r = await adm.post(`${BASE}/candidato/${a}`, {})
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([
      { field: 'empresaId', message: 'Empresa é obrigatória' },
      { field: 'candidatoId', message: 'Candidato é obrigatório' },
      { field: 'solicitacoesIds', message: 'Selecione ao menos uma das Solicitações disponíveis' },
    ])
    r = await adm.post(`${BASE}/candidato/${a}`, { empresaId: 1, candidatoId: a, solicitacoesIds: [] })
    expect(r.body.errors).toEqual([{ field: 'solicitacoesIds', message: 'Selecione ao menos uma das Solicitações disponíveis' }])
    r = await adm.post(`${BASE}/candidato/${a}`, { empresaId: 1, candidatoId: a, solicitacoesIds: [s1.id, s2.id] })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body.map((x: any) => x.solicitacaoId)).toEqual([s1.id, s2.id])
    const depois = await adm.get(`${BASE}/candidato?candidatoId=${a}`)
    expect(depois.body.map((x: any) => x.id)).not.toContain(s1.id)
    r = await adm.post(`${BASE}/candidato/${a}`, { empresaId: 1, candidatoId: a, solicitacoesIds: [999999] })
    expect(r.body.errors).toEqual([{ field: 'solicitacoesIds', message: 'Solicitação 999999 não encontrada' }])
  })

  it('maxCandidataCargo: o limite da empresa (3 na demonstração) por cargo; validarLimiteCargo avisa antes', async () => {
    const a = await candidato()
    const cargo = (await amb.knex('cargos').where('empresaId', 1).orderBy('id'))[2].id
    const ss = [await nova({ cargoId: cargo }), await nova({ cargoId: cargo }), await nova({ cargoId: cargo }), await nova({ cargoId: cargo })]
    for (const s of ss.slice(0, 3)) expect((await vincular(s.id, [a])).status).toBe(201)
    const v = await adm.post(`${BASE}/validarLimiteCargo/${ss[3]!.id}`, { candidatosIds: [a] })
    expect(v.status).toBe(200)
    expect(v.body).toMatchObject({ limite: 3, valido: false, excedidos: [{ candidatoId: a, participacoes: 3 }] })
    const r = await vincular(ss[3]!.id, [a])
    expect(r.status).toBe(400)
    expect(r.body.message).toMatch(/já participa de 3 processo\(s\) seletivo\(s\) para este cargo: o limite da empresa é 3\./)
    // A closed request no longer counts.
    await adm.put(`${BASE}/${ss[0]!.id}/encerra`, { dataEncerramento: '2026-01-06' })
    expect((await adm.post(`${BASE}/validarLimiteCargo/${ss[3]!.id}`, { candidatosIds: [a] })).body.valido).toBe(true)
    expect((await vincular(ss[3]!.id, [a])).status).toBe(201)
    expect((await adm.post(`${BASE}/validarLimiteCargo/${ss[3]!.id}`, {})).status).toBe(400)
    expect((await adm.post(`${BASE}/validarLimiteCargo/999999`, { candidatosIds: [a] })).status).toBe(404)
  })
})

describe('espera para nova aplicação (diasEsperaNovaAplicacao do anúncio)', () => {
  it('quem participou de um processo do mesmo cargo há menos dias que a espera do anúncio não entra', async () => {
    const cargo = (await amb.knex('cargos').where('empresaId', 1).orderBy('id'))[3].id
    const a = await candidato()
    const antiga = await nova({ cargoId: cargo })
    const [l] = (await vincular(antiga.id, [a])).body
    expect((await adm.delete(`${LINK}/${l.id}`)).status).toBe(200)
    const s = await nova({ cargoId: cargo })
    await amb.knex('anuncios').insert({ empresaId: 1, titulo: 'Vaga', descricao: 'Vaga', solicitacaoId: s.id, diasEsperaNovaAplicacao: 30 })
    const hoje = (await adm.get(`${BASE}/${s.id}/clone`)).body.data as string
    const liberado = new Date(Date.parse(`${hoje}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/')
    let r = await vincular(s.id, [a])
    expect(r.status).toBe(400)
    expect(r.body.message).toBe(`Candidato ${String(seq).padStart(3, '0')} só pode se candidatar novamente a partir de ${liberado}.`)
    await amb.knex('candidato_solicitacao').where('id', l.id).update({ dataVinculo: '2020-01-01' })
    r = await vincular(s.id, [a])
    expect(r.status).toBe(201)
    // A request with an ad cannot be removed (cancel it instead).
    const vazia = await nova({ cargoId: cargo }, false)
    await amb.knex('anuncios').insert({ empresaId: 1, titulo: 'Outra', descricao: 'Outra', solicitacaoId: vazia.id })
    expect((await adm.delete(`${BASE}/${vazia.id}`)).body.message).toBe('Não é possível remover: a solicitação tem anúncio ou avaliações. Cancele-a.')
  })
})

describe('pipeline: mover, contratar, remover', () => {
  it('arrastar até a última etapa, contratar, preencher a vaga e oferecer o encerramento', async () => {
    const s = await nova({ quantidade: 1 })
    const [a, b] = [await candidato(), await candidato()]
    const links = (await vincular(s.id, [a, b])).body
    const [la, lb] = [links[0].id, links[1].id]
    let r = await adm.post(`${LINK}/${la}/contratar`)
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('Somente candidatos na última etapa (Entrevista com o gestor) podem ser contratados.')

    r = await adm.put(`${LINK}/${la}/etapa`, { etapaSeletivaId: etapas[4] })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.candidatoSolicitacao).toMatchObject({ etapaSeletivaId: etapas[4], apto: null })
    expect(r.body.historico).toMatchObject({ etapaSeletivaId: etapas[4], responsavel: 'Administrador Demonstração' })
    const hist = (await adm.get(`/api/captacao/historico?unpaged=true&candidatoSolicitacaoId=${la}`)).body
    expect(hist.map((h: any) => [h.etapaSeletivaId, h.apto]).sort()).toEqual([[etapas[0], 'S'], [etapas[4], null]].sort())
    let q = (await adm.get(`${BASE}/${s.id}/quadro`)).body
    expect(q.colunas.map((c: any) => c.quantidade)).toEqual([1, 0, 0, 0, 1])

    r = await adm.put(`${LINK}/${la}/etapa`, { etapaSeletivaId: etapas[4] })
    expect(r.body.message).toBe('O candidato já está nesta etapa.')
    r = await adm.put(`${LINK}/${la}/etapa`, { etapaSeletivaId: 999999 })
    expect(r.body.message).toBe('A etapa seletiva não faz parte desta solicitação.')
    r = await adm.put(`${LINK}/${la}/etapa`, {})
    expect(r.body.errors).toEqual([{ field: 'etapaSeletivaId', message: 'Etapa Seletiva é obrigatória' }])
    r = await adm.put(`${LINK}/${la}/etapa`, { etapaSeletivaId: etapas[1], data: '2030-01-01' })
    expect(r.body.errors).toEqual([{ field: 'data', message: 'A data não pode ser posterior à data atual' }])
    expect((await adm.put(`${LINK}/999999/etapa`, { etapaSeletivaId: etapas[1] })).status).toBe(404)
    expect((await maria.put(`${LINK}/${la}/etapa`, { etapaSeletivaId: etapas[1] })).status).toBe(403)

    // Leaving 'aprovada' would strand the candidates.
    r = await adm.put(`${BASE}/${s.id}/status`, { status: 'R' })
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('A solicitação possui candidatos vinculados: remova-os antes de tirá-la do status aprovada.')

    // The hire admits the candidate as an employee (contratacao.test.ts): the dialog asks what the candidate lacks.
    r = await adm.post(`${LINK}/${la}/contratar`, ADMISSAO)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.todasPreenchidas).toBe(true)
    expect(r.body.solicitacao.qtdVagasPreenchidas).toBe(1)
    expect(r.body.candidatoSolicitacao).toMatchObject({ contratado: true, apto: 'S' })
    expect(r.body.candidatoSolicitacao.dataContratacao).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    q = (await adm.get(`${BASE}/${s.id}/quadro`)).body
    expect(q.contratados).toBe(1)
    expect(q.solicitacao.qtdVagasPreenchidas).toBe(1)

    await adm.put(`${LINK}/${lb}/etapa`, { etapaSeletivaId: etapas[4] })
    r = await adm.post(`${LINK}/${lb}/contratar`, ADMISSAO)
    expect(r.body.message).toBe('Todas as vagas desta solicitação já foram preenchidas.')
    r = await adm.put(`${LINK}/${la}/etapa`, { etapaSeletivaId: etapas[0] })
    expect(r.body.message).toBe('Candidato contratado não pode mudar de etapa.')
    r = await adm.delete(`${LINK}/${la}`)
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('Candidato contratado não pode ser removido da solicitação.')
    r = await adm.delete(`${LINK}/${lb}`)
    expect(r.status).toBe(200)
    expect((await adm.get(`${BASE}/${s.id}/quadro`)).body.total).toBe(1)
    expect((await adm.delete(`${LINK}/${lb}`)).status).toBe(404)

    // A hire cannot shrink below the vacancies filled; the request closes as the UI offers.
    r = await adm.put(`${BASE}/${s.id}`, { ...s, quantidade: 0 })
    expect(r.status).toBe(400)
    r = await adm.put(`${BASE}/${s.id}/encerra`, { dataEncerramento: '2026-01-20', obsEncerra: 'Vaga preenchida' })
    expect(r.status).toBe(200)
    q = (await adm.get(`${BASE}/${s.id}/quadro`)).body
    expect(q.movimentavel).toBe(false)
    // The request cannot be removed once it had candidates.
    expect((await adm.delete(`${BASE}/${s.id}`)).body.message).toBe('Não é possível remover: a solicitação já teve candidatos. Cancele-a.')
  })

  it('solicitação suspensa não movimenta candidatos', async () => {
    const s = await nova()
    const [l] = (await vincular(s.id, [await candidato()])).body
    await adm.put(`${BASE}/${s.id}/suspende`)
    const r = await adm.put(`${LINK}/${l.id}/etapa`, { etapaSeletivaId: etapas[1] })
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('Não é possível movimentar candidatos em uma solicitação suspensa.')
    expect((await adm.post(`${LINK}/${l.id}/contratar`)).body.message).toBe('Não é possível movimentar candidatos em uma solicitação suspensa.')
  })

  it('isolamento: vínculos de outra empresa não existem para o usuário da Empresa Demonstração', async () => {
    const c = cliente(amb.app)
    await c.entrar()
    await c.put('/api/userinfo/empresa/2', {})
    const [e2] = await amb.knex('estabelecimentos').insert({ empresaId: 2, nome: 'Loja' }).returning('id')
    const [a2] = await amb.knex('areas_organizacionais').insert({ empresaId: 2, nome: 'Loja' }).returning('id')
    const [c2] = await amb.knex('cargos').insert({ empresaId: 2, nome: 'Caixa', nomeMercado: 'Caixa', areasOrganizacionais: '[]' }).returning('id')
    const [m2] = await amb.knex('motivos_solicitacao').insert({ empresaId: 2, nome: 'Novo' }).returning('id')
    await amb.knex('etapas_seletivas').insert({ empresaId: 2, ordem: 1, nome: 'Entrevista' })
    const s = await c.post(BASE, {
      descricao: 'Caixa',
      data: '2026-01-05',
      horarioComercial: 'x',
      estabelecimentoId: idDe(e2),
      areaOrganizacionalId: idDe(a2),
      cargoId: idDe(c2),
      motivoSolicitacaoId: idDe(m2),
    })
    expect(s.status, JSON.stringify(s.body)).toBe(201)
    await c.put(`${BASE}/${s.body.id}/status`, { status: 'A' })
    const cand = await candidato(2)
    const l = await c.post(`${BASE}/${s.body.id}/candidatos`, { candidatosIds: [cand] })
    expect(l.status, JSON.stringify(l.body)).toBe(201)
    // A company-1-only HR user.
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'RH só demo', autoridades: ['ROLE_CAPTACAO_SOLICITACOES', 'ROLE_CAPTACAO_LIBERAR_SOLICITACAO'] })
    const corpo = '31415926'.padStart(9, '5')
    const cpf = corpo + calcularDvCpf(corpo)
    await adm.post('/api/utilitario/usuarios', { nome: 'RH Demo', cpf, senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
    const rh = cliente(amb.app)
    await rh.entrar(cpf, 'segredo1', 1)
    const lid = l.body[0].id
    for (const r of [
      await rh.put(`${LINK}/${lid}/etapa`, { etapaSeletivaId: 1 }),
      await rh.post(`${LINK}/${lid}/contratar`),
      await rh.delete(`${LINK}/${lid}`),
      await rh.get(`${LINK}/${lid}`),
      await rh.post(`${BASE}/${s.body.id}/candidatos`, { candidatosIds: [cand] }),
      await rh.post(`${BASE}/validarLimiteCargo/${s.body.id}`, { candidatosIds: [cand] }),
    ]) {
      expect(r.status).toBe(404)
    }
    expect((await rh.get(`/api/captacao/historico?unpaged=true&solicitacaoId=${s.body.id}`)).body).toEqual([])
    const r = await rh.post(`${BASE}/candidato/${cand}`, { empresaId: 2, candidatoId: cand, solicitacoesIds: [s.body.id] })
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'empresaId', message: 'Empresa inválida' }])
  })
})
