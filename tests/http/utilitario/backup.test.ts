import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { bancoHttpSqlite } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * Utilitários › Backup (issue 18): only the installation administrator (user 1) lists, makes and downloads
 * backups, which hold every company's data; another user with every permission of the catalogue gets 403; each
 * download is in the log.
 */
describe.each(bancoHttpSqlite())('/api/utilitario/backup ($nome)', (banco) => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let outro: ReturnType<typeof cliente>
  const B = '/api/utilitario/backup'

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `backup_http_${process.pid}` } : {})
    admin = cliente(amb.app)
    await admin.entrar()
    // Another administrator of company 1: the 'Administrador' profile (every permission), but not user 1.
    const corpo = '123456780'
    const cpf = corpo + calcularDvCpf(corpo)
    const r = await admin.post('/api/utilitario/usuarios', { nome: 'Outra Administradora', cpf, senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: 1 }] })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    outro = cliente(amb.app)
    await outro.entrar(cpf, 'segredo1', 1)
  }, 120_000)
  afterAll(() => amb?.fechar())

  it('401 sem sessão; 403 para quem não é o administrador da instalação, mesmo com todas as permissões', async () => {
    const anonimo = cliente(amb.app)
    expect((await anonimo.get(B)).status).toBe(401)
    expect((await anonimo.post(`${B}/gerar`)).status).toBe(401)
    expect((await anonimo.get(`${B}/1`)).status).toBe(401)
    expect((await outro.get(B)).status).toBe(403)
    expect((await outro.post(`${B}/gerar`)).status).toBe(403)
    expect((await outro.get(`${B}/1`)).status).toBe(403)
  })

  it('gera, lista com data, tamanho e autor, e baixa o arquivo (download registrado no log); 404 para outro id', async () => {
    const g = await admin.post(`${B}/gerar`)
    expect(g.status, JSON.stringify(g.body)).toBe(201)
    expect(g.body).toMatchObject({ usuarioId: 1, autor: 'Administrador Demonstração' })
    expect(g.body.tamanho).toBeGreaterThan(1000)
    expect(g.body.arquivo).toMatch(/^rh-backup-.*\.tar\.gz$/)
    const lista = await admin.get(B)
    expect(lista.status).toBe(200)
    expect(lista.body[0]).toEqual(g.body)

    const res = await amb.app.request(`${B}/${g.body.id}`, { headers: { cookie: admin.cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain(g.body.arquivo)
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.length).toBe(g.body.tamanho)
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
    expect(createHash('sha256').update(bytes).digest('hex')).toHaveLength(64)
    const log = await amb.knex('auditoria').where({ entidade: 'utilitario/backup', entidadeId: g.body.id }).orderBy('id')
    expect(log.map((l: any) => l.acao)).toEqual(['criar', 'leitura'])
    expect(log[1].usuarioId).toBe(1)
    expect(log[1].depois).toContain(g.body.arquivo)

    expect((await admin.get(`${B}/999999`)).status).toBe(404)
    expect((await admin.get(`${B}/abc`)).status).toBe(404)
  })
})
