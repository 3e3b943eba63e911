import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GRUPO_PEQUENO_ANONIMA, GRUPO_PEQUENO_RECORTE } from '../../../core/pesquisa/resultados.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA } from '../../../core/shared/questionario.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const PESQ = '/api/pesquisa/pesquisas'
const RESP = '/api/pesquisa/colaborador-respostas'

const cpf = (n: number) => cpfDeTeste(530_000_000, n)

/**
 * Survey results (issue 16 part B): GET /api/pesquisa/pesquisas/{id}/resultados and the report POST
 * /api/pesquisa/relatorio (= /api/pesquisa/relatorios/resultados), with the area and cargo stored at submission and
 * the group-size rule; both databases.
 */
describe.each(bancosHttp())('resultados de pesquisas ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let areaA: number
  let areaB: number
  const posicao = {} as Record<string, number>
  let perfilEmpregado: number
  const pessoas: Array<{ id: number; c: ReturnType<typeof cliente> }> = []

  const admitir = async (n: number, nome: string, areaId: number) => {
    const id = await criarNaApi(adm, 'cargo-salario/colaboradores', {
      nome,
      cpf: cpf(n),
      dataNascimento: '1990-05-10',
      sexo: 'F',
      dataAdmissao: '2021-03-01',
      historico: { ...posicao, areaOrganizacionalId: areaId, tipoSalario: 3, salario: 300_000 },
    })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: `Usuário ${nome}`, cpf: cpf(n + 300), senha: 'segredo1', colaboradorId: id, acessos: [{ empresaId: 1, perfilId: perfilEmpregado }] })
    const c = cliente(amb.app)
    await c.entrar(cpf(n + 300), 'segredo1', 1)
    return { id, c }
  }

  const novaPesquisa = (extra: Record<string, unknown> = {}) => ({
    titulo: 'Clima dos Resultados',
    dataInicio: '2020-01-01',
    dataFim: '2099-12-31',
    anonima: true,
    aspectos: [{ nome: 'Ambiente' }, { nome: 'Liderança' }],
    perguntas: [
      { texto: 'Gosto do meu trabalho', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Ambiente', respostas: [{ texto: 'Sim' }, { texto: 'Não' }] },
      { texto: 'O que valoriza?', tipo: TIPO_MULTIPLA_ESCOLHA, aspecto: 'Ambiente', respostas: [{ texto: 'Colegas' }, { texto: 'Horário' }] },
      { texto: 'Nota ao gestor', tipo: TIPO_NOTA, obrigatoria: true, aspecto: 'Liderança', notaMinima: 0, notaMaxima: 10 },
      { texto: 'Sugestões', tipo: TIPO_SUBJETIVA, aspecto: 'Liderança' },
    ],
    areasOrganizacionaisIds: [areaA, areaB],
    ...extra,
  })

  const responder = async (quem: { c: ReturnType<typeof cliente> }, id: number, sim: boolean, nota: number, sugestao?: string) => {
    const q = (await quem.c.get(`${RESP}/questionario/${id}`)).body
    const [p1, p2, p3, p4] = q.pesquisa.perguntas
    const r = await quem.c.post(`${RESP}/questionario/${id}`, {
      respostas: [
        { perguntaId: p1.id, tipoId: TIPO_OBJETIVA, respostaId: p1.respostas[sim ? 0 : 1].id },
        { perguntaId: p2.id, tipoId: TIPO_MULTIPLA_ESCOLHA, respostasIds: sim ? [p2.respostas[0].id, p2.respostas[1].id] : [p2.respostas[1].id] },
        { perguntaId: p3.id, tipoId: TIPO_NOTA, nota },
        ...(sugestao ? [{ perguntaId: p4.id, tipoId: TIPO_SUBJETIVA, comentario: sugestao }] : []),
      ],
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
  }

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `pesquisas_res_${process.pid}` } : {})
    adm = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    const h = await amb.knex('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId')
    Object.assign(posicao, { estabelecimentoId: Number(h.estabelecimentoId), cargoId: Number(h.cargoId) })
    areaA = await criarNaApi(adm, 'cargo-salario/areas-organizacionais', { nome: 'Área A dos Resultados' })
    areaB = await criarNaApi(adm, 'cargo-salario/areas-organizacionais', { nome: 'Área B dos Resultados' })
    perfilEmpregado = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Empregado (resultados)', autoridades: ['ROLE_MINHAS_PESQUISAS'] })
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Resultados', autoridades: ['ROLE_PESQUISA'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Resultados', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(90), 'segredo1', 1)
    for (const [i, nome] of ['Ana', 'Bia', 'Duda'].entries()) pessoas.push(await admitir(i + 1, `${nome} Resultados`, areaA))
    pessoas.push(await admitir(4, 'Caio Resultados', areaB))
  })
  afterAll(() => amb?.fechar())

  it('anônima: participação, distribuição, médias por aspecto; área e cargo guardados só com a resposta; regra de grupos de 3', async () => {
    const id = await criarNaApi(rh, 'pesquisa/pesquisas', novaPesquisa())
    expect((await rh.put(`${PESQ}/${id}/liberar`, {})).status).toBe(200)
    const antes = await rh.get(`${PESQ}/${id}/resultados`)
    expect(antes.status, JSON.stringify(antes.body)).toBe(200)
    expect(antes.body).toMatchObject({ publico: 4, enviadas: 0, participacao: 0, exibir: false, mensagem: GRUPO_PEQUENO_ANONIMA, perguntas: [] })
    await responder(pessoas[0]!, id, true, 10, 'Mais reuniões')
    await responder(pessoas[1]!, id, false, 6)
    // Two answers of an anonymous survey: still hidden (HR knows who took part).
    expect((await rh.get(`${PESQ}/${id}/resultados`)).body).toMatchObject({ enviadas: 2, exibir: false, mensagem: GRUPO_PEQUENO_ANONIMA })
    await responder(pessoas[2]!, id, true, 8, 'Café melhor')
    await responder(pessoas[3]!, id, false, 4, 'Menos reuniões')
    const r = (await rh.get(`${PESQ}/${id}/resultados`)).body
    expect(r).toMatchObject({ publico: 4, enviadas: 4, participacao: 100, respostas: 4, exibir: true, filtrado: false })
    const [p1, p2, p3, p4] = r.perguntas
    expect(p1.opcoes.map((o: { texto: string; quantidade: number; percentual: number }) => [o.texto, o.quantidade, o.percentual])).toEqual([
      ['Sim', 2, 50],
      ['Não', 2, 50],
    ])
    expect(p2.opcoes.map((o: { quantidade: number }) => o.quantidade)).toEqual([2, 4])
    expect(p3).toMatchObject({ respondidas: 4, media: 7, notaMinima: 0, notaMaxima: 10 })
    expect(p3.notas).toHaveLength(11)
    expect(p3.notas.filter((n: { quantidade: number }) => n.quantidade > 0).map((n: { nota: number }) => n.nota)).toEqual([4, 6, 8, 10])
    expect(p4.comentarios).toEqual(['Café melhor', 'Mais reuniões', 'Menos reuniões'])
    expect(r.aspectos).toEqual([
      { nome: 'Ambiente', media: null, perguntasNota: 0 },
      { nome: 'Liderança', media: 7, perguntasNota: 1 },
    ])
    // The segment went with the anonymous answers, never with the participation.
    const anonimas = await amb.knex('pesquisas_respostas_anonimas').where({ pesquisaId: id }).select('areaOrganizacionalId', 'cargoId')
    expect(anonimas.map((a: { areaOrganizacionalId: number }) => Number(a.areaOrganizacionalId)).sort()).toEqual([areaA, areaA, areaA, areaB].sort())
    expect(anonimas.every((a: { cargoId: number }) => Number(a.cargoId) === posicao['cargoId'])).toBe(true)
    const parts = await amb.knex('colaborador_respostas').where({ pesquisaId: id }).select('areaOrganizacionalId', 'cargoId')
    expect(parts.every((p: { areaOrganizacionalId: unknown; cargoId: unknown }) => p.areaOrganizacionalId === null && p.cargoId === null)).toBe(true)
    // Segments: area A has 3 answers (shown), area B 1 (hidden), cargo filter all 4.
    const a = (await rh.get(`${PESQ}/${id}/resultados?areasOrganizacionaisIds=${areaA}`)).body
    expect(a).toMatchObject({ filtrado: true, respostas: 3, exibir: true })
    expect(a.perguntas[2].media).toBe(8)
    const b = (await rh.get(`${PESQ}/${id}/resultados?areasOrganizacionaisIds=${areaB}`)).body
    expect(b).toMatchObject({ filtrado: true, respostas: 0, exibir: false, mensagem: GRUPO_PEQUENO_RECORTE, perguntas: [], aspectos: [] })
    expect(JSON.stringify(b)).not.toContain('Menos reuniões')
    expect((await rh.get(`${PESQ}/${id}/resultados?cargosIds=${posicao['cargoId']}`)).body).toMatchObject({ respostas: 4, exibir: true })
    expect((await rh.get(`${PESQ}/${id}/resultados?cargosIds=${posicao['cargoId']}&areasOrganizacionaisIds=${areaB}`)).body.exibir).toBe(false)
    // The consulta's JSON follows the same rule.
    const consulta = await rh.get(`/api/pesquisa/consultas/resultados?questionarioId=${id}&areasOrganizacionaisIds=${areaB}`)
    expect(consulta.status).toBe(200)
    expect(JSON.stringify(consulta.body)).not.toContain('Menos reuniões')
    expect(JSON.stringify(consulta.body)).toContain(GRUPO_PEQUENO_RECORTE)

    // The report: PDF and XLSX, through the spec's path and the engine's.
    const rel = clienteRelatorios(amb.app, () => rh.cookie, 'pesquisa')
    const g = await rel.gerar('resultados', { questionarioId: id })
    expect(g.pdf).toContain('Resultados da Pesquisa')
    expect(g.pdf).toContain('Clima dos Resultados')
    expect(g.pdf).toContain('Menos reuniões')
    expect(g.xlsx).toEqual(expect.arrayContaining(['Sim | 2 | 0.5', 'Média das notas (de 0 a 10) | 4 |  | 7', 'Liderança |  |  | 7', 'Questionários enviados | 4 | 1']))
    const seg = await rel.gerar('resultados', { questionarioId: id, areasOrganizacionaisIds: [areaB] })
    expect(seg.pdf).toContain(GRUPO_PEQUENO_RECORTE.slice(0, 40))
    expect(seg.pdf).not.toContain('Menos reuniões')
    const spec = await amb.app.request('/api/pesquisa/relatorio?formato=pdf', {
      method: 'POST',
      headers: { cookie: rh.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ questionarioId: id }),
    })
    expect(spec.status).toBe(200)
    expect(spec.headers.get('content-type')).toContain('application/pdf')
    expect(await rel.erros('resultados', {})).toEqual([{ field: 'questionarioId', message: 'Pesquisa é obrigatória' }])
    expect(await rel.erros('resultados', { questionarioId: id, cargosIds: 'x' })).toEqual([{ field: 'cargosIds', message: expect.any(String) }])
  })

  it('identificada: segmento guardado na participação; 401, 403, 404 e a pesquisa de outra empresa', async () => {
    const id = await criarNaApi(rh, 'pesquisa/pesquisas', novaPesquisa({ titulo: 'Identificada dos Resultados', anonima: false }))
    await rh.put(`${PESQ}/${id}/liberar`, {})
    await responder(pessoas[0]!, id, true, 9)
    // Identified, unfiltered: shown from the first answer; a segment still needs 3.
    expect((await rh.get(`${PESQ}/${id}/resultados`)).body).toMatchObject({ respostas: 1, exibir: true, participacao: 25 })
    expect((await rh.get(`${PESQ}/${id}/resultados?areasOrganizacionaisIds=${areaA}`)).body).toMatchObject({ exibir: false, mensagem: GRUPO_PEQUENO_RECORTE })
    const part = await amb.knex('colaborador_respostas').where({ pesquisaId: id }).first('areaOrganizacionalId', 'cargoId')
    expect([Number(part.areaOrganizacionalId), Number(part.cargoId)]).toEqual([areaA, posicao['cargoId']])
    expect((await anonimo.get(`${PESQ}/${id}/resultados`)).status).toBe(401)
    expect((await pessoas[0]!.c.get(`${PESQ}/${id}/resultados`)).status).toBe(403)
    const rel403 = await amb.app.request('/api/pesquisa/relatorio', {
      method: 'POST',
      headers: { cookie: pessoas[0]!.c.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ questionarioId: id }),
    })
    expect(rel403.status).toBe(403)
    expect((await rh.get(`${PESQ}/999999/resultados`)).status).toBe(404)
    const clone = await adm.post(`${PESQ}/${id}/clone`, { empresas: [2] })
    const outra = clone.body[0].id as number
    expect((await rh.get(`${PESQ}/${outra}/resultados`)).status).toBe(404)
    await clienteRelatorios(amb.app, () => rh.cookie, 'pesquisa').semDados('resultados', { questionarioId: outra })
    expect((await rh.get(`${PESQ}/${id}/resultados?areasOrganizacionaisIds=abc`)).status).toBe(200)
  })
})
