import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Effect, ManagedRuntime } from 'effect'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { camadasBanco } from '../../../adapters/camadas.ts'
import { criarKnex } from '../../../adapters/db/knex.ts'
import { migrar } from '../../../adapters/db/migrar.ts'
import { hashSenha } from '../../../adapters/db/sessao.ts'
import { importarCandidatos } from '../../../core/captacao/importarCandidatos.ts'
import { criarApp } from '../../../http/app.ts'
import { urlPostgres } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'

/**
 * The candidate queries the generic repository does not make (full-text résumé search, CPF and name lookups,
 * statistics, batch writes) on PostgreSQL: same answers as on SQLite. Runs when TEST_DATABASE_URL is set.
 */
const url = urlPostgres()
const C = '/api/captacao/candidatos'

describe.skipIf(!url)('candidatos no PostgreSQL', () => {
  const schema = `candidatos_${process.pid}`
  let adm: Knex
  let knex: Knex
  let runtime: ManagedRuntime.ManagedRuntime<any, never>
  let app: ReturnType<typeof criarApp>
  let c: ReturnType<typeof cliente>
  let cargo: number
  const dir = mkdtempSync(join(tmpdir(), 'rh-pg-arquivos-'))

  beforeAll(async () => {
    adm = criarKnex({ url })
    await adm.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await adm.raw(`CREATE SCHEMA ${schema}`)
    knex = criarKnex({ url, schema })
    await migrar(knex)
    // A minimal company and the installation administrator (user 1), without the whole demo.
    const agora = new Date().toISOString()
    const [e] = await knex('empresas').insert({ nome: 'Empresa PG', criadoEm: agora, atualizadoEm: agora }).returning('id')
    const empresaId = Number(e.id)
    const [p] = await knex('perfis').insert({ nome: 'Admin', autoridades: '[]' }).returning('id')
    await knex('usuarios').insert({ nome: 'Admin', cpf: '11144477735', senhaHash: await Effect.runPromise(hashSenha.hash('demo123')), acessos: JSON.stringify([{ empresaId, perfilId: Number(p.id) }]) })
    const [a] = await knex('areasOrganizacionais').insert({ empresaId, nome: 'RH' }).returning('id')
    const [cg] = await knex('cargos').insert({ empresaId, nome: 'Soldador', nomeMercado: 'Soldador', areasOrganizacionais: JSON.stringify([Number(a.id)]) }).returning('id')
    cargo = Number(cg.id)
    await knex('comoFicouSabendoVaga').insert([{ empresaId, nome: 'Jornal' }, { empresaId, nome: 'LinkedIn' }])
    runtime = ManagedRuntime.make(camadasBanco(knex, dir))
    app = criarApp({ runtime })
    c = cliente(app)
    await c.entrar('111.444.777-35', 'demo123', empresaId)
  }, 60_000)

  afterAll(async () => {
    await runtime?.dispose()
    await knex?.destroy()
    await adm?.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await adm?.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  it('cadastro, CPF único, homônimos, busca por nome, CPF e palavras do currículo', async () => {
    const [j] = (await knex('comoFicouSabendoVaga').where({ nome: 'Jornal' }).select('id')) as any[]
    const a = await c.post(C, { nome: 'Ângela Soldadora Lima', cpf: '52998224725', cargos: [cargo], ocrTexto: 'Soldagem TIG e caldeiraria', comoFicouSabendoVagaId: j.id })
    expect(a.status).toBe(201)
    expect((await c.post(C, { nome: 'Outra', cpf: '529.982.247-25', cargos: [cargo] })).body.errors).toEqual([{ field: 'cpf', message: 'Já existe um candidato com este CPF nesta empresa' }])
    await c.post(C, { nome: 'Bruno Programador Dias', cargos: [cargo], ocrTexto: 'Java, Spring e PostgreSQL' })
    expect((await c.get(`${C}/candidatos-homonimos?nome=${encodeURIComponent('angela SOLDADORA lima')}`)).body).toHaveLength(1)
    expect((await c.get(`${C}?unpaged=true&nome=${encodeURIComponent('SOLDADORA')}`)).body.map((x: any) => x.id)).toEqual([a.body.id])
    expect((await c.get(`${C}?unpaged=true&cpf=529982`)).body.map((x: any) => x.id)).toEqual([a.body.id])
    const ocr = await c.get(`${C}?unpaged=true&ocr=${encodeURIComponent('caldeir soldagem')}`)
    expect(ocr.body.map((x: any) => x.id)).toEqual([a.body.id])
    expect(ocr.body[0].trechoOcr).toContain('caldeiraria')
    expect((await c.get(`${C}?unpaged=true&ocr=jav`)).body.map((x: any) => x.nome)).toEqual(['Bruno Programador Dias'])
    expect((await c.get(`${C}?page=0&size=1&sort=nome,DESC`)).body).toMatchObject({ totalElements: 2, content: [{ nome: 'Bruno Programador Dias' }] })
    const est = await c.get('/api/captacao/como-ficou-sabendo-vaga/estatisticas')
    expect(est.body).toEqual([
      { id: j.id, nome: 'Jornal', qtd: 1, percentual: 50 },
      { id: null, nome: 'Não informado', qtd: 1, percentual: 50 },
      { id: expect.any(Number), nome: 'LinkedIn', qtd: 0, percentual: 0 },
    ])
  })

  it('anexos, lote em transação, importação CSV', async () => {
    const { id } = (await c.post(C, { nome: 'Lote Pg Silva', cargos: [cargo] })).body
    expect((await c.post(`${C}/${id}/documentos-anexos`, { descricao: 'RG', data: '2025-01-01', anexo: { nome: 'a.png', conteudo: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB' } })).status).toBe(201)
    // Computed columns on PostgreSQL: the résumé file's facts as a JSON object, the flags as booleans.
    expect((await c.put(`${C}/${id}/ocr`, { arquivo: { nome: 'cv.png', conteudo: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB' } })).status).toBe(200)
    expect((await c.get(`${C}/${id}`)).body).toMatchObject({ curriculo: { nome: 'cv.png', tipo: 'image/png', tamanho: 24 }, possuiCurriculo: true, possuiSenha: false })
    expect((await c.get(`${C}?unpaged=true&id=${id}`)).body).toEqual([expect.objectContaining({ possuiCurriculo: true, dataCadastro: expect.any(String) })])
    expect((await c.post(`${C}/verificar-pendencias-em-lote`, { candidatosIds: [id, 999999] })).status).toBe(404)
    expect((await c.post(`${C}/remove-candidato-em-lote`, { candidatosIds: [id] })).body).toEqual({ removidos: 1 })
    expect(await knex('documentosAnexos').where({ candidatoId: id })).toEqual([])
    const empresaId = Number((await knex('empresas').first('id')).id)
    const r = await runtime.runPromise(importarCandidatos(empresaId, `nome;cpf;cargo\nImportado Um;390.533.447-05;Soldador\nImportado Dois;390.533.447-05;Soldador\n`))
    expect(r.rejeitadas).toEqual([{ linha: 3, erros: [{ field: 'cpf', message: 'CPF repetido no arquivo (linha 2)' }] }])
    const ok = await runtime.runPromise(importarCandidatos(empresaId, `nome;cpf;cargo\nImportado Um;390.533.447-05;Soldador\n`))
    expect(ok.importados).toBe(1)
  })
})
