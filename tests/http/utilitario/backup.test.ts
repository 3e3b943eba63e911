import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { carimboEmSaoPaulo } from '../../../core/shared/datas.ts'
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

  /** The list until backup `id` is no longer being made. */
  const aguardar = async (id: number) => {
    for (let i = 0; i < 600; i++) {
      const b = (await admin.get(B)).body.find((x: { id: number }) => x.id === id)
      if (b.situacao !== 'gerando') return b
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('o backup não terminou')
  }

  it('gera em segundo plano (202, um de cada vez), lista com data, tamanho, autor e situação, e baixa o arquivo (download registrado no log); 404 para outro id', async () => {
    const g = await admin.post(`${B}/gerar`)
    expect(g.status, JSON.stringify(g.body)).toBe(202)
    expect(g.body).toMatchObject({ usuarioId: 1, autor: 'Administrador Demonstração', situacao: 'gerando', progresso: 0, tamanho: 0 })
    expect(g.body.arquivo).toMatch(/^rh-backup-.*\.tar$/)
    // Named by São Paulo's clock, as the list shows the date.
    expect(g.body.arquivo.slice(10, 25)).toBe(carimboEmSaoPaulo(Date.parse(g.body.em)))
    // While it runs: a second one is refused, and the file is not offered yet.
    const outroPedido = await admin.post(`${B}/gerar`)
    expect(outroPedido.status).toBe(400)
    expect(outroPedido.body.message).toBe('Já há um backup sendo gerado; aguarde ele terminar.')
    expect((await admin.get(`${B}/${g.body.id}`)).status).toBe(400)
    const pronto = await aguardar(g.body.id)
    expect(pronto).toMatchObject({ id: g.body.id, situacao: 'concluido', progresso: 100, mensagem: null })
    expect(pronto.tamanho).toBeGreaterThan(1000)
    const lista = await admin.get(B)
    expect(lista.status).toBe(200)
    expect(lista.body[0]).toEqual(pronto)

    const res = await amb.app.request(`${B}/${g.body.id}`, { headers: { cookie: admin.cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain(g.body.arquivo)
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.length).toBe(pronto.tamanho)
    expect(bytes.subarray(257, 262).toString()).toBe('ustar')
    expect(createHash('sha256').update(bytes).digest('hex')).toHaveLength(64)
    const log = await amb.knex('auditoria').where({ entidade: 'utilitario/backup', entidadeId: g.body.id }).orderBy('id')
    expect(log.map((l: any) => l.acao)).toEqual(['criar', 'leitura'])
    expect(log[1].usuarioId).toBe(1)
    expect(log[1].depois).toContain(g.body.arquivo)

    expect((await admin.get(`${B}/999999`)).status).toBe(404)
    expect((await admin.get(`${B}/abc`)).status).toBe(404)
  })

  it('um backup que parou de dar notícias (o servidor caiu no meio) aparece como falho e não impede outro', async () => {
    const antigo = new Date(Date.now() - 10 * 60_000).toISOString()
    const [r] = await amb
      .knex('backups')
      .insert({ em: antigo, usuarioId: 1, autor: 'Administrador Demonstração', arquivo: 'rh-backup-interrompido.tar.gz', tamanho: 0, situacao: 'gerando', progresso: 40, atualizadoEm: antigo })
      .returning('id')
    const id = Number(typeof r === 'object' ? r.id : r)
    const visto = (await admin.get(B)).body.find((x: { id: number }) => x.id === id)
    expect(visto).toMatchObject({ situacao: 'falhou', mensagem: 'Interrompido: o servidor parou durante a geração.' })
    expect((await admin.get(`${B}/${id}`)).status).toBe(400)
    const g = await admin.post(`${B}/gerar`)
    expect(g.status, JSON.stringify(g.body)).toBe(202)
    expect((await aguardar(g.body.id)).situacao).toBe('concluido')
  })
})
