import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const BASE = '/api/captacao/solicitacoes-pessoal'
const HIST = '/api/captacao/historico'
let amb: AmbienteTeste
let adm: ReturnType<typeof cliente>
let etapas: number[] = []
let seq = 0
const idDe = (x: any) => Number(typeof x === 'object' ? x.id : x)

const candidato = async (empresaId = 1) => {
  seq++
  const corpo = String(300_000_000 + seq).slice(0, 9)
  const [id] = await amb.knex('candidatos').insert({ empresaId, nome: `Pessoa ${seq}`, cpf: corpo + calcularDvCpf(corpo) }).returning('id')
  return idDe(id)
}

/** An approved request with one linked candidate; returns the request, the link and its first history record. */
const preparar = async () => {
  const primeiro = async (t: string) => Number((await amb.knex(t).where('empresaId', 1).orderBy('id').first()).id)
  const s = await adm.post(BASE, {
    descricao: 'Assistente',
    data: '2026-01-05',
    horarioComercial: 'Comercial',
    estabelecimentoId: await primeiro('estabelecimentos'),
    areaOrganizacionalId: await primeiro('areas_organizacionais'),
    cargoId: await primeiro('cargos'),
    motivoSolicitacaoId: await primeiro('motivos_solicitacao'),
  })
  await adm.put(`${BASE}/${s.body.id}/status`, { status: 'A' })
  const [link] = (await adm.post(`${BASE}/${s.body.id}/candidatos`, { candidatosIds: [await candidato()] })).body
  const [h] = (await adm.get(`${HIST}?unpaged=true&candidatoSolicitacaoId=${link.id}`)).body
  return { s: s.body, link, h }
}

beforeAll(async () => {
  amb = await criarAmbiente()
  adm = cliente(amb.app)
  await adm.entrar()
  etapas = (await amb.knex('etapas_seletivas').where('empresaId', 1).orderBy('ordem')).map((e: any) => e.id)
})
afterAll(async () => {
  await amb?.fechar()
})

describe('/captacao/historico', () => {
  it('lista com filtros; o resultado não apto da etapa atual impede o avanço', async () => {
    const { link, h } = await preparar()
    expect(h).toMatchObject({ etapaSeletivaId: etapas[0], apto: null, candidatoSolicitacaoId: link.id })
    let r = await adm.put(`${HIST}/${h.id}`, { data: '2026-01-06', apto: 'N', observacao: 'Sem experiência', responsavel: 'Joana' })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({ data: '2026-01-06', apto: 'N', observacao: 'Sem experiência', responsavel: 'Joana' })
    r = await adm.put(`/api/captacao/candidato-solicitacao/${link.id}/etapa`, { etapaSeletivaId: etapas[1] })
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('Candidato não apto na etapa atual não pode avançar.')
    await adm.put(`${HIST}/${h.id}`, { data: '2026-01-06', apto: 'S' })
    expect((await adm.put(`/api/captacao/candidato-solicitacao/${link.id}/etapa`, { etapaSeletivaId: etapas[1] })).status).toBe(200)
    const lista = await adm.get(`${HIST}?page=0&size=10&candidatoSolicitacaoId=${link.id}&apto=S`)
    expect(lista.body.totalElements).toBe(1)
    expect((await adm.get(`${HIST}?unpaged=true&etapaSeletivaId=${etapas[1]}&candidatoSolicitacaoId=${link.id}`)).body).toHaveLength(1)
  })

  it('400 com erros por campo; 404; datas fora do intervalo', async () => {
    const { h } = await preparar()
    let r = await adm.put(`${HIST}/${h.id}`, {})
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'data', message: 'Data é obrigatória' }])
    r = await adm.put(`${HIST}/${h.id}`, { data: '2026-13-01', apto: 'X', responsavel: 'x'.repeat(101) })
    expect(r.body.errors).toEqual([
      { field: 'data', message: 'Data inválida' },
      { field: 'responsavel', message: 'Responsável deve ter no máximo 100 caracteres' },
      { field: 'apto', message: 'Resultado inválido' },
    ])
    r = await adm.put(`${HIST}/${h.id}`, { data: '2025-12-31' })
    expect(r.body.errors).toEqual([{ field: 'data', message: 'A data não pode ser anterior à data da solicitação' }])
    expect((await adm.put(`${HIST}/999999`, { data: '2026-01-06' })).status).toBe(404)
    expect((await adm.put(`${HIST}/abc`, { data: '2026-01-06' })).status).toBe(404)
    // Generic writes are not offered: history comes from the pipeline.
    expect((await adm.post(HIST, { data: '2026-01-06' })).status).toBe(404)
  })

  it('401 e 403', async () => {
    const { h } = await preparar()
    expect((await cliente(amb.app).get(HIST)).status).toBe(401)
    const maria = cliente(amb.app)
    await maria.entrar('529.982.247-25')
    expect((await maria.get(HIST)).status).toBe(403)
    expect((await maria.put(`${HIST}/${h.id}`, { data: '2026-01-06' })).status).toBe(403)
  })

  it('outra empresa: o histórico da Filial Norte não aparece nem se altera', async () => {
    const { h } = await preparar()
    await amb.knex('historico').where('id', h.id).update({ empresaId: 2 })
    await amb.knex('candidato_solicitacao').where('id', h.candidatoSolicitacaoId).update({ empresaId: 2 })
    await amb.knex('solicitacoes_pessoal').where('id', h.solicitacaoId).update({ empresaId: 2 })
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'RH', autoridades: ['ROLE_CAPTACAO_SOLICITACOES'] })
    const corpo = '777666555'
    const cpf = corpo + calcularDvCpf(corpo)
    await adm.post('/api/utilitario/usuarios', { nome: 'RH', cpf, senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
    const rh = cliente(amb.app)
    await rh.entrar(cpf, 'segredo1', 1)
    expect((await rh.get(`${HIST}/${h.id}`)).status).toBe(404)
    expect((await rh.put(`${HIST}/${h.id}`, { data: '2026-01-06', apto: 'N' })).status).toBe(404)
    expect((await rh.get(`${HIST}?unpaged=true&solicitacaoId=${h.solicitacaoId}`)).body).toEqual([])
    expect((await amb.knex('historico').where('id', h.id).first()).apto).toBeNull()
  })
})
