import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarAmbiente, type AmbienteTeste } from '../support/servidor.ts'
import { inserirLinha } from '../support/banco.ts'
import { cliente } from '../support/http.ts'

let amb: AmbienteTeste
const publico = () => cliente(amb.app)

const inserir = (tabela: string, linha: Record<string, unknown>) => inserirLinha(amb.knex, tabela, linha)
const solicitacao = (o: Record<string, unknown> = {}) =>
  inserir('solicitacoes_pessoal', { empresaId: 1, descricao: 'Vaga', data: '2025-03-10', horarioComercial: '08h às 17h', status: 'A', quantidade: 3, ...o })
const anuncio = (solicitacaoId: number, o: Record<string, unknown> = {}) =>
  inserir('anuncios', { empresaId: 1, titulo: 'Anúncio', descricao: 'Descrição da vaga', solicitacaoId, exibirModuloExterno: true, ...o })

const ids: Record<string, number> = {}
beforeAll(async () => {
  amb = await criarAmbiente()
  // The demo may already show ads: the assertions below look only at the rows made here.
  ids['aberto'] = await anuncio(await solicitacao({ dataPrevisaoEncerramento: '2025-06-30' }), { titulo: 'Analista aberto', diasEsperaNovaAplicacao: 30 })
  ids['proprio'] = await anuncio(await solicitacao({ dataPrevisaoEncerramento: '2025-06-30' }), { titulo: 'Com previsão própria', previsaoEncerramento: '2025-05-15' })
  ids['oculto'] = await anuncio(await solicitacao(), { titulo: 'Não exibir', exibirModuloExterno: false })
  ids['emAnalise'] = await anuncio(await solicitacao({ status: 'I' }), { titulo: 'Em análise' })
  ids['reprovada'] = await anuncio(await solicitacao({ status: 'R' }), { titulo: 'Reprovada' })
  ids['suspensa'] = await anuncio(await solicitacao({ suspensa: true }), { titulo: 'Suspensa' })
  ids['encerrada'] = await anuncio(await solicitacao({ encerrada: true }), { titulo: 'Encerrada' })
  ids['cancelada'] = await anuncio(await solicitacao({ cancelada: true }), { titulo: 'Cancelada' })
  ids['removido'] = await anuncio(await solicitacao(), { titulo: 'Removido', removedAt: '2025-01-01T00:00:00.000Z' })
  ids['norte'] = await anuncio(await solicitacao({ empresaId: 2 }), { empresaId: 2, titulo: 'Vendedor Norte' })
})
afterAll(() => amb.fechar())

describe('GET /api/externo/anuncios (público)', () => {
  it('só os abertos: exibirModuloExterno, solicitação aprovada e nem suspensa, encerrada ou cancelada; da empresa pedida', async () => {
    const r = await publico().get('/api/externo/anuncios?empresaId=1')
    expect(r.status).toBe(200)
    const meus = r.body.filter((a: any) => Object.values(ids).includes(a.id))
    expect(meus.map((a: any) => a.id)).toEqual([ids['proprio'], ids['aberto']])
    const norte = await publico().get('/api/externo/anuncios?empresaId=2')
    expect(norte.body.map((a: any) => a.id)).toEqual([ids['norte']])
  })

  it('campos públicos apenas; previsão do anúncio, senão a da solicitação', async () => {
    const r = await publico().get('/api/externo/anuncios?empresaId=1')
    const aberto = r.body.find((a: any) => a.id === ids['aberto'])
    const solicitacaoId = Number((await amb.knex('anuncios').where({ id: ids['aberto'] }).first('solicitacaoId')).solicitacaoId)
    expect(aberto).toEqual({
      id: ids['aberto'],
      titulo: 'Analista aberto',
      descricao: 'Descrição da vaga',
      previsaoEncerramento: '2025-06-30',
      diasEsperaNovaAplicacao: 30,
      solicitacao: { id: solicitacaoId, quantidade: 3, empresaId: 1 },
    })
    expect(r.body.find((a: any) => a.id === ids['proprio']).previsaoEncerramento).toBe('2025-05-15')
  })

  it('empresa desconhecida 404; empresaId não numérico: lista vazia', async () => {
    expect((await publico().get('/api/externo/anuncios?empresaId=999')).status).toBe(404)
    expect((await publico().get('/api/externo/anuncios?empresaId=abc')).body).toEqual([])
    expect((await publico().get('/api/externo/anuncios')).body).toEqual([])
  })
})

describe('GET /api/externo/anuncios/:id (público)', () => {
  it('200 para um anúncio aberto; 404 para fechados, ocultos, removidos, inexistentes ou de outra empresa', async () => {
    const r = await publico().get(`/api/externo/anuncios/${ids['aberto']}`)
    expect(r.status).toBe(200)
    expect(r.body.titulo).toBe('Analista aberto')
    expect((await publico().get(`/api/externo/anuncios/${ids['aberto']}?empresaId=1`)).status).toBe(200)
    expect((await publico().get(`/api/externo/anuncios/${ids['aberto']}?empresaId=2`)).status).toBe(404)
    for (const k of ['oculto', 'emAnalise', 'reprovada', 'suspensa', 'encerrada', 'cancelada', 'removido']) {
      const x = await publico().get(`/api/externo/anuncios/${ids[k]}`)
      expect(x.status, k).toBe(404)
      expect(x.body.message).toBe('O recurso solicitado não foi encontrado.')
    }
    expect((await publico().get('/api/externo/anuncios/999999')).status).toBe(404)
    expect((await publico().get('/api/externo/anuncios/abc')).status).toBe(404)
  })
})
