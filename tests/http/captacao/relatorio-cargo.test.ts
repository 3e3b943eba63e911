import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { cliente } from '../../support/http.ts'
import { linhasXlsx, textoPdf } from '../../support/arquivos-relatorio.ts'

let amb: AmbienteTeste
let cookie: string
/** Cargos per area of the company, from the table (the demo's cargos and the one added here). */
let porArea: Map<string, number>
beforeAll(async () => {
  amb = await criarAmbiente()
  const c = cliente(amb.app)
  await c.entrar()
  cookie = c.cookie
  // A known dataset: one inactive cargo in two areas, shown on the portal.
  const areas = await amb.knex('areas_organizacionais').where({ empresaId: 1 }).whereIn('nome', ['Comercial', 'Produção']).orderBy('nome')
  await amb.knex('cargos').insert({ empresaId: 1, nome: 'Técnico de Segurança (antigo)', nomeMercado: 'Técnico de SST', ativa: false, exibirModuloExterno: true, areasOrganizacionais: JSON.stringify(areas.map((a: any) => a.id)) })
  const todas = await amb.knex('areas_organizacionais').where({ empresaId: 1 })
  const cargos = await amb.knex('cargos').where({ empresaId: 1 })
  const ids = (v: unknown): number[] => (typeof v === 'string' ? JSON.parse(v) : (v as number[]))
  porArea = new Map(todas.map((a: any) => [a.nome, cargos.filter((c: any) => ids(c.areasOrganizacionais).includes(a.id)).length]))
})
afterAll(() => amb.fechar())

const pedir = (corpo: unknown, formato = 'pdf', c = cookie) =>
  amb.app.request(`/api/captacao/relatorios/cargo?formato=${formato}`, {
    method: 'POST',
    headers: { cookie: c, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify(corpo),
  })

describe('POST /api/captacao/relatorios/cargo', () => {
  it('XLSX: células tipadas, cabeçalho congelado, grupos e totais corretos', async () => {
    const r = await pedir({}, 'xlsx')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="cargo_\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''cargo_\d{4}-\d{2}-\d{2}\.xlsx$/)
    const { ws, linhas } = await linhasXlsx(new Uint8Array(await r.arrayBuffer()))
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 })
    const textos = linhas.map((l) => l.valores.filter((v) => v != null).join(' | '))
    expect(textos[0]).toBe('Cargos por Área Organizacional')
    expect(textos[1]).toBe('Empresa Demonstração')
    expect(textos[4]).toBe('Cargo | Nome de Mercado | Situação | Módulo Externo')
    // One row per cargo and area, grouped by area with its subtotal; the inactive one in both of its areas.
    expect(textos).toContain('Comercial')
    expect(textos.filter((t) => t === 'Técnico de Segurança (antigo) | Técnico de SST | Inativo | Sim')).toHaveLength(2)
    const comercial = textos.indexOf('Comercial')
    expect(textos.slice(comercial).find((t) => t.startsWith('Subtotal'))).toBe(`Subtotal: ${porArea.get('Comercial')}`)
    expect(textos.at(-1)).toBe(`Total: ${[...porArea.values()].reduce((a, b) => a + b, 0)}`)
  })

  it('PDF: cabeçalho com empresa, título, filtro, quem emitiu; página x de y; mesmos números', async () => {
    const r = await pedir({ situacao: 'I' })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/pdf')
    const texto = await textoPdf(new Uint8Array(await r.arrayBuffer()))
    for (const t of ['Empresa Demonstração', 'Cargos por Área Organizacional', 'Situação: somente inativos', 'Administrador Demonstração', 'Página 1 de 1', 'Técnico de Segurança (antigo)', 'Total: 2']) {
      expect(texto).toContain(t)
    }
    expect(texto).not.toContain('Analista de Recursos Humanos')
  })

  it('filtro inválido: 400 com a mensagem do campo', async () => {
    const r = await pedir({ situacao: 'X', areasOrganizacionaisIds: 'abc' })
    expect(r.status).toBe(400)
    const b = await r.json()
    expect(b.errors).toEqual([
      { field: 'situacao', message: 'Situação inválida' },
      { field: 'areasOrganizacionaisIds', message: 'Áreas Organizacionais inválido' },
    ])
  })

  it('sem dados: 422 SEM_DADOS com a mensagem da especificação', async () => {
    const r = await pedir({ areasOrganizacionaisIds: [99999] })
    expect(r.status).toBe(422)
    expect(await r.json()).toMatchObject({ code: 'SEM_DADOS', message: 'Não existem dados para o filtro informado.' })
  })

  it('401 sem sessão, 403 sem a permissão, 404 para relatório desconhecido, 400 para formato', async () => {
    expect((await pedir({}, 'pdf', '')).status).toBe(401)
    const restrito = cliente(amb.app)
    await restrito.entrar('529.982.247-25')
    expect((await pedir({}, 'pdf', restrito.cookie)).status).toBe(403)
    const r = await amb.app.request('/api/captacao/relatorios/nao-existe', { method: 'POST', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } })
    expect(r.status).toBe(404)
    expect((await pedir({}, 'docx')).status).toBe(400)
  })

  it('dados de outra empresa não entram', async () => {
    await amb.knex('areas_organizacionais').insert({ id: 9000, empresaId: 2, nome: 'Área da B', ativo: true, exibirOrganograma: true })
    await amb.knex('cargos').insert({ empresaId: 2, nome: 'Cargo da B', nomeMercado: 'B', ativa: true, areasOrganizacionais: '[9000]' })
    const texto = await textoPdf(new Uint8Array(await (await pedir({})).arrayBuffer()))
    expect(texto).not.toContain('Cargo da B')
  })
})
