import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMENTARIO_NPS, NPS_COM_RESPOSTAS, PERGUNTA_NPS_PADRAO } from '../../../core/pesquisa/nps.ts'
import { GRUPO_PEQUENO_ANONIMA } from '../../../core/pesquisa/resultados.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { TIPO_NOTA, TIPO_SUBJETIVA } from '../../../core/shared/questionario.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const NPS = '/api/pesquisa/nps'
const RESP = '/api/pesquisa/colaborador-respostas'
const PESQ = '/api/pesquisa/pesquisas'

const cpf = (n: number) => cpfDeTeste(610_000_000, n)

/** NPS rounds (issue 16; spec 002 /pesquisa/nps): declaration, release, answering from Minhas Pesquisas, score, trend, anonymity; both databases. */
describe.each(bancosHttp())('NPS ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let adm2: ReturnType<typeof cliente>
  let so2: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let area: number
  const posicao = {} as Record<string, number>
  let perfilEmpregado: number
  const pessoas: Array<{ id: number; c: ReturnType<typeof cliente> }> = []

  const admitir = async (n: number, nome: string) => {
    const id = await criarNaApi(adm, 'cargo-salario/colaboradores', {
      nome,
      cpf: cpf(n),
      dataNascimento: '1990-05-10',
      sexo: 'F',
      dataAdmissao: '2021-03-01',
      historico: { ...posicao, areaOrganizacionalId: area, tipoSalario: 3, salario: 300_000 },
    })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: `Usuário ${nome}`, cpf: cpf(n + 300), senha: 'segredo1', colaboradorId: id, acessos: [{ empresaId: 1, perfilId: perfilEmpregado }] })
    const c = cliente(amb.app)
    await c.entrar(cpf(n + 300), 'segredo1', 1)
    return { id, c }
  }

  const responder = async (quem: { c: ReturnType<typeof cliente> }, id: number, nota: number, comentario?: string) => {
    const q = await quem.c.get(`${RESP}/questionario/${id}`)
    expect(q.status, JSON.stringify(q.body)).toBe(200)
    const [p1, p2] = q.body.pesquisa.perguntas
    const r = await quem.c.post(`${RESP}/questionario/${id}`, {
      respostas: [{ perguntaId: p1.id, tipoId: TIPO_NOTA, nota }, ...(comentario ? [{ perguntaId: p2.id, tipoId: TIPO_SUBJETIVA, comentario }] : [])],
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
  }

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `pesquisas_nps_${process.pid}` } : {})
    adm = cliente(amb.app)
    adm2 = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    await adm2.entrar(undefined, undefined, 2)
    const h = await amb.knex('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId')
    Object.assign(posicao, { estabelecimentoId: Number(h.estabelecimentoId), cargoId: Number(h.cargoId) })
    area = await criarNaApi(adm, 'cargo-salario/areas-organizacionais', { nome: 'Área do NPS' })
    perfilEmpregado = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Empregado (NPS)', autoridades: ['ROLE_MINHAS_PESQUISAS'] })
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH NPS', autoridades: ['ROLE_PESQUISA'] })
    const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem Pesquisa (NPS)', autoridades: ['ROLE_MINHAS_PESQUISAS'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH NPS', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Pesquisa NPS', cpf: cpf(91), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(90), 'segredo1', 1)
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(91), 'segredo1', 1)
    const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: 'RH NPS 2', autoridades: ['ROLE_PESQUISA'] })
    await criarNaApi(adm2, 'utilitario/usuarios', { nome: 'RH NPS da Empresa 2', cpf: cpf(92), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
    so2 = cliente(amb.app)
    await so2.entrar(cpf(92), 'segredo1', 2)
    for (const [i, nome] of ['Ana', 'Bia', 'Caio', 'Duda'].entries()) pessoas.push(await admitir(i + 1, `${nome} NPS`))
  }, 300_000)
  afterAll(() => amb?.fechar())

  it('cria a rodada com a pergunta padrão, anônima; 400, 401, 403, 404; não aparece entre as pesquisas', async () => {
    const sem = await rh.post(NPS, { dataInicio: '2026-01-10', dataFim: '2026-01-20' })
    expect(sem.status).toBe(400)
    expect(sem.body.errors).toEqual([expect.objectContaining({ field: 'titulo' })])
    const datas = await rh.post(NPS, { titulo: 'Ao contrário', dataInicio: '2026-01-10', dataFim: '2026-01-01' })
    expect(datas.body.errors).toEqual([expect.objectContaining({ field: 'dataFim' })])
    const id = await criarNaApi(rh, 'pesquisa/nps', { titulo: 'NPS padrão', dataInicio: '2020-01-01', dataFim: '2099-12-31' })
    const r = (await rh.get(`${NPS}/${id}`)).body
    expect(r).toMatchObject({ titulo: 'NPS padrão', pergunta: PERGUNTA_NPS_PADRAO, anonima: true, liberada: false })
    expect((await anonimo.get(NPS)).status).toBe(401)
    expect((await semPermissao.get(NPS)).status).toBe(403)
    expect((await semPermissao.get(`${NPS}/tendencia`)).status).toBe(403)
    expect((await rh.get(`${NPS}/999999/resultado`)).status).toBe(404)
    expect((await rh.put(`${NPS}/999999/liberar`, {})).status).toBe(404)
    // The surveys' declaration never sees a round, and the round's never sees a survey.
    expect((await rh.get(`${PESQ}/${id}`)).status).toBe(404)
    const lista = await rh.get(`${PESQ}?unpaged=true`)
    expect(lista.status, JSON.stringify(lista.body)).toBe(200)
    expect(lista.body.map((p: { id: number }) => p.id)).not.toContain(id)
    const pesquisa = await criarNaApi(rh, 'pesquisa/pesquisas', { titulo: 'Uma pesquisa', dataInicio: '2020-01-01', dataFim: '2099-12-31' })
    expect((await rh.get(`${NPS}/${pesquisa}`)).status).toBe(404)
    expect((await rh.get(`${NPS}?unpaged=true`)).body.map((p: { id: number }) => p.id)).not.toContain(pesquisa)
    // Another company's session sees nothing of it.
    expect((await so2.get(`${NPS}/${id}`)).status).toBe(404)
    expect((await so2.get(`${NPS}/${id}/resultado`)).status).toBe(404)
    expect((await so2.put(`${NPS}/${id}/liberar`, {})).status).toBe(404)
    expect((await rh.delete(`${NPS}/${id}`)).status).toBe(200)
  })

  it('liberada, aparece em Minhas Pesquisas; score, contagens, comentários em ordem alfabética; regra dos 3; tendência', async () => {
    const anterior = await criarNaApi(rh, 'pesquisa/nps', { titulo: 'NPS anterior', dataInicio: '2020-01-01', dataFim: '2099-12-31', areasOrganizacionaisIds: [area] })
    const id = await criarNaApi(rh, 'pesquisa/nps', { titulo: 'NPS do trimestre', dataInicio: '2020-02-01', dataFim: '2099-12-31', pergunta: 'Você recomendaria a empresa?', areasOrganizacionaisIds: [area] })
    expect((await pessoas[0]!.c.get(`${RESP}/minhas-pesquisas`)).body.pesquisas.map((p: { id: number }) => p.id)).not.toContain(id)
    expect((await rh.put(`${NPS}/${id}/liberar`, {})).status).toBe(200)
    const lidas = await pessoas[0]!.c.get(`${RESP}/minhas-pesquisas`)
    expect(lidas.status, JSON.stringify(lidas.body)).toBe(200)
    const minhas = lidas.body.pesquisas
    expect(minhas.find((p: { id: number }) => p.id === id)).toMatchObject({ titulo: 'NPS do trimestre', anonima: true, quantidadePerguntas: 2, situacao: 'N' })
    const q = (await pessoas[0]!.c.get(`${RESP}/questionario/${id}`)).body
    expect(q.pesquisa.perguntas.map((p: { texto: string; tipo: number; notaMinima: number; notaMaxima: number }) => [p.texto, p.tipo])).toEqual([
      ['Você recomendaria a empresa?', TIPO_NOTA],
      [COMENTARIO_NPS, TIPO_SUBJETIVA],
    ])
    expect(q.pesquisa.perguntas[0]).toMatchObject({ notaMinima: 0, notaMaxima: 10, obrigatoria: true })
    // Out of the 0–10 scale, or without the grade: 400.
    const fora = await pessoas[0]!.c.post(`${RESP}/questionario/${id}`, { respostas: [{ perguntaId: q.pesquisa.perguntas[0].id, tipoId: TIPO_NOTA, nota: 11 }] })
    expect(fora.status).toBe(400)
    expect((await pessoas[0]!.c.post(`${RESP}/questionario/${id}`, { respostas: [] })).status).toBe(400)

    await responder(pessoas[0]!, id, 10, 'Zelo com as pessoas')
    await responder(pessoas[1]!, id, 3, 'Ambiente tenso')
    const dois = (await rh.get(`${NPS}/${id}/resultado`)).body
    expect(dois).toMatchObject({ enviadas: 2, exibir: false, mensagem: GRUPO_PEQUENO_ANONIMA, total: 0, score: null, comentarios: [] })
    // Who answered and the reminder, as for surveys (the spec's questionarios/{id}: both kinds).
    const situacao = await rh.get(`${RESP}/${id}/pesquisa`)
    expect(situacao.status, JSON.stringify(situacao.body)).toBe(200)
    expect(situacao.body).toMatchObject({ publico: 4, respondidas: 2, naoRespondidas: 2 })
    const lembrete = await rh.post(`${NPS}/${id}/enviar-lembrete`, {})
    expect(lembrete.status, JSON.stringify(lembrete.body)).toBe(200)
    expect(lembrete.body.semEmail).toEqual(['Caio NPS', 'Duda NPS'])
    expect((await so2.post(`${NPS}/${id}/enviar-lembrete`, {})).status).toBe(404)
    expect((await semPermissao.post(`${NPS}/${id}/enviar-lembrete`, {})).status).toBe(403)
    await responder(pessoas[2]!, id, 9, 'Bons benefícios')
    await responder(pessoas[3]!, id, 7)
    const r = await rh.get(`${NPS}/${id}/resultado`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({
      publico: 4,
      enviadas: 4,
      participacao: 100,
      exibir: true,
      total: 4,
      promotores: 2,
      neutros: 1,
      detratores: 1,
      percentualPromotores: 50,
      percentualNeutros: 25,
      percentualDetratores: 25,
      score: 25,
    })
    expect(r.body.comentarios).toEqual(['Ambiente tenso', 'Bons benefícios', 'Zelo com as pessoas'])
    // Answered: the question and anonymity no longer change; the round cannot be removed.
    const atual = (await rh.get(`${NPS}/${id}`)).body
    const mudar = await rh.put(`${NPS}/${id}`, { ...atual, anonima: false })
    expect(mudar.status).toBe(400)
    expect(mudar.body.errors).toEqual([{ field: 'anonima', message: NPS_COM_RESPOSTAS }])
    expect((await rh.delete(`${NPS}/${id}`)).status).toBe(400)

    const t = await rh.get(`${NPS}/tendencia`)
    expect(t.status).toBe(200)
    const pontos = t.body.filter((p: { id: number }) => p.id === id || p.id === anterior)
    expect(pontos).toEqual([
      expect.objectContaining({ id: anterior, score: null, respostas: 0 }),
      expect.objectContaining({ id, score: 25, respostas: 4 }),
    ])
    expect((await so2.get(`${NPS}/tendencia`)).body.map((p: { id: number }) => p.id)).not.toContain(id)

    // Anonymity: no route returns the grade or comment with the employee.
    const partes = await rh.get(`${RESP}?unpaged=true&pesquisaId=${id}`)
    expect(partes.status).toBe(200)
    expect(partes.body).toHaveLength(4)
    for (const p of partes.body) {
      const um = (await rh.get(`${RESP}/${p.id}`)).body
      expect(um.respostas).toEqual([])
      expect(JSON.stringify(um)).not.toContain('Zelo')
    }
    expect(JSON.stringify(r.body)).not.toMatch(/colaborador/i)
    const proprio = (await pessoas[0]!.c.get(`${RESP}/questionario/${id}`)).body
    expect(proprio).toMatchObject({ situacao: 'R', respostas: [] })
  })
})
