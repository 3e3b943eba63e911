import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'

const AVALIACOES = '/api/captacao/avaliacoes'
const MODELOS = '/api/captacao/modelos-avaliacao-candidato'

let amb: AmbienteTeste
let admin: ReturnType<typeof cliente>
const ids = { candidato: 0, candidatoNorte: 0, etapa: 0, etapaNorte: 0, solicitacao: 0, modelo: 0, vinculo: 0 }
let perguntas: any[]

const inserir = (tabela: string, linha: Record<string, unknown>) => inserirLinha(amb.knex, tabela, linha)

const MODELO = {
  titulo: 'Entrevista com RH',
  percentualMinimoAprovacao: 60,
  perguntas: [
    { texto: 'Comunicação', tipo: 1, obrigatoria: true, peso: 2, respostas: [{ texto: 'Ruim', peso: 0 }, { texto: 'Boa', peso: 1 }, { texto: 'Ótima', peso: 2 }] },
    { texto: 'Competências', tipo: 5, obrigatoria: true, respostas: [{ texto: 'Equipe', peso: 1 }, { texto: 'Liderança', peso: 1 }] },
    { texto: 'Experiência', tipo: 4, obrigatoria: true, notaMinima: 0, notaMaxima: 10, exigirComentario: true, comentario: 'Justifique a sua resposta:' },
    { texto: 'Observações', tipo: 3, peso: 0 },
  ],
}

/** Answers: option index of Q1, how many of Q2, grade of Q3, text of Q4. */
const respostas = (o1: number | undefined, n2: number, nota: number | undefined, texto?: string) => [
  { perguntaId: perguntas[0].id, tipoId: 1, ...(o1 === undefined ? {} : { respostaId: perguntas[0].respostas[o1].id }) },
  { perguntaId: perguntas[1].id, tipoId: 5, respostasIds: perguntas[1].respostas.slice(0, n2).map((o: any) => o.id) },
  { perguntaId: perguntas[2].id, tipoId: 4, ...(nota === undefined ? {} : { nota, comentario: 'Experiência comprovada' }) },
  { perguntaId: perguntas[3].id, tipoId: 3, ...(texto ? { comentario: texto } : {}) },
]

const corpo = (o: Record<string, unknown> = {}) => ({
  candidatoId: ids.candidato,
  solicitacaoId: ids.solicitacao,
  etapaSeletivaId: ids.etapa,
  modeloId: ids.modelo,
  data: '2025-04-01',
  respostas: respostas(2, 2, 8, 'Boa postura'),
  ...o,
})

beforeAll(async () => {
  amb = await criarAmbiente()
  admin = cliente(amb.app)
  await admin.entrar()
  ids.candidato = await inserir('candidatos', { empresaId: 1, nome: 'Carla Candidata' })
  ids.candidatoNorte = await inserir('candidatos', { empresaId: 2, nome: 'Nelson Norte' })
  ids.etapa = Number((await amb.knex('etapas_seletivas').where({ empresaId: 1 }).orderBy('ordem').first('id')).id)
  ids.etapaNorte = await inserir('etapas_seletivas', { empresaId: 2, ordem: 1, nome: 'Entrevista' })
  ids.solicitacao = await inserir('solicitacoes_pessoal', { empresaId: 1, descricao: 'Analista', data: '2025-03-10', horarioComercial: '08h às 17h', status: 'A' })
  ids.vinculo = await inserir('candidato_solicitacao', { empresaId: 1, solicitacaoId: ids.solicitacao, candidatoId: ids.candidato, etapaSeletivaId: ids.etapa })
  const m = await admin.post(MODELOS, MODELO)
  expect(m.status).toBe(201)
  ids.modelo = m.body.id
  perguntas = m.body.perguntas
})
afterAll(() => amb.fechar())

