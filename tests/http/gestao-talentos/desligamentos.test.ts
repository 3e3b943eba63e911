import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA } from '../../../core/shared/questionario.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const COLAB = '/api/cargo-salario/colaboradores'
const MODELOS = '/api/gestao-talentos/modelos-entrevista-desligamento'
const ENTREVISTAS = '/api/gestao-talentos/entrevistas-desligamento'

const cpf = (n: number) => cpfDeTeste(710_000_000, n)

/**
 * Dismissals with exit interviews (issue 14 "Dismissals"): the exit-interview models, POST …/desligar and
 * …/cancelar-desligamento on the employee, the interview (once per dismissal), the results report, `substituidos`.
 * One database (SQLite): the report's SQL is the same on both.
 */
describe('desligamentos e entrevistas de desligamento', () => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let motivo: number
  let modelo: { id: number; perguntas: Array<{ id: number; respostas: Array<{ id: number }> }> }
  let ana: number
  let bruno: number
  const posicao = {} as Record<string, number>
  const rel = () => clienteRelatorios(amb.app, () => adm.cookie, 'gestao-talentos')
  const admitir = async (n: number, nome: string, extra: Record<string, unknown> = {}) => {
    const r = await adm.post(COLAB, { nome, cpf: cpf(n), dataNascimento: '1990-05-10', sexo: 'F', dataAdmissao: '2021-03-01', historico: { ...posicao, tipoSalario: 3, salario: 300_000 }, ...extra })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    return r.body.id as number
  }
  const respostasCompletas = () => {
    const [a, b] = modelo.perguntas
    return [
      { perguntaId: a!.id, tipoId: TIPO_OBJETIVA, respostaId: a!.respostas[1]!.id },
      { perguntaId: b!.id, tipoId: TIPO_NOTA, nota: 7, comentario: 'Bom ambiente' },
      { perguntaId: modelo.perguntas[2]!.id, tipoId: TIPO_MULTIPLA_ESCOLHA, respostasIds: modelo.perguntas[2]!.respostas.map((o) => o.id) },
      { perguntaId: modelo.perguntas[3]!.id, tipoId: TIPO_SUBJETIVA, comentario: 'Plano de carreira' },
    ]
  }

  beforeAll(async () => {
    amb = await criarAmbiente()
    adm = cliente(amb.app)
    await adm.entrar()
    const k = amb.knex
    const h = await k('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId', 'areaOrganizacionalId')
    Object.assign(posicao, { estabelecimentoId: Number(h.estabelecimentoId), cargoId: Number(h.cargoId), areaOrganizacionalId: Number(h.areaOrganizacionalId) })
    motivo = Number((await k('motivos_desligamento').where('empresaId', 1).first('id')).id)
    ana = await admitir(1, 'Ana Desligada', { membroCipa: true, dataFimEstabilidadeCipa: '2099-12-31' })
    bruno = await admitir(2, 'Bruno Ativo')
  })
  afterAll(() => amb.fechar())

  it('modelos: o questionário do motor (perguntas dos quatro tipos), com as mensagens por campo', async () => {
    expect((await adm.post(MODELOS, { perguntas: [] })).body.errors).toEqual([{ field: 'titulo', message: 'Título é obrigatório' }])
    expect((await adm.post(MODELOS, { titulo: 'Sem opções', perguntas: [{ texto: 'Motivo?', tipo: TIPO_OBJETIVA }] })).body.errors).toEqual([
      { field: 'perguntas.0.respostas', message: 'Opção de resposta é obrigatória' },
    ])
    const r = await adm.post(MODELOS, {
      titulo: 'Entrevista de teste',
      perguntas: [
        { texto: 'Motivo da saída', tipo: TIPO_OBJETIVA, obrigatoria: true, respostas: [{ texto: 'Salário' }, { texto: 'Gestor' }] },
        { texto: 'Nota para a empresa', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 0, notaMaxima: 10, exigirComentario: true, comentario: 'Por quê?' },
        { texto: 'O que valorizou', tipo: TIPO_MULTIPLA_ESCOLHA, respostas: [{ texto: 'Colegas' }, { texto: 'Benefícios' }] },
        { texto: 'Sugestões', tipo: TIPO_SUBJETIVA },
      ],
    })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    modelo = r.body
    expect(modelo.perguntas.map((p) => p.id)).toEqual([1, 2, 3, 4])
  })

  it('desligar: 400 com as mensagens, 200 desliga (auditado), não duas vezes; nem antes de um histórico posterior', async () => {
    expect((await adm.post(`${COLAB}/${ana}/desligar`, {})).body.errors).toEqual([
      { field: 'dataDesligamento', message: 'Data de Desligamento é obrigatória' },
      { field: 'motivoDesligamentoId', message: 'Motivo do Desligamento é obrigatório' },
    ])
    expect((await adm.post(`${COLAB}/${ana}/desligar`, { dataDesligamento: '2021-02-28', motivoDesligamentoId: motivo })).body.errors).toEqual([
      { field: 'dataDesligamento', message: 'A data de desligamento não pode ser anterior à data de admissão' },
    ])
    const promocao = await adm.post(`${COLAB}/historicos`, { colaboradorId: ana, data: '2024-01-02', motivo: 'PH', ...posicao, tipoSalario: 3, salario: 350_000 })
    expect(promocao.status, JSON.stringify(promocao.body)).toBe(201)
    expect((await adm.post(`${COLAB}/${ana}/desligar`, { dataDesligamento: '2024-01-01', motivoDesligamentoId: motivo })).body.errors).toEqual([
      { field: 'dataDesligamento', message: 'Há histórico do talento em 02/01/2024, depois desta data de desligamento' },
    ])
    expect((await adm.post(`${COLAB}/${ana}/desligar`, { dataDesligamento: '2024-03-15', motivoDesligamentoId: 999_999 })).body.errors).toEqual([
      { field: 'motivoDesligamentoId', message: 'Motivo do Desligamento: registro não encontrado' },
    ])
    const d = await adm.post(`${COLAB}/${ana}/desligar`, { dataDesligamento: '2024-03-15', motivoDesligamentoId: motivo, observacaoDesligamento: ' Pediu demissão ' })
    expect(d.status, JSON.stringify(d.body)).toBe(200)
    expect(d.body).toMatchObject({ id: ana, situacao: 'D', dataDesligamento: '2024-03-15', motivoDesligamentoId: motivo, observacaoDesligamento: 'Pediu demissão' })
    const log = await amb.knex('auditoria').where({ entidade: 'cargo-salario/colaboradores', entidadeId: ana, acao: 'alterar' }).orderBy('id', 'desc').first('depois')
    expect(JSON.parse(String(log.depois))).toMatchObject({ dataDesligamento: '2024-03-15' })
    expect((await adm.post(`${COLAB}/${ana}/desligar`, { dataDesligamento: '2024-03-20', motivoDesligamentoId: motivo })).body.errors).toEqual([
      { field: 'dataDesligamento', message: 'O talento já está desligado' },
    ])
    // No history row after the dismissal (the history's own rule).
    expect((await adm.post(`${COLAB}/historicos`, { colaboradorId: ana, data: '2024-04-01', motivo: 'RE', ...posicao, tipoSalario: 3, salario: 360_000 })).body.errors).toEqual([
      { field: 'data', message: 'A data não pode ser posterior ao desligamento do talento (15/03/2024)' },
    ])
  })

  it('substituidos: o desligado só com incluirColaboradoresDesligados, sem o alerta da CIPA', async () => {
    const ativos = await adm.get('/api/captacao/solicitacoes-pessoal/substituidos?nome=Ana Desligada')
    expect(ativos.body).toEqual([])
    const todos = await adm.get('/api/captacao/solicitacoes-pessoal/substituidos?nome=Ana Desligada&incluirColaboradoresDesligados=true')
    expect(todos.body).toMatchObject([{ id: ana, situacao: 'D', dataDesligamento: '2024-03-15', membroCipa: true, alertaCipa: null }])
  })

  it('entrevista: só de desligado, respostas obrigatórias do modelo, uma por desligamento', async () => {
    const base = { modeloId: modelo.id, data: '2024-03-15' }
    expect((await adm.post(ENTREVISTAS, { ...base, colaboradorId: bruno, respostas: respostasCompletas() })).body.errors).toEqual([
      { field: 'colaboradorId', message: 'O talento não está desligado: registre o desligamento antes da entrevista' },
    ])
    expect((await adm.post(ENTREVISTAS, { ...base, colaboradorId: ana, respostas: [] })).body.errors).toEqual([
      { field: 'respostas.0.respostaId', message: 'Selecione uma opção de resposta' },
      { field: 'respostas.1.nota', message: 'Nota é obrigatória' },
      { field: 'respostas.1.comentario', message: 'Comentário é obrigatório' },
    ])
    // What the server keeps (the dismissal answered, the copy of the questions) is never read from the body.
    const r = await adm.post(ENTREVISTAS, { ...base, colaboradorId: ana, respostas: respostasCompletas(), perguntas: [], dataDesligamento: '2000-01-01' })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body).toMatchObject({ colaboradorId: ana, dataDesligamento: '2024-03-15', nomeColaborador: 'Ana Desligada', tituloModelo: 'Entrevista de teste' })
    expect(r.body.perguntas).toHaveLength(4)
    expect((await adm.post(ENTREVISTAS, { ...base, colaboradorId: ana, respostas: respostasCompletas() })).body.errors).toEqual([
      { field: 'colaboradorId', message: 'A entrevista de desligamento deste talento já foi respondida' },
    ])
    const put = await adm.put(`${ENTREVISTAS}/${r.body.id}`, { ...base, colaboradorId: ana, respostas: respostasCompletas(), observacao: 'Corrigida' })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    expect((await adm.get(`${ENTREVISTAS}?unpaged=true&colaboradorId=${ana}`)).body).toHaveLength(1)
    // The demo's interviews of its latest dismissals, on its model.
    const demo = (await adm.get(`${ENTREVISTAS}?unpaged=true`)).body as Array<{ tituloModelo: string }>
    expect(demo.filter((e) => e.tituloModelo === 'Entrevista de desligamento padrão').length).toBeGreaterThanOrEqual(5)
  })

  it('relatório resultados-entrevistas-desligamentos: respostas por pergunta (contagem, percentual, média, textos), PDF e XLSX', async () => {
    const filtro = { dataIni: '2024-03-01', dataFim: '2024-03-31', modeloId: modelo.id }
    const tela = await adm.get(`/api/gestao-talentos/consultas/resultados-entrevistas-desligamentos?dataIni=2024-03-01&dataFim=2024-03-31&modeloId=${modelo.id}`)
    expect(tela.status, JSON.stringify(tela.body)).toBe(200)
    expect(tela.body.linhas).toEqual([
      { pergunta: 'Entrevista de teste — 1. Motivo da saída', resposta: 'Salário', quantidade: 0, percentual: 0, media: null },
      { pergunta: 'Entrevista de teste — 1. Motivo da saída', resposta: 'Gestor', quantidade: 1, percentual: 100, media: null },
      { pergunta: 'Entrevista de teste — 2. Nota para a empresa', resposta: 'Média das notas (de 0 a 10)', quantidade: 1, percentual: null, media: 7 },
      { pergunta: 'Entrevista de teste — 2. Nota para a empresa', resposta: 'Comentário: Bom ambiente', quantidade: null, percentual: null, media: null },
      { pergunta: 'Entrevista de teste — 3. O que valorizou', resposta: 'Colegas', quantidade: 1, percentual: 100, media: null },
      { pergunta: 'Entrevista de teste — 3. O que valorizou', resposta: 'Benefícios', quantidade: 1, percentual: 100, media: null },
      { pergunta: 'Entrevista de teste — 4. Sugestões', resposta: 'Plano de carreira', quantidade: null, percentual: null, media: null },
    ])
    const { xlsx, pdf } = await rel().gerar('resultados-entrevistas-desligamentos', { ...filtro, estabelecimentosIds: [posicao['estabelecimentoId']] })
    expect(xlsx).toContainEqual(expect.stringMatching(/^Gestor \| 1 \| 1$/))
    expect(pdf).toContain('Resultados das Entrevistas de Desligamento')
    expect(pdf).toContain('Entrevista de teste — 1. Motivo da saída')
    expect(await rel().erros('resultados-entrevistas-desligamentos', {})).toEqual([
      { field: 'dataIni', message: 'Data inicial é obrigatória' },
      { field: 'dataFim', message: 'Data final é obrigatória' },
    ])
    await rel().semDados('resultados-entrevistas-desligamentos', { ...filtro, dataIni: '2024-04-01', dataFim: '2024-04-30' })
    await rel().semDados('resultados-entrevistas-desligamentos', { ...filtro, empresasIds: [2] })
  })

  it('cancelar-desligamento: restaura o talento e remove a entrevista daquele desligamento', async () => {
    expect((await adm.post(`${COLAB}/${bruno}/cancelar-desligamento`, {})).body).toMatchObject({ message: 'O talento não está desligado' })
    const c = await adm.post(`${COLAB}/${ana}/cancelar-desligamento`, {})
    expect(c.status, JSON.stringify(c.body)).toBe(200)
    expect(c.body).toMatchObject({ situacao: 'A', dataDesligamento: null, motivoDesligamentoId: null, observacaoDesligamento: null })
    expect((await adm.get(`${ENTREVISTAS}?unpaged=true&colaboradorId=${ana}`)).body).toEqual([])
    const s = await adm.get('/api/captacao/solicitacoes-pessoal/substituidos?nome=Ana Desligada')
    expect(s.body[0].alertaCipa).toMatch(/faz parte da CIPA/)
  })

  it('401, 403 sem a permissão de talentos, 404 inexistente e de outra empresa', async () => {
    const corpo = { dataDesligamento: '2024-05-02', motivoDesligamentoId: motivo }
    expect((await cliente(amb.app).post(`${COLAB}/${bruno}/desligar`, corpo)).status).toBe(401)
    expect((await cliente(amb.app).get(ENTREVISTAS)).status).toBe(401)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.post(`${COLAB}/${bruno}/desligar`, corpo)).status).toBe(403)
    expect((await restrita.post(`${COLAB}/${bruno}/cancelar-desligamento`, {})).status).toBe(403)
    expect((await restrita.get(ENTREVISTAS)).status).toBe(403)
    expect((await restrita.post(MODELOS, { titulo: 'x' })).status).toBe(403)
    expect((await adm.post(`${COLAB}/999999/desligar`, corpo)).status).toBe(404)
    expect((await adm.post(`${COLAB}/999999/cancelar-desligamento`, {})).status).toBe(404)
    // A user of company 1 only, with the employees' authority: company 2's records answer 404.
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'Talentos (desligamentos)', autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES'] })
    expect((await adm.post('/api/utilitario/usuarios', { nome: 'Só Talentos D', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).status).toBe(201)
    const so = cliente(amb.app)
    await so.entrar(cpf(90), 'segredo1', 1)
    const daNorte = await inserirLinha(amb.knex, 'colaboradores', { empresaId: 2, nome: 'Da Norte', cpf: '86288366757', sexo: 'F', dataAdmissao: '2020-01-01', dataNascimento: '1990-01-01', dataDesligamento: '2024-03-10' })
    expect((await so.post(`${COLAB}/${daNorte}/desligar`, corpo)).status).toBe(404)
    expect((await so.post(`${COLAB}/${daNorte}/cancelar-desligamento`, {})).status).toBe(404)
    const modeloNorte = await inserirLinha(amb.knex, 'modelos_entrevista_desligamento', { empresaId: 2, titulo: 'Da Norte', perguntas: '[]' })
    expect((await so.get(`${MODELOS}/${modeloNorte}`)).status).toBe(404)
    const entrevistaNorte = await inserirLinha(amb.knex, 'entrevistas_desligamento', { empresaId: 2, colaboradorId: daNorte, modeloId: modeloNorte, data: '2024-03-10', dataDesligamento: '2024-03-10' })
    expect((await so.get(`${ENTREVISTAS}/${entrevistaNorte}`)).status).toBe(404)
    expect((await so.post(ENTREVISTAS, { colaboradorId: daNorte, modeloId: modelo.id, data: '2024-03-10', respostas: respostasCompletas() })).body.errors).toEqual([
      { field: 'colaboradorId', message: 'Talento: registro não encontrado' },
    ])
  })
})
