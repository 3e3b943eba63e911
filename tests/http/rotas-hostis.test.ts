import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cliente } from '../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../support/servidor.ts'

/**
 * Every route beyond the generic CRUD (taken from the OpenAPI document, which lists Hono's route table) answers
 * hostile path parameters, query strings and bodies with a status below 500, for staff, candidates and strangers.
 */
let amb: AmbienteTeste
let rotas: Array<{ metodo: string; caminho: string }>

beforeAll(async () => {
  amb = await criarAmbiente()
  const doc = (await cliente(amb.app).get('/api/openapi.json')).body
  rotas = Object.entries<Record<string, any>>(doc.paths).flatMap(([caminho, ops]) =>
    Object.entries(ops)
      .filter(([m, op]) => m !== 'parameters' && op['x-avulsa'])
      // Ending the session mid-run would only turn the rest into 401s.
      .filter(() => !/logout/.test(caminho))
      .map(([m]) => ({ metodo: m.toUpperCase(), caminho })),
  )
})
afterAll(() => amb.fechar())

const valorDeCaminho = fc.oneof(fc.constantFrom('1', '2', '0', '-1', '999999999999', '1.5', 'abc', '%00', "1' or '1'='1", '..%2F..', 'pdf', 'xlsx'), fc.string({ maxLength: 12 }))
const corpo = fc.oneof(fc.jsonValue(), fc.object(), fc.constant(undefined), fc.string({ maxLength: 30 }))

describe('rotas avulsas: entradas hostis nunca dão 500', () => {
  it('há rotas avulsas no documento (portal, candidatos, solicitações, relatórios, CEP)', () => {
    const caminhos = rotas.map((r) => r.caminho)
    for (const p of ['/api/externo/candidatos', '/api/captacao/candidatos/{id}/documentos-anexos', '/api/geral/cep/{cep}']) expect(caminhos).toContain(p)
    expect(rotas.length).toBeGreaterThan(60)
  })

  for (const quem of ['equipe', 'candidato', 'anônimo'] as const) {
    it(`${quem}: parâmetros, consultas e corpos arbitrários`, async () => {
      const c = cliente(amb.app)
      if (quem === 'equipe') await c.entrar()
      if (quem === 'candidato') await c.post('/api/externo/login', 'username=12345678909&password=demo123&empresaId=1', { tipo: 'application/x-www-form-urlencoded' })
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...rotas),
          fc.array(valorDeCaminho, { minLength: 3, maxLength: 3 }),
          fc.dictionary(fc.constantFrom('empresaId', 'solicitacaoId', 'formato', 'cpf', 'nome', 'page', 'size', 'id', 'q'), fc.string({ maxLength: 12 })),
          corpo,
          async (r, valores, consulta, b) => {
            let i = 0
            const caminho = r.caminho.replace(/\{[^}]+\}/g, () => encodeURIComponent(valores[i++ % valores.length]!))
            const qs = new URLSearchParams(consulta).toString()
            const res = await c.pedir(r.metodo, `${caminho}${qs ? `?${qs}` : ''}`, r.metodo === 'GET' || r.metodo === 'DELETE' ? undefined : b)
            expect(res.status, `${r.metodo} ${caminho}?${qs} ${JSON.stringify(b)} → ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500)
          },
        ),
        { numRuns: 300 },
      )
    }, 120_000)
  }
})

describe('corpos aninhados demais', () => {
  const aninhado = (n: number, abre = '[', fecha = ']') => `${abre.repeat(n)}${fecha.repeat(n)}`
  it('em toda rota que recebe corpo e em toda gravação genérica: 400, nunca 500 (antes: estouro de pilha ao formatar o erro)', async () => {
    const c = cliente(amb.app)
    await c.entrar()
    const comCorpo = rotas.filter((r) => r.metodo !== 'GET' && r.metodo !== 'DELETE')
    const genericas = ['/api/captacao/etapas-seletivas', '/api/utilitario/usuarios', '/api/captacao/candidatos'].map((caminho) => ({ metodo: 'POST', caminho }))
    for (const r of [...comCorpo, ...genericas, { metodo: 'PUT', caminho: '/api/captacao/etapas-seletivas/1' }]) {
      const caminho = r.caminho.replace(/\{[^}]+\}/g, '1')
      for (const corpo of [aninhado(5000), `{"nome":${aninhado(3000)}}`, `{"a":${aninhado(200, '{"b":', '}')}}`.replace(/\{"b":\}/g, '{"b":1}')]) {
        const res = await c.pedir(r.metodo, caminho, corpo)
        expect(res.status, `${r.metodo} ${caminho}`).toBeLessThan(500)
      }
    }
    // The public login and password recovery too, without a session.
    const anonimo = cliente(amb.app)
    for (const caminho of ['/api/login', '/api/externo/recuperar-senha', '/api/externo/candidatos']) {
      expect((await anonimo.pedir('POST', caminho, aninhado(5000))).status).toBeLessThan(500)
    }
    // The list's JSON filter in the query string as well.
    const lista = await c.get(`/api/captacao/etapas-seletivas?filter=${encodeURIComponent(`{"q":${aninhado(2000)}}`)}`)
    expect(lista.status).toBe(400)
    expect(lista.body.errors).toEqual([{ field: 'filter', message: 'Filtro inválido' }])
  }, 120_000)

  it('um corpo com aninhamento normal continua aceito', async () => {
    const c = cliente(amb.app)
    await c.entrar()
    const r = await c.post('/api/captacao/etapas-seletivas', { nome: 'Aninhamento normal', ordem: 9 })
    expect(r.status).toBe(201)
  })
})
