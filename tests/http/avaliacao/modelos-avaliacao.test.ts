import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA } from '../../../core/shared/questionario.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const MOD = '/api/avaliacao/modelos-avaliacao'

const cpf = (n: number) => {
  const corpo = String(730_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}

/**
 * Evaluation models (issue 15 "Models and questions"): /api/avaliacao/modelos-avaliacao with the questionnaire
 * sub-routes shared with surveys, the lock once answered, removal refused, clone, print, the lists of §7. Both databases:
 * the answers are counted over the participants and the anonymous store.
 */
describe.each(bancosHttp())('modelos de avaliação ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let periodo: number
  let colaboradores: number[]

  const novoModelo = (extra: Record<string, unknown> = {}) => ({
    titulo: 'Desempenho anual',
    tipo: 'D',
    ativo: true,
    percentualMinimoAprovacao: 70,
    aspectos: [{ nome: 'Entregas' }, { nome: 'Comportamento' }],
    perguntas: [
      { texto: 'Cumpre os prazos combinados', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Entregas', respostas: [{ texto: 'Sempre', peso: 10 }, { texto: 'Às vezes', peso: 5 }, { texto: 'Raramente', peso: 0 }] },
      { texto: 'Qualidade das entregas', tipo: TIPO_NOTA, aspecto: 'Entregas' },
      { texto: 'Pontos fortes', tipo: TIPO_MULTIPLA_ESCOLHA, aspecto: 'Comportamento', respostas: [{ texto: 'Colaboração' }, { texto: 'Iniciativa' }] },
      { texto: 'Comentários', tipo: TIPO_SUBJETIVA, aspecto: 'Comportamento' },
    ],
    ...extra,
  })

  /** A performance evaluation using the model, with one pair in the given state (a draft is an answer too). */
  const avaliacaoCom = async (modeloId: number, situacao: 'N' | 'P' | 'R') => {
    const av = await criarNaApi(rh, 'avaliacao/avaliacoes-desempenho', {
      titulo: `Ciclo ${modeloId} ${situacao}`,
      dataIni: '2026-01-01',
      dataFim: '2026-12-31',
      tipo: '1.0',
      modeloAvaliacaoId: modeloId,
      permiteAutoAvaliacao: false,
      anonima: false,
    })
    const [ad, ar] = colaboradores as [number, number]
    const [p] = await amb.knex('participantes_avaliacao_desempenho').insert({ empresaId: 1, avaliacaoDesempenhoId: av, avaliadoId: ad, avaliadorId: ar, papel: 'R', situacao }, ['id'])
    return { av, participante: Number(typeof p === 'object' ? p.id : p) }
  }

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `modelos_av_${process.pid}` } : {})
    adm = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Avaliação (modelos)', autoridades: ['ROLE_AVALIACAO'] })
    const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem Avaliação (modelos)', autoridades: ['ROLE_MINHAS_AVALIACOES'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Avaliação', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Avaliação', cpf: cpf(2), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(2), 'segredo1', 1)
    periodo = await criarNaApi(rh, 'avaliacao/periodos-experiencia', { nome: 'Experiência 45 dias', dias: 45 })
    colaboradores = (await amb.knex('colaboradores').where('empresaId', 1).orderBy('id').limit(2).select('id')).map((r: { id: number }) => Number(r.id))
  }, 300_000)
  afterAll(() => amb?.fechar())

  it('cadastra modelos D e A; o período é obrigatório no tipo A; 400 por campo; 401; 403; 404', async () => {
    const r = await rh.post(MOD, novoModelo())
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body.perguntas.map((p: { id: number; ordem: number; aspecto: string }) => [p.id, p.ordem, p.aspecto])).toEqual([
      [1, 1, 'Entregas'],
      [2, 2, 'Entregas'],
      [3, 3, 'Comportamento'],
      [4, 4, 'Comportamento'],
    ])
    expect(r.body.perguntas[1]).toMatchObject({ notaMinima: 1, notaMaxima: 10, peso: 1 })
    const semPeriodo = await rh.post(MOD, novoModelo({ tipo: 'A' }))
    expect(semPeriodo.status).toBe(400)
    expect(semPeriodo.body.errors).toEqual([{ field: 'periodoExperienciaId', message: 'Período de Acompanhamento de Experiência é obrigatório' }])
    expect((await rh.post(MOD, novoModelo({ tipo: 'A', periodoExperienciaId: periodo }))).status).toBe(201)
    const ruim = await rh.post(MOD, novoModelo({ titulo: 'x'.repeat(251), perguntas: [{ tipo: TIPO_SUBJETIVA }] }))
    expect(ruim.status).toBe(400)
    expect(ruim.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'titulo', message: 'Título deve ter no máximo 250 caracteres' },
        { field: 'perguntas.0.texto', message: 'Pergunta é obrigatória' },
      ]),
    )
    const semOpcao = await rh.post(MOD, novoModelo({ perguntas: [{ tipo: TIPO_OBJETIVA, texto: 'Sem opções' }] }))
    expect(semOpcao.body.errors).toEqual([{ field: 'perguntas.0.respostas', message: 'Opção de resposta é obrigatória' }])
    expect((await anonimo.get(MOD)).status).toBe(401)
    expect((await semPermissao.post(MOD, novoModelo())).status).toBe(403)
    expect((await rh.get(`${MOD}/999999`)).status).toBe(404)
  })

  it('aspectos e perguntas pelas sub-rotas compartilhadas com as pesquisas; lote numa transação', async () => {
    const id = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', novoModelo({ titulo: 'Sub-rotas', aspectos: [], perguntas: [] }))
    expect((await rh.post(`${MOD}/${id}/aspectos`, { nome: 'Entregas' })).body).toEqual({ id: 1, nome: 'Entregas' })
    expect((await rh.get(`${MOD}/${id}/aspectos?nome=entreg`)).body).toEqual([{ id: 1, nome: 'Entregas' }])
    const sem = await rh.post(`${MOD}/${id}/perguntas`, { texto: 'Sem opções', tipo: TIPO_OBJETIVA })
    expect(sem.status).toBe(400)
    expect(sem.body.errors).toEqual([{ field: 'respostas', message: 'Opção de resposta é obrigatória' }])
    expect((await rh.post(`${MOD}/${id}/perguntas`, { tipo: TIPO_NOTA })).body.errors).toEqual([{ field: 'texto', message: 'Pergunta é obrigatória' }])
    const p1 = await rh.post(`${MOD}/${id}/perguntas`, { texto: 'Entrega no prazo', tipo: TIPO_OBJETIVA, aspecto: 'Entregas', respostas: [{ texto: 'Sim', peso: 1 }, { texto: 'Não', peso: 0 }] })
    expect(p1.status, JSON.stringify(p1.body)).toBe(201)
    expect((await rh.get(`${MOD}/${id}/perguntas/proxima-ordem`)).body).toBe(2)
    expect((await rh.get(`${MOD}/${id}/perguntas/respostas-sugeridas`)).body).toEqual([[{ texto: 'Sim', peso: 1 }, { texto: 'Não', peso: 0 }]])
    // Batch: one invalid question refuses all, with its index in the field.
    const loteRuim = await rh.post(`${MOD}/perguntas/batch`, { avaliacaoId: id, perguntas: [{ texto: 'Boa', tipo: TIPO_NOTA }, { texto: 'Sem opções', tipo: TIPO_MULTIPLA_ESCOLHA }] })
    expect(loteRuim.status).toBe(400)
    expect(loteRuim.body.errors).toEqual([{ field: 'perguntas.1.respostas', message: 'Opção de resposta é obrigatória' }])
    expect((await rh.get(`${MOD}/${id}/perguntas`)).body).toHaveLength(1)
    expect((await rh.post(`${MOD}/perguntas/batch`, { perguntas: [] })).body.errors).toEqual(
      expect.arrayContaining([{ field: 'avaliacaoId', message: 'Questionário é obrigatório' }, { field: 'perguntas', message: 'Informe ao menos uma pergunta' }]),
    )
    const lote = await rh.post(`${MOD}/perguntas/batch`, { avaliacaoId: id, perguntas: [{ texto: 'Nota geral', tipo: TIPO_NOTA }, { texto: 'Observações', tipo: TIPO_SUBJETIVA, aspecto: 'entregas' }] })
    expect(lote.status, JSON.stringify(lote.body)).toBe(201)
    expect(lote.body.map((p: { ordem: number; texto: string; aspecto?: string }) => [p.ordem, p.texto, p.aspecto ?? null])).toEqual([
      [2, 'Nota geral', null],
      [3, 'Observações', 'Entregas'],
    ])
    const movida = await rh.patch(`${MOD}/${id}/perguntas/${lote.body[1].id}/ordem`, { ordem: 1 })
    expect(movida.body.map((p: { texto: string }) => p.texto)).toEqual(['Observações', 'Entrega no prazo', 'Nota geral'])
    expect((await rh.post(`${MOD}/${id}/ordem-aleatoria`)).body.map((p: { ordem: number }) => p.ordem)).toEqual([1, 2, 3])
    expect((await rh.get(`${MOD}/${id}/perguntas?aspecto=Entregas`)).body).toHaveLength(2)
    expect((await rh.put(`${MOD}/${id}/perguntas/${p1.body.id}`, { texto: 'Entrega no prazo combinado', tipo: TIPO_NOTA })).body).toMatchObject({ id: p1.body.id, tipo: TIPO_NOTA })
    expect((await rh.delete(`${MOD}/${id}/aspectos/1`)).body.message).toBe('Aspecto usado por perguntas deste questionário')
    expect((await rh.get(`${MOD}/${id}/perguntas/999`)).status).toBe(404)
    expect((await rh.get(`${MOD}/${id}/perguntas/quantidade-perguntas-respondidas`)).body).toBe(0)
    expect((await semPermissao.post(`${MOD}/${id}/aspectos`, { nome: 'X' })).status).toBe(403)
    expect((await semPermissao.post(`${MOD}/perguntas/batch`, { avaliacaoId: id, perguntas: [{ texto: 'X', tipo: TIPO_NOTA }] })).status).toBe(403)
    expect((await anonimo.get(`${MOD}/${id}/perguntas`)).status).toBe(401)
    expect((await rh.post(`${MOD}/perguntas/batch`, { avaliacaoId: 999999, perguntas: [{ texto: 'X', tipo: TIPO_NOTA }] })).status).toBe(404)
  })

  it('respondido (rascunho, enviado ou anônimo): perguntas e aspectos travados, exclusão recusada; usado por avaliação: exclusão recusada', async () => {
    const livre = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', novoModelo({ titulo: 'Livre' }))
    expect((await rh.delete(`${MOD}/${livre}?tipo=D`)).status).toBe(200)
    expect((await rh.get(`${MOD}/${livre}`)).status).toBe(404)

    const usado = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', novoModelo({ titulo: 'Usado' }))
    await avaliacaoCom(usado, 'N')
    const emUso = await rh.delete(`${MOD}/${usado}?tipo=D`)
    expect(emUso.status).toBe(400)
    expect(emUso.body.message).toBe('O modelo de avaliação é usado por avaliações de desempenho e não pode ser excluído')
    // Not answered yet: the questions still change.
    expect((await rh.post(`${MOD}/${usado}/perguntas`, { texto: 'Nova', tipo: TIPO_NOTA })).status).toBe(201)

    const respondido = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', novoModelo({ titulo: 'Respondido' }))
    await avaliacaoCom(respondido, 'P')
    expect((await rh.get(`${MOD}/${respondido}/perguntas/quantidade-perguntas-respondidas`)).body).toBe(1)
    const travada = await rh.post(`${MOD}/${respondido}/perguntas`, { texto: 'Nova', tipo: TIPO_NOTA })
    expect(travada.status).toBe(400)
    expect(travada.body.errors).toEqual([{ field: 'perguntas', message: 'O modelo de avaliação já possui respostas: perguntas e aspectos não podem mais ser alterados' }])
    expect((await rh.post(`${MOD}/${respondido}/aspectos`, { nome: 'Outro' })).body.errors).toEqual([
      { field: 'aspectos', message: 'O modelo de avaliação já possui respostas: perguntas e aspectos não podem mais ser alterados' },
    ])
    // What is not the questionnaire still changes.
    const atual = (await rh.get(`${MOD}/${respondido}`)).body
    expect((await rh.put(`${MOD}/${respondido}`, { ...atual, titulo: 'Respondido (revisto)', ativo: false })).status).toBe(200)
    const recusa = await rh.delete(`${MOD}/${respondido}?tipo=D`)
    expect(recusa.status).toBe(400)
    expect(recusa.body.message).toBe('O modelo de avaliação já possui respostas e não pode ser excluído')

    // An anonymous answer (stored without the pair) counts too.
    const anonimoModelo = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', novoModelo({ titulo: 'Anônimo' }))
    const { av, participante } = await avaliacaoCom(anonimoModelo, 'N')
    await amb.knex('participantes_avaliacao_desempenho').where('id', participante).update({ situacao: 'N' })
    await amb.knex('avaliacoes_desempenho_respostas_anonimas').insert({ id: 987_654_321, empresaId: 1, avaliacaoDesempenhoId: av, avaliadoId: colaboradores[0], papel: 'R', respostas: '[]', competencias: '[]' })
    expect((await rh.get(`${MOD}/${anonimoModelo}/perguntas/quantidade-perguntas-respondidas`)).body).toBe(1)
    expect((await rh.delete(`${MOD}/${anonimoModelo}/perguntas/1`)).status).toBe(400)
    expect((await rh.delete(`${MOD}/${anonimoModelo}`)).body.message).toBe('O modelo de avaliação já possui respostas e não pode ser excluído')
  })

  it('clona para outra empresa (corpo ou query empresas), levando o período pelo nome; a outra empresa não é vista', async () => {
    const id = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', novoModelo({ titulo: 'Experiência para clonar', tipo: 'A', periodoExperienciaId: periodo }))
    const clone = await adm.post(`${MOD}/${id}?empresas=2`)
    expect(clone.status, JSON.stringify(clone.body)).toBe(201)
    expect(clone.body[0]).toMatchObject({ empresaId: 2, titulo: 'Experiência para clonar', tipo: 'A' })
    expect(clone.body[0].perguntas).toHaveLength(4)
    const periodo2 = (await adm.get(`/api/avaliacao/periodos-experiencia/${clone.body[0].periodoExperienciaId}`)).body
    expect(periodo2).toMatchObject({ empresaId: 2, nome: 'Experiência 45 dias', dias: 45 })
    // A second copy reuses the period made by the first.
    const outra = await adm.post(`${MOD}/${id}`, { empresas: [2] })
    expect(outra.body[0].periodoExperienciaId).toBe(periodo2.id)
    expect((await adm.post(`${MOD}/${id}`, { empresas: [] })).body.errors).toEqual([{ field: 'empresas', message: 'Selecione ao menos uma empresa' }])
    expect((await adm.post(`${MOD}/${id}?empresas=x`)).status).toBe(400)
    // The company-1 HR user neither sees company 2's copy nor may copy into it.
    expect((await rh.get(`${MOD}/${clone.body[0].id}`)).status).toBe(404)
    expect((await rh.get(`${MOD}/${clone.body[0].id}/perguntas`)).status).toBe(404)
    expect((await rh.delete(`${MOD}/${clone.body[0].id}`)).status).toBe(404)
    expect((await rh.post(`${MOD}/${id}`, { empresas: [2] })).status).toBe(403)
    expect((await semPermissao.post(`${MOD}/${id}`, { empresas: [1] })).status).toBe(403)
  })

  it('imprime o questionário em branco (avaliacao.pdf); lista os ativos por tipo; questionário e experiências', async () => {
    const d = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', novoModelo({ titulo: 'AAA Desempenho ativo' }))
    await criarNaApi(rh, 'avaliacao/modelos-avaliacao', novoModelo({ titulo: 'AAA Desempenho inativo', ativo: false }))
    const a = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', novoModelo({ titulo: 'AAA Experiência', tipo: 'A', periodoExperienciaId: periodo }))
    const pdf = await rh.post(`${MOD}/relatorio`, { avaliacaoId: d, agruparPorAspecto: true })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
    expect(pdf.headers.get('content-disposition')).toContain('avaliacao.pdf')
    expect(String(pdf.body).startsWith('%PDF')).toBe(true)
    expect((await rh.post(`${MOD}/relatorio`, {})).body.errors).toEqual([{ field: 'avaliacaoId', message: 'Modelo de Avaliação é obrigatório' }])
    expect((await rh.post(`${MOD}/relatorio`, { avaliacaoId: 999999 })).status).toBe(404)
    const desempenho = (await rh.get(`${MOD}/tipo-desempenho`)).body.map((m: { titulo: string }) => m.titulo)
    expect(desempenho).toContain('AAA Desempenho ativo')
    expect(desempenho).not.toContain('AAA Desempenho inativo')
    expect(desempenho).not.toContain('AAA Experiência')
    const ativos = (await rh.get(`${MOD}/ativa?tipo=A`)).body
    expect(ativos.every((m: { tipo: string; ativo: boolean }) => m.tipo === 'A' && m.ativo)).toBe(true)
    expect(ativos.map((m: { id: number }) => m.id)).toContain(a)
    const q = await semPermissao.get(`${MOD}/questionario?questionarioId=${d}`)
    expect(q.status).toBe(200)
    expect(q.body).toMatchObject({ id: d, tipo: 'D', aspectos: [{ id: 1, nome: 'Entregas' }, { id: 2, nome: 'Comportamento' }] })
    expect(q.body.perguntas).toHaveLength(4)
    expect((await rh.get(`${MOD}/questionario`)).body.errors).toEqual([{ field: 'questionarioId', message: 'Questionário é obrigatório' }])
    expect((await rh.get(`${MOD}/questionario?questionarioId=abc`)).body.errors).toEqual([{ field: 'questionarioId', message: 'Questionário inválido' }])
    expect((await rh.get(`${MOD}/experiencias?avaliacaoId=${a}`)).body.id).toBe(a)
    expect((await rh.get(`${MOD}/experiencias?avaliacaoId=${d}`)).status).toBe(404)
    // /pesquisa/questionarios lists them with their types (D and A), active as released, their answers counted.
    const q1 = (await adm.get('/api/pesquisa/questionarios?titulo=AAA&tipo=avaliacao-desempenho')).body
    expect(q1.itens.map((i: { id: number; nomeTipo: string; liberado: boolean }) => [i.id, i.nomeTipo, i.liberado])).toEqual([
      [d, 'Avaliação de Desempenho', true],
      [expect.any(Number), 'Avaliação de Desempenho', false],
    ])
    expect(q1.itens[0]).toMatchObject({ respostas: 0, tela: `/avaliacao/modelos-avaliacao/${d}` })
    const q2 = (await adm.get('/api/pesquisa/questionarios?titulo=AAA&tipo=acompanhamento-experiencia')).body
    expect(q2.itens.map((i: { id: number; nomeTipo: string }) => [i.id, i.nomeTipo])).toEqual([[a, 'Acompanhamento de Experiência']])
    // The demo's models: the performance one with its three aspects, a follow-up model per period.
    const demo = (await rh.get(`${MOD}/tipo-desempenho`)).body.find((m: { titulo: string }) => m.titulo === 'Avaliação de Desempenho 2026')
    const completo = (await rh.get(`${MOD}/questionario?questionarioId=${demo.id}`)).body
    expect(completo.aspectos.map((x: { nome: string }) => x.nome)).toEqual(['Entregas', 'Comportamento', 'Desenvolvimento'])
    expect(new Set(completo.perguntas.map((p: { tipo: number }) => p.tipo))).toEqual(new Set([TIPO_OBJETIVA, TIPO_SUBJETIVA, TIPO_NOTA, TIPO_MULTIPLA_ESCOLHA]))
    expect((await rh.get(`${MOD}/ativa?tipo=A`)).body.map((m: { titulo: string }) => m.titulo)).toEqual(
      expect.arrayContaining(['Acompanhamento de Experiência — 45 dias', 'Acompanhamento de Experiência — 90 dias']),
    )
    expect((await anonimo.get(`${MOD}/ativa`)).status).toBe(401)
    expect((await anonimo.post(`${MOD}/relatorio`, { avaliacaoId: d })).status).toBe(401)
  })
})