describe('avaliações de candidatos', () => {
  it('201: registra, copia as perguntas do modelo e calcula o resultado; aprovado pelo mínimo do modelo', async () => {
    const r = await admin.post(AVALIACOES, corpo())
    expect(r.status).toBe(201)
    // 2×2/2 + 1×2/2 + 1×8/10 = 3.8 of 4 → 95 %
    expect(r.body).toMatchObject({ pontuacao: 3.8, pontuacaoMaxima: 4, percentual: 95, aprovado: true, respondidaParcialmente: false, empresaId: 1 })
    expect(r.body.perguntas).toEqual(perguntas)
    expect(r.body.respostas[3]).toEqual({ perguntaId: perguntas[3].id, tipoId: 3, comentario: 'Boa postura' })
    const reprovado = await admin.post(AVALIACOES, corpo({ respostas: respostas(0, 1, 2) }))
    // 0 + 1×1/2 + 1×2/10 = 0.7 of 4 → 17.5 %
    expect(reprovado.body).toMatchObject({ percentual: 17.5, aprovado: false })
    const lista = await admin.get(`${AVALIACOES}?unpaged=true&candidatoId=${ids.candidato}`)
    expect(lista.body).toHaveLength(2)
    expect((await admin.get(`${AVALIACOES}?unpaged=true&aprovado=true&candidatoId=${ids.candidato}`)).body).toHaveLength(1)
  })

  it('campos calculados enviados pelo cliente são ignorados', async () => {
    const r = await admin.post(AVALIACOES, corpo({ percentual: 100, aprovado: true, perguntas: 'lixo', pontuacao: 999, respostas: respostas(0, 1, 0) }))
    expect(r.status).toBe(201)
    // 0 + 1×1/2 + 1×0/10 = 0.5 of 4 → 12.5 %
    expect(r.body).toMatchObject({ percentual: 12.5, aprovado: false, pontuacao: 0.5 })
  })

  it('400: campos obrigatórios; respostas obrigatórias por posição da pergunta; opções de outra pergunta', async () => {
    const vazio = await admin.post(AVALIACOES, {})
    expect(vazio.status).toBe(400)
    expect(vazio.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'candidatoId', message: 'Candidato é obrigatório' },
        { field: 'etapaSeletivaId', message: 'Etapa Seletiva é obrigatória' },
        { field: 'modeloId', message: 'Modelo de Avaliação é obrigatório' },
        { field: 'data', message: 'Data é obrigatória' },
      ]),
    )
    const faltando = await admin.post(AVALIACOES, corpo({ respostas: respostas(undefined, 0, undefined) }))
    expect(faltando.body).toMatchObject({ code: 'FIELD_VALIDATION_VIOLATION', message: 'Preencha os campos indicados' })
    expect(faltando.body.errors).toEqual([
      { field: 'respostas.0.respostaId', message: 'Selecione uma opção de resposta' },
      { field: 'respostas.1.respostasIds', message: 'Selecione ao menos uma opção de resposta' },
      { field: 'respostas.2.nota', message: 'Nota é obrigatória' },
      { field: 'respostas.2.comentario', message: 'Comentário é obrigatório' },
    ])
    const errada = await admin.post(AVALIACOES, corpo({ respostas: [{ perguntaId: perguntas[0].id, tipoId: 1, respostaId: 999 }, { perguntaId: perguntas[2].id, tipoId: 4, nota: 11 }] }))
    expect(errada.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'respostas.0.respostaId', message: 'Opção de resposta inválida' },
        { field: 'respostas.2.nota', message: 'A nota deve estar entre 0 e 10' },
      ]),
    )
    const alheia = await admin.post(AVALIACOES, corpo({ respostas: [{ perguntaId: 4242, tipoId: 1 }] }))
    expect(alheia.body.errors).toEqual([{ field: 'respostas.0.perguntaId', message: 'Pergunta não pertence a este questionário' }])
    const malformada = await admin.post(AVALIACOES, corpo({ respostas: [{ tipoId: 'x' }] }))
    expect(malformada.body.errors).toEqual([
      { field: 'respostas.0.perguntaId', message: 'Pergunta é obrigatória' },
      { field: 'respostas.0.tipoId', message: 'Tipo inválido' },
    ])
    expect((await admin.post(AVALIACOES, corpo({ data: '2025-02-30' }))).body.errors).toEqual([{ field: 'data', message: 'Data inválida' }])
    expect((await admin.post(AVALIACOES, '[]')).status).toBe(400)
  })

  it('rascunho (respondidaParcialmente) dispensa as obrigatórias, mas não a validade das respostas', async () => {
    const r = await admin.post(AVALIACOES, corpo({ respondidaParcialmente: true, respostas: [{ perguntaId: perguntas[2].id, tipoId: 4, nota: 5 }] }))
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ respondidaParcialmente: true, percentual: 12.5 })
    expect(r.body.respostas).toHaveLength(4)
    const ruim = await admin.post(AVALIACOES, corpo({ respondidaParcialmente: true, respostas: [{ perguntaId: perguntas[2].id, tipoId: 4, nota: 50 }] }))
    expect(ruim.status).toBe(400)
  })

  it('modelo inativo ou sem perguntas não serve para nova avaliação; alterar o modelo não muda avaliação registrada', async () => {
    const m = (await admin.post(MODELOS, { ...MODELO, titulo: 'Modelo que muda' })).body
    const a = (await admin.post(AVALIACOES, corpo({ modeloId: m.id }))).body
    expect(a.percentual).toBe(95)
    // the model loses a question and is deactivated
    const alterado = await admin.put(`${MODELOS}/${m.id}`, { titulo: 'Modelo que muda', ativo: false, percentualMinimoAprovacao: 70, perguntas: m.perguntas.slice(1) })
    expect(alterado.status).toBe(200)
    expect((await admin.post(AVALIACOES, corpo({ modeloId: m.id }))).body.errors).toEqual([{ field: 'modeloId', message: 'Modelo de avaliação inativo' }])
    // the recorded evaluation is still judged against its own copy of the questions
    const put = await admin.put(`${AVALIACOES}/${a.id}`, { ...a, respostas: respostas(1, 2, 10) })
    expect(put.status).toBe(200)
    expect(put.body.perguntas).toHaveLength(4)
    // the model's current minimum (70) decides
    expect(put.body).toMatchObject({ percentual: 75, aprovado: true })
    const vazio = (await admin.post(MODELOS, { titulo: 'Sem perguntas' })).body
    expect((await admin.post(AVALIACOES, corpo({ modeloId: vazio.id }))).body.errors).toEqual([{ field: 'modeloId', message: 'O modelo de avaliação não possui perguntas' }])
  })

  it('numa solicitação, só candidato vinculado a ela (vínculo ativo); sem solicitação, qualquer candidato da empresa', async () => {
    const outro = await inserir('candidatos', { empresaId: 1, nome: 'Otávio Outro' })
    const r = await admin.post(AVALIACOES, corpo({ candidatoId: outro }))
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'candidatoId', message: 'O candidato não está vinculado a esta solicitação de pessoal' }])
    const avulsa = await admin.post(AVALIACOES, corpo({ candidatoId: outro, solicitacaoId: null }))
    expect(avulsa.status).toBe(201)
    expect(avulsa.body.solicitacaoId).toBeNull()
    const removido = await inserir('candidato_solicitacao', { empresaId: 1, solicitacaoId: ids.solicitacao, candidatoId: outro, removedAt: '2025-01-01T00:00:00.000Z' })
    expect(removido).toBeGreaterThan(0)
    expect((await admin.post(AVALIACOES, corpo({ candidatoId: outro }))).status).toBe(400)
  })

  it('PUT …/historico/{id}/data-hora-expiracao: prazo das avaliações da etapa (spec 000 §7.4)', async () => {
    const h = await inserir('historico', { empresaId: 1, candidatoSolicitacaoId: ids.vinculo, solicitacaoId: ids.solicitacao, candidatoId: ids.candidato, etapaSeletivaId: ids.etapa, data: '2025-04-01' })
    const url = `/api/captacao/historico/${h}/data-hora-expiracao`
    const r = await admin.put(url, { dataHoraExpiracao: '2025-04-10T18:00' })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ id: h, dataHoraExpiracao: '2025-04-10T21:00:00.000Z', data: '2025-04-01', candidatoId: ids.candidato })
    expect((await admin.put(url, { dataHoraExpiracao: '2025-04-10T12:00:00Z' })).body.dataHoraExpiracao).toBe('2025-04-10T12:00:00.000Z')
    expect((await admin.put(url, { dataHoraExpiracao: null })).body.dataHoraExpiracao).toBeNull()
    for (const ruim of ['amanhã', '2025-02-30T10:00', '2025-04-10T25:00', 5]) {
      const x = await admin.put(url, { dataHoraExpiracao: ruim })
      expect(x.status).toBe(400)
      expect(x.body.errors).toEqual([{ field: 'dataHoraExpiracao', message: 'Data/hora de expiração inválida' }])
    }
    expect((await admin.put('/api/captacao/historico/999999/data-hora-expiracao', { dataHoraExpiracao: null })).status).toBe(404)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.put(url, { dataHoraExpiracao: null })).status).toBe(403)
    expect((await cliente(amb.app).put(url, { dataHoraExpiracao: null })).status).toBe(401)
  })

  it('modelo em uso não pode ser removido', async () => {
    const r = await admin.delete(`${MODELOS}/${ids.modelo}`)
    expect(r.status).toBe(400)
    expect(r.body.message).toMatch(/^Não é possível remover: o registro está em uso em /)
  })

  it('401, 403 sem a permissão de avaliações, 404', async () => {
    const anonimo = cliente(amb.app)
    expect((await anonimo.get(AVALIACOES)).status).toBe(401)
    expect((await anonimo.post(AVALIACOES, corpo())).status).toBe(401)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.get(AVALIACOES)).status).toBe(403)
    expect((await restrita.post(AVALIACOES, corpo())).status).toBe(403)
    expect((await restrita.put(`${AVALIACOES}/1`, corpo())).status).toBe(403)
    expect((await admin.get(`${AVALIACOES}/999999`)).status).toBe(404)
    expect((await admin.put(`${AVALIACOES}/999999`, corpo())).status).toBe(404)
    expect((await admin.put(`${AVALIACOES}/abc`, corpo())).status).toBe(404)
  })

  it('outra empresa: modelo, etapa e candidato da Filial Norte não servem; avaliação dela não é vista por quem só vê a empresa 1', async () => {
    const [m] = await amb.knex('modelos_avaliacao_candidato').insert({ empresaId: 2, titulo: 'Norte', perguntas: JSON.stringify(perguntas) }).returning('id')
    const modeloNorte = Number(typeof m === 'object' ? m.id : m)
    expect((await admin.post(AVALIACOES, corpo({ modeloId: modeloNorte }))).body.errors).toEqual([{ field: 'modeloId', message: 'Modelo de Avaliação: registro não encontrado' }])
    const cruzada = await admin.post(AVALIACOES, corpo({ etapaSeletivaId: ids.etapaNorte, candidatoId: ids.candidatoNorte, solicitacaoId: null }))
    expect(cruzada.status).toBe(400)
    expect(cruzada.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'candidatoId', message: 'Candidato: registro não encontrado' },
        { field: 'etapaSeletivaId', message: 'Etapa Seletiva: registro não encontrado' },
      ]),
    )
    // recorded in company 2 by the administrator (who sees both companies)
    expect((await admin.put('/api/userinfo/empresa/2')).status).toBe(200)
    const norte = await admin.post(AVALIACOES, corpo({ candidatoId: ids.candidatoNorte, etapaSeletivaId: ids.etapaNorte, modeloId: modeloNorte, solicitacaoId: undefined }))
    expect(norte.status).toBe(201)
    expect(norte.body.empresaId).toBe(2)
    expect((await admin.put('/api/userinfo/empresa/1')).status).toBe(200)

    const perfil = await admin.post('/api/utilitario/perfis', { nome: 'Avaliador RH', autoridades: ['ROLE_CAPTACAO_AVALIACOES'] })
    await admin.post('/api/utilitario/usuarios', { nome: 'Vera Avaliadora', cpf: '86288366757', senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
    const vera = cliente(amb.app)
    await vera.entrar('86288366757', 'segredo1', 1)
    expect((await vera.get(`${AVALIACOES}/${norte.body.id}`)).status).toBe(404)
    expect((await vera.put(`${AVALIACOES}/${norte.body.id}`, norte.body)).status).toBe(404)
    expect((await vera.get(`${AVALIACOES}?unpaged=true&empresaId=2`)).body.map((a: any) => a.id)).not.toContain(norte.body.id)
    expect((await vera.get(`${AVALIACOES}?unpaged=true`)).status).toBe(200)
  })
})
