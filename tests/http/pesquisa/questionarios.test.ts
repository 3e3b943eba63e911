import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA } from '../../../core/shared/questionario.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const Q = '/api/pesquisa/questionarios'
const ENT = '/api/pesquisa/entrevistas'

const cpf = (n: number) => cpfDeTeste(620_000_000, n)

/** /pesquisa/questionarios (every questionnaire with its type) and /pesquisa/entrevistas (the interview models' calls); both databases. */
describe.each(bancosHttp())('questionários e entrevistas ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let so2: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let modelo: number

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `pesquisas_q_${process.pid}` } : {})
    adm = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    const adm2 = cliente(amb.app)
    await adm2.entrar(undefined, undefined, 2)
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Questionários', autoridades: ['ROLE_PESQUISA'] })
    const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem Pesquisa (Q)', autoridades: ['ROLE_MINHAS_PESQUISAS'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Questionários', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Pesquisa Q', cpf: cpf(2), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: 'RH Q 2', autoridades: ['ROLE_PESQUISA', 'ROLE_CARGO_SALARIO_COLABORADORES'] })
    await criarNaApi(adm2, 'utilitario/usuarios', { nome: 'RH Q da Empresa 2', cpf: cpf(3), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(2), 'segredo1', 1)
    so2 = cliente(amb.app)
    await so2.entrar(cpf(3), 'segredo1', 2)
    modelo = await criarNaApi(adm, 'gestao-talentos/modelos-entrevista-desligamento', {
      titulo: 'Zeta entrevista de saída',
      perguntas: [
        { texto: 'Motivo principal da saída', tipo: TIPO_OBJETIVA, obrigatoria: true, respostas: [{ texto: 'Salário' }, { texto: 'Carreira' }] },
        { texto: 'O que levaria daqui?', tipo: TIPO_MULTIPLA_ESCOLHA, respostas: [{ texto: 'Colegas' }, { texto: 'Aprendizado' }] },
        { texto: 'Nota para a empresa', tipo: TIPO_NOTA, notaMinima: 0, notaMaxima: 10 },
        { texto: 'Comentários finais', tipo: TIPO_SUBJETIVA },
      ],
    })
  }, 300_000)
  afterAll(() => amb?.fechar())

  it('questionários: pesquisas, NPS e entrevistas com o tipo; filtros título, tipo e liberado; 401, 403; outra empresa', async () => {
    const pesquisa = await criarNaApi(rh, 'pesquisa/pesquisas', { titulo: 'Zeta pesquisa de clima', dataInicio: '2026-01-01', dataFim: '2026-01-31' })
    const rodada = await criarNaApi(rh, 'pesquisa/nps', { titulo: 'Zeta NPS', dataInicio: '2026-02-01', dataFim: '2026-02-28' })
    expect((await rh.put(`/api/pesquisa/nps/${rodada}/liberar`, {})).status).toBe(200)
    const r = await rh.get(`${Q}?titulo=zeta&porPagina=50`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.total).toBe(3)
    expect(r.body.itens.map((i: { titulo: string; nomeTipo: string; liberado: boolean; tela: string }) => [i.titulo, i.nomeTipo, i.liberado, i.tela])).toEqual([
      ['Zeta entrevista de saída', 'Entrevista', true, `/pesquisa/entrevistas/${modelo}`],
      ['Zeta NPS', 'NPS', true, `/pesquisa/nps/${rodada}`],
      ['Zeta pesquisa de clima', 'Pesquisa', false, `/pesquisa/pesquisas/${pesquisa}`],
    ])
    expect(r.body.itens[2]).toMatchObject({ dataInicio: '2026-01-01', dataFim: '2026-01-31', respostas: 0 })
    expect(r.body.itens[0]).toMatchObject({ dataInicio: null, dataFim: null, respostas: 0 })
    expect((await rh.get(`${Q}?titulo=zeta&tipo=nps`)).body.itens.map((i: { id: number }) => i.id)).toEqual([rodada])
    expect((await rh.get(`${Q}?titulo=zeta&liberado=false`)).body.itens.map((i: { id: number }) => i.id)).toEqual([pesquisa])
    expect((await rh.get(`${Q}?tipo=desconhecido`)).body).toEqual({ total: 0, itens: [] })
    // The demo's questionnaires are there too, of every type.
    const todos = (await rh.get(`${Q}?porPagina=100`)).body
    expect(new Set(todos.itens.map((i: { tipo: string }) => i.tipo))).toEqual(new Set(['pesquisa', 'nps', 'entrevista', 'avaliacao-curso', 'avaliacao-aluno', 'avaliacao-desempenho', 'acompanhamento-experiencia']))
    expect((await anonimo.get(Q)).status).toBe(401)
    expect((await semPermissao.get(Q)).status).toBe(403)
    expect((await so2.get(`${Q}?titulo=zeta`)).body).toEqual({ total: 0, itens: [] })
  })

  it('entrevistas: lista por empresa e ativa, cópia para empresas, respostas sem nomes, impressão em PDF; 400, 401, 403, 404', async () => {
    const lista = await rh.get(`${ENT}/questionarios?ativa=true`)
    expect(lista.status).toBe(200)
    expect(lista.body.find((m: { id: number }) => m.id === modelo)).toMatchObject({ titulo: 'Zeta entrevista de saída', ativo: true, quantidadePerguntas: 4, empresaId: 1 })
    expect((await rh.get(`${ENT}/questionarios?ativa=false`)).body.map((m: { id: number }) => m.id)).not.toContain(modelo)
    expect((await rh.get(`${ENT}/questionarios?empresaId=2`)).status).toBe(403)
    expect((await rh.get(`${ENT}/questionarios?empresaId=abc`)).status).toBe(404)
    expect((await anonimo.get(`${ENT}/questionarios`)).status).toBe(401)
    expect((await semPermissao.get(`${ENT}/questionarios`)).status).toBe(403)
    expect((await rh.get(`${ENT}/${modelo}`)).status).toBe(200)
    expect((await so2.get(`${ENT}/${modelo}`)).status).toBe(404)
    expect((await rh.get(`${ENT}/999999`)).status).toBe(404)

    // Clone: 400 without companies, 403 to a company the user does not see, 201 with the questions.
    expect((await adm.post(`${ENT}/${modelo}/clone`, { empresas: [] })).body.errors).toEqual([{ field: 'empresas', message: 'Selecione ao menos uma empresa' }])
    expect((await rh.post(`${ENT}/${modelo}/clone`, { empresas: [2] })).status).toBe(403)
    expect((await so2.post(`${ENT}/${modelo}/clone`, { empresas: [2] })).status).toBe(404)
    const copia = await adm.post(`${ENT}/${modelo}/clone`, { empresas: [2] })
    expect(copia.status, JSON.stringify(copia.body)).toBe(201)
    expect(copia.body[0]).toMatchObject({ empresaId: 2, titulo: 'Zeta entrevista de saída', quantidadePerguntas: 4 })
    expect((await so2.get(`${ENT}/questionarios`)).body.map((m: { id: number }) => m.id)).toContain(copia.body[0].id)

    // Answers: the exit-interview report's confidentiality (dismissals' authority), aggregated without names.
    expect((await rh.post(`${ENT}/respostas`, { questionarioId: modelo })).status).toBe(403)
    expect((await adm.post(`${ENT}/respostas`, {})).body.errors).toEqual([{ field: 'questionarioId', message: 'Questionário é obrigatório' }])
    expect((await adm.post(`${ENT}/respostas`, { questionarioId: 999999 })).status).toBe(404)
    expect((await so2.post(`${ENT}/respostas`, { questionarioId: modelo })).status).toBe(404)
    const respostas = await adm.post(`${ENT}/respostas`, { questionarioId: modelo })
    expect(respostas.status).toBe(200)
    expect(respostas.body).toMatchObject({ entrevistas: 0, modelo: { id: modelo } })
    const demo = (await adm.get(`${ENT}/questionarios`)).body as Array<{ id: number }>
    let comRespostas = false
    for (const m of demo) {
      const r = await adm.post(`${ENT}/respostas`, { questionarioId: m.id })
      expect(r.status).toBe(200)
      if (r.body.entrevistas > 0) {
        comRespostas = true
        const nomes = (await amb.knex('colaboradores').where('empresaId', 1).select('nome')) as Array<{ nome: string }>
        const texto = JSON.stringify(r.body)
        expect(nomes.some((n) => texto.includes(n.nome))).toBe(false)
      }
    }
    expect(comRespostas).toBe(true)

    // Print: the blank questionnaire as a PDF.
    const pdf = await rh.post(`${ENT}/print`, { questionarioId: modelo })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
    expect((await rh.post(`${ENT}/print`, { questionarioId: 'x' })).status).toBe(400)
    expect((await so2.post(`${ENT}/print`, { questionarioId: modelo })).status).toBe(404)
    expect((await semPermissao.post(`${ENT}/print`, { questionarioId: modelo })).status).toBe(403)
  })
})
