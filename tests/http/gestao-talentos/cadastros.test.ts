import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const BASE = '/api/gestao-talentos'

/** Talent management's lookups (issue 14; spec 001 /gestao-talentos): one declaration each; generations also at /geral/geracoes. */
describe('cadastros de Gestão de Talentos', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
  })
  afterAll(() => amb.fechar())

  it('201/200: tipo de ocorrência com a marca de absenteísmo, providência, tipo de documento; a demonstração traz os seus', async () => {
    const t = await admin.post(`${BASE}/tipo-ocorrencia`, { descricao: ' Falta por luto ', absenteismo: true })
    expect(t.status, JSON.stringify(t.body)).toBe(201)
    expect(t.body).toMatchObject({ descricao: 'Falta por luto', absenteismo: true, ativo: true })
    expect((await admin.put(`${BASE}/tipo-ocorrencia/${t.body.id}`, { descricao: 'Falta por luto', absenteismo: false, ativo: false })).body).toMatchObject({ absenteismo: false, ativo: false })
    expect((await admin.get(`${BASE}/tipo-ocorrencia?unpaged=true&absenteismo=true`)).body.map((x: { descricao: string }) => x.descricao)).toEqual(['Falta injustificada', 'Falta justificada'])
    expect((await admin.post(`${BASE}/providencias`, { descricao: 'Orientação' })).status).toBe(201)
    expect((await admin.post(`${BASE}/tipo-documento`, { descricao: 'Laudo' })).status).toBe(201)
    expect((await admin.get(`${BASE}/providencias?unpaged=true`)).body.length).toBeGreaterThanOrEqual(6)
  })

  it('400: descrição obrigatória, até 100 e única', async () => {
    for (const r of ['tipo-ocorrencia', 'providencias', 'tipo-documento']) {
      expect((await admin.post(`${BASE}/${r}`, {})).body.errors).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }])
      expect((await admin.post(`${BASE}/${r}`, { descricao: 'x'.repeat(101) })).body.errors).toEqual([{ field: 'descricao', message: 'Descrição deve ter no máximo 100 caracteres' }])
    }
    expect((await admin.post(`${BASE}/tipo-ocorrencia`, { descricao: 'ATRASO' })).body.errors).toEqual([{ field: 'descricao', message: 'Já existe um tipo de ocorrência com esta descrição' }])
    expect((await admin.post(`${BASE}/providencias`, { descricao: 'nenhuma' })).body.errors).toEqual([{ field: 'descricao', message: 'Já existe uma providência com esta descrição' }])
  })

  it('geração: nome e faixa de anos de nascimento; também em /geral/geracoes, só leitura', async () => {
    const g = await admin.post(`${BASE}/geracao`, { descricao: 'Geração Beta', anoInicial: 2026, anoFinal: 2040 })
    expect(g.status, JSON.stringify(g.body)).toBe(201)
    expect((await admin.post(`${BASE}/geracao`, { descricao: 'Ao contrário', anoInicial: 2000, anoFinal: 1990 })).body.errors).toEqual([{ field: 'anoFinal', message: 'Ano final inferior ao ano inicial.' }])
    expect((await admin.post(`${BASE}/geracao`, { descricao: 'Sem anos' })).body.errors.map((e: { field: string }) => e.field)).toEqual(['anoInicial', 'anoFinal'])
    const geral = await admin.get('/api/geral/geracoes?unpaged=true')
    expect(geral.status).toBe(200)
    expect(geral.body.map((x: { descricao: string }) => x.descricao)).toContain('Geração Beta')
    expect(geral.body[0]).toMatchObject({ descricao: 'Tradicionalistas', anoInicial: 1925, anoFinal: 1945 })
    expect((await admin.post('/api/geral/geracoes', { descricao: 'x', anoInicial: 1, anoFinal: 2 })).status).toBe(404)
  })

  it('401, 403 sem a permissão de cadastros (leitura aberta), 404 de outra empresa', async () => {
    expect((await cliente(amb.app).get(`${BASE}/tipo-ocorrencia`)).status).toBe(401)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.get(`${BASE}/providencias`)).status).toBe(200)
    expect((await restrita.post(`${BASE}/providencias`, { descricao: 'Proibida' })).status).toBe(403)
    expect((await restrita.post(`${BASE}/geracao`, { descricao: 'Proibida', anoInicial: 1, anoFinal: 2 })).status).toBe(403)
    const deOutra = await inserirLinha(amb.knex, 'tipos_ocorrencia', { empresaId: 2, descricao: 'Da Norte' })
    // The administrator of the installation sees every company; a user of company 1 does not see company 2's rows.
    expect((await restrita.get(`${BASE}/tipo-ocorrencia/${deOutra}`)).status).toBe(404)
    const geracaoDeOutra = await inserirLinha(amb.knex, 'geracoes', { empresaId: 2, descricao: 'Da Norte', anoInicial: 1900, anoFinal: 1910 })
    expect((await restrita.get(`/api/geral/geracoes/${geracaoDeOutra}`)).status).toBe(404)
  })
})
